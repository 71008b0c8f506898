/**
 * The bookkeeping export for the firm's tax advisor (docs/decisions/065-datev-export.md): the
 * invoices and credit notes issued in a period (Berlin issue dates, within one fiscal year), summed
 * for the console, as a DATEV booking batch (EXTF Buchungsstapel, format version 13, Windows-1252)
 * and as a ZIP of their PDFs. Each export is audit-logged ('bookkeeping.export').
 *
 * A document is one booking of its gross amount between the collective debtor and the revenue
 * account: an invoice debits the debtor (S), a credit note credits it (H). The revenue account is an
 * automatic VAT account of one rate, so no BU-Schlüssel is written, and a period holding a document
 * of another rate is refused rather than booked wrongly.
 */
import { Readable, type Writable } from 'node:stream';
import { requireOwner, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  BOOKKEEPING_ZIP_MAX_DOCUMENTS,
  type BookkeepingPeriod,
  type BookkeepingSummary,
  type BookkeepingTotals,
} from '../../shared/bookkeeping/bookkeeping.schema.js';
import { addMonthsClamped, type CalendarDate } from '../../shared/deadlines/calendar-date.js';
import type { DatevSettings } from '../../shared/settings/settings.schema.js';
import { writeZip } from '../account/export-zip.js';
import { recordAudit } from '../audit/audit.service.js';
import { invoiceRowsIssuedBetween } from '../invoices/invoices.queries.js';
import { invoiceFilename, renderInvoiceRow } from '../invoices/invoices.service.js';
import { datevSettings } from '../settings/settings.service.js';
import { bookingDocuments, type BookingDocument } from './bookkeeping.queries.js';
import { datevBookingBatch, encodeWindows1252, type DatevBooking } from './datev.js';

/** The first day of the fiscal year that `date` lies in, for a fiscal year beginning on the 1st of `startMonth` (1–12). */
export function fiscalYearStart(date: CalendarDate, startMonth: number): CalendarDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return `${month >= startMonth ? year : year - 1}-${String(startMonth).padStart(2, '0')}-01`;
}

/**
 * The fiscal year's first day of `period`, which must lie within one fiscal year (a DATEV batch
 * does: its dates carry no year, DATEV takes it from the batch).
 * @throws AppError VALIDATION 'periodAcrossFiscalYears' (at `to`)
 */
function fiscalYearOf(period: BookkeepingPeriod, settings: DatevSettings): CalendarDate {
  const start = fiscalYearStart(period.from, settings.fiscalYearStartMonth);
  if (period.to >= addMonthsClamped(start, 12)) throw new AppError('VALIDATION', 'periodAcrossFiscalYears', { field: 'to' });
  return start;
}

function totals(docs: BookingDocument[]): BookkeepingTotals {
  return {
    count: docs.length,
    netCents: docs.reduce((sum, d) => sum + d.netCents, 0),
    vatCents: docs.reduce((sum, d) => sum + d.vatCents, 0),
    grossCents: docs.reduce((sum, d) => sum + d.grossCents, 0),
  };
}

/** The period's documents read once, with the settings and the fiscal year they are exported under. */
async function periodDocuments(ctx: ServiceContext, period: BookkeepingPeriod) {
  const { em, user } = requireOwner(ctx);
  const settings = await datevSettings(em);
  const fiscalYear = fiscalYearOf(period, settings);
  return { em, user, settings, fiscalYear, docs: await bookingDocuments(em, period.from, period.to) };
}

/**
 * The invoices and credit notes issued in `period`, counted and summed by kind (euro cents, a
 * credit note's amounts positive as printed), and their balance; which VAT rates the revenue
 * account does not book, and whether the DATEV numbers are set (the console's summary before the
 * downloads).
 * @throws AppError VALIDATION 'periodAcrossFiscalYears'
 */
export async function bookkeepingSummary(ctx: ServiceContext, period: BookkeepingPeriod): Promise<BookkeepingSummary> {
  const { settings, fiscalYear, docs } = await periodDocuments(ctx, period);
  const invoices = totals(docs.filter((d) => d.kind === 'invoice'));
  const creditNotes = totals(docs.filter((d) => d.kind === 'credit_note'));
  return {
    from: period.from,
    to: period.to,
    fiscalYearStart: fiscalYear,
    invoices,
    creditNotes,
    balance: {
      netCents: invoices.netCents - creditNotes.netCents,
      vatCents: invoices.vatCents - creditNotes.vatCents,
      grossCents: invoices.grossCents - creditNotes.grossCents,
    },
    otherVatRates: [...new Set(docs.map((d) => d.vatRatePercent).filter((rate) => rate !== settings.revenueVatRatePercent))].sort((a, b) => a - b),
    datevReady: settings.consultantNumber !== null && settings.clientNumber !== null,
  };
}

/** 'YYYY-MM-DD' as '01.03.2026'. */
function germanDate(date: CalendarDate): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/**
 * A document's booking: its gross amount between the debtor and the revenue account, an invoice on
 * the debtor's debit side (S), a credit note on its credit side (H). The text names the document
 * (and a credit note the invoice it corrects), not the client.
 */
function bookingOf(doc: BookingDocument, settings: DatevSettings): DatevBooking {
  const credit = doc.kind === 'credit_note';
  return {
    amountCents: Math.abs(doc.grossCents),
    side: credit ? 'H' : 'S',
    account: settings.debtorAccount,
    contraAccount: settings.revenueAccount,
    documentDate: doc.issuedOn,
    documentNumber: doc.number,
    text: credit ? `Stornorechnung ${doc.number} zu ${doc.correctsNumber ?? ''}`.trim() : `Rechnung ${doc.number}`,
  };
}

