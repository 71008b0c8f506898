/**
 * The typed reads of the bookkeeping export (decision records 033 and 065): the amounts of the
 * invoices and credit notes of a period, every client's, by number. The rows are written only by
 * the invoices module (issueInvoice), in the paying or refunding transaction, and never changed.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { db } from '../../kysely.js';
import type { InvoiceKind } from '../../shared/invoices/invoices.schema.js';
import { calendarDay } from '../../timestamps.js';

/**
 * The invoices and credit notes issued from `from` to `to` (Berlin dates, both included), by
 * number: number, kind, issue date, amounts in euro cents (as printed: a credit note's positive),
 * VAT rate and, for a credit note, the number of the invoice it corrects.
 */
export async function bookingDocuments(em: EntityManager, from: string, to: string) {
  const rows = await db(em)
    .selectFrom('invoices as i')
    .leftJoin('invoices as c', 'c.id', 'i.corrects_id')
    .select((eb) => [
      'i.number',
      'i.kind',
      calendarDay(eb.ref('i.issued_on')).as('issuedOn'),
      'i.net_cents as netCents',
      'i.vat_cents as vatCents',
      'i.gross_cents as grossCents',
      'i.vat_rate_percent as vatRatePercent',
      'c.number as correctsNumber',
    ])
    .where('i.issued_on', '>=', from)
    .where('i.issued_on', '<=', to)
    .orderBy('i.year')
    .orderBy('i.seq')
    // Written only by issueInvoice from its typed arguments (the issue date is never null).
    .$narrowType<{ kind: InvoiceKind; issuedOn: string }>()
    .execute();
  return rows.map((r) => ({ ...r, vatRatePercent: Number(r.vatRatePercent) }));
}

/** One of the period's documents as bookingDocuments reads it. */
export type BookingDocument = Awaited<ReturnType<typeof bookingDocuments>>[number];
