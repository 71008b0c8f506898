/**
 * Orders, invoices, withdrawals and the public package catalogue: inputs and DTOs, written once for
 * the services, the tRPC procedures, the REST adapters and the web forms (decision record 011).
 * Amounts are euro cents (integers); dates 'YYYY-MM-DD'; instants ISO strings.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { LanguageSchema } from '../auth/auth.schema.js';
import { IdSchema, KeysetPageFieldsSchema, KeysetPageInputSchema } from '../common.schema.js';
import { MESSAGE_KEY } from '../messages.js';
import { NO_NUL, WELL_FORMED } from '../text.js';
import { FirmOutputSchema } from '../firm/firm.js';
import { isVatIdFormat } from './vat-id.js';

function text(max: number, required: keyof typeof MESSAGE_KEY) {
  return z
    .string({ error: MESSAGE_KEY[required] })
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .min(1, { error: MESSAGE_KEY[required] })
    .max(max, { error: MESSAGE_KEY[required] });
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Consumer (§ 13 BGB: withdrawal right, gross prices first) or business (§ 14 BGB: e-invoice). */
export const CUSTOMER_TYPES = ['consumer', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const PAYMENT_METHODS = ['transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How an order was actually paid (an order placed for card may still be paid by transfer). */
export const PAYMENT_MEANS = ['transfer', 'card'] as const;
export type PaymentMeans = (typeof PAYMENT_MEANS)[number];

export const ORDER_STATUSES = ['open', 'paid', 'expired', 'cancelled', 'withdrawn'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The billing address printed on the invoice (§ 14 (4) no. 1 UStG: full name and address of the recipient). */
export const BillingSchema = z
  .object({
    name: text(200, 'billingNameRequired'),
    /** Company name; required for business clients. */
    company: optionalText(200),
    /** USt-IdNr. (or another EU VAT number), optional; checked for its country's format. */
    vatId: z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
      .refine((v) => v === '' || isVatIdFormat(v), { error: MESSAGE_KEY.vatIdInvalid })
      .nullish()
      .transform((v) => (v ? v : null)),
    street: text(200, 'billingStreetRequired'),
    postalCode: z
      .string({ error: MESSAGE_KEY.postalCodeInvalid })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, { error: MESSAGE_KEY.postalCodeInvalid }),
    city: text(120, 'billingCityRequired'),
    /** ISO 3166-1 alpha-2 country code; default DE. */
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: MESSAGE_KEY.countryInvalid })
      .default('DE'),
  })
  .superRefine((billing, ctx) => {
    // The postcode in its country's format (postcode-validator's table); Germany: five digits.
    const { postalCode, countryCode } = billing;
    if (!postcodeValidatorExistsForCountry(countryCode) || postcodeValidator(postalCode, countryCode)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['postalCode'],
      message: countryCode === 'DE' ? MESSAGE_KEY.postalCodeGerman : MESSAGE_KEY.postalCodeForCountry,
    });
  });
export type Billing = z.output<typeof BillingSchema>;

/** A billing address as stored and returned (the response shape: no transforms). */
const BillingDtoSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  vatId: z.string().nullable(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
});

/** Placing an order (the final button reads "Order and pay", § 312j (3) BGB). */
export const CreateOrderInputSchema = z
  .object({
    packageId: IdSchema,
    customerType: z.enum(CUSTOMER_TYPES),
    billing: BillingSchema,
    paymentMethod: z.enum(PAYMENT_METHODS).default('transfer'),
    /** Consumers: the express request that the service start within the withdrawal period, acknowledging § 356 (4) BGB. */
    earlyStart: z.boolean().default(false),
    /** The terms must be accepted. */
    acceptTerms: z.literal(true, { error: MESSAGE_KEY.termsRequired }),
  })
  .superRefine((o, ctx) => {
    if (o.customerType === 'business' && !o.billing.company) {
      ctx.addIssue({ code: 'custom', path: ['billing', 'company'], message: MESSAGE_KEY.companyRequired });
    }
  });
export type CreateOrderData = z.output<typeof CreateOrderInputSchema>;

export const OrderIdInputSchema = z.object({ id: IdSchema });