/** A DATEV booking batch as a file. */
interface DatevFile {
  /** "EXTF_Buchungsstapel_2026-03-01_2026-03-31.csv": DATEV imports files named "EXTF_…". */
  filename: string;
  /** The batch in Windows-1252, rows ended by CR LF. */
  bytes: Buffer;
  /** Booking rows written (documents of 0 € have none). */
  bookings: number;
}

/**
 * The DATEV booking batch (EXTF Buchungsstapel, header version 700, category 21, format version 13)
 * of the invoices and credit notes issued in `period`: one row per document of more than 0 €, by
 * number, under the header of the DATEV settings; audit-logged.
 * @param now when the file is made (the header's "Erzeugt am")
 * @throws AppError VALIDATION 'periodAcrossFiscalYears'; CONFLICT 'datevNotConfigured' without the
 *   Beraternummer or Mandantennummer, 'datevVatRateMismatch' for a document at a VAT rate the
 *   revenue account does not book
 */
export async function datevExport(ctx: ServiceContext, period: BookkeepingPeriod, now = new Date()): Promise<DatevFile> {
  const { em, user, settings, fiscalYear, docs } = await periodDocuments(ctx, period);
  if (settings.consultantNumber === null || settings.clientNumber === null) throw new AppError('CONFLICT', 'datevNotConfigured');
  if (docs.some((d) => d.vatRatePercent !== settings.revenueVatRatePercent)) throw new AppError('CONFLICT', 'datevVatRateMismatch');
  // DATEV refuses a booking of 0 (a refund after every hour was used): it has nothing to book.
  const bookings = docs.filter((d) => d.grossCents !== 0).map((d) => bookingOf(d, settings));
  const csv = datevBookingBatch(
    {
      consultantNumber: settings.consultantNumber,
      clientNumber: settings.clientNumber,
      fiscalYearStart: fiscalYear,
      accountLength: settings.accountLength,
      from: period.from,
      to: period.to,
      label: `Erlöse ${germanDate(period.from)}-${germanDate(period.to)}`,
      createdAt: now,
    },
    bookings,
  );
  await recordAudit(em, {
    actorId: user.id,
    action: 'bookkeeping.export',
    details: { format: 'datev', from: period.from, to: period.to, documents: docs.length },
  });
  return { filename: `EXTF_Buchungsstapel_${period.from}_${period.to}.csv`, bytes: encodeWindows1252(csv), bookings: bookings.length };
}

/** A ZIP of invoice PDFs, written when the caller has somewhere to stream it. */
interface InvoiceZip {
  /** "Rechnungen_2026-03-01_2026-03-31.zip". */
  filename: string;
  /** PDFs it holds. */
  documents: number;
  /**
   * Streams the ZIP into `out`, rendering one PDF at a time as the archive reaches it; resolves
   * once `out` has finished.
   * @throws the first render or stream error (`out` is then incomplete: the caller destroys it)
   */
  writeTo(out: Writable): Promise<void>;
}

/**
 * The PDFs of the invoices and credit notes issued in `period` (each as its client downloads it,
 * named as there, by number), as a ZIP to stream: at most BOOKKEEPING_ZIP_MAX_DOCUMENTS (500).
 * The rows are read and the export audit-logged before the first byte; the PDFs are rendered in the
 * renderer process while the ZIP is written, so no more than one is held at a time.
 * @throws AppError VALIDATION 'periodAcrossFiscalYears'; CONFLICT 'bookkeepingZipTooLarge'
 */
export async function invoicePdfZip(ctx: ServiceContext, period: BookkeepingPeriod): Promise<InvoiceZip> {
  const { em, user } = requireOwner(ctx);
  fiscalYearOf(period, await datevSettings(em));
  const rows = await invoiceRowsIssuedBetween(em, period.from, period.to, BOOKKEEPING_ZIP_MAX_DOCUMENTS + 1);
  if (rows.length > BOOKKEEPING_ZIP_MAX_DOCUMENTS) throw new AppError('CONFLICT', 'bookkeepingZipTooLarge');
  await recordAudit(em, {
    actorId: user.id,
    action: 'bookkeeping.export',
    details: { format: 'pdf', from: period.from, to: period.to, documents: rows.length },
  });
  return {
    filename: `Rechnungen_${period.from}_${period.to}.zip`,
    documents: rows.length,
    writeTo: async (out) => {
      // A reader that leaves destroys `out` without an error: end the writing then too.
      const gone = new Promise<never>((_, reject) => {
        out.once('close', () => {
          if (!out.writableFinished) reject(new Error('the ZIP’s reader is gone'));
        });
      });
      gone.catch(() => {});
      const written = writeZip(
        {
          texts: [],
          files: rows.map((row) => ({
            path: invoiceFilename(row),
            mtime: new Date(`${row.issuedOn}T12:00:00Z`),
            open: async () => {
              // The download was cut off: render no more.
              if (out.destroyed) throw new Error('the ZIP’s reader is gone');
              return Readable.from([await renderInvoiceRow(row)]);
            },
          })),
        },
        out,
      );
      written.catch(() => {});
      await Promise.race([written, gone]);
    },
  };
}
