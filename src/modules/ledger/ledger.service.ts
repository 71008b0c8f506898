/**
 * The hours ledger (`time_entries`, decision record 003): logging expert time against a client's
 * purchases, reading the ledger, the SQL that derives hours used from it, and the "nearly used" /
 * "expiring soon" notices that follow from it (spec section 4).
 *
 * Time is drawn from the client's active purchases, the one that expires first before the next
 * (an entry that is larger than what is left in the first is split across purchases, one ledger
 * row each). The client's purchase rows are locked (`select ... for update`) before the balance
 * is read, so two admins logging time for the same client at the same moment are serialised and
 * can never overdraw.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { db } from '../../kysely.js';
import type { AppConfig } from '../../config.js';
import { requireStaff, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { LogTimeInput, LogTimeResult } from '../../shared/ledger/ledger.schema.js';
import { EXPIRY_NOTICE_DAYS } from '../../shared/constants.js';
import { EXTRA_HOURS_NAME, EXTRA_HOURS_NAME_DE } from '../../shared/orders/extra-hours.js';
import { EXTRA_HOURS_PATH } from '../../shared/routes.js';
import { minutesToHours, purchaseNotices } from '../../shared/purchases/hours.js';
import type { TimeEntry } from '../../shared/purchases/purchases.schema.js';
import { isoDate } from '../../timestamps.js';
import { recordAudit } from '../audit/audit.service.js';
import { assertClient } from '../users/users.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { expiryNoticeRows, isQuestionOf, ledgerRowsOf, lockedActivePurchases, minutesUsedRows, usageNoticeRows } from './ledger.queries.js';

// The expressions of hours used and remaining live with the ledger's reads; other modules import them from here.
export { hasHoursLeft, minutesUsed, remainingMinutes } from './ledger.queries.js';

interface DrawTimeArgs {
  clientId: string;
  /** Positive multiple of 15 (validated by MinutesSchema before). */
  minutes: number;
  note: string | null;
  questionId: string | null;
  /** The Finanzamt letter the time was spent on, if any. */
  letterId?: string | null;
  adminId: string;
  now?: Date;
}

/**
 * Writes the time entries for `minutes` of work. Must run inside a transaction (`tx`); it locks
 * the client's unexpired purchases until that transaction ends.
 * @returns the entries written, in drawing order (one per purchase drawn from)
 * @throws AppError CONFLICT 409 'Not enough hours remaining' when the active purchases hold less
 */
export async function drawTime(tx: EntityManager, config: AppConfig, args: DrawTimeArgs): Promise<TimeEntry[]> {
  const now = args.now ?? new Date();
  // 1. Lock, in a fixed order (no deadlocks between two loggers).
  const locked = await lockedActivePurchases(tx, args.clientId, now);
  if (locked.length === 0) throw new AppError('CONFLICT', 'insufficientHours');
  // 2. Read the balance in a new statement: under READ COMMITTED it sees every entry committed
  //    by a transaction that held these locks before us.
  const used = await minutesUsedByPurchase(tx, args.clientId, now);
  const remaining = locked.map((p) => ({ id: p.id, left: p.hours_total * 60 - (used.get(p.id) ?? 0) })).filter((p) => p.left > 0);
  const available = remaining.reduce((s, p) => s + p.left, 0);
  if (available < args.minutes) throw new AppError('CONFLICT', 'insufficientHours');

  const entries: TimeEntry[] = [];
  let toDraw = args.minutes;
  for (const p of remaining) {
    if (toDraw === 0) break;
    const take = Math.min(p.left, toDraw);
    toDraw -= take;
    const row = await db(tx)
      .insertInto('time_entries')
      // id: the database's default, as before.
      .values({
        id: sql<string>`default`,
        purchase_id: p.id,
        question_id: args.questionId,
        letter_id: args.letterId ?? null,
        minutes: take,
        note: args.note,
        admin_id: args.adminId,
        created_at: now,
      })
      .returning(['time_entries.id', 'time_entries.created_at'])
      .executeTakeFirstOrThrow();
    entries.push({
      id: row.id,
      purchaseId: p.id,
      minutes: take,
      note: args.note,
      questionId: args.questionId,
      questionExcerpt: null,
      adminName: null,
      createdAt: isoDate(row.created_at),
    });
  }
  await queueUsageNotices(tx, config, args.clientId, now);
  return entries;
}

/** Minutes logged per unexpired purchase of a client. */
async function minutesUsedByPurchase(em: EntityManager, clientId: string, now: Date): Promise<Map<string, number>> {
  const rows = await minutesUsedRows(em, clientId, now);
  return new Map(rows.map((r) => [r.purchase_id, Number(r.minutes)]));
}

/** A purchase with its client, as the notices below read it (ledger.queries.ts). */
type NoticeRow = Awaited<ReturnType<typeof usageNoticeRows>>[number];

/** The recipient of a notice about the purchase `r` (its client, in the client's language), sent once per `dedupeKey`. */
function noticeTo(r: NoticeRow, dedupeKey: string) {
  return { to: r.email, language: r.language, dedupeKey };
}

