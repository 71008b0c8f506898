/** Package and purchase DTOs, and the dashboard's hour summary (spec sections 2, 3, 4). */
import { z } from 'zod';
import { EXPIRY_NOTICE_DAYS, USAGE_NOTICE_SHARE } from './constants.js';

export const PackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  hours: z.number().int(),
  /** Net price in euro cents (VAT excluded). */
  price: z.number().int(),
  description: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Package = z.infer<typeof PackageSchema>;

export const PurchaseSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  packageId: z.uuid(),
  /** The package's name, or null when it is unknown (the client then shows "Package"). */
  packageName: z.string().nullable(),
  hoursTotal: z.number().int(),
  /** Hours used, derived from the time ledger: hours with up to two decimals (75 minutes = 1.25). */
  hoursUsed: z.number(),
  /** hoursTotal - hoursUsed, in hours with up to two decimals. */
  hoursRemaining: z.number(),
  /** Net price paid, in euro cents. */
  pricePaid: z.number().int(),
  purchasedAt: z.string(),
  expiresAt: z.string(),
  /** Active: hoursRemaining > 0 and expiresAt in the future (spec section 4). */
  active: z.boolean(),
  /** expiresAt is in the past. */
  expired: z.boolean(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

/** One line of the hours ledger (issue 4): time an expert spent, drawn from one purchase. */
export const TimeEntrySchema = z.object({
  id: z.uuid(),
  purchaseId: z.uuid(),
  /** Minutes, a positive multiple of 15. */
  minutes: z.number().int(),
  note: z.string().nullable(),
  questionId: z.uuid().nullable(),
  /** The linked question's text (shortened to 200 characters), when there is one. */
  questionExcerpt: z.string().nullable(),
  /** The expert who logged it (shown to admins only; null for clients and for carried-over balances). */
  adminName: z.string().nullable(),
  createdAt: z.string(),
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;

/** Totals over active purchases only, in hours. */
export const HoursSummarySchema = z.object({
  totalHours: z.number(),
  hoursUsed: z.number(),
  hoursRemaining: z.number(),
  activePackages: z.number().int(),
});
export type HoursSummary = z.infer<typeof HoursSummarySchema>;

/** A purchase's hour fields (hours, possibly fractional), with dates. */
export interface PurchaseHours {
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

/** Why the client should think about more hours (issue 4). */
export interface PurchaseNotices {
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
