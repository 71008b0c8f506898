/**
 * Invoices and credit notes (§ 14 (4) UStG; decision record 011). An invoice is issued in the
 * transaction that records an order's payment; a credit note (Stornorechnung) in the one that
 * records a refund, referring to the invoice it corrects. Numbers are "YYYY-NNNNN", one sequence
 * per calendar year (Berlin) shared by invoices and credit notes, without gaps: the counter row is
 * incremented in the same transaction, so a rolled-back payment gives its number back and
 * concurrent payments wait for each other's counter update. Rows are never updated or deleted (a
 * database trigger refuses it) and are kept 10 years (§ 147 (1) no. 4, (3) AO).
 * The PDF is rendered from the stored row on each download (same row, same document).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { actsAsStaff, requireOwner, requireUser, type ServiceContext } from '../../context.js';
import { sql } from 'kysely';
import { AppError } from '../../errors.js';
import { db, jsonb } from '../../kysely.js';
import { SAMPLE_FIRM, type Firm } from '../../shared/firm/firm.js';
import type { Language } from '../../shared/constants.js';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import { isUuid, keysetAfter, keysetCursor, type KeysetPageInput } from '../../shared/common.schema.js';
import type { Billing } from '../../shared/orders/orders.schema.js';
import type { InvoiceDocument, InvoiceKind, InvoiceLine, InvoiceParty, InvoiceSummary, PaymentMeans } from '../../shared/invoices/invoices.schema.js';
import type { PriceBreakdown } from '../../shared/orders/pricing.js';
import { recordAudit } from '../audit/audit.service.js';
import { loadFirm } from '../firm/firm.service.js';
import { invoiceRow, invoiceRowsOf, type InvoiceRow } from './invoices.queries.js';
import { SandboxPool } from '../../external/sandbox.js';

/**
 * The seller as stored with an issued invoice (a snapshot of the firm's details, decision record
 * 021): the party printed on it, the bank account in its footer and the register entry and
 * managing directors its legal notice names (§ 35a (1) GmbHG). A later change of the firm's
 * details never changes an issued invoice.
 */
interface SellerSnapshot extends InvoiceParty {
  bank?: { accountHolder: string; iban: string; bic: string };
  register?: { court: string; number: string } | null;
  representatives?: string[];
}

/** The firm as printed on invoices issued now. */
export function sellerSnapshot(firm: Firm): SellerSnapshot {
  return {
    name: firm.legalName,
    company: null,
    street: firm.address.street,
    postalCode: firm.address.postalCode,
    city: firm.address.city,
    countryCode: firm.address.countryCode,
    vatId: firm.vatId,
    taxNumber: firm.taxNumber,
    email: firm.email,
    bank: { accountHolder: firm.bank.accountHolder, iban: firm.bank.iban, bic: firm.bank.bic },
    register: firm.register,
    representatives: [...firm.representatives],
  };
}

/**
 * The printed seller parts of a stored snapshot. Invoices issued before the snapshot held the bank
 * account and the register were printed with the sample firm's, so they fall back to those.
 */
function sellerParts(stored: SellerSnapshot): Pick<InvoiceDocument, 'seller' | 'bank'> & { register: SellerSnapshot['register']; representatives: string[] } {
  const { bank, register, representatives, ...seller } = stored;
  return {
    seller,
    bank: bank ?? { accountHolder: SAMPLE_FIRM.bank.accountHolder, iban: SAMPLE_FIRM.bank.iban, bic: SAMPLE_FIRM.bank.bic },
    register: register === undefined ? SAMPLE_FIRM.register : register,
    representatives: representatives ?? SAMPLE_FIRM.representatives,
  };
}

/** The client as printed on invoices, from the order's billing address. */
export function buyerParty(billing: Billing, email: string | null): InvoiceParty {
  return {
    name: billing.name,
    company: billing.company ?? null,
    street: billing.street,
    postalCode: billing.postalCode,
    city: billing.city,
    countryCode: billing.countryCode,
    vatId: billing.vatId ?? null,
    taxNumber: null,
    email,
  };
}

