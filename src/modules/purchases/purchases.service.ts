/**
 * Purchases and the dashboard's hour summary (spec sections 2 and 4, issue 4).
 * Hours used are derived from the time ledger (`time_entries`), in hours with up to two decimals.
 * Active = hours remaining > 0 and expiresAt in the future; totals over active purchases only.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type ServiceContext } from '../../context.js';
import { isPurchaseActive, minutesToHours, summarizeHours } from '../../shared/hours.js';
import type { HoursSummary, Purchase, TimeEntry } from '../../shared/purchases.schema.js';
import { isoDate } from '../../sql.js';
import { TimeEntryEntity } from '../ledger/time-entry.entity.js';
import { PurchaseEntity } from './purchase.entity.js';

/**
 * Minutes logged against the purchase aliased `pu`, as a SQL expression: hours used are derived
 * from the ledger, never stored (issue 4). Used by every query that reports hours.
 */
export const PURCHASE_MINUTES_USED_SQL = `coalesce((select sum(te.minutes) from time_entries te where te.purchase_id = pu.id), 0)`;

interface PurchaseSqlRow {
  id: string;
  user_id: string;
  package_id: string;
  package_name: string | null;
  hours_total: number;
  minutes_used: number | string;
  price_paid: number;
  purchased_at: Date | string;
  expires_at: Date | string;
}

/**
 * A user's purchases, newest first, with package names and the hours used from the ledger.
 * One SQL statement whatever the number of purchases.
 */
export async function purchasesOf(em: EntityManager, userId: string, now = new Date()): Promise<Purchase[]> {
  const rows = await em.execute<PurchaseSqlRow[]>(
    `select pu.id, pu.user_id, pu.package_id, pa.name as package_name, pu.hours_total, pu.price_paid, pu.purchased_at, pu.expires_at,
            ${PURCHASE_MINUTES_USED_SQL} as minutes_used
       from purchases pu left join packages pa on pa.id = pu.package_id
      where pu.user_id = ? order by pu.purchased_at desc, pu.id asc`,
    [userId],
  );
  return rows.map((r) => {
    const expiresAt = new Date(r.expires_at);
    const hoursUsed = minutesToHours(Number(r.minutes_used));
    return {
      id: r.id,
      userId: r.user_id,
      packageId: r.package_id,
      packageName: r.package_name,
      hoursTotal: r.hours_total,
      hoursUsed,
      hoursRemaining: minutesToHours(r.hours_total * 60 - Number(r.minutes_used)),
      pricePaid: r.price_paid,
      purchasedAt: isoDate(r.purchased_at),
      expiresAt: expiresAt.toISOString(),
      active: isPurchaseActive({ hoursTotal: r.hours_total, hoursUsed, expiresAt }, now),
      expired: expiresAt.getTime() <= now.getTime(),
    };
  });
}

/** Hour totals over a user's active purchases (hours). */
export async function summaryOf(em: EntityManager, userId: string, now = new Date()): Promise<HoursSummary> {
  const purchases = await purchasesOf(em, userId, now);
  return summarizeHours(
    purchases.map((p) => ({ hoursTotal: p.hoursTotal, hoursUsed: p.hoursUsed, expiresAt: new Date(p.expiresAt) })),
    now,
  );
}

/**
 * A user's hours ledger, newest first: every time entry of every purchase, with the linked
 * question's text (first 200 characters). `withAdmin` adds the expert's name (admin views only).
 */
export async function ledgerOf(em: EntityManager, userId: string, withAdmin = false): Promise<TimeEntry[]> {
  const rows = await em.execute<
    {
      id: string;
      purchase_id: string;
      minutes: number;
      note: string | null;
      question_id: string | null;
      question: string | null;
      admin_name: string | null;
      created_at: Date | string;
    }[]
  >(
    `select te.id, te.purchase_id, te.minutes, te.note, te.question_id, left(q.question, 200) as question, u.name as admin_name, te.created_at
       from time_entries te
       join purchases pu on pu.id = te.purchase_id
       left join questions q on q.id = te.question_id
       left join users u on u.id = te.admin_id
      where pu.user_id = ?
      order by te.created_at desc, te.id desc`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    purchaseId: r.purchase_id,
    minutes: r.minutes,
    note: r.note,
    questionId: r.question_id,
    questionExcerpt: r.question,
    adminName: withAdmin ? r.admin_name : null,
    createdAt: isoDate(r.created_at),
  }));
}

/** The session user's purchases, newest first (GET /api/purchases, `purchases.list`). */
export async function listPurchases(ctx: ServiceContext, now = new Date()): Promise<Purchase[]> {
  const { user, em } = requireUser(ctx);
  return purchasesOf(em, user.id, now);
}

/** Hour totals over the session user's active purchases (hours). */
export async function purchaseSummary(ctx: ServiceContext, now = new Date()): Promise<HoursSummary> {
  const { user, em } = requireUser(ctx);
  return summaryOf(em, user.id, now);
}

/** The session user's hours ledger (dashboard), newest first. */
export async function listLedger(ctx: ServiceContext): Promise<TimeEntry[]> {
  const { user, em } = requireUser(ctx);
  return ledgerOf(em, user.id);
}

export interface InsertPurchaseArgs {
  userId: string;
  packageId: string;
  hoursTotal: number;
  /** Euro cents. */
  pricePaid: number;
  purchasedAt: Date;
  expiresAt: Date;
  /** Minutes already used: written as one ledger entry (multiple of 15). */
  minutesUsed?: number;
  note?: string;
}

/**
 * Inserts a purchase directly, with an optional ledger entry for time already used. For the demo
 * seed and tests; the product records purchases through `recordPurchase` (admin).
 * Flushes `em`. Returns the purchase id.
 */
export async function insertPurchase(em: EntityManager, a: InsertPurchaseArgs): Promise<string> {
  const purchase = em.create(PurchaseEntity, {
    userId: a.userId,
    packageId: a.packageId,
    hoursTotal: a.hoursTotal,
    pricePaid: a.pricePaid,
    purchasedAt: a.purchasedAt,
    expiresAt: a.expiresAt,
  });
  await em.flush();
  if (a.minutesUsed) {
    em.create(TimeEntryEntity, {
      purchaseId: purchase.id,
      minutes: a.minutesUsed,
      note: a.note ?? null,
      questionId: null,
      adminId: null,
      createdAt: a.purchasedAt,
    });
  }
  await em.flush();
  return purchase.id;
}
