/** Package, purchase, time-entry and hour-summary DTOs (spec sections 2, 3, 4). The rules that compute them are in hours.ts. */
import { z } from 'zod';
import { CentsSchema, IdSchema } from '../common.schema.js';
import { ORDER_KINDS } from '../orders/extra-hours.js';

export const PackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** German name; null: the English name is shown in German too. */
  nameDe: z.string().nullable(),
  hours: z.number().int(),
  /** Net price in euro cents (VAT excluded). */
  price: z.number().int(),
  description: z.string().nullable(),
  descriptionDe: z.string().nullable(),
  /** What the package includes, one short line each. */
  features: z.array(z.string()),
  featuresDe: z.array(z.string()),
  /** Promised response time in hours; `responseOrLess` reads "or less". */
  responseHours: z.number().int(),
  responseOrLess: z.boolean(),
  /** Includes a dedicated specialist (decision record 069). */
  dedicatedSpecialist: z.boolean(),
  /** Lets the client book calls; invites them to a check-in call each quarter (decision record 072). */
  calls: z.boolean(),
  quarterlyCheckIns: z.boolean(),
  /** Marked "Most Popular" on the public pages. */
  popular: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Package = z.infer<typeof PackageSchema>;

export const PurchaseSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** A package, or extra hours at the standard hourly rate (decision record 071). */
  kind: z.enum(ORDER_KINDS),
  /** The package bought; null for extra hours. */
  packageId: z.uuid().nullable(),
  /** The package's name ('Extra hours' for extra hours), or null when it is unknown (the client then shows "Package"). */
  packageName: z.string().nullable(),
  /** The package's German name, when it has one (shown when German is active). */
  packageNameDe: z.string().nullable(),
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

/** One line of the hours ledger (decision record 003): time an expert spent, drawn from one purchase. */
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

/** Recording a purchase paid outside the product. */
export const RecordPurchaseInputSchema = z.object({
  userId: IdSchema,
  packageId: IdSchema,
  /** Net price paid in euro cents; defaults to the package's price. */
  pricePaid: CentsSchema.optional(),
});

export type RecordPurchaseInput = z.infer<typeof RecordPurchaseInputSchema>;
