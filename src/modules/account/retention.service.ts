/**
 * The scheduled purge (GDPR Art. 5 (1) (e) storage limitation; docs/decisions/013-data-rights.md),
 * run hourly by the runner plugin (src/plugins/runner.ts). The periods come from
 * src/shared/retention.ts, which the privacy policy's retention section reads too:
 * - ready data exports past their 7 days: the file is deleted and the export marked expired;
 *   records of expired and failed exports go after DATA_EXPORT_RECORD_DAYS; the exports directory
 *   is swept of files a crash left (temporary files not written to for a while, ZIPs no row names);
 * - expired or used password-reset and e-mail confirmation tokens, expired sign-in challenges and
 *   expired sessions are deleted;
 * - delivered e-mails keep their metadata (kind, address, subject, times) but lose their text after
 *   MAIL_BODY_RETENTION_DAYS;
 * - security log entries older than SECURITY_LOG_RETENTION_DAYS are deleted.
 * Every step is one statement (the purges are idempotent); files are removed after their rows.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { Logger } from '../../context.js';
import { DATA_EXPORT_RECORD_DAYS, MAIL_BODY_RETENTION_DAYS, SECURITY_LOG_RETENTION_DAYS, daysMs } from '../../shared/retention.js';
import type { LocalStorage } from '../../storage/local-storage.js';
import { removeExportFiles } from './data-export.service.js';

/** What a delivered e-mail keeps instead of its text after MAIL_BODY_RETENTION_DAYS. */
export const PURGED_MAIL_BODY = `(removed after ${MAIL_BODY_RETENTION_DAYS} days)`;
/**
 * A temporary export file not written to for this long belongs to a build that died, whoever wrote
 * it (15 minutes). A dead process's files go sooner: the storage plugin's temporary-file sweep
 * removes them within minutes of its last heartbeat (decision record 017).
 */
export const EXPORT_TEMP_GRACE_MS = 15 * 60 * 1000;
/** An export ZIP this old that no ready export names was left by a crash between the file and its row. */
const EXPORT_ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** How many rows (or files) each step removed. */
export interface RetentionResult {
  exportsExpired: number;
  exportRecords: number;
  exportFilesSwept: number;
  passwordResetTokens: number;
  emailTokens: number;
  authChallenges: number;
  sessions: number;
  mailBodies: number;
  securityEvents: number;
}

async function count(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  return (await em.execute<unknown[]>(`${sql} returning 1`, params)).length;
}

/**
 * Runs every purge once at `now`.
 * @returns how many of each kind were removed
 * @throws when the database cannot be reached (the next round tries again)
 */
export async function runRetention(em: EntityManager, exportsStorage: LocalStorage, log: Logger, now = new Date()): Promise<RetentionResult> {
  const expired = await em.execute<{ file_key: string | null }[]>(
    `with old as (select id, file_key from data_exports where status = 'ready' and expires_at <= ? for update skip locked)
     update data_exports d set status = 'expired', file_key = null from old where d.id = old.id returning old.file_key`,
    [now],
  );
  await removeExportFiles(
    { log },
    exportsStorage,
    expired.flatMap((r) => (r.file_key ? [r.file_key] : [])),
  );
  const recordCutoff = new Date(now.getTime() - daysMs(DATA_EXPORT_RECORD_DAYS));
  const result: RetentionResult = {
    exportsExpired: expired.length,
    exportRecords: await count(em, `delete from data_exports where status in ('expired', 'failed') and created_at <= ?`, [recordCutoff]),
    exportFilesSwept: 0,
    passwordResetTokens: await count(em, `delete from password_reset_tokens where expires_at <= ? or used_at is not null`, [now]),
    emailTokens: await count(em, `delete from email_tokens where expires_at <= ? or used_at is not null`, [now]),
    authChallenges: await count(em, `delete from auth_challenges where expires_at <= ?`, [now]),
    sessions: await count(em, `delete from sessions where expires_at <= ?`, [now]),
    mailBodies: await count(em, `update mail_outbox set text_body = ?, html_body = '' where sent_at is not null and sent_at <= ? and html_body <> ''`, [
      PURGED_MAIL_BODY,
      new Date(now.getTime() - daysMs(MAIL_BODY_RETENTION_DAYS)),
    ]),
    securityEvents: await count(em, `delete from security_events where created_at <= ?`, [new Date(now.getTime() - daysMs(SECURITY_LOG_RETENTION_DAYS))]),
  };
  const swept = await exportsStorage.sweep({
    now: now.getTime(),
    tempGraceMs: EXPORT_TEMP_GRACE_MS,
    orphanGraceMs: EXPORT_ORPHAN_GRACE_MS,
    isReferenced: async (keys) => {
      const rows = await em.execute<{ file_key: string }[]>(`select file_key from data_exports where file_key in (${keys.map(() => '?').join(', ')})`, keys);
      return new Set(rows.map((r) => r.file_key));
    },
  });
  result.exportFilesSwept = swept.files;
  return result;
}
