/** Purchases written straight into a test database (the server tests and the browser tests). */
import type { EntityManager } from '@mikro-orm/sql';
import { PackageEntity } from '../modules/packages/package.entity.js';
import { insertPurchase } from '../modules/purchases/purchases.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Inserts a purchase of the package named `packageName` for `userId`, bought `purchasedDaysAgo`
 * days ago (default 1) and expiring in `expiresInDays` (negative: expired), with the package's
 * hours and price unless `hoursTotal` or `pricePaid` say otherwise, and `minutesUsed` already
 * logged against it.
 * @returns the purchase's id
 */
export async function insertPackagePurchase(
  em: EntityManager,
  userId: string,
  packageName: string,
  opts: { expiresInDays: number; purchasedDaysAgo?: number; minutesUsed?: number; hoursTotal?: number; pricePaid?: number },
): Promise<string> {
  const pkg = await em.findOneOrFail(PackageEntity, { name: packageName });
  const now = Date.now();
  return insertPurchase(em, {
    userId,
    packageId: pkg.id,
    hoursTotal: opts.hoursTotal ?? pkg.hours,
    pricePaid: opts.pricePaid ?? pkg.price,
    minutesUsed: opts.minutesUsed,
    purchasedAt: new Date(now - (opts.purchasedDaysAgo ?? 1) * DAY_MS),
    expiresAt: new Date(now + opts.expiresInDays * DAY_MS),
  });
}
