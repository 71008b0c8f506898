/**
 * A client's documents (spec sections 2, 3, 5, 9): list, store an uploaded file, authorise a
 * download, rename, move and delete. The transport streams the upload to a temporary file first;
 * this module checks it and either stores it with its row or deletes it. Deleting removes the row
 * (and writes the audit entry) in one transaction, then the file (src/storage/stored-files.ts).
 */
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { EntityManager } from '@mikro-orm/sql';
import { actsAsStaff, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { db } from '../../kysely.js';
import { isUuid } from '../../shared/common.schema.js';
import { UPLOAD_EXTENSIONS, type UploadExtension } from '../../shared/constants.js';
import {
  uploadExtension,
  type DeleteDocumentInput,
  type Document,
  type UpdateDocumentInput,
  type UploadDocumentFields,
  type UploadLimits,
} from '../../shared/documents/documents.schema.js';
import type { Storage } from '../../storage/storage.js';
import { assertOwnFolder, EXPERT_FOLDER_NAME, lockClientFiles } from '../folders/folders.service.js';
import { folderName } from '../folders/folders.queries.js';
import { removeStoredFiles } from '../../storage/stored-files.js';
import { isoDate } from '../../timestamps.js';
import { recordAudit, recordOwnAction } from '../audit/audit.service.js';
import { DocumentEntity, type DocumentRow } from './document.entity.js';
import { documentForUpdate, documentRowsOf, downloadAuditedWithin, storedBytesOf } from './documents.queries.js';

/** What each allowed extension must contain, as detected from the bytes by `file-type`. */
const EXPECTED_CONTENT: Record<UploadExtension, { detected: readonly string[]; mime: string }> = {
  pdf: { detected: ['pdf'], mime: 'application/pdf' },
  // Legacy Word files are OLE compound files (CFB).
  doc: { detected: ['cfb'], mime: 'application/msword' },
  docx: { detected: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  jpg: { detected: ['jpg'], mime: 'image/jpeg' },
  jpeg: { detected: ['jpg'], mime: 'image/jpeg' },
  png: { detected: ['png'], mime: 'image/png' },
};

export function documentUrl(id: string): string {
  return `/api/documents/${id}/download`;
}

/** The document fields a DTO is built from: an entity, or a row selected with DTO-named columns. */
type DocumentFields = Pick<DocumentRow, 'id' | 'userId' | 'title' | 'filename' | 'fileUrl' | 'fileSize' | 'mimeType'> & {
  folderId?: string | null;
  uploadedAt: Date | string;
  letterId?: string | null;
  letterRole?: string | null;
};

export function toDocumentDto(d: DocumentFields): Document {
  return {
    id: d.id,
    userId: d.userId,
    folderId: d.folderId ?? null,
    title: d.title,
    filename: d.filename,
    fileUrl: d.fileUrl,
    fileSize: d.fileSize,
    mimeType: d.mimeType,
    uploadedAt: isoDate(d.uploadedAt),
    letterId: d.letterId ?? null,
    letterRole: d.letterRole === 'page' || d.letterRole === 'answer' ? d.letterRole : null,
  };
}

/** Unicode bidirectional formatting characters: LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * A client's file name made safe for display and for Content-Disposition: no path, no control
 * or reserved characters, no lone surrogates, at most 200 characters with the extension kept.
 */
export function sanitizeFilename(name: string, ext: string): string {
  const base = basename(name.replace(/\\/g, '/')).normalize('NFC');
  let clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    // Bidirectional controls would show 'report\u202Eexe.pdf' as 'reportfdp.exe' (Unicode TR9).
    .replace(BIDI_CONTROLS, '')
    // A lone surrogate (a name sent as UTF-16 in `filename*`) is not storable text (src/shared/text.ts).
    .replace(/\p{Cs}/gu, '')
    .replace(/[<>:"/\\|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!clean.toLowerCase().endsWith(`.${ext}`)) clean = `document.${ext}`;
  if (clean.length > 200) {
    const suffix = `.${ext}`;
    clean = clean.slice(0, 200 - suffix.length).trimEnd() + suffix;
  }
  return clean;
}

/**
 * A user's documents (every folder), newest first. One SQL statement, rows mapped straight to
 * DTOs. Used by the client's list and the admin's client page.
 */
export async function documentsOf(em: EntityManager, userId: string): Promise<Document[]> {
  const rows = await documentRowsOf(em, userId);
  return rows.map(toDocumentDto);
}

/** The session user's documents (every folder), newest first. */
export async function listDocuments(ctx: ServiceContext): Promise<Document[]> {
  const { user, em } = requireUser(ctx);
  return documentsOf(em, user.id);
}

/** A file received by the transport and written completely to a temporary path. */
export interface ReceivedFile {
  /** The client's file name (untrusted). */
  filename: string;
  /** Temporary path inside storage.tmpDir. */
  tempPath: string;
  /** Bytes written. */
  size: number;
}

/**
 * Stores an uploaded document: validates the fields, the folder's owner, the extension and the
 * content, moves the file into storage and inserts the row. The temporary file is always gone
 * afterwards; if the insert fails the stored file is removed too.
 * @param data the parsed multipart text fields `{ title, folderId }` (folderId '' = none)
 * @param file the received file, or null when none was sent
 * @throws AppError VALIDATION 400 ('Document title is required', 'Please select a file to upload.', 'The file is empty'),
 *   NOT_FOUND 404 'Folder not found', UNSUPPORTED_FILE_TYPE 415 (extension not allowed, or content does not match it)
 */
export async function storeUploadedDocument(ctx: ServiceContext, storage: Storage, data: UploadDocumentFields, file: ReceivedFile | null): Promise<Document> {
  const { user, em } = requireUser(ctx);
  let storedKey: string | null = null;
  try {
    if (!file) throw new AppError('VALIDATION', 'noFileSelected', { field: 'file' });
    const { ext, mime } = await checkUploadedFile(file);
    if (data.folderId) await assertOwnFolder(ctx, data.folderId);

    await assertStorageAvailable(ctx, storage, file.size);

    // The file is durable before its row commits (Storage.commit); see the module comment.
    storedKey = await storage.commit(file.tempPath);
    const key = storedKey;
    const id = randomUUID();
    const doc = await em.transactional(async (tx) => {
      // One upload at a time per client past this point, so parallel uploads cannot together pass the quota.
      await lockClientFiles(tx, user.id);
      // The folder may have been deleted since it was checked above (its deletion holds the same lock).
      if (data.folderId) await assertOwnFolder({ ...ctx, em: tx }, data.folderId);
      if ((await storedBytes(tx, user.id)) + file.size > ctx.config.storageQuotaBytes) throw quotaReached();
      const created = tx.create(DocumentEntity, {
        id,
        userId: user.id,
        folderId: data.folderId,
        title: data.title,
        filename: sanitizeFilename(file.filename, ext),
        fileUrl: documentUrl(id),
        fileSize: file.size,
        mimeType: mime,
        storageKey: key,
      });
      await tx.flush();
      return created;
    });
    return toDocumentDto(doc);
  } catch (err) {
    if (storedKey) await storage.remove(storedKey);
    throw err;
  } finally {
    if (file) await storage.remove(file.tempPath);
  }
}

/**
 * Checks an uploaded file as every document upload is checked (spec section 9): an allowed
 * extension, not empty, and content that matches the extension (sniffed with `file-type`).
 * Used by storeUploadedDocument and by the expert's attachments to a question's reply.
 * @returns the extension and the MIME type the file is stored with
 * @throws AppError UNSUPPORTED_FILE_TYPE 415 'fileTypeNotAllowed' / 'fileContentMismatch', VALIDATION 400 'emptyFile'
 */
export async function checkUploadedFile(file: ReceivedFile): Promise<{ ext: UploadExtension; mime: string }> {
  const ext = uploadExtension(file.filename);
  if (!ext) throw new AppError('UNSUPPORTED_FILE_TYPE', 'fileTypeNotAllowed', { field: 'file' });
  if (file.size === 0) throw new AppError('VALIDATION', 'emptyFile', { field: 'file' });
  const detected = await fileTypeFromFile(file.tempPath);
  const expected = EXPECTED_CONTENT[ext];
  if (!detected || !expected.detected.includes(detected.ext)) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', 'fileContentMismatch', { field: 'file' });
  }
  return { ext, mime: expected.mime };
}

/** 507 'Your document storage is full…' (the client's quota, RFC 4331). */
export const quotaReached = () => new AppError('INSUFFICIENT_STORAGE', 'storageQuotaReached', { field: 'file' });

/** Bytes of documents a client stores (sum of their file sizes). */
export async function storedBytes(em: ServiceContext['em'], userId: string): Promise<number> {
  return storedBytesOf(em, userId);
}

/**
 * Checks, before an upload of `bytes` is accepted (from its Content-Length) or stored, that the
 * client's quota and the server's disk can take it.
 * @throws AppError INSUFFICIENT_STORAGE 507: 'Your document storage is full…' (quota, RFC 4331)
 *   or 'Not enough storage space on the server…' (free space below MIN_FREE_DISK_MB after it)
 */
export async function assertStorageAvailable(ctx: ServiceContext, storage: Storage, bytes: number): Promise<void> {
  const { user, em } = requireUser(ctx);
  if ((await storedBytes(em, user.id)) + bytes > ctx.config.storageQuotaBytes) throw quotaReached();
  if ((await storage.freeBytes()) - bytes < ctx.config.minFreeDiskBytes) {
    ctx.log.warn({ bytes }, 'upload refused: the disk of DATA_DIR is (nearly) full');
    throw new AppError('INSUFFICIENT_STORAGE', 'diskFull');
  }
}

/** What the transport needs to stream a download. */
interface DownloadTarget {
  storageKey: string;
  filename: string;
  mimeType: string;
  /** Bytes. */
  fileSize: number;
}

/** An admin's repeated downloads of one document within this many minutes are one audit entry (a letter's page shown inline on every view). */
const DOWNLOAD_AUDIT_WINDOW_MINUTES = 10;

/**
 * Authorises a download: the owner, or an admin. An admin's download of a client's document is
 * written to the audit log (the firm's side, spec section 6), once per DOWNLOAD_AUDIT_WINDOW_MINUTES.
 * @throws AppError NOT_FOUND 404 'Document not found' for unknown ids and other clients' documents alike
 */
export async function documentForDownload(ctx: ServiceContext, id: string): Promise<DownloadTarget> {
  const { user, em } = requireUser(ctx);
  if (!isUuid(id)) {
    throw new AppError('NOT_FOUND', 'documentNotFound');
  }
  const where = actsAsStaff(user) ? { id } : { id, userId: user.id };
  const doc = await em.findOne(DocumentEntity, where, { populate: ['storageKey'] });
  if (!doc) throw new AppError('NOT_FOUND', 'documentNotFound');
  if (actsAsStaff(user) && doc.userId !== user.id && !(await downloadedRecently(em, user.id, doc.id))) {
    await recordAudit(em, {
      actorId: user.id,
      action: 'document.download',
      clientId: doc.userId,
      entityId: doc.id,
      details: { title: doc.title, filename: doc.filename },
    });
  }
  return { storageKey: doc.storageKey, filename: doc.filename, mimeType: doc.mimeType, fileSize: doc.fileSize };
}

/** Whether admin `actorId` downloaded document `documentId` within DOWNLOAD_AUDIT_WINDOW_MINUTES (an audit entry exists). */
async function downloadedRecently(em: EntityManager, actorId: string, documentId: string): Promise<boolean> {
  return downloadAuditedWithin(em, actorId, documentId, DOWNLOAD_AUDIT_WINDOW_MINUTES);
}

/**
 * The session user's document `id`, locked for the transaction `tx`.
 * @throws AppError NOT_FOUND 404 'Document not found' (unknown ids, malformed ids and other users' documents alike)
 */
async function ownDocumentForUpdate(tx: EntityManager, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'documentNotFound');
  const row = await documentForUpdate(tx, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'documentNotFound');
  return row;
}

/**
 * Renames and/or moves one of the session user's documents: a new title, and/or another folder of
 * their own (null: no folder). Audit-logged as 'document.update' with what changed.
 * Files from the expert may be renamed and moved out of the folder "From your expert"; nothing can
 * be moved into it.
 * @throws AppError NOT_FOUND 404 'Document not found' / 'Folder not found', FORBIDDEN 403
 *   'expertFolderReadOnly' (moving into the folder "From your expert")
 */
export async function updateDocument(ctx: ServiceContext, input: UpdateDocumentInput): Promise<Document> {
  const { user, em } = requireUser(ctx);
  const updated = await em.transactional(async (tx) => {
    await lockClientFiles(tx, user.id);
    const doc = await ownDocumentForUpdate(tx, user.id, input.id);
    const changed: Record<string, { from: string | null; to: string | null }> = {};
    const title = input.title ?? doc.title;
    if (title !== doc.title) changed.title = { from: doc.title, to: title };
    let folderId = doc.folderId ?? null;
    if (input.folderId !== undefined && input.folderId !== folderId) {
      let toName: string | null = null;
      if (input.folderId) {
        await assertOwnFolder({ ...ctx, em: tx }, input.folderId);
        toName = (await folderName(tx, input.folderId)) ?? null;
      }
      changed.folder = { from: doc.folderName, to: toName };
      folderId = input.folderId;
    }
    if (!Object.keys(changed).length) return doc;
    await db(tx).updateTable('documents').set({ title, folder_id: folderId }).where('id', '=', doc.id).execute();
    await recordOwnAction(tx, user.id, 'document.update', doc.id, { title, filename: doc.filename, changed });
    return { ...doc, title, folderId };
  });
  return toDocumentDto(updated);
}

/**
 * Deletes one of the session user's documents: the row (with its links to conversation messages,
 * which cascade) and its audit entry ('document.delete': title, file name, size) in one transaction,
 * then the file (removeStoredFiles; the storage sweep removes what a crash leaves). The expert's
 * copies in "From your expert" may be deleted; a page of a Finanzamt letter goes only with its letter.
 * @throws AppError NOT_FOUND 404 'Document not found', CONFLICT 409 'letterPageNotDeletable'
 */
export async function deleteDocument(ctx: ServiceContext, storage: Storage, { id }: DeleteDocumentInput): Promise<void> {
  const { user, em } = requireUser(ctx);
  const key = await em.transactional(async (tx) => {
    await lockClientFiles(tx, user.id);
    const doc = await ownDocumentForUpdate(tx, user.id, id);
    if (doc.letterRole === 'page' && doc.letterId) throw new AppError('CONFLICT', 'letterPageNotDeletable');
    await db(tx).deleteFrom('documents').where('id', '=', doc.id).execute();
    await recordOwnAction(tx, user.id, 'document.delete', doc.id, {
      title: doc.title,
      filename: doc.filename,
      fileSize: doc.fileSize,
      folder: doc.folderKind === 'expert' ? EXPERT_FOLDER_NAME : doc.folderName,
    });
    return doc.storageKey;
  });
  await removeStoredFiles(ctx, storage, [key]);
}

/** The limits the upload form checks before sending (UploadLimitsSchema); the server checks them again on upload. */
export async function uploadLimits(ctx: ServiceContext): Promise<UploadLimits> {
  const { user, em, config } = requireUser(ctx);
  return {
    maxUploadBytes: config.maxUploadBytes,
    quotaBytes: config.storageQuotaBytes,
    usedBytes: await storedBytes(em, user.id),
    extensions: [...UPLOAD_EXTENSIONS],
  };
}
