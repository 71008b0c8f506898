/** Package and purchase DTOs, and the dashboard's hour summary (spec sections 2, 3, 4). */
import { z } from 'zod';

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
  hoursUsed: z.number(),
  hoursRemaining: z.number(),
  purchasedAt: z.string(),
  expiresAt: z.string(),
  /** Active: hoursRemaining > 0 and expiresAt in the future (spec section 4). */
  active: z.boolean(),
  /** expiresAt is in the past. */
  expired: z.boolean(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

/** Totals over active purchases only, in hours. */
export const HoursSummarySchema = z.object({
  totalHours: z.number(),
  hoursUsed: z.number(),
  hoursRemaining: z.number(),
  activePackages: z.number().int(),
});
export type HoursSummary = z.infer<typeof HoursSummarySchema>;

/** A purchase's hour fields as stored, with dates. */
export interface PurchaseHours {
  hoursTotal: number;
  hoursUsed: number;
  expiresAt: Date;
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