/** A client's own order. */
export const OrderSchema = z.object({
  id: z.uuid(),
  /** Short reference, also the bank transfer's remittance information ("SH-7K4Q9X"). */
  reference: z.string(),
  packageId: z.uuid(),
  packageName: z.string(),
  packageNameDe: z.string().nullable(),
  hours: z.number().int(),
  validityMonths: z.number().int(),
  netCents: z.number().int(),
  vatRatePercent: z.number(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  customerType: z.enum(CUSTOMER_TYPES),
  billing: BillingDtoSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  earlyStart: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  /** Unpaid bank-transfer orders expire at this instant. */
  payBy: z.string(),
  paidAt: z.string().nullable(),
  /** Consumers: the last day to withdraw ('YYYY-MM-DD'), null for business clients. */
  withdrawalLastDay: z.string().nullable(),
  /** Whether the client may withdraw now (consumer, within the period, not already withdrawn or used up). */
  canWithdraw: z.boolean(),
  withdrawnAt: z.string().nullable(),
  refundCents: z.number().int().nullable(),
  refundedAt: z.string().nullable(),
  /** The invoice, once paid. */
  invoiceId: z.uuid().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** How to pay an open order by bank transfer: the firm's account and an EPC QR code (GiroCode). */
export const BankTransferSchema = z.object({
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
  bankName: z.string().nullable(),
  amountCents: z.number().int(),
  /** The remittance information to give: the order's reference. */
  reference: z.string(),
  /** The EPC069-12 payload (no trailing newline, at most 331 bytes). */
  epcPayload: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type BankTransfer = z.infer<typeof BankTransferSchema>;

/** One order with what the order page needs to continue. */
export const OrderDetailSchema = OrderSchema.extend({
  bankTransfer: BankTransferSchema.nullable(),
  /** Whether card payment is offered (Stripe keys set). */
  cardAvailable: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** The answer to placing an order: the order, and for card payment the Stripe Checkout page to go to. */
export const CreateOrderResultSchema = z.object({ order: OrderSchema, checkoutUrl: z.string().nullable() });
export type CreateOrderResult = z.infer<typeof CreateOrderResultSchema>;

export const CheckoutResultSchema = z.object({ checkoutUrl: z.string() });

export const OrderListInputSchema = KeysetPageInputSchema;

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

/** One line of an invoice: the hour package (§ 14 (4) no. 5 UStG: kind and extent of the service). */
export const InvoiceLineSchema = z.object({
  /** Package name in English and German. */
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

/** Withdrawing from a contract without logging in (§ 356a BGB): what the consumer identifies the contract by. */
export const WithdrawalInputSchema = z.object({
  name: text(200, 'billingNameRequired'),
  email: z.email({ error: MESSAGE_KEY.invalidEmail }).max(254),
  /** The order's reference ("SH-…"), as on the confirmation e-mail. */
  orderReference: z
    .string({ error: MESSAGE_KEY.orderReferenceRequired })
    .trim()
    .toUpperCase()
    .min(1, { error: MESSAGE_KEY.orderReferenceRequired })
    .max(60, { error: MESSAGE_KEY.orderReferenceRequired })
    .refine(...NO_NUL)
    .refine(...WELL_FORMED),
  message: optionalText(2000),
  language: LanguageSchema.default('en'),
});
export type WithdrawalInput = z.input<typeof WithdrawalInputSchema>;

/**
 * The receipt of a withdrawal declaration, shown on the page and sent by e-mail: what was
 * received and when. It never tells a stranger whether the reference exists.
 */
export const WithdrawalReceiptSchema = z.object({
  /** When the declaration was received: the moment that counts for the withdrawal period (§ 355 (1) S. 5 BGB). */
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  orderReference: z.string(),
  message: z.string().nullable(),
  /**
   * true: the declaration takes effect once confirmed through the link e-mailed to the order's
   * address (every declaration without a session, whether or not it matched an order, so the
   * answer tells nothing); false: a signed-in client's declaration for their own order, handled at
   * once (docs/decisions/018-withdrawal-confirmation.md).
   */
  awaitingConfirmation: z.boolean(),
});
export type WithdrawalReceipt = z.infer<typeof WithdrawalReceiptSchema>;

/** How long a withdrawal's confirmation link works (days; docs/decisions/018-withdrawal-confirmation.md). */
export const WITHDRAWAL_LINK_DAYS = 14;

/** Opening a withdrawal's confirmation link (`/withdraw/confirm?token=…`). */
export const WithdrawalConfirmInputSchema = z.object({
  token: z
    .string({ error: MESSAGE_KEY.withdrawalLinkInvalid })
    .min(1, { error: MESSAGE_KEY.withdrawalLinkInvalid })
    .max(200, { error: MESSAGE_KEY.withdrawalLinkInvalid }),
});
export type WithdrawalConfirmInput = z.infer<typeof WithdrawalConfirmInputSchema>;

/**
 * A confirmed declaration: `withdrawn` (the contract is withdrawn as of `receivedAt`), `late` (not
 * withdrawable: the firm reviews it), `repeated` (the order was withdrawn already).
 */
export const WithdrawalConfirmationSchema = z.object({
  orderReference: z.string(),
  receivedAt: z.string(),
  outcome: z.enum(['withdrawn', 'late', 'no_right', 'repeated']),
});
export type WithdrawalConfirmation = z.infer<typeof WithdrawalConfirmationSchema>;

/** The firm confirming a pending declaration on review. */
export const WithdrawalIdInputSchema = z.object({ id: IdSchema });

/** A package as the public pages, the order page and the e-mails show it (the console's packages). */
export const PublicPackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameDe: z.string().nullable(),
  description: z.string().nullable(),
  descriptionDe: z.string().nullable(),
  features: z.array(z.string()),
  featuresDe: z.array(z.string()),
  hours: z.number().int(),
  /** Net price in euro cents. */
  price: z.number().int(),
  responseHours: z.number().int(),
  responseOrLess: z.boolean(),
  popular: z.boolean(),
});
export type PublicPackage = z.infer<typeof PublicPackageSchema>;

/** The public catalogue: active packages, smallest first, and the VAT rate. */
export const CatalogSchema = z.object({
  packages: z.array(PublicPackageSchema),
  vatRatePercent: z.number(),
  /** Whether card payment (Stripe Checkout) is offered; given by `catalog.get`, absent in the pages' copy. */
  cardAvailable: z.boolean().optional(),
  /**
   * The firm's details as the public pages show them (legal notice, privacy policy, terms,
   * withdrawal instructions, contact): kept in the console (decision record 021).
   */
  firm: FirmOutputSchema,
  /** Whether orders are taken (false on a production server until the firm's details are complete). */
  orderingOpen: z.boolean(),
});
export type Catalog = z.infer<typeof CatalogSchema>;

// --- Admin ---

export const AdminOrderListInputSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** One client's orders only (their page in the console). */
  clientId: z.uuid({ error: MESSAGE_KEY.clientNotFound }).optional(),
  /** Reference, client name or e-mail (substring, case-insensitive). */
  search: z
    .string()
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
  limit: KeysetPageFieldsSchema.shape.limit,
  cursor: KeysetPageFieldsSchema.shape.cursor,
});
export type AdminOrderListInput = z.input<typeof AdminOrderListInputSchema>;

export const AdminOrderSchema = OrderSchema.extend({
  userId: z.uuid(),
  clientName: z.string(),
  clientEmail: z.string(),
  /** For withdrawn orders: minutes used until the withdrawal, and the refund the law gives. */
  minutesUsed: z.number().int().nullable(),
  proposedRefundCents: z.number().int().nullable(),
  /** Paid through Stripe: a refund goes back through Stripe; otherwise the firm transfers it. */
  paidByCard: z.boolean(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const WITHDRAWAL_OUTCOMES = ['pending', 'withdrawn', 'late', 'no_right', 'unmatched', 'repeated'] as const;
export type WithdrawalOutcome = (typeof WITHDRAWAL_OUTCOMES)[number];

/**
 * A withdrawal declaration as the firm sees it: what was declared, when, and what it matched —
 * `pending` (an order matched; awaiting confirmation by the order's address or the firm),
 * `withdrawn` (the order was withdrawn), `no_right` (a business customer's order: no statutory right
 * of withdrawal, § 312g BGB), `late` (an order matched, but not withdrawable: out of
 * the period, a business, used up), `unmatched` (no order matched: review by hand), `repeated`.
 */
export const AdminWithdrawalSchema = z.object({
  id: z.uuid(),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  orderReference: z.string(),
  message: z.string().nullable(),
  outcome: z.enum(WITHDRAWAL_OUTCOMES),
  orderId: z.uuid().nullable(),
  /** The matched order's client (null when unmatched). */
  clientId: z.uuid().nullable(),
  /** When a pending declaration was confirmed (by the link or the firm); null otherwise. */
  confirmedAt: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;

/** Marking a bank transfer as received. */
export const MarkPaidInputSchema = z.object({
  id: IdSchema,
  /** The day the money arrived ('YYYY-MM-DD'), not in the future. */
  receivedOn: z.iso.date({ error: MESSAGE_KEY.dateInvalid }),
});
export type MarkPaidInput = z.infer<typeof MarkPaidInputSchema>;

/** Refunding a withdrawn order: a credit note for the refund, and (card) the refund at Stripe. */
export const RefundInputSchema = z.object({ id: IdSchema });

/** The VAT rate setting, an integer percentage. */
export const VatSettingInputSchema = z.object({
  vatRatePercent: z
    .number({ error: MESSAGE_KEY.vatRateInvalid })
    .int({ error: MESSAGE_KEY.vatRateInvalid })
    .min(0, { error: MESSAGE_KEY.vatRateInvalid })
    .max(100, { error: MESSAGE_KEY.vatRateInvalid }),
});
export type VatSettingInput = z.infer<typeof VatSettingInputSchema>;

/** A client's invoices (admin): the client and one page (newest first). */
export const ClientInvoicesInputSchema = KeysetPageFieldsSchema.extend({ clientId: IdSchema });
