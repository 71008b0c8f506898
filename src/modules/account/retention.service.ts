/**
 * The scheduled purge (GDPR Art. 5 (1) (e) storage limitation; docs/decisions/013-data-rights.md),
 * run hourly by the runner loop (the account module's schedule). Each module's
 * `personalData.retention` is its part (src/modules/registry.ts order); the periods come from
 * src/shared/account/retention.ts, which the privacy policy's retention section reads too:
 * - account: ready data exports past their 7 days: the file is deleted and the export marked expired;
 *   records of expired and failed exports go after DATA_EXPORT_RECORD_DAYS; the exports directory
 *   is swept of files a crash left (temporary files not written to for a while, ZIPs no row names);
 * - auth: expired or used password-reset and e-mail confirmation tokens, expired sign-in challenges
 *   and expired sessions are deleted;
 * - mail: delivered e-mails keep their metadata (kind, address, subject, times) but lose their text
 *   after MAIL_BODY_RETENTION_DAYS;
 * - security: security log entries older than SECURITY_LOG_RETENTION_DAYS are deleted.
 * Every step is one statement (the purges are idempotent); files are removed after their rows.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { db } from '../../kysely.js';
import { DATA_EXPORT_RECORD_DAYS, daysMs } from '../../shared/account/retention.js';
import type { ModuleServices } from '../module.js';
import { purgeCount } from '../personal-data.js';
import { expireReadyExports, referencedExportKeys } from './account.queries.js';
import { removeExportFiles } from './data-export.service.js';

export { PURGED_MAIL_BODY } from '../mail/mail.personal-data.js';

/**
 * A temporary export file not written to for this long belongs to a build that died, whoever wrote
 * it (15 minutes). A dead process's files go sooner: the storage plugin's temporary-file sweep
 * removes them within minutes of its last heartbeat (decision record 017).
 */
export const EXPORT_TEMP_GRACE_MS = 15 * 60 * 1000;
/** An export ZIP this old that no ready export names was left by a crash between the file and its row. */
const EXPORT_ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** How many rows (or files) each step removed, by step name (`exportsExpired`, `sessions`, …). */
export type RetentionResult = Record<string, number>;

/**
 * Runs every module's purge once at `now`, in registry order.
 * @returns how many of each kind were removed
 * @throws when the database cannot be reached (the next round tries again)
 */
export async function runRetention(em: EntityManager, services: ModuleServices, now = new Date()): Promise<RetentionResult> {
  const result: RetentionResult = {};
  for (const p of services.personalData) if (p.retention) Object.assign(result, await p.retention(em, services, now));
  return result;
}

/**
 * The account module's part: expires ready exports past their days (rows, then files), deletes old
 * records of expired and failed exports, and sweeps the exports directory.
 * @returns exportsExpired, exportRecords, exportFilesSwept
 */
export async function purgeExports(em: EntityManager, services: Pick<ModuleServices, 'exports' | 'log'>, now: Date): Promise<RetentionResult> {
  const expired = await expireReadyExports(em, { expiredBy: now });
  await removeExportFiles(
    services,
    services.exports,
    expired.flatMap((r) => (r.file_key ? [r.file_key] : [])),
  );
  const recordCutoff = new Date(now.getTime() - daysMs(DATA_EXPORT_RECORD_DAYS));
  const exportRecords = await purgeCount(
    db(em).deleteFrom('data_exports').where('status', 'in', ['expired', 'failed']).where('created_at', '<=', recordCutoff),
  );
  const swept = await services.exports.sweep({
    now: now.getTime(),
    tempGraceMs: EXPORT_TEMP_GRACE_MS,
    orphanGraceMs: EXPORT_ORPHAN_GRACE_MS,
    isReferenced: async (keys) => {
      const rows = await referencedExportKeys(em, keys);
      return new Set(rows.map((r) => r.file_key));
    },
  });
  return { exportsExpired: expired.length, exportRecords, exportFilesSwept: swept.files };
}
