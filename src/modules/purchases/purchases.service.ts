/**
 * A client's purchases and the dashboard's hour summary (spec sections 2 and 4):
 * active = hours remaining > 0 and expiresAt in the future; totals over active purchases only.
 */
import { requireUser, type ServiceContext } from '../../context.js';
import { summarizeHours, isPurchaseActive, type HoursSummary, type Purchase } from '../../shared/purchases.schema.js';
import { isoDate } from '../../sql.js';
import { PurchaseEntity } from './purchase.entity.js';

interface PurchaseSqlRow {
  id: string;
  user_id: string;
  package_id: string;
  package_name: string | null;
  hours_total: number;
  hours_used: number;
  purchased_at: Date | string;
  expires_at: Date | string;
}

/**
 * The session user's purchases, newest first, with package names and derived state
 * (active, expired, hours remaining). One SQL statement whatever the number of purchases.
 */
export async function listPurchases(ctx: ServiceContext, now = new Date()): Promise<Purchase[]> {
  const { user, em } = requireUser(ctx);
  const rows = await em.execute<PurchaseSqlRow[]>(
    `select pu.id, pu.user_id, pu.package_id, pa.name as package_name, pu.hours_total, pu.hours_used, pu.purchased_at, pu.expires_at
       from purchases pu left join packages pa on pa.id = pu.package_id
      where pu.user_id = ? order by pu.purchased_at desc, pu.id asc`,
    [user.id],
  );
  return rows.map((r) => {
    const expiresAt = new Date(r.expires_at);
    const hours = { hoursTotal: r.hours_total, hoursUsed: r.hours_used, expiresAt };
    return {
      id: r.id,
      userId: r.user_id,
      packageId: r.package_id,
      packageName: r.package_name,
      hoursTotal: r.hours_total,
      hoursUsed: r.hours_used,
      hoursRemaining: r.hours_total - r.hours_used,
      purchasedAt: isoDate(r.purchased_at),
      expiresAt: expiresAt.toISOString(),
      active: isPurchaseActive(hours, now),
      expired: expiresAt.getTime() <= now.getTime(),
    };
  });
}

/** Hour totals over the session user's active purchases (hours). One SQL statement. */
export async function purchaseSummary(ctx: ServiceContext, now = new Date()): Promise<HoursSummary> {
  const { user, em } = requireUser(ctx);
  const rows = await em.find(PurchaseEntity, { userId: user.id, expiresAt: { $gt: now } }, { fields: ['hoursTotal', 'hoursUsed', 'expiresAt'] });
  return summarizeHours(rows, now);
}
