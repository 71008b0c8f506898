/**
 * A client's purchases and the dashboard's hour summary (spec sections 2 and 4):
 * active = hours remaining > 0 and expiresAt in the future; totals over active purchases only.
 */
import { requireUser, type ServiceContext } from '../../context.js';
import { summarizeHours, isPurchaseActive, type HoursSummary, type Purchase } from '../../shared/purchases.schema.js';
import { PackageEntity } from '../packages/package.entity.js';
import { PurchaseEntity } from './purchase.entity.js';

/**
 * The session user's purchases, newest first, with package names and derived state.
 * Two SQL statements whatever the number of purchases.
 */
export async function listPurchases(ctx: ServiceContext, now = new Date()): Promise<Purchase[]> {
  const { user, em } = requireUser(ctx);
  const rows = await em.find(PurchaseEntity, { userId: user.id }, { orderBy: { purchasedAt: 'desc', id: 'asc' } });
  const packageIds = [...new Set(rows.map((r) => r.packageId))];
  const packages = packageIds.length
    ? await em.find(PackageEntity, { id: { $in: packageIds } }, { fields: ['id', 'name'] })
    : [];
  const names = new Map(packages.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    packageId: r.packageId,
    packageName: names.get(r.packageId) ?? null,
    hoursTotal: r.hoursTotal,
    hoursUsed: r.hoursUsed,
    hoursRemaining: r.hoursTotal - r.hoursUsed,
    purchasedAt: r.purchasedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    active: isPurchaseActive(r, now),
    expired: r.expiresAt.getTime() <= now.getTime(),
  }));
}

/** Hour totals over the session user's active purchases (hours). One SQL statement. */
export async function purchaseSummary(ctx: ServiceContext, now = new Date()): Promise<HoursSummary> {
  const { user, em } = requireUser(ctx);
  const rows = await em.find(PurchaseEntity, { userId: user.id, expiresAt: { $gt: now } }, { fields: ['hoursTotal', 'hoursUsed', 'expiresAt'] });
  return summarizeHours(rows, now);
}
