/**
 * Purchases and the dashboard's hour summary (spec sections 2 and 4), and recording a purchase
 * (admin). Hours used are derived from the time ledger (`time_entries`, decision record 003), in
 * hours with up to two decimals. Active = hours remaining > 0 and expiresAt in the future; totals
 * over active purchases only.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { addMonths } from 'date-fns';
import { requireOwner, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { RecordPurchaseInput } from '../../shared/purchases/purchases.schema.js';
import { PURCHASE_VALIDITY_MONTHS } from '../../shared/constants.js';
import { isPurchaseActive, minutesToHours, summarizeHours } from '../../shared/purchases/hours.js';
import type { HoursSummary, Purchase } from '../../shared/purchases/purchases.schema.js';
import { isoDate } from '../../timestamps.js';
import { recordAudit } from '../audit/audit.service.js';
import { clientContact } from '../users/users.js';
import { TimeEntryEntity } from '../ledger/time-entry.entity.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { PurchaseEntity } from './purchase.entity.js';
import { packageForShare, purchaseRowsOf } from './purchases.queries.js';

/**
 * A user's purchases, newest first, with package names and the hours used from the ledger.
 * One SQL statement whatever the number of purchases.
 */
export async function purchasesOf(em: EntityManager, userId: string, now = new Date()): Promise<Purchase[]> {
  const rows = await purchaseRowsOf(em, userId);
  return rows.map((r) => {
    const expiresAt = new Date(r.expiresAt);
    const hoursUsed = minutesToHours(Number(r.minutesUsed));
    return {
      id: r.id,
      userId: r.userId,
      kind: r.kind,
      packageId: r.packageId,
      packageName: r.packageName,
      packageNameDe: r.packageNameDe,
      hoursTotal: r.hoursTotal,
      hoursUsed,
      hoursRemaining: minutesToHours(r.hoursTotal * 60 - Number(r.minutesUsed)),
      pricePaid: r.pricePaid,
      purchasedAt: isoDate(r.purchasedAt),
      expiresAt: expiresAt.toISOString(),
      active: isPurchaseActive({ hoursTotal: r.hoursTotal, hoursUsed, expiresAt }, now),
      expired: expiresAt.getTime() <= now.getTime(),
    };
  });
}

/** Hour totals over a user's active purchases (hours). */
async function summaryOf(em: EntityManager, userId: string, now = new Date()): Promise<HoursSummary> {
  const purchases = await purchasesOf(em, userId, now);
  return summarizeHours(
    purchases.map((p) => ({ hoursTotal: p.hoursTotal, hoursUsed: p.hoursUsed, expiresAt: new Date(p.expiresAt) })),
    now,
  );
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

interface InsertPurchaseArgs {
  userId: string;
  /** The package bought, or null for extra hours (decision record 071). */
  packageId: string | null;
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
 * Inserts a purchase, with an optional ledger entry for time already used (the demo seed and
 * tests). The one insert path for purchases: `recordPurchase` uses it too.
 * Flushes `em`. Returns the purchase id.
 */
export async function insertPurchase(em: EntityManager, a: InsertPurchaseArgs): Promise<string> {
  const purchase = em.create(PurchaseEntity, {
    userId: a.userId,
    kind: a.packageId === null ? 'extra_hours' : 'package',
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

/**
 * Records a purchase paid outside the product (admin): `hoursTotal` from the package, `expiresAt`
 * PURCHASE_VALIDITY_MONTHS (12) months after now, `pricePaid` (euro cents) defaulting to the
 * package price. E-mails the client and writes the audit log, in one transaction.
 * @throws AppError NOT_FOUND 'Client not found' / 'Package not found', VALIDATION 'This package is not available' (inactive)
 */
export async function recordPurchase(ctx: ServiceContext, data: RecordPurchaseInput): Promise<Purchase> {
  const { em, user, config } = requireOwner(ctx);
  const id = await em.transactional(async (tx) => {
    const client = await clientContact(tx, data.userId);
    const pkg = await packageForShare(tx, data.packageId);
    if (!pkg) throw new AppError('NOT_FOUND', 'packageNotFound');
    if (!pkg.active) throw new AppError('VALIDATION', 'packageInactive', { field: 'packageId' });
    const purchasedAt = new Date();
    const expiresAt = addMonths(purchasedAt, PURCHASE_VALIDITY_MONTHS);
    const pricePaid = data.pricePaid ?? pkg.price;
    const purchaseId = await insertPurchase(tx, { userId: client.id, packageId: pkg.id, hoursTotal: pkg.hours, pricePaid, purchasedAt, expiresAt });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'purchase.record',
      clientId: client.id,
      entityId: purchaseId,
      details: { packageName: pkg.name, hoursTotal: pkg.hours, pricePaid },
    });
    await queueMail(tx, {
      to: client.email,
      language: client.language,
      content: {
        kind: 'purchase.recorded',
        params: {
          name: client.name,
          packageName: pkg.name,
          packageNameDe: pkg.name_de,
          hoursTotal: pkg.hours,
          expiresAt: expiresAt.toISOString(),
          portalUrl: siteUrl(config, '/dashboard'),
        },
      },
    });
    return purchaseId;
  });
  const purchase = (await purchasesOf(em, data.userId)).find((p) => p.id === id);
  return purchase!;
}
