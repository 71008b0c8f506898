/**
 * "Download my data" (GDPR Art. 15 right of access, Art. 20 portability; docs/decisions/013-data-rights.md).
 *
 * A request is a `data_exports` row plus the job 'account.export', written in one transaction with
 * its audit entry ('data.export') and security event ('data.export_requested'). The job
 * (account.jobs.ts → buildDataExport) takes one consistent snapshot of the account's data, streams
 * the ZIP to a temporary file under DATA_DIR/exports/tmp, syncs and renames it into place, and only
 * then marks the row `ready` (with the e-mail 'data.export_ready' and the event 'data.exported' in
 * the same transaction). A crash at any point leaves either a `requested` row (the job is claimed
 * again after its lease and starts over) or a file without a ready row (the exports sweep removes
 * it): a ready export never points at a partial file.
 *
 * One export at a time per user: a second request while one is being built is refused, and a new
 * request retires the user's earlier ready export (its file is deleted). Ready exports can be
 * downloaded for DATA_EXPORT_VALID_DAYS (7) days by their owner only; the retention schedule then
 * deletes the file.
 */
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import { IsolationLevel } from '@mikro-orm/core';
import { sql } from 'kysely';
import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { db } from '../../kysely.js';
import { DATA_EXPORT_LIST_LIMIT, type DataExport } from '../../shared/account/account.schema.js';
import { BRAND } from '../../shared/company.js';
import { loadFirm } from '../firm/firm.service.js';
import { DATA_EXPORT_VALID_DAYS, daysMs } from '../../shared/account/retention.js';
import type { Storage } from '../../storage/storage.js';
import { isoDate, isoDateOrNull } from '../../timestamps.js';
import { recordOwnAction } from '../audit/audit.service.js';
import { enqueueJob } from '../jobs/runner.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { recordSecurityEvent } from '../security/security-log.service.js';
import { liveAccountEmail } from '../users/users.js';
import type { ExportContext, ExportFile, ModulePersonalData } from '../module.js';
import type { Json } from '../personal-data.js';
import {
  dataExportById,
  dataExportOf,
  exportColumns,
  dataExportsOf,
  expireReadyExports,
  requestedDataExport,
  userDeletedAtForUpdate,
} from './account.queries.js';
import { writeZip, type ZipFileSource } from './export-zip.js';

/** The job that builds an export. */
export const EXPORT_JOB = 'account.export';
/** Attempts before an export fails for good (each starts over from a fresh snapshot). */
const EXPORT_JOB_MAX_ATTEMPTS = 3;
/** The format name and version written into data.json. */
const EXPORT_FORMAT = { name: 'steuerhilfe-data-export', version: 1 } as const;

interface ExportSqlRow {
  id: string;
  user_id: string;
  status: DataExport['status'];
  file_key: string | null;
  size_bytes: string | number | null;
  files: number | null;
  error: string | null;
  created_at: Date | string;
  ready_at: Date | string | null;
  expires_at: Date | string | null;
}

/** The download path of an export (REST). */
function exportDownloadPath(id: string): string {
  return `/api/account/export/${id}/download`;
}

function toDataExport(r: ExportSqlRow, now: Date): DataExport {
  const expiresAt = isoDateOrNull(r.expires_at);
  const live = r.status === 'ready' && expiresAt !== null && Date.parse(expiresAt) > now.getTime();
  return {
    id: r.id,
    // A ready export past its expiry counts as expired before the schedule has removed its file.
    status: r.status === 'ready' && !live ? 'expired' : r.status,
    sizeBytes: r.size_bytes === null ? null : Number(r.size_bytes),
    files: r.files,
    createdAt: isoDate(r.created_at),
    readyAt: isoDateOrNull(r.ready_at),
    expiresAt,
    downloadUrl: live ? exportDownloadPath(r.id) : null,
    error: r.error,
  };
}

/**
 * The session user's exports, newest first (at most DATA_EXPORT_LIST_LIMIT).
 * @throws AppError UNAUTHENTICATED 401 for visitors
 */
export async function listDataExports(ctx: ServiceContext, now = new Date()): Promise<DataExport[]> {
  const { user, em } = requireUser(ctx);
  const rows = await dataExportsOf(em, user.id, DATA_EXPORT_LIST_LIMIT);
  return rows.map((r) => toDataExport(r, now));
}

/**
 * "Download my data": queues a new export of the session user's data. The user's earlier ready
 * export is retired (its file deleted once this commits). Audit-logged ('data.export', under the
 * client's name) and in the security log ('data.export_requested').
 * @returns the new export (status 'requested') and the storage keys of retired files, which the
 *   caller removes after the commit (`removeExportFiles`)
 * @throws AppError UNAUTHENTICATED 401, CONFLICT 409 'exportInProgress' while one is being built
 */
