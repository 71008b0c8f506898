/**
 * The typed reads of invoices and credit notes (decision records 011 and 033): Kysely statements
 * typed from the entities, selecting under the names of the InvoiceSummary and InvoiceDocument
 * DTOs (src/shared/invoices/invoices.schema.ts). invoices.service.ts makes the DTOs of these rows
 * and keeps the access rules; invoices are written there, in the paying transaction.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { Kysely } from 'kysely';
import { camelColumns, db, keysetPages, newestFirst, prepare, type DB } from '../../kysely.js';
import type { Language } from '../../shared/constants.js';
import type { InvoiceKind, PaymentMeans } from '../../shared/invoices/invoices.schema.js';
import type { CustomerType } from '../../shared/orders/orders.schema.js';
import { calendarDay, cursorTimestamp } from '../../timestamps.js';

/**
 * Invoices with their order's reference and customer type and the invoice a credit note corrects,
 * named as the DTOs, with their client (`userId`) and the cursor text of their creation. The text
 * columns holding an enumeration are narrowed to it: they are written only by issueInvoice from
 * its typed arguments (the issue date is never null). The jsonb columns may arrive as text from a
 * driver (the service parses them).
 */
function selectInvoices(k: Kysely<DB>) {
  return k
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .leftJoin('invoices as c', 'c.id', 'i.corrects_id')
    .select((eb) => [
      ...camelColumns(eb, 'i', ['id', 'number', 'kind', 'order_id']),
      'o.reference as orderReference',
      'c.number as correctsNumber',
      calendarDay(eb.ref('c.issued_on')).as('correctsIssuedOn'),
      calendarDay(eb.ref('i.issued_on')).as('issuedOn'),
      calendarDay(eb.ref('i.paid_on')).as('paidOn'),
      ...camelColumns(eb, 'i', ['net_cents', 'vat_rate_percent', 'vat_cents', 'gross_cents', 'language', 'seller', 'buyer', 'lines', 'payment_means']),
      'o.customer_type as customerType',
      'i.user_id as userId',
      cursorTimestamp(eb.ref('i.created_at')).as('createdText'),
    ])
    .$narrowType<{
      kind: InvoiceKind;
      issuedOn: string;
      language: Language;
      paymentMeans: PaymentMeans | null;
      customerType: CustomerType;
    }>();
}

/** An invoice's row as selectInvoices selects it (inferred from the statement). */
export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['executeTakeFirstOrThrow']>>;

const pages = keysetPages((k, p: { userId: string }, after) => newestFirst(selectInvoices(k).where('i.user_id', '=', p.userId), 'i.created_at', 'i.id', after));
const byId = prepare((k, p: { id: string }) => selectInvoices(k).where('i.id', '=', p.id));

/** Up to `limit` invoices of a user, newest first by (created_at, id), after the keyset `after` (`keysetAfter(cursor)`). */
export async function invoiceRowsOf(em: EntityManager, userId: string, limit: number, after: string[]): Promise<InvoiceRow[]> {
  return pages(em, { userId }, limit, after);
}

/**
 * The invoices and credit notes issued from `from` to `to` (Berlin dates, both included), of every
 * client, by number; at most `limit` (the bookkeeping export's ZIP, decision record 065).
 */
export async function invoiceRowsIssuedBetween(em: EntityManager, from: string, to: string, limit: number): Promise<InvoiceRow[]> {
  return selectInvoices(db(em)).where('i.issued_on', '>=', from).where('i.issued_on', '<=', to).orderBy('i.year').orderBy('i.seq').limit(limit).execute();
}

/** The invoice with id `id` (of any client: the caller checks access), or undefined. */
export async function invoiceRow(em: EntityManager, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await byId(em, { id });
  return row;
}
