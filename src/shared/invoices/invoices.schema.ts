/**
 * Invoices and credit notes: the client's list, the printed document (the input of the PDF and
 * e-invoice renderers) and the console's list of a client's invoices (decision record 011).
 * Amounts are euro cents (integers); dates 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { LanguageSchema } from '../auth/auth.schema.js';
import { IdSchema, KeysetPageFieldsSchema } from '../common.schema.js';

/** How an order was actually paid (an order placed for card may still be paid by transfer). */
export const PAYMENT_MEANS = ['transfer', 'card'] as const;
export type PaymentMeans = (typeof PAYMENT_MEANS)[number];

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** An invoice or credit note as listed (download: GET /api/invoices/:id/pdf). */
export const InvoiceSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  orderId: z.uuid(),
  orderReference: z.string(),
  /** For a credit note: the number of the invoice it corrects. */
  correctsNumber: z.string().nullable(),
  issuedOn: z.string(),
  netCents: z.number().int(),
  vatRatePercent: z.number(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  /** A ZUGFeRD / Factur-X e-invoice is available (business clients). */
  eInvoice: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** The firm or the client on an invoice (a snapshot taken when it is issued). */
export const InvoicePartySchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  vatId: z.string().nullable(),
  /** The seller's Steuernummer, when printed instead of or beside the USt-IdNr. */
  taxNumber: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
});
export type InvoiceParty = z.infer<typeof InvoicePartySchema>;

/** One line of an invoice: the hour package or the extra hours (§ 14 (4) no. 5 UStG: kind and extent of the service). */
export const InvoiceLineSchema = z.object({
  /** 'extra_hours': extra hours at the standard hourly rate (decision record 071); absent for a package. */
  kind: z.literal('extra_hours').optional(),
  /** Package name in English and German ('Extra hours' / 'Zusatzstunden' for extra hours). */
  packageName: z.string(),
  packageNameDe: z.string().nullable(),
  hours: z.number().int(),
  validityMonths: z.number().int(),
  /** 'payment': the months count from payment, as the invoice says (lines issued before say only the months). */
  validFrom: z.literal('payment').optional(),
  netCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/** Everything printed on an invoice or credit note: the input of the PDF and e-invoice renderers. */
export const InvoiceDocumentSchema = z.object({
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** Credit note: the corrected invoice's number and date. */
  corrects: z.object({ number: z.string(), issuedOn: z.string() }).nullable(),
  issuedOn: z.string(),
  /** Date of payment (prepayment: § 14 (4) no. 6 UStG). */
  paidOn: z.string().nullable(),
  orderReference: z.string(),
  language: LanguageSchema,
  seller: InvoicePartySchema,
  buyer: InvoicePartySchema,
  lines: z.array(InvoiceLineSchema).min(1),
  netCents: z.number().int(),
  vatRatePercent: z.number(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  /** Seller's bank account (printed; e-invoice payee account for a transfer). */
  bank: z.object({ accountHolder: z.string(), iban: z.string(), bic: z.string() }),
  /** How it was paid: the e-invoice's payment means (BT-81: 58 SEPA credit transfer, 48 bank card). */
  paymentMeans: z.enum(PAYMENT_MEANS).default('transfer'),
  /** Footer lines the seller's legal form requires, e.g. register and managing directors (§ 35a (1) GmbHG). */
  legalNotice: z.array(z.string()).default([]),
});
export type InvoiceDocument = z.infer<typeof InvoiceDocumentSchema>;

/** A client's invoices (admin): the client and one page (newest first). */
export const ClientInvoicesInputSchema = KeysetPageFieldsSchema.extend({ clientId: IdSchema });
