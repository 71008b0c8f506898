/**
 * The hours ledger (issue 4): logging expert time against a client's purchases, and the
 * "nearly used" / "expiring soon" notices that follow from it.
 *
 * Time is drawn from the client's active purchases, the one that expires first before the next
 * (an entry that is larger than what is left in the first is split across purchases, one ledger
 * row each). The client's purchase rows are locked (`select ... for update`) before the balance
 * is read, so two admins logging time for the same client at the same moment are serialised and
 * can never overdraw.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { EXPIRY_NOTICE_DAYS, type Language } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { minutesToHours, purchaseNotices } from '../../shared/hours.js';
import type { TimeEntry } from '../../shared/purchases.schema.js';
import { isoDate } from '../../sql.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { PURCHASE_MINUTES_USED_SQL } from '../purchases/purchases.service.js';

export interface DrawTimeArgs {
  clientId: string;
  /** Positive multiple of 15 (validated by MinutesSchema before). */
  minutes: number;
  note: string | null;
  questionId: string | null;
  adminId: string;
  now?: Date;
}

interface LockedPurchase {
  id: string;
  hours_total: number;
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
  const locked = await tx.execute<LockedPurchase[]>(
    `select id, hours_total from purchases
      where user_id = ? and expires_at > ?
      order by expires_at asc, purchased_at asc, id asc
      for update`,
    [args.clientId, now],
  );
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
    const [row] = await tx.execute<{ id: string; created_at: Date | string }[]>(
      `insert into time_entries (purchase_id, question_id, minutes, note, admin_id, created_at)
       values (?, ?, ?, ?, ?, ?) returning id, created_at`,
      [p.id, args.questionId, take, args.note, args.adminId, now],
    );
    entries.push({
      id: row!.id,
      purchaseId: p.id,
      minutes: take,
      note: args.note,
      questionId: args.questionId,
      questionExcerpt: null,
      adminName: null,
      createdAt: isoDate(row!.created_at),
    });
  }
  await queueUsageNotices(tx, config, args.clientId, now);
  return entries;
}

/** Minutes logged per unexpired purchase of a client. */
async function minutesUsedByPurchase(em: EntityManager, clientId: string, now: Date): Promise<Map<string, number>> {
  const rows = await em.execute<{ purchase_id: string; minutes: number | string }[]>(
    `select te.purchase_id, sum(te.minutes) as minutes
       from time_entries te join purchases pu on pu.id = te.purchase_id
      where pu.user_id = ? and pu.expires_at > ?
      group by te.purchase_id`,
    [clientId, now],
  );
  return new Map(rows.map((r) => [r.purchase_id, Number(r.minutes)]));
}

interface NoticeRow {
  id: string;
  hours_total: number;
  minutes_used: number | string;
  expires_at: Date | string;
  package_name: string | null;
  email: string;
  name: string;
  language: Language;
}

const NOTICE_SELECT = `
  select pu.id, pu.hours_total, pu.expires_at, pa.name as package_name, u.email, u.name, u.language,
         ${PURCHASE_MINUTES_USED_SQL} as minutes_used
    from purchases pu
    join users u on u.id = pu.user_id
    left join packages pa on pa.id = pu.package_id`;

/**
 * Queues the "80% used" e-mail for each of a client's active purchases that has reached
 * USAGE_NOTICE_SHARE — the rule of the dashboard's notice (`purchaseNotices`) — once per purchase
 * (outbox dedupe key `usage80:<purchaseId>`).
 * @returns how many e-mails were queued now
 */
export async function queueUsageNotices(em: EntityManager, config: AppConfig, clientId: string, now = new Date()): Promise<number> {
  const rows = await em.execute<NoticeRow[]>(`${NOTICE_SELECT} where pu.user_id = ? and pu.expires_at > ?`, [clientId, now]);
  let queued = 0;
  for (const r of rows) {
    const used = Number(r.minutes_used);
    const hours = { hoursTotal: r.hours_total, hoursUsed: minutesToHours(used), expiresAt: new Date(r.expires_at) };
    if (!purchaseNotices(hours, now).nearlyUsed) continue;
    const sent = await queueMail(em, {
      to: r.email,
      language: r.language,
      dedupeKey: `usage80:${r.id}`,
      content: {
        kind: 'usage.80',
        params: {
          name: r.name,
          packageName: r.package_name ?? 'Package',
          hoursUsed: minutesToHours(used),
          hoursTotal: r.hours_total,
          expiresAt: isoDate(r.expires_at),
          portalUrl: siteUrl(config, '/dashboard'),
        },
      },
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
  const rows = await em.execute<NoticeRow[]>(
    `${NOTICE_SELECT}
      where pu.expires_at > ? and pu.expires_at <= ?
        and not exists (select 1 from mail_outbox m where m.dedupe_key = 'expiring:' || pu.id::text)`,
    [now, horizon],
  );
  let queued = 0;
  for (const r of rows) {
    const left = r.hours_total * 60 - Number(r.minutes_used);
    if (left <= 0) continue;
    const sent = await queueMail(em, {
      to: r.email,
      language: r.language,
      dedupeKey: `expiring:${r.id}`,
      content: {
        kind: 'package.expiring',
        params: {
          name: r.name,
          packageName: r.package_name ?? 'Package',
          hoursRemaining: minutesToHours(left),
          expiresAt: isoDate(r.expires_at),
          portalUrl: siteUrl(config, '/questions'),
        },
      },
    });
    if (sent) queued++;
  }
  return queued;
}