/**
 * The facts every purchase notice names: the client's name, the package's names (or that it is
 * extra hours), the expiry (ISO 8601), the portal page at `portalPath` and the page that sells extra
 * hours (decision record 071).
 */
function noticeFacts(config: AppConfig, r: NoticeRow, portalPath: string) {
  const extraHours = r.kind === 'extra_hours';
  return {
    name: r.name,
    packageName: extraHours ? EXTRA_HOURS_NAME : (r.package_name ?? 'Package'),
    packageNameDe: extraHours ? EXTRA_HOURS_NAME_DE : r.package_name_de,
    extraHours,
    expiresAt: isoDate(r.expires_at),
    portalUrl: siteUrl(config, portalPath),
    extraHoursUrl: siteUrl(config, EXTRA_HOURS_PATH),
  };
}

/**
 * Queues the "80% used" e-mail for each of a client's active purchases that has reached
 * USAGE_NOTICE_SHARE — the rule of the dashboard's notice (`purchaseNotices`) — once per purchase
 * (outbox dedupe key `usage80:<purchaseId>`).
 * @returns how many e-mails were queued now
 */
async function queueUsageNotices(em: EntityManager, config: AppConfig, clientId: string, now = new Date()): Promise<number> {
  const rows = await usageNoticeRows(em, clientId, now);
  let queued = 0;
  for (const r of rows) {
    const used = Number(r.minutes_used);
    const hours = { hoursTotal: r.hours_total, hoursUsed: minutesToHours(used), expiresAt: new Date(r.expires_at) };
    if (!purchaseNotices(hours, now).nearlyUsed) continue;
    const sent = await queueMail(em, {
      ...noticeTo(r, `usage80:${r.id}`),
      content: { kind: 'usage.80', params: { ...noticeFacts(config, r, '/dashboard'), hoursUsed: minutesToHours(used), hoursTotal: r.hours_total } },
    });
    if (sent) queued++;
  }
  return queued;
}

/**
 * Queues the "expires within 30 days" e-mail for every purchase, of any client, that expires
 * within EXPIRY_NOTICE_DAYS and still has hours left; once per purchase (`expiring:<purchaseId>`).
 * Run periodically by the mail sender.
 * @returns how many e-mails were queued now
 */
export async function queueExpiryNotices(em: EntityManager, config: AppConfig, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + EXPIRY_NOTICE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await expiryNoticeRows(em, now, horizon);
  let queued = 0;
  for (const r of rows) {
    const left = r.hours_total * 60 - Number(r.minutes_used);
    if (left <= 0) continue;
    const sent = await queueMail(em, {
      ...noticeTo(r, `expiring:${r.id}`),
      content: { kind: 'package.expiring', params: { ...noticeFacts(config, r, '/questions'), hoursRemaining: minutesToHours(left) } },
    });
    if (sent) queued++;
  }
  return queued;
}

/**
 * Logs expert time for a client (admin), drawn from the active purchase that expires first, with
 * its audit row, in one transaction.
 * @throws AppError NOT_FOUND (client or question), CONFLICT 'Not enough hours remaining'
 */
export async function logTime(ctx: ServiceContext, data: LogTimeInput): Promise<LogTimeResult> {
  const { em, user, config } = requireStaff(ctx);
  return em.transactional(async (tx) => {
    await assertClient(tx, data.clientId);
    if (data.questionId) {
      if (!(await isQuestionOf(tx, data.questionId, data.clientId))) throw new AppError('NOT_FOUND', 'questionNotFound');
    }
    const entries = await drawTime(tx, config, {
      clientId: data.clientId,
      minutes: data.minutes,
      note: data.note ?? null,
      questionId: data.questionId ?? null,
      adminId: user.id,
    });
    await recordTimeAudit(tx, {
      adminId: user.id,
      clientId: data.clientId,
      questionId: data.questionId ?? null,
      minutes: data.minutes,
      note: data.note ?? null,
      entries,
    });
    return { entries };
  });
}

/** Writes the `time.log` audit row for entries just drawn (inside their transaction). */
export async function recordTimeAudit(
  tx: EntityManager,
  a: { adminId: string; clientId: string; questionId: string | null; minutes: number; note: string | null; entries: TimeEntry[] },
): Promise<void> {
  await recordAudit(tx, {
    actorId: a.adminId,
    action: 'time.log',
    clientId: a.clientId,
    entityId: a.questionId,
    details: { minutes: a.minutes, note: a.note, entries: a.entries.map((e) => ({ purchaseId: e.purchaseId, minutes: e.minutes })) },
  });
}

/**
 * A user's hours ledger, newest first: every time entry of every purchase, with the linked
 * question's text (first 200 characters). `withAdmin` adds the expert's name (admin views only).
 */
export async function ledgerOf(em: EntityManager, userId: string, withAdmin = false): Promise<TimeEntry[]> {
  const rows = await ledgerRowsOf(em, userId);
  return rows.map((r) => ({ ...r, adminName: withAdmin ? r.adminName : null, createdAt: isoDate(r.createdAt) }));
}

/** The session user's hours ledger (dashboard), newest first. */
export async function listLedger(ctx: ServiceContext): Promise<TimeEntry[]> {
  const { user, em } = requireUser(ctx);
  return ledgerOf(em, user.id);
}
