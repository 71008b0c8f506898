/**
 * The owner's report of the firm's figures (docs/decisions/066-owner-report.md): per month (Berlin
 * time) the hours sold and used, the net revenue invoiced, the orders placed and what became of
 * them, the letters received by type, and when questions and letters arrive (weekday × hour).
 * The server, the console's charts and the CSV downloads read the same shapes.
 */
import { z } from 'zod';
import { ReportMonthsSchema } from './reports.schema.js';

export const FirmReportInputSchema = z.object({ months: ReportMonthsSchema });

export type FirmReportInput = z.infer<typeof FirmReportInputSchema>;

/** The report's tables, each one CSV download (`GET /api/admin/reports/<table>.csv`). */
export const FIRM_REPORT_TABLES = ['hours', 'revenue', 'orders', 'letters', 'busiest-hours'] as const;
export type FirmReportTable = (typeof FIRM_REPORT_TABLES)[number];

export const FirmReportCsvParamsSchema = z.object({ table: z.enum(FIRM_REPORT_TABLES) });

/** One calendar month in Berlin; every month of the range has a row, zeros included. */
export const FirmMonthSchema = z.object({
  /** YYYY-MM. */
  month: z.string(),
  /** Hours of the purchases made in the month (packages bought, and purchases an admin recorded). */
  hoursSold: z.number().int(),
  /** Minutes of the time entries logged in the month (the ledger, decision record 003). */
  minutesUsed: z.number().int(),
  /** Net euro cents of the invoices issued in the month less the credit notes issued in it. */
  revenueCents: z.number().int(),
  /** Invoices and credit notes (Stornorechnungen) issued in the month. */
  invoices: z.number().int(),
  creditNotes: z.number().int(),
  /** Orders placed in the month. */
  ordersPlaced: z.number().int(),
  /** Of those, still waiting for their payment, and their net euro cents. */
  ordersOpen: z.number().int(),
  openCents: z.number().int(),
  /** Of those, paid (a later withdrawal included: its credit note lowers the revenue), and their net euro cents. */
  ordersPaid: z.number().int(),
  paidCents: z.number().int(),
});
export type FirmMonth = z.infer<typeof FirmMonthSchema>;

/** The letters received (uploaded) in one month of one type; `letterType` null: not known yet. */
export const LetterMonthSchema = z.object({
  month: z.string(),
  letterType: z.string().nullable(),
  letters: z.number().int(),
});
export type LetterMonth = z.infer<typeof LetterMonthSchema>;

/** The questions asked and letters received in the whole range in one hour of one weekday, Berlin time. */
export const ArrivalCellSchema = z.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number().int().min(1).max(7),
  /** Hour of the day, 0–23 (wall-clock time in Berlin). */
  hour: z.number().int().min(0).max(23),
  questions: z.number().int(),
  letters: z.number().int(),
});
export type ArrivalCell = z.infer<typeof ArrivalCellSchema>;

export const FirmReportSchema = z.object({
  /** The first month included (YYYY-MM) and the last (the current one). */
  from: z.string(),
  to: z.string(),
  /** Oldest first, one per month. */
  months: z.array(FirmMonthSchema),
  /** By month, then type; only the types that came. */
  letters: z.array(LetterMonthSchema),
  /** All 168 cells, Monday 0:00 first. */
  arrivals: z.array(ArrivalCellSchema),
});
export type FirmReport = z.infer<typeof FirmReportSchema>;