/** What an invoice is issued for. */
interface IssueInvoiceArgs {
  kind: InvoiceKind;
  orderId: string;
  userId: string;
  /** Credit note: the invoice it corrects. */
  correctsId: string | null;
  /** The issue instant; its Berlin calendar date is the invoice date and gives the year. */
  issuedAt: Date;
  /** How the order was paid (the e-invoice's payment means, BT-81). */
  paymentMeans: PaymentMeans;
  /** Date of payment ('YYYY-MM-DD'), printed on invoices (§ 14 (4) no. 6 UStG). */
  paidOn: string | null;
  language: Language;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  amounts: PriceBreakdown;
}

/**
 * Issues an invoice or credit note in `tx` with the next number of its year.
 * @returns the new invoice's id and number
 */
export async function issueInvoice(tx: EntityManager, a: IssueInvoiceArgs): Promise<{ id: string; number: string }> {
  const issuedOn = germanToday(a.issuedAt);
  const year = Number(issuedOn.slice(0, 4));
  // The upsert locks the year's counter row until this transaction ends: the next payment waits,
  // and a rollback leaves the counter as it was (no gap).
  const counter = await db(tx)
    .insertInto('invoice_counters')
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last: eb(eb.ref('invoice_counters.last'), '+', 1) })))
    .returning('last')
    .executeTakeFirstOrThrow();
  const seq = Number(counter.last);
  const number = `${year}-${String(seq).padStart(5, '0')}`;
  const row = await db(tx)
    .insertInto('invoices')
    .values({
      id: sql`default`,
      number,
      year,
      seq,
      kind: a.kind,
      order_id: a.orderId,
      user_id: a.userId,
      corrects_id: a.correctsId,
      issued_on: issuedOn,
      paid_on: a.paidOn,
      language: a.language,
      seller: jsonb(sellerSnapshot(await loadFirm(tx))),
      buyer: jsonb(a.buyer),
      lines: jsonb(a.lines),
      net_cents: a.amounts.netCents,
      vat_rate_percent: a.amounts.vatRatePercent,
      vat_cents: a.amounts.vatCents,
      gross_cents: a.amounts.grossCents,
      payment_means: a.paymentMeans,
      created_at: a.issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, number };
}

function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** Whether an invoice comes with a ZUGFeRD / Factur-X e-invoice: business clients (their address is always given). */
function hasEInvoice(r: InvoiceRow): boolean {
  return r.customerType === 'business';
}

/** The listed InvoiceSummary of a row selected under its names: the VAT rate as a number, whether an e-invoice comes with it. */
function toSummary(r: InvoiceRow): InvoiceSummary {
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    orderId: r.orderId,
    orderReference: r.orderReference,
    correctsNumber: r.correctsNumber,
    issuedOn: r.issuedOn,
    netCents: r.netCents,
    vatRatePercent: Number(r.vatRatePercent),
    vatCents: r.vatCents,
    grossCents: r.grossCents,
    eInvoice: hasEInvoice(r),
  };
}

/** The printed document of a stored invoice row. */
function toDocument(r: InvoiceRow): InvoiceDocument {
  const { seller, bank, register, representatives } = sellerParts(json(r.seller) as SellerSnapshot);
  const directors = r.language === 'de' ? 'Geschäftsführung' : 'Geschäftsführung / Managing directors';
  return {
    number: r.number,
    kind: r.kind,
    corrects: r.correctsNumber ? { number: r.correctsNumber, issuedOn: r.correctsIssuedOn! } : null,
    issuedOn: r.issuedOn,
    paidOn: r.paidOn,
    orderReference: r.orderReference,
    language: r.language,
    seller,
    buyer: json(r.buyer),
    lines: json(r.lines),
    netCents: r.netCents,
    vatRatePercent: Number(r.vatRatePercent),
    vatCents: r.vatCents,
    grossCents: r.grossCents,
    bank,
    // Invoices issued before the payment means was stored were issued as paid by transfer.
    paymentMeans: r.paymentMeans ?? 'transfer',
    legalNotice: [
      [seller.name, register ? `${register.court} ${register.number}` : null, `${directors}: ${representatives.join(', ')}`].filter(Boolean).join(' · '),
    ],
  };
}

