/**
 * The bookkeeping export (docs/decisions/065-datev-export.md): the invoices and credit notes of a
 * period, summed for the console, as a DATEV booking batch (EXTF Buchungsstapel) and as a ZIP of
 * their PDFs. Amounts are euro cents; dates 'YYYY-MM-DD' (the invoices' issue dates, Berlin).
 */
import { z } from 'zod';
import { addMonthsClamped } from '../deadlines/calendar-date.js';
import { MESSAGE_KEY } from '../messages.js';

/** The most invoices and credit notes one ZIP of PDFs holds (each is rendered as it is written). */
export const BOOKKEEPING_ZIP_MAX_DOCUMENTS = 500;

/**
 * A period of issue dates, both days included: `to` not before `from`, and at most 12 months (a
 * DATEV batch lies within one fiscal year, which the service checks against the settings).
 */
export const BookkeepingPeriodSchema = z
  .object({
    from: z.iso.date({ error: MESSAGE_KEY.dateInvalid }),
    to: z.iso.date({ error: MESSAGE_KEY.dateInvalid }),
  })
  .refine((p) => p.to >= p.from, { error: MESSAGE_KEY.periodOrder, path: ['to'] })
  .refine((p) => p.to < p.from || p.to < addMonthsClamped(p.from, 12), { error: MESSAGE_KEY.periodTooLong, path: ['to'] });
export type BookkeepingPeriod = z.infer<typeof BookkeepingPeriodSchema>;

/** How many documents of one kind, and their net, VAT and gross sums (euro cents, as printed: positive). */
export const BookkeepingTotalsSchema = z.object({
  count: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
});
export type BookkeepingTotals = z.infer<typeof BookkeepingTotalsSchema>;

/** What the console shows before the downloads: the period's documents summed by kind. */
export const BookkeepingSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The first day of the fiscal year the period lies in (the batch's WJ-Beginn). */
  fiscalYearStart: z.string(),
  invoices: BookkeepingTotalsSchema,
  creditNotes: BookkeepingTotalsSchema,
  /** Invoices less credit notes: what the batch books to the revenue account, gross. */
  balance: BookkeepingTotalsSchema.omit({ count: true }),
  /** VAT rates of the period's documents that the revenue account does not book (the batch is refused while there are any). */
  otherVatRates: z.array(z.number()),
  /** The Beraternummer and the Mandantennummer are set (the batch is refused without them). */
  datevReady: z.boolean(),
});
export type BookkeepingSummary = z.infer<typeof BookkeepingSummarySchema>;
