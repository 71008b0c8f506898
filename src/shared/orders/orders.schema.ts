/**
 * Orders: placing one, paying it (bank transfer or card), the client's list and the console's:
 * inputs and DTOs, written once for the services, the tRPC procedures, the REST adapters and the
 * web forms (decision record 011). Amounts are euro cents (integers); dates 'YYYY-MM-DD'; instants
 * ISO strings. The invoices' schemas are src/shared/invoices/invoices.schema.ts, the withdrawal's
 * ./withdrawals.schema.ts, the public catalogue's src/shared/packages/catalog.schema.ts.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { IdSchema, KeysetPageFieldsSchema, KeysetPageInputSchema, SearchSchema } from '../common.schema.js';
import { MESSAGE_KEY } from '../messages.js';
import { optionalText, requiredText } from '../text.js';
import { EXTRA_HOURS_MAX, EXTRA_HOURS_MIN, ORDER_KINDS } from './extra-hours.js';
import { isVatIdFormat } from './vat-id.js';

/** Consumer (§ 13 BGB: withdrawal right, gross prices first) or business (§ 14 BGB: e-invoice). */
export const CUSTOMER_TYPES = ['consumer', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const PAYMENT_METHODS = ['transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUSES = ['open', 'paid', 'expired', 'cancelled', 'withdrawn'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The billing address printed on the invoice (§ 14 (4) no. 1 UStG: full name and address of the recipient). */
export const BillingSchema = z
  .object({
    name: requiredText(200, MESSAGE_KEY.billingNameRequired, MESSAGE_KEY.billingNameRequired),
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
    street: requiredText(200, MESSAGE_KEY.billingStreetRequired, MESSAGE_KEY.billingStreetRequired),
    postalCode: z
      .string({ error: MESSAGE_KEY.postalCodeInvalid })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, { error: MESSAGE_KEY.postalCodeInvalid }),
    city: requiredText(120, MESSAGE_KEY.billingCityRequired, MESSAGE_KEY.billingCityRequired),
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

/** How many extra hours to order: a whole number from 1 to 20 (decision record 071). */
export const ExtraHoursSchema = z
  .number({ error: MESSAGE_KEY.extraHoursInvalid })
  .int({ error: MESSAGE_KEY.extraHoursInvalid })
  .min(EXTRA_HOURS_MIN, { error: MESSAGE_KEY.extraHoursInvalid })
  .max(EXTRA_HOURS_MAX, { error: MESSAGE_KEY.extraHoursInvalid });

/**
 * Placing an order (the final button reads "Order and pay", § 312j (3) BGB) of EITHER a package
 * (`packageId`) OR extra hours at the standard hourly rate (`extraHours`, 1 to 20; decision record
 * 071): both or neither is refused at `packageId`. `orderItemOf` tells which it is.
 */
export const CreateOrderInputSchema = z
  .object({
    packageId: IdSchema.optional(),
    extraHours: ExtraHoursSchema.optional(),
    customerType: z.enum(CUSTOMER_TYPES),
    billing: BillingSchema,
    paymentMethod: z.enum(PAYMENT_METHODS).default('transfer'),
    /** Consumers: the express request that the service start within the withdrawal period, acknowledging § 356 (4) BGB. */
    earlyStart: z.boolean().default(false),
    /** The terms must be accepted. */
    acceptTerms: z.literal(true, { error: MESSAGE_KEY.termsRequired }),
  })
  .superRefine((o, ctx) => {
    if ((o.packageId === undefined) === (o.extraHours === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['packageId'], message: MESSAGE_KEY.orderItemRequired });
    }
    if (o.customerType === 'business' && !o.billing.company) {
      ctx.addIssue({ code: 'custom', path: ['billing', 'company'], message: MESSAGE_KEY.companyRequired });
    }
  });
export type CreateOrderData = z.output<typeof CreateOrderInputSchema>;

/** What an order buys: a package, or a number of extra hours. */
export type OrderItem = { kind: 'package'; packageId: string } | { kind: 'extra_hours'; hours: number };

/** The item of a parsed order input (CreateOrderInputSchema guarantees exactly one of the two). */
export function orderItemOf(input: Pick<CreateOrderData, 'packageId' | 'extraHours'>): OrderItem {
  return input.extraHours !== undefined ? { kind: 'extra_hours', hours: input.extraHours } : { kind: 'package', packageId: input.packageId! };
}

export const OrderIdInputSchema = z.object({ id: IdSchema });

/** A client's own order. */
export const OrderSchema = z.object({
  id: z.uuid(),
  /** Short reference, also the bank transfer's remittance information ("SH-7K4Q9X"). */
  reference: z.string(),
  /** A package, or extra hours at the standard hourly rate (decision record 071). */
  kind: z.enum(ORDER_KINDS),
  /** The package ordered; null for extra hours. */
  packageId: z.uuid().nullable(),
  /** The name as ordered: the package's, or 'Extra hours' / 'Zusatzstunden'. */
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

// --- Admin ---

export const AdminOrderListInputSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** One client's orders only (their page in the console). */
  clientId: z.uuid({ error: MESSAGE_KEY.clientNotFound }).optional(),
  /** Reference, client name or e-mail (substring, case-insensitive). */
  search: SearchSchema,
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

/** Marking a bank transfer as received. */
export const MarkPaidInputSchema = z.object({
  id: IdSchema,
  /** The day the money arrived ('YYYY-MM-DD'), not in the future. */
  receivedOn: z.iso.date({ error: MESSAGE_KEY.dateInvalid }),
});
export type MarkPaidInput = z.infer<typeof MarkPaidInputSchema>;

/** Refunding a withdrawn order: a credit note for the refund, and (card) the refund at Stripe. */
export const RefundInputSchema = z.object({ id: IdSchema });
