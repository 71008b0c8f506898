/**
 * The hour rules of the dashboard and the ledger (spec sections 2 and 4): minutes to hours, when a
 * purchase is active, its "nearly used" / "expiring soon" notices, and the totals over active
 * purchases. Pure: `now` is an argument.
 */
import { EXPIRY_NOTICE_DAYS, USAGE_NOTICE_SHARE } from '../constants.js';
import type { HoursSummary } from './purchases.schema.js';

/** A purchase's hour fields (hours, possibly fractional), with dates. */
interface PurchaseHours {
  hoursTotal: number;
  hoursUsed: number;
  expiresAt: Date;
}

/**
 * Minutes to hours with at most two decimals (the unit of `hoursUsed`).
 * Multiples of 15 minutes are exact: 45 -> 0.75, 75 -> 1.25.
 */
export function minutesToHours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** Why the client should think about more hours (spec section 4, dashboard notices). */
interface PurchaseNotices {
  /** At least USAGE_NOTICE_SHARE (80%) of the hours are used. */
  nearlyUsed: boolean;
  /** Expires within EXPIRY_NOTICE_DAYS (30) days. */
  expiringSoon: boolean;
}

/**
 * The notices for one purchase at `now`; only an active purchase gets any
 * (a used-up or expired one is simply not active any more).
 */
export function purchaseNotices(p: PurchaseHours, now: Date): PurchaseNotices {
  if (!isPurchaseActive(p, now)) return { nearlyUsed: false, expiringSoon: false };
  return {
    nearlyUsed: p.hoursUsed >= p.hoursTotal * USAGE_NOTICE_SHARE,
    expiringSoon: p.expiresAt.getTime() - now.getTime() <= EXPIRY_NOTICE_DAYS * 24 * 60 * 60 * 1000,
  };
}

/** Whether a purchase is active at `now`: hours remaining > 0 and expiresAt in the future. */
export function isPurchaseActive(p: PurchaseHours, now: Date): boolean {
  return p.hoursTotal - p.hoursUsed > 0 && p.expiresAt.getTime() > now.getTime();
}

/**
 * Hour totals over the active purchases only (spec section 2, Dashboard).
 * @returns hours (not minutes), and the count of active purchases.
 */
export function summarizeHours(purchases: readonly PurchaseHours[], now: Date): HoursSummary {
  const active = purchases.filter((p) => isPurchaseActive(p, now));
  const totalHours = active.reduce((s, p) => s + p.hoursTotal, 0);
  const hoursUsed = active.reduce((s, p) => s + p.hoursUsed, 0);
  return { totalHours, hoursUsed, hoursRemaining: totalHours - hoursUsed, activePackages: active.length };
}