export async function requestDataExport(ctx: ServiceContext, now = new Date()): Promise<{ export: DataExport; retiredKeys: string[] }> {
  const { user, em } = requireUser(ctx);
  return em.transactional(async (tx) => {
    // The user's row lock serialises two requests of one user (and a concurrent account deletion).
    const owner = await userDeletedAtForUpdate(tx, user.id);
    if (!owner || owner.deleted_at) throw new AppError('UNAUTHENTICATED', 'unauthenticated');
    const pending = await requestedDataExport(tx, user.id);
    if (pending) throw new AppError('CONFLICT', 'exportInProgress');
    const retired = await expireReadyExports(tx, { userId: user.id });
    const row: ExportSqlRow | undefined = await db(tx)
      .insertInto('data_exports')
      .values({ id: sql<string>`default`, user_id: user.id, status: 'requested', created_at: now })
      .returning(exportColumns)
      .$narrowType<{ status: DataExport['status'] }>()
      .executeTakeFirst();
    await enqueueJob(tx, EXPORT_JOB, { exportId: row!.id }, { maxAttempts: EXPORT_JOB_MAX_ATTEMPTS });
    await recordOwnAction(tx, user.id, 'data.export', row!.id);
    await recordSecurityEvent(tx, { userId: user.id, kind: 'data.export_requested', client: ctx.client });
    return { export: toDataExport(row!, now), retiredKeys: retired.flatMap((r) => (r.file_key ? [r.file_key] : [])) };
  });
}

/**
 * An export's file for its owner's download, opened; records the download (security log
 * 'data.export_downloaded', `downloaded_at`).
 * @returns the file's bytes as a stream, its size in bytes and the file name to offer
 * @throws AppError NOT_FOUND 404 'exportNotFound' for another user's export, an unknown id, one not
 *   ready, or one past its 7 days
 */
export async function exportForDownload(
  ctx: ServiceContext,
  exportsStorage: Storage,
  { id }: { id: string },
  now = new Date(),
): Promise<{ stream: Readable; sizeBytes: number; filename: string }> {
  const { user, em } = requireUser(ctx);
  const row = await dataExportOf(em, id, user.id);
  const dto = row ? toDataExport(row, now) : null;
  if (!row || !dto?.downloadUrl || !row.file_key) throw new AppError('NOT_FOUND', 'exportNotFound');
  const file = await exportsStorage.open(row.file_key);
  if (!file) throw new AppError('NOT_FOUND', 'exportNotFound');
  try {
    await em.transactional(async (tx) => {
      await db(tx).updateTable('data_exports').set({ downloaded_at: now }).where('id', '=', row.id).execute();
      await recordSecurityEvent(tx, { userId: user.id, kind: 'data.export_downloaded', client: ctx.client, details: { exportId: row.id } });
    });
  } catch (err) {
    file.stream.destroy();
    throw err;
  }
  const day = isoDate(row.ready_at ?? row.created_at).slice(0, 10);
  return { stream: file.stream, sizeBytes: file.size, filename: `${BRAND.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${day}.zip` };
}