/** One page of a user's invoices and credit notes, newest first. */
async function invoicesOf(em: EntityManager, userId: string, page: KeysetPageInput): Promise<{ items: InvoiceSummary[]; nextCursor: string | null }> {
  const rows = await invoiceRowsOf(em, userId, page.limit + 1, keysetAfter(page.cursor));
  const items = rows.slice(0, page.limit);
  const last = rows.length > page.limit ? items.at(-1) : undefined;
  return { items: items.map(toSummary), nextCursor: last ? keysetCursor(last.createdText, last.id) : null };
}

/** The session user's invoices and credit notes, newest first (dashboard "Invoices"). */
export async function listInvoices(ctx: ServiceContext, page: KeysetPageInput) {
  const { em, user } = requireUser(ctx);
  return invoicesOf(em, user.id, page);
}

/** A client's invoices and credit notes (admin, the client's page). */
export async function listClientInvoices(ctx: ServiceContext, { clientId }: { clientId: string }, page: KeysetPageInput) {
  const { em } = requireOwner(ctx);
  return invoicesOf(em, clientId, page);
}

/**
 * Invoices are rendered one at a time in a renderer process (render.ts), replaced after 100
 * renders and ended after a minute without work: a Factur-X render holds about 100 MB of
 * transient memory, and the libraries keep their high-water mark reserved, which would otherwise
 * stay with the web server (docs/decisions/016-untrusted-files-in-child-processes.md).
 */
const renderer = new SandboxPool({
  module: '../modules/invoices/render',
  concurrency: 1,
  tasksPerChild: 100,
  idleMs: 60_000,
  timeoutMs: 60_000,
  maxHeapMb: 512,
  maxRssMb: 1024,
});

/**
 * Renders an invoice in the renderer process (render.ts's renderInvoiceFile).
 * @param doc the stored invoice document
 * @param eInvoice also embed the Factur-X XML (EN 16931) for a business client
 * @returns the PDF bytes
 * @throws InputLimitError when the render takes over a minute or 1 GiB; SandboxTaskError for a library error
 */
export async function renderInvoice(doc: InvoiceDocument, eInvoice: boolean): Promise<Buffer> {
  const rendered = await renderer.run<Uint8Array>('renderInvoiceFile', [doc, eInvoice]);
  return Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
}

/**
 * The file name of an invoice's PDF, in its language: "Rechnung-2026-00001.pdf" or
 * "Invoice-2026-00001.pdf", a credit note "Stornorechnung-…" or "Credit-note-…".
 */
export function invoiceFilename(row: Pick<InvoiceRow, 'kind' | 'language' | 'number'>): string {
  // A corrective invoice is a "Stornorechnung"; "Gutschrift" means self-billing in § 14 (2) UStG.
  const prefix = row.kind === 'credit_note' ? (row.language === 'de' ? 'Stornorechnung' : 'Credit-note') : row.language === 'de' ? 'Rechnung' : 'Invoice';
  return `${prefix}-${row.number}.pdf`;
}

/**
 * Renders a stored invoice row as its client downloads it (renderInvoice: the Factur-X PDF for a
 * business client), in the renderer process. Not audit-logged: the caller records why it was read.
 * @returns the PDF bytes
 * @throws as renderInvoice
 */
export async function renderInvoiceRow(row: InvoiceRow): Promise<Buffer> {
  return renderInvoice(toDocument(row), hasEInvoice(row));
}

/** A rendered invoice: file name and bytes of a PDF (a Factur-X PDF for business clients). */
interface InvoiceFile {
  filename: string;
  bytes: Buffer;
}

/**
 * The PDF of an invoice or credit note, for its client or an admin; each download is written to
 * the audit log. Business clients get the ZUGFeRD / Factur-X PDF (EN 16931, XML embedded in PDF/A-3).
 * @throws AppError NOT_FOUND 'Invoice not found' (also for another client's invoice)
 */
export async function invoicePdf(ctx: ServiceContext, id: string): Promise<InvoiceFile> {
  const { em, user } = requireUser(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'invoiceNotFound');
  const row = await invoiceRow(em, id);
  if (!row || (!actsAsStaff(user) && row.userId !== user.id)) throw new AppError('NOT_FOUND', 'invoiceNotFound');
  const bytes = await renderInvoiceRow(row);
  await recordAudit(em, { actorId: user.id, action: 'invoice.download', clientId: row.userId, entityId: row.id, details: { number: row.number } });
  return { filename: invoiceFilename(row), bytes };
}
