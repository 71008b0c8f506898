/**
 * A client's documents (spec sections 2, 3, 5, 9): list, store an uploaded file,
 * and authorise a download. The transport streams the upload to a temporary file first;
 * this module checks it and either stores it with its row or deletes it.
 */
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../../shared/common.schema.js';
import type { UploadExtension } from '../../shared/constants.js';
import { uploadExtension, type Document, type UploadDocumentFields } from '../../shared/documents.schema.js';
import type { LocalStorage } from '../../storage/local-storage.js';
import { assertOwnFolder } from '../folders/folders.service.js';
import { isoDate } from '../../timestamps.js';
import { recordAudit } from '../audit/audit.service.js';
import { DocumentEntity, type DocumentRow } from './document.entity.js';

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
  };
}

/** Unicode bidirectional formatting characters: LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * A client's file name made safe for display and for Content-Disposition: no path, no control
 * or reserved characters, at most 200 characters with the extension kept.
 */
export function sanitizeFilename(name: string, ext: string): string {
  const base = basename(name.replace(/\\/g, '/')).normalize('NFC');
  let clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    // Bidirectional controls would show 'report\u202Eexe.pdf' as 'reportfdp.exe' (Unicode TR9).
    .replace(BIDI_CONTROLS, '')
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
  const rows = await em.execute<DocumentFields[]>(
    `select id, user_id as "userId", folder_id as "folderId", title, filename, file_url as "fileUrl",
            file_size as "fileSize", mime_type as "mimeType", uploaded_at as "uploadedAt"
       from documents where user_id = ? order by uploaded_at desc, id desc`,
    [userId],
  );
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
export async function storeUploadedDocument(
  ctx: ServiceContext,
  storage: LocalStorage,
  data: UploadDocumentFields,
  file: ReceivedFile | null,
): Promise<Document> {
  const { user, em } = requireUser(ctx);
  let storedKey: string | null = null;
  try {
    if (!file) throw new AppError('VALIDATION', 'noFileSelected', { field: 'file' });
    const ext = uploadExtension(file.filename);
    if (!ext) throw new AppError('UNSUPPORTED_FILE_TYPE', 'fileTypeNotAllowed', { field: 'file' });
    if (file.size === 0) throw new AppError('VALIDATION', 'emptyFile', { field: 'file' });
    const detected = await fileTypeFromFile(file.tempPath);
    const expected = EXPECTED_CONTENT[ext];
    if (!detected || !expected.detected.includes(detected.ext)) {
      throw new AppError('UNSUPPORTED_FILE_TYPE', 'fileContentMismatch', { field: 'file' });
    }
    if (data.folderId) await assertOwnFolder(ctx, data.folderId);

    await assertStorageAvailable(ctx, storage, file.size);

    // The file is durable before its row commits (LocalStorage.commit); see the module comment.
    storedKey = await storage.commit(file.tempPath);
    const key = storedKey;
    const id = randomUUID();
    const doc = await em.transactional(async (tx) => {
      // One upload at a time per client past this point, so parallel uploads cannot together pass the quota.
      await tx.execute('select id from users where id = ? for update', [user.id]);
      if ((await storedBytes(tx, user.id)) + file.size > ctx.config.storageQuotaBytes) throw quotaReached();
      const created = tx.create(DocumentEntity, {
        id,
        userId: user.id,
        folderId: data.folderId,
        title: data.title,
        filename: sanitizeFilename(file.filename, ext),
        fileUrl: documentUrl(id),
        fileSize: file.size,
        mimeType: expected.mime,
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

/** 507 'Your document storage is full…' (the client's quota, RFC 4331). */
export const quotaReached = () => new AppError('INSUFFICIENT_STORAGE', 'storageQuotaReached', { field: 'file' });

/** Bytes of documents a client stores (sum of their file sizes). */
export async function storedBytes(em: ServiceContext['em'], userId: string): Promise<number> {
  const [row] = await em.execute<{ bytes: string | number | null }[]>('select coalesce(sum(file_size), 0) as bytes from documents where user_id = ?', [userId]);
  return Number(row?.bytes ?? 0);
}

/**
 * Checks, before an upload of `bytes` is accepted (from its Content-Length) or stored, that the
 * client's quota and the server's disk can take it.
 * @throws AppError INSUFFICIENT_STORAGE 507: 'Your document storage is full…' (quota, RFC 4331)
 *   or 'Not enough storage space on the server…' (free space below MIN_FREE_DISK_MB after it)
 */
export async function assertStorageAvailable(ctx: ServiceContext, storage: LocalStorage, bytes: number): Promise<void> {
  const { user, em } = requireUser(ctx);
  if ((await storedBytes(em, user.id)) + bytes > ctx.config.storageQuotaBytes) throw quotaReached();
  if ((await storage.freeBytes()) - bytes < ctx.config.minFreeDiskBytes) {
    ctx.log.warn({ bytes }, 'upload refused: the disk of DATA_DIR is (nearly) full');
    throw new AppError('INSUFFICIENT_STORAGE', 'diskFull');
  }
}

/** What the transport needs to stream a download. */
export interface DownloadTarget {
  storageKey: string;
  filename: string;
  mimeType: string;
  /** Bytes. */
  fileSize: number;
}

/** An admin's repeated downloads of one document within this many minutes are one audit entry (a letter's page shown inline on every view). */
export const DOWNLOAD_AUDIT_WINDOW_MINUTES = 10;

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
  const where = user.role === 'admin' ? { id } : { id, userId: user.id };
  const doc = await em.findOne(DocumentEntity, where, { populate: ['storageKey'] });
  if (!doc) throw new AppError('NOT_FOUND', 'documentNotFound');
  if (user.role === 'admin' && doc.userId !== user.id && !(await downloadedRecently(em, user.id, doc.id))) {
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
  const rows = await em.execute<{ id: string }[]>(
    `select id from audit_log where actor_id = ? and action = 'document.download' and entity_id = ?
        and created_at > now() - make_interval(mins => ?) limit 1`,
    [actorId, documentId, DOWNLOAD_AUDIT_WINDOW_MINUTES],
  );
  return rows.length > 0;
}