/** Removes export files whose rows no longer point at them. Never throws (the exports sweep removes what is left). */
export async function removeExportFiles(ctx: Pick<ServiceContext, 'log'>, exportsStorage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await exportsStorage.remove(key);
    } catch (err) {
      ctx.log.warn({ err, key }, 'an export file could not be removed now; the exports sweep removes it later');
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Building the ZIP (the job)

/** Everything data.json holds, and the documents whose files go into the ZIP. */
interface ExportSnapshot {
  data: Json;
  documents: ExportFile[];
}

/**
 * Reads the account's data in one REPEATABLE READ transaction (one consistent view): every module's
 * export sections (`personalData.export`, src/modules/registry.ts), in their data.json order. Rows
 * are read whole with `to_jsonb` so new columns appear without changing this code; left out are
 * only secrets (password hash, session ids, TOTP secret, recovery-code hashes, passkey keys),
 * internal storage keys and the firm's staff identities.
 * @returns null when the account is gone (deleted meanwhile)
 * @throws Error when two sections claim the same key
 */
async function snapshot(em: EntityManager, personalData: readonly ModulePersonalData[], userId: string, now: Date): Promise<ExportSnapshot | null> {
  return em.transactional(
    async (tx) => {
      const email = await liveAccountEmail(tx, userId);
      if (email === undefined) return null;
      const documents: ExportFile[] = [];
      const ctx: ExportContext = { now, attach: (file) => documents.push(file) };
      const data: Json = { format: EXPORT_FORMAT, exportedAt: now.toISOString(), controller: await controllerOf(tx) };
      const sections = personalData.flatMap((p) => p.export ?? []).sort((x, y) => x.position - y.position);
      for (const section of sections) {
        if (section.key in data) throw new Error(`data.json key ${section.key} claimed twice`);
        data[section.key] = await section.read(tx, { userId, email }, ctx);
      }
      return { data, documents };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ },
  );
}

/** The controller (GDPR Art. 4 no. 7) named in the export: the firm, as it keeps its details in the console. */
async function controllerOf(tx: EntityManager): Promise<{ name: string; email: string }> {
  const firm = await loadFirm(tx);
  return { name: firm.legalName, email: firm.privacyEmail };
}

/** README.txt of the ZIP, in English and German; `controller` is the firm's legal name. */
function readme(now: Date, files: number, controller: string): string {
  return [
    `${BRAND} (${controller}): a copy of your data (GDPR Art. 15 and 20), made ${now.toISOString()}.`,
    '',
    'data.json       your account, questions and their conversations, Finanzamt letters with their recognised fields and deadlines,',
    '                purchases, time ledger, orders, invoices, your security log, folders and documents (metadata), in JSON.',
    `documents/      the original file of each of your ${files} documents, by folder.`,
    '',
    `${BRAND} (${controller}): eine Kopie Ihrer Daten (Art. 15 und 20 DSGVO), erstellt ${now.toISOString()}.`,
    '',
    'data.json       Ihr Konto, Ihre Fragen mit den Gesprächsverläufen, Finanzamt-Briefe mit erkannten Angaben und Fristen,',
    '                Käufe, Stundenkonto, Bestellungen, Rechnungen, Ihr Sicherheitsprotokoll, Ordner und Dokumente (Angaben), als JSON.',
    `documents/      die Originaldatei jedes Ihrer ${files} Dokumente, nach Ordnern.`,
    '',
  ].join('\n');
}

/** Test and benchmark hooks of the export job. */
export interface ExportHooks {
  /** Awaited before the file of document number `index` (0-based) is read into the ZIP. */
  beforeFile?(index: number): Promise<void>;
}

interface BuildExportDeps {
  /** Where documents' bytes live. */
  storage: Storage;
  /** Where export ZIPs are written (DATA_DIR/exports). */
  exports: Storage;
  config: ServiceContext['config'];
  log: ServiceContext['log'];
  /** Every module's personal data (the export's sections). */
  personalData: readonly ModulePersonalData[];
  hooks?: ExportHooks;
}

/**
 * The job 'account.export': builds the ZIP of export `exportId` and marks it ready (see the module
 * comment). Does nothing when the export is no longer `requested` (done by an earlier attempt,
 * retired, or its account deleted).
 * @throws when a file cannot be read or written: the partial file is removed and the job retried
 */
export async function buildDataExport(em: () => EntityManager, deps: BuildExportDeps, exportId: string, now = new Date()): Promise<void> {
  const row = await dataExportById(em(), exportId);
  if (!row || row.status !== 'requested') return;
  const snap = await snapshot(em(), deps.personalData, row.user_id, now);
  if (!snap) return;
  const temp = deps.exports.createTemp();
  let key: string | undefined;
  try {
    const files: ZipFileSource[] = snap.documents.map((d, i) => ({
      path: d.path,
      mtime: d.uploadedAt,
      open: async () => {
        await deps.hooks?.beforeFile?.(i);
        // Opened now, so a file deleted meanwhile fails this attempt (the retry takes a new snapshot).
        return deps.storage.read(d.storageKey);
      },
    }));
    await writeZip(
      {
        texts: [
          { path: 'README.txt', text: readme(now, snap.documents.length, String((snap.data as { controller: { name: string } }).controller.name)) },
          { path: 'data.json', text: `${JSON.stringify(snap.data, null, 2)}\n` },
        ],
        files,
      },
      temp.stream,
    );
    if (!temp.stream.closed) await once(temp.stream, 'close');
    key = await deps.exports.commit(temp.path);
  } catch (err) {
    temp.stream.destroy();
    await deps.exports.remove(temp.path).catch(() => {});
    throw err;
  }
  const size = (await deps.exports.sizeOf(key)) ?? 0;
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + daysMs(DATA_EXPORT_VALID_DAYS));
  const marked = await em().transactional(async (tx) => {
    const done = await db(tx)
      .updateTable('data_exports as d')
      .from('users as u')
      .set({ status: 'ready', file_key: key, size_bytes: size, files: snap.documents.length, ready_at: readyAt, expires_at: expiresAt })
      .where('d.id', '=', exportId)
      .where('d.status', '=', 'requested')
      .whereRef('u.id', '=', 'd.user_id')
      .where('u.deleted_at', 'is', null)
      .returning(['d.user_id', 'u.email', 'u.language'])
      .executeTakeFirst();
    if (!done) return false;
    await queueMail(tx, {
      to: done.email,
      language: done.language,
      content: { kind: 'data.export_ready', params: { expiresAt: expiresAt.toISOString(), accountUrl: siteUrl(deps.config, '/account#data') } },
      dedupeKey: `export-ready:${exportId}`,
    });
    await recordSecurityEvent(tx, { userId: done.user_id, kind: 'data.exported', details: { exportId, files: snap.documents.length, sizeBytes: size } });
    return true;
  });
  // Retired or deleted meanwhile: the file has no row to offer it.
  if (!marked) await removeExportFiles(deps, deps.exports, [key]);
}

/** The job's `failed` hook: the export ends failed (the account page offers to try again). */
export async function markExportFailed(tx: EntityManager, exportId: string): Promise<void> {
  await db(tx)
    .updateTable('data_exports')
    .set({ status: 'failed', error: 'exportFailed' })
    .where('id', '=', exportId)
    .where('status', '=', 'requested')
    .execute();
}
