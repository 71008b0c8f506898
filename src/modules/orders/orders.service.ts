/**
 * Buying hours online (decision record 011): placing an order, paying it by bank transfer (an
 * admin records the money's arrival) or by card (Stripe Checkout; the purchase is created by the
 * verified webhook only), the invoice that every paid order gets (§ 14 UStG), unpaid orders'
 * reminder and expiry, withdrawal (§§ 355, 356, 356a, 357a BGB; a declaration without a session
 * waits for the order's address to confirm it, decision record 018) and the refund with its credit note.
 *
 * Every payment path ends in `settlePayment`, which in one transaction locks the order row,
 * creates the purchase (unique per order), issues the invoice and queues the e-mail: a second
 * delivery of the same payment finds the order paid and does nothing.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { addDays as addDaysToInstant, addMonths } from 'date-fns';
import { sql } from 'kysely';
import type { AppConfig } from '../../config.js';
import { actsAsStaff, requireOwner, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { db, jsonb } from '../../kysely.js';
import { lockUser } from '../users/users.js';
import type { Firm } from '../../shared/firm/firm.js';
import { PURCHASE_VALIDITY_MONTHS } from '../../shared/constants.js';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import { isUuid, keysetAfter, keysetCursor, type KeysetPageInput } from '../../shared/common.schema.js';
import type {
  AdminOrder,
  AdminOrderListInput,
  BankTransfer,
  Billing,
  CreateOrderData,
  CreateOrderResult,
  MarkPaidInput,
  Order,
  OrderDetail,
  OrderItem,
} from '../../shared/orders/orders.schema.js';
import { EXTRA_HOURS_NAME, EXTRA_HOURS_NAME_DE, type OrderKind } from '../../shared/orders/extra-hours.js';
import type { InvoiceLine } from '../../shared/invoices/invoices.schema.js';
import type {
  AdminWithdrawal,
  WithdrawalConfirmation,
  WithdrawalConfirmInput,
  WithdrawalInput,
  WithdrawalOutcome,
  WithdrawalReceipt,
} from '../../shared/orders/withdrawals.schema.js';
import { AdminOrderListInputSchema, orderItemOf } from '../../shared/orders/orders.schema.js';
import { WITHDRAWAL_LINK_DAYS, WithdrawalInputSchema } from '../../shared/orders/withdrawals.schema.js';
import { ORDER_REMINDER_DAY, priceWithVat, withdrawalLastDay, withdrawalSettlement, type PriceBreakdown } from '../../shared/orders/pricing.js';
import { isoDate, isoDateOrNull } from '../../timestamps.js';
import { recordAudit, recordOwnAction } from '../audit/audit.service.js';
import { sessionId as tokenHash } from '../auth/auth.service.js';
import { germanHolidays } from '../deadlines/holidays.js';
import { assertOrderingOpen, loadFirm } from '../firm/firm.service.js';
import { buyerParty, issueInvoice } from '../invoices/invoices.service.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { packageDisplayName } from '../mail/templates.js';
import { insertPurchase } from '../purchases/purchases.service.js';
import { hourlyRateCents, vatRatePercent } from '../settings/settings.service.js';
import { epcPayload, epcQrSvg } from './epc-qr.js';
import {
  adminOrderRows,
  expiringOrderRows,
  lockedWithdrawal,
  orderRow,
  orderRowsOf,
  ordersToRemind,
  withdrawalRows,
  type OrderRow,
  type WithdrawalRow,
} from './orders.queries.js';
import { stripeGatewayOf } from './payments.js';

/** Most unpaid orders one client may have at once (each holds a reference and a reminder). */
const MAX_OPEN_ORDERS = 5;

function billingOf(r: OrderRow): Billing {
  // jsonb arrives parsed from pg; a driver handing it over as text is parsed here.
  const stored: unknown = r.billing;
  return typeof stored === 'string' ? (JSON.parse(stored) as Billing) : r.billing;
}

function priceOf(r: OrderRow): PriceBreakdown {
  return { netCents: r.netCents, vatRatePercent: Number(r.vatRatePercent), vatCents: r.vatCents, grossCents: r.grossCents };
}

/**
 * The one line of an order's invoice or credit note: the package or the extra hours as ordered
 * (names, hours, months valid from payment) at `netCents` (euro cents: the order's net price, or a
 * refund's net part).
 */
function packageLineOf(r: OrderRow, netCents: number): InvoiceLine {
  const { packageName, packageNameDe, hours, validityMonths } = r;
  return { packageName, packageNameDe, hours, validityMonths, validFrom: 'payment', netCents, ...(r.kind === 'extra_hours' ? { kind: 'extra_hours' } : {}) };
}

/** Consumers' last day to withdraw ('YYYY-MM-DD'), null for businesses (no withdrawal right, § 312g (1) BGB with § 13 BGB). */
function lastDayOf(r: OrderRow): string | null {
  return r.customerType === 'consumer' ? withdrawalLastDay(new Date(r.createdAt), germanHolidays) : null;
}

/**
 * Whether the order can be withdrawn from at `now`: a consumer's open or paid order within the
 * period, unless the client asked for an early start and the hours are all used (the service is
 * fully provided, § 356 (4) BGB).
 */
function canWithdraw(r: OrderRow, now: Date): boolean {
  const last = lastDayOf(r);
  if (!last || (r.status !== 'open' && r.status !== 'paid')) return false;
  if (germanToday(now) > last) return false;
  const fullyProvided = r.earlyStart && Number(r.minutesUsed ?? 0) >= r.hours * 60;
  return !fullyProvided;
}

/**
 * The client's Order of a row selected under the DTO's names: the timestamps as ISO 8601 and the
 * amounts as numbers (decision record 033), the withdrawal's last day and whether it is open
 * computed, the other columns as selected. They are named one by one rather than spread: the row
 * also carries the client's address, Stripe's ids and the purchase, which tRPC would pass on.
 */
function toOrder(r: OrderRow, now: Date): Order {
  return {
    id: r.id,
    reference: r.reference,
    kind: r.kind,
    packageId: r.packageId,
    packageName: r.packageName,
    packageNameDe: r.packageNameDe,
    hours: r.hours,
    validityMonths: r.validityMonths,
    ...priceOf(r),
    customerType: r.customerType,
    billing: billingOf(r),
    paymentMethod: r.paymentMethod,
    earlyStart: r.earlyStart,
    status: r.status,
    createdAt: isoDate(r.createdAt),
    payBy: isoDate(r.payBy),
    paidAt: isoDateOrNull(r.paidAt),
    withdrawalLastDay: lastDayOf(r),
    canWithdraw: canWithdraw(r, now),
    withdrawnAt: isoDateOrNull(r.withdrawnAt),
    refundCents: r.refundCents,
    refundedAt: isoDateOrNull(r.refundedAt),
    invoiceId: r.invoiceId,
  };
}

/** The console's AdminOrder of a row: the Order, its client, and the refund a withdrawal gives. */
function toAdminOrder(r: OrderRow, now: Date): AdminOrder {
  const minutesUsed = r.minutesUsed === null ? null : Number(r.minutesUsed);
  const refund = r.status === 'withdrawn' && r.purchaseId ? withdrawalSettlement(priceOf(r), r.hours * 60, minutesUsed ?? 0, r.earlyStart) : null;
  return {
    ...toOrder(r, now),
    userId: r.userId,
    clientName: r.clientName,
    clientEmail: r.clientEmail,
    minutesUsed,
    proposedRefundCents: refund ? refund.refundCents : null,
    paidByCard: r.stripePaymentIntent !== null,
  };
}

/** A new order reference: "SH-" and six characters of Crockford's base 32 (no I, L, O, U). */
function newReference(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let code = '';
  for (let i = 0; i < 6; i++) code += alphabet[randomInt(alphabet.length)];
  return `SH-${code}`;
}

/**
 * Bank transfer details and the EPC QR code (GiroCode, EPC069-12) of an open order: the firm's
 * current account (decision record 021), the order's amount and reference.
 */
async function bankTransferOf(firm: Firm, r: Pick<OrderRow, 'reference' | 'grossCents'>): Promise<BankTransfer> {
  const payload = epcPayload({
    name: firm.bank.accountHolder,
    iban: firm.bank.iban,
    bic: firm.bank.bic,
    amountCents: r.grossCents,
    reference: r.reference,
  });
  return {
    accountHolder: firm.bank.accountHolder,
    iban: firm.bank.iban,
    bic: firm.bank.bic,
    bankName: firm.bank.bankName,
    amountCents: r.grossCents,
    reference: r.reference,
    epcPayload: payload,
    qrSvg: await epcQrSvg(payload),
  };
}

/** What an order copies of what it buys (decision records 011, 071): names, hours and the net price in euro cents. */
interface OrderedItem {
  kind: OrderKind;
  packageId: string | null;
  name: string;
  nameDe: string | null;
  hours: number;
  netCents: number;
}

/**
 * The snapshot of `item` in `tx`: an active package (its row locked `for share`, so it is not
 * deactivated meanwhile) at its price, or extra hours at the standard hourly rate (hours × rate).
 * @throws AppError NOT_FOUND 'Package not found', VALIDATION 'This package is not available'
 */
async function orderedItem(tx: EntityManager, item: OrderItem): Promise<OrderedItem> {
  if (item.kind === 'extra_hours') {
    // net = hours × rate, as extraHoursPrice computes it on the order page.
    const netCents = item.hours * (await hourlyRateCents(tx));
    return { kind: 'extra_hours', packageId: null, name: EXTRA_HOURS_NAME, nameDe: EXTRA_HOURS_NAME_DE, hours: item.hours, netCents };
  }
  const pkg = await db(tx)
    .selectFrom('packages')
    .select(['id', 'name', 'name_de', 'hours', 'price', 'active'])
    .where('id', '=', item.packageId)
    .forShare()
    .executeTakeFirst();
  if (!pkg) throw new AppError('NOT_FOUND', 'packageNotFound');
  if (!pkg.active) throw new AppError('VALIDATION', 'packageInactive', { field: 'packageId' });
  return { kind: 'package', packageId: pkg.id, name: pkg.name, nameDe: pkg.name_de, hours: pkg.hours, netCents: pkg.price };
}

/**
 * Places an order for the session user (a client) of a package or of extra hours (any client may
 * buy extra hours; decision record 071): the package's current price, or the hours at the current
 * standard hourly rate, with the VAT setting, the billing address, the consent to an early start;
 * queues the confirmation e-mail (bank details, withdrawal instructions and terms). For card
 * payment it then opens a Stripe Checkout session; when Stripe cannot be reached the order stays
 * open (payable by transfer or a later card attempt) and `checkoutUrl` is null.
 * @throws AppError NOT_FOUND 'Package not found', VALIDATION 'This package is not available',
 *   VALIDATION card payment not available, CONFLICT too many unpaid orders, ORDERING_CLOSED (503)
 *   on a production server whose firm details are incomplete or the sample values
 */
export async function createOrder(ctx: ServiceContext, input: CreateOrderData, now = new Date()): Promise<CreateOrderResult> {
  const { em, user, config, log } = requireUser(ctx);
  if (user.role !== 'client') throw new AppError('FORBIDDEN', 'forbidden');
  const gateway = stripeGatewayOf(config);
  if (input.paymentMethod === 'card' && !gateway) throw new AppError('VALIDATION', 'cardPaymentUnavailable', { field: 'paymentMethod' });
  // The go-live guard (decision record 021): no orders into the sample bank account.
  await assertOrderingOpen(em, config);
  const id = await em.transactional(async (tx) => {
    // One open-orders check per client at a time: the user row is the lock.
    await lockUser(tx, user.id);
    const { open } = await db(tx)
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('open'))
      .where('user_id', '=', user.id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    if (Number(open) >= MAX_OPEN_ORDERS) throw new AppError('CONFLICT', 'openOrdersLimit');
    const item = await orderedItem(tx, orderItemOf(input));
    const price = priceWithVat(item.netCents, await vatRatePercent(tx));
    const earlyStart = input.customerType === 'consumer' && input.earlyStart;
    let inserted: { id: string; reference: string } | undefined;
    for (let attempt = 0; !inserted && attempt < 5; attempt++) {
      const rows = await db(tx)
        .insertInto('orders')
        .values({
          id: randomUUID(),
          reference: newReference(),
          user_id: user.id,
          kind: item.kind,
          package_id: item.packageId,
          package_name: item.name,
          package_name_de: item.nameDe,
          hours: item.hours,
          validity_months: PURCHASE_VALIDITY_MONTHS,
          net_cents: price.netCents,
          vat_rate_percent: price.vatRatePercent,
          vat_cents: price.vatCents,
          gross_cents: price.grossCents,
          customer_type: input.customerType,
          billing: jsonb<Billing>(input.billing),
          language: user.language,
          payment_method: input.paymentMethod,
          early_start: earlyStart,
          terms_accepted_at: now,
          created_at: now,
          pay_by: addDaysToInstant(now, config.orders.payDays),
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .returning(['id', 'reference'])
        .execute();
      inserted = rows[0];
    }
    if (!inserted) throw new Error('no free order reference after 5 attempts');
    const row = (await orderRow(tx, { id: inserted.id }))!;
    await recordOwnAction(tx, user.id, 'order.create', row.id, {
      reference: row.reference,
      packageName: row.packageName,
      hours: row.hours,
      grossCents: row.grossCents,
      paymentMethod: row.paymentMethod,
    });
    await queueOrderMail(tx, config, row, 'order.confirmed');
    return row.id;
  });
  let checkoutUrl: string | null = null;
  if (input.paymentMethod === 'card') {
    try {
      checkoutUrl = (await checkoutOrder(ctx, { id })).checkoutUrl;
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'SERVICE_UNAVAILABLE') throw err;
      log.warn({ err, orderId: id }, 'card checkout could not be opened; the order stays open');
    }
  }
  const row = (await orderRow(em, { id }))!;
  return { order: toOrder(row, now), checkoutUrl };
}

/** Queues an e-mail about an order to its client, in the client's language. */
async function queueOrderMail(
  tx: EntityManager,
  config: AppConfig,
  r: OrderRow,
  kind: 'order.confirmed' | 'order.paid' | 'order.reminder' | 'order.expired' | 'order.refunded',
  dedupeKey?: string,
  expiresAt?: Date,
): Promise<void> {
  const lang = r.clientLanguage;
  const firm = await loadFirm(tx);
  const common = {
    name: r.clientName,
    reference: r.reference,
    packageName: packageDisplayName(r.packageName, r.packageNameDe, lang),
    extraHours: r.kind === 'extra_hours',
    hours: r.hours,
    grossCents: r.grossCents,
    orderUrl: siteUrl(config, `/orders/${r.id}`),
  };
  const content = ((): Parameters<typeof queueMail>[1]['content'] => {
    switch (kind) {
      case 'order.confirmed':
        return {
          kind,
          params: {
            ...common,
            netCents: r.netCents,
            vatRatePercent: Number(r.vatRatePercent),
            vatCents: r.vatCents,
            validityMonths: r.validityMonths,
            customerType: r.customerType,
            earlyStart: r.earlyStart,
            payBy: isoDate(r.payBy),
            orderedAt: isoDate(r.createdAt),
            withdrawalLastDay: lastDayOf(r),
            paymentMethod: r.paymentMethod,
            // A card order's e-mail gives no bank details: the client would pay twice.
            bank: r.paymentMethod === 'transfer' ? { accountHolder: firm.bank.accountHolder, iban: firm.bank.iban, bic: firm.bank.bic } : null,
            withdrawUrl: siteUrl(config, '/withdraw'),
            termsUrl: siteUrl(config, '/terms-of-service'),
          },
        };
      case 'order.paid':
        return {
          kind,
          params: { ...common, expiresAt: (expiresAt ?? addMonths(new Date(), r.validityMonths)).toISOString(), invoicesUrl: siteUrl(config, '/invoices') },
        };
      case 'order.reminder':
        return { kind, params: { ...common, payBy: isoDate(r.payBy), paymentMethod: r.paymentMethod } };
      case 'order.expired':
        return { kind, params: common };
      case 'order.refunded':
        return { kind, params: { ...common, refundCents: r.refundCents ?? 0, invoicesUrl: siteUrl(config, '/invoices') } };
    }
  })();
  await queueMail(tx, { to: r.clientEmail, language: lang, content, dedupeKey });
}

/** One page of the session user's orders, newest first. */
export async function listOrders(ctx: ServiceContext, page: KeysetPageInput, now = new Date()) {
  const { em, user } = requireUser(ctx);
  const rows = await orderRowsOf(em, user.id, page.limit + 1, keysetAfter(page.cursor));
  const items = rows.slice(0, page.limit);
  const last = rows.length > page.limit ? items.at(-1) : undefined;
  return { items: items.map((r) => toOrder(r, now)), nextCursor: last ? keysetCursor(last.createdText, last.id) : null };
}

/** The session user's order `id`, or NOT_FOUND (also for someone else's). */
async function ownOrder(em: EntityManager, userId: string, id: string, lock = false): Promise<OrderRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'orderNotFound');
  const row = await orderRow(em, { id, userId }, lock);
  if (!row) throw new AppError('NOT_FOUND', 'orderNotFound');
  return row;
}

/**
 * One of the session user's orders, with the bank transfer details (and QR code) while it is open.
 * @throws AppError NOT_FOUND 'Order not found'
 */
export async function getOrder(ctx: ServiceContext, { id }: { id: string }, now = new Date()): Promise<OrderDetail> {
  const { em, user, config } = requireUser(ctx);
  const row = await ownOrder(em, user.id, id);
  return {
    ...toOrder(row, now),
    bankTransfer: row.status === 'open' ? await bankTransferOf(await loadFirm(em), row) : null,
    cardAvailable: stripeGatewayOf(config) !== null,
  };
}

/**
 * Opens a Stripe Checkout session for one of the session user's open orders (again, if an
 * earlier one was abandoned). The purchase is created by the webhook, never here.
 * @throws AppError NOT_FOUND, CONFLICT 'This order is no longer open', VALIDATION card payment
 *   not available, SERVICE_UNAVAILABLE (Stripe unreachable; Retry-After)
 */
export async function checkoutOrder(ctx: ServiceContext, { id }: { id: string }): Promise<{ checkoutUrl: string }> {
  const { em, user, config } = requireUser(ctx);
  const gateway = stripeGatewayOf(config);
  if (!gateway) throw new AppError('VALIDATION', 'cardPaymentUnavailable');
  const row = await ownOrder(em, user.id, id);
  if (row.status !== 'open') throw new AppError('CONFLICT', 'orderNotOpen');
  try {
    if (row.stripeSessionId) {
      const previous = await gateway.retrieveCheckoutSession(row.stripeSessionId);
      if (previous.status === 'open' && previous.url) return { checkoutUrl: previous.url };
    }
    const session = await gateway.createCheckoutSession({
      orderId: row.id,
      reference: row.reference,
      amountCents: row.grossCents,
      currency: 'eur',
      productName: `${packageDisplayName(row.packageName, row.packageNameDe, row.clientLanguage)}${row.kind === 'extra_hours' ? ` (${row.hours} h)` : ''} – ${row.reference}`,
      customerEmail: row.clientEmail,
      locale: row.clientLanguage,
      successUrl: siteUrl(config, `/orders/${row.id}?paid=1`),
      cancelUrl: siteUrl(config, `/orders/${row.id}`),
      idempotencyKey: `checkout:${row.id}:${row.stripeSessionId ?? 'first'}`,
    });
    await db(em).updateTable('orders').set({ stripe_session_id: session.id }).where('id', '=', row.id).where('status', '=', 'open').execute();
    return { checkoutUrl: session.url };
  } catch (err) {
    throw asProviderError(err);
  }
}

/**
 * A Stripe outage as 503 'The payment provider cannot be reached', with Stripe's own Retry-After
 * when it sent one (else the gateway's default; stripe.ts); other errors unchanged.
 */
function asProviderError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof Error && err.name === 'PaymentProviderUnavailableError') {
    const retryAfter = 'retryAfterSeconds' in err && typeof err.retryAfterSeconds === 'number' ? err.retryAfterSeconds : 30;
    return new AppError('SERVICE_UNAVAILABLE', 'paymentProviderUnavailable', { retryAfter });
  }
  return err;
}

/** How a payment arrived. */
interface PaymentFacts {
  /** The instant it was recorded (invoice date). */
  at: Date;
  /** The day the money arrived ('YYYY-MM-DD'). */
  paidOn: string;
  /** The admin who recorded a bank transfer (null for card payments). */
  confirmedBy: string | null;
  stripe?: { sessionId: string; paymentIntentId: string | null };
}

/**
 * Records the payment of an order in `tx`, exactly once: locks the order, and when it is open (or
 * expired: money that arrives late is still honoured) creates the purchase (hours, 12 months),
 * issues the invoice and queues the e-mail. Returns false when the order was already paid,
 * cancelled or withdrawn (nothing changes).
 */
async function settlePayment(tx: EntityManager, config: AppConfig, orderId: string, pay: PaymentFacts): Promise<boolean> {
  const row = await orderRow(tx, { id: orderId }, true);
  if (!row || (row.status !== 'open' && row.status !== 'expired')) return false;
  const expiresAt = addMonths(pay.at, row.validityMonths);
  const purchaseId = await insertPurchase(tx, {
    userId: row.userId,
    packageId: row.packageId,
    hoursTotal: row.hours,
    pricePaid: row.netCents,
    purchasedAt: pay.at,
    expiresAt,
  });
  await db(tx).updateTable('purchases').set({ order_id: row.id }).where('id', '=', purchaseId).execute();
  await db(tx)
    .updateTable('orders')
    .set((eb) => ({
      status: 'paid',
      paid_at: pay.at,
      paid_on: pay.paidOn,
      confirmed_by: pay.confirmedBy,
      purchase_id: purchaseId,
      stripe_session_id: eb.fn.coalesce(eb.val(pay.stripe?.sessionId ?? null), 'stripe_session_id'),
      stripe_payment_intent: eb.fn.coalesce(eb.val(pay.stripe?.paymentIntentId ?? null), 'stripe_payment_intent'),
    }))
    .where('id', '=', row.id)
    .execute();
  const invoice = await issueInvoice(tx, {
    kind: 'invoice',
    orderId: row.id,
    userId: row.userId,
    correctsId: null,
    issuedAt: pay.at,
    paymentMeans: pay.stripe ? 'card' : 'transfer',
    paidOn: pay.paidOn,
    language: row.language,
    buyer: buyerParty(billingOf(row), invoiceEmailOf(row)),
    lines: [packageLineOf(row, row.netCents)],
    amounts: priceOf(row),
  });
  await recordAudit(tx, {
    actorId: pay.confirmedBy ?? row.userId,
    action: 'order.paid',
    clientId: row.userId,
    entityId: row.id,
    details: { reference: row.reference, paidOn: pay.paidOn, invoiceNumber: invoice.number, via: pay.stripe ? 'card' : 'transfer' },
  });
  await queueOrderMail(tx, config, row, 'order.paid', undefined, expiresAt);
  return true;
}

/**
 * An admin records that an order's bank transfer arrived on `receivedOn`.
 * @throws AppError NOT_FOUND, CONFLICT 'This order is no longer open', VALIDATION payment date
 *   before the order or in the future
 */
export async function markOrderPaid(ctx: ServiceContext, input: MarkPaidInput, now = new Date()): Promise<AdminOrder> {
  const { em, user, config } = requireOwner(ctx);
  await em.transactional(async (tx) => {
    const row = await orderRow(tx, { id: input.id }, true);
    if (!row) throw new AppError('NOT_FOUND', 'orderNotFound');
    if (input.receivedOn < germanToday(new Date(row.createdAt)) || input.receivedOn > germanToday(now)) {
      throw new AppError('VALIDATION', 'paymentDateInvalid', { field: 'receivedOn' });
    }
    if (!(await settlePayment(tx, config, row.id, { at: now, paidOn: input.receivedOn, confirmedBy: user.id }))) {
      throw new AppError('CONFLICT', 'orderNotOpen');
    }
  });
  return (await adminOrder(em, input.id, now))!;
}

async function adminOrder(em: EntityManager, id: string, now: Date): Promise<AdminOrder | undefined> {
  const row = await orderRow(em, { id });
  return row ? toAdminOrder(row, now) : undefined;
}

/**
 * Cancels an open order: the client their own, an admin any. Nothing was paid, so nothing else changes.
 * @throws AppError NOT_FOUND, CONFLICT 'This order is no longer open'
 */
export async function cancelOrder(ctx: ServiceContext, { id }: { id: string }, now = new Date()): Promise<Order> {
  const { em, user } = requireUser(ctx);
  const isAdmin = actsAsStaff(user);
  await em.transactional(async (tx) => {
    const row = isAdmin ? (isUuid(id) ? await orderRow(tx, { id }, true) : undefined) : await ownOrder(tx, user.id, id, true);
    if (!row) throw new AppError('NOT_FOUND', 'orderNotFound');
    if (row.status !== 'open') throw new AppError('CONFLICT', 'orderNotOpen');
    await db(tx).updateTable('orders').set({ status: 'cancelled', closed_at: now }).where('id', '=', row.id).execute();
    await recordAudit(tx, { actorId: user.id, action: 'order.cancel', clientId: row.userId, entityId: row.id, details: { reference: row.reference } });
  });
  return toOrder((await orderRow(em, { id }))!, now);
}

/**
 * Handles one Stripe webhook delivery (`POST /api/stripe/webhook`): verifies the signature, then
 * for `checkout.session.completed` (paid) and `checkout.session.async_payment_succeeded` records the
 * payment of the order named in the session's metadata, exactly once: the event id is stored in
 * the same transaction (a replay or a concurrent duplicate finds it and does nothing), and the
 * order row lock makes a second event for the same order a no-op.
 * @returns what happened, for the log
 * @throws AppError VALIDATION (400) for a missing or bad signature; NOT_FOUND when card payment is off
 */
export async function handleStripeWebhook(
  em: EntityManager,
  config: AppConfig,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<'paid' | 'duplicate' | 'ignored'> {
  const gateway = stripeGatewayOf(config);
  if (!gateway) throw new AppError('NOT_FOUND', 'notFound');
  let event;
  try {
    event = gateway.verifyWebhook(rawBody, signature);
  } catch {
    throw new AppError('VALIDATION', 'malformedRequest');
  }
  const relevant = event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded';
  const session = event.data.object as {
    id: string;
    payment_status?: string;
    amount_total?: number | null;
    currency?: string | null;
    payment_intent?: string | { id: string } | null;
    metadata?: Record<string, string> | null;
    client_reference_id?: string | null;
  };
  return em.transactional(async (tx) => {
    const fresh = await db(tx)
      .insertInto('stripe_events')
      // received_at: the database's default (now()), as for every event row.
      .values({ id: event.id, type: event.type, received_at: sql<Date>`default` })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    if (fresh.length === 0) return 'duplicate' as const;
    if (!relevant || session.payment_status !== 'paid') return 'ignored' as const;
    const orderId = session.metadata?.orderId ?? session.client_reference_id ?? '';
    if (!isUuid(orderId)) return 'ignored' as const;
    const order = await db(tx).selectFrom('orders').select('gross_cents').where('id', '=', orderId).executeTakeFirst();
    // Only the order's full price in euros settles it.
    if (!order || session.amount_total !== order.gross_cents || (session.currency ?? '').toLowerCase() !== 'eur') return 'ignored' as const;
    const at = new Date(event.created * 1000);
    const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    const paid = await settlePayment(tx, config, orderId, {
      at,
      paidOn: germanToday(at),
      confirmedBy: null,
      stripe: { sessionId: session.id, paymentIntentId },
    });
    return paid ? ('paid' as const) : ('duplicate' as const);
  });
}

/**
 * Withdraws `row` (locked by the caller) as declared at `declaredAt`, in the caller's transaction:
 * an open order simply ends; a paid one's purchase ends now (the hours were usable until this
 * moment), and the refund (pro rata for hours used, § 357a (2) BGB) follows with a credit note
 * when an admin pays it. `withdrawn_at` is the declaration's receipt, which starts the 14 days for
 * the refund (§ 357 (1) BGB). Audited under `actorId` (the client; the admin who confirmed it on review).
 */
async function applyWithdrawal(tx: EntityManager, row: OrderRow, declaredAt: Date, now: Date, actorId: string): Promise<void> {
  await db(tx).updateTable('orders').set({ status: 'withdrawn', withdrawn_at: declaredAt, closed_at: now }).where('id', '=', row.id).execute();
  // The hours end with the contract; what was used until now is settled with the refund.
  if (row.purchaseId) await db(tx).updateTable('purchases').set({ expires_at: now }).where('id', '=', row.purchaseId).where('expires_at', '>', now).execute();
  await recordAudit(tx, {
    actorId,
    action: 'order.withdraw',
    clientId: row.userId,
    entityId: row.id,
    details: { reference: row.reference, minutesUsed: Number(row.minutesUsed ?? 0), declaredAt: declaredAt.toISOString() },
  });
}

/**
 * The buyer's e-mail address as an invoice keeps it: only a business client's, which its e-invoice
 * carries (BT-49, BT-58); a consumer's invoice shows none, so its row keeps none (GDPR Art. 5 (1)(c)).
 */
function invoiceEmailOf(row: Pick<OrderRow, 'customerType' | 'clientEmail'>): string | null {
  return row.customerType === 'business' ? row.clientEmail : null;
}

/** What a declaration for `row` (locked) declared at `declaredAt` leads to: already withdrawn, withdrawable, or not (the firm reviews it). */
function outcomeFor(row: OrderRow, declaredAt: Date): 'withdrawn' | 'late' | 'no_right' | 'repeated' {
  if (row.status === 'withdrawn') return 'repeated';
  // § 312g BGB gives the right of withdrawal to consumers only.
  if (row.customerType === 'business') return 'no_right';
  return canWithdraw(row, declaredAt) ? 'withdrawn' : 'late';
}

/** An order reference as we issue them ("SH-" and six Crockford base-32 characters): the only sender-given text a receipt to an unmatched address repeats. */
const ISSUED_REFERENCE = /^SH-[0-9A-HJKMNP-TV-Z]{6}$/;

/**
 * A withdrawal declaration (§ 356a BGB), from the two-step function reachable without login
 * (decision records 011 and 018). Always recorded with its time of receipt, which is what makes it
 * timely (§ 355 (1) S. 5 BGB), and always acknowledged by e-mail; the firm is told of every one.
 * - Signed in, for one of the user's own orders (the reference alone identifies it): handled at
 *   once — withdrawn when within the period (`applyWithdrawal`), otherwise left to the firm — and
 *   the receipt goes to the order's address.
 * - Otherwise (no session, or someone else's order) the reference and the e-mail address must
 *   identify an order; nothing changes yet. A withdrawable match is recorded as `pending` and its
 *   receipt, sent to the order's address only, carries a single-use link (SHA-256 stored, valid
 *   WITHDRAWAL_LINK_DAYS) that confirms it (`confirmWithdrawal`). An address that matches no order
 *   gets a receipt of fixed text, none of the sender's words (no mail relay).
 * The answer never says whether the reference exists: every declaration that is not handled at
 * once answers `awaitingConfirmation: true`.
 */
export async function submitWithdrawal(ctx: ServiceContext, input: WithdrawalInput, now = new Date()): Promise<WithdrawalReceipt> {
  const { em, config, user } = ctx;
  const data = WithdrawalInputSchema.parse(input);
  const declared = {
    receivedAt: now.toISOString(),
    name: data.name,
    email: data.email,
    orderReference: data.orderReference,
    message: data.message,
  };
  const awaitingConfirmation = await em.transactional(async (tx) => {
    const own = user ? await orderRow(tx, { reference: data.orderReference, userId: user.id }, true) : undefined;
    const row = own ?? (await orderRow(tx, { reference: data.orderReference, email: data.email }, true));
    let outcome: WithdrawalOutcome = row ? outcomeFor(row, now) : 'unmatched';
    if (!own && outcome === 'withdrawn') outcome = 'pending';
    const token = outcome === 'pending' ? randomBytes(32).toString('base64url') : null;
    await db(tx)
      .insertInto('withdrawals')
      .values({
        id: sql<string>`default`,
        order_id: row?.id ?? null,
        name: data.name,
        email: data.email,
        order_reference: data.orderReference,
        message: data.message,
        language: data.language,
        received_at: now,
        outcome,
        token_hash: token ? tokenHash(token) : null,
        token_expires_at: token ? addDaysToInstant(now, WITHDRAWAL_LINK_DAYS) : null,
      })
      .execute();
    if (own && outcome === 'withdrawn') await applyWithdrawal(tx, own, now, now, own.userId);
    if (!row) {
      const orderReference = ISSUED_REFERENCE.test(data.orderReference) ? data.orderReference : null;
      await queueMail(tx, {
        to: data.email,
        language: data.language,
        content: { kind: 'withdrawal.acknowledged', params: { receivedAt: declared.receivedAt, orderReference } },
      });
    } else if (token) {
      const confirmUrl = siteUrl(config, `/withdraw/confirm?token=${token}`);
      await queueMail(tx, {
        to: row.clientEmail,
        language: row.clientLanguage,
        content: { kind: 'withdrawal.confirm', params: { ...declared, confirmUrl, validDays: WITHDRAWAL_LINK_DAYS } },
      });
    } else {
      await queueMail(tx, {
        to: row.clientEmail,
        language: row.clientLanguage,
        content: { kind: 'withdrawal.received', params: { ...declared, withdrawn: outcome === 'withdrawn', portalUrl: siteUrl(config, '/orders') } },
      });
    }
    await queueFirmWithdrawalMail(tx, config, declared, outcome);
    return !own;
  });
  return { ...declared, awaitingConfirmation };
}

type DeclaredWithdrawal = Pick<WithdrawalReceipt, 'receivedAt' | 'name' | 'email' | 'orderReference' | 'message'>;

/** Tells the firm of a withdrawal declaration or of its confirmation, in the firm's language (replies go to the declarant). */
async function queueFirmWithdrawalMail(tx: EntityManager, config: AppConfig, declared: DeclaredWithdrawal, outcome: WithdrawalOutcome): Promise<void> {
  await queueMail(tx, {
    to: config.mail.firmEmail,
    language: config.mail.firmLanguage,
    replyTo: declared.email,
    content: { kind: 'withdrawal.firm', params: { ...declared, outcome, adminUrl: siteUrl(config, '/admin/orders') } },
  });
}

/**
 * Confirms a pending declaration (locked by the caller) in `tx`: applies it as declared at its
 * receipt when the order is still withdrawable judged at that moment (a confirmation after the
 * period does not make a timely declaration late, § 355 (1) S. 5 BGB), marks it confirmed and
 * clears its link (single use), and e-mails the order's address and the firm as a signed-in
 * declaration does.
 */
async function confirmPending(
  tx: EntityManager,
  config: AppConfig,
  w: WithdrawalRow,
  by: { adminId: string | null },
  now: Date,
): Promise<WithdrawalConfirmation> {
  const row = (await orderRow(tx, { id: w.orderId! }, true))!;
  const declaredAt = new Date(w.receivedAt);
  const outcome = outcomeFor(row, declaredAt);
  if (outcome === 'withdrawn') await applyWithdrawal(tx, row, declaredAt, now, by.adminId ?? row.userId);
  await db(tx)
    .updateTable('withdrawals')
    .set({ outcome, confirmed_at: now, confirmed_by: by.adminId, token_hash: null, token_expires_at: null })
    .where('id', '=', w.id)
    .execute();
  const declared: DeclaredWithdrawal = {
    receivedAt: declaredAt.toISOString(),
    name: w.name,
    email: w.email,
    orderReference: w.orderReference,
    message: w.message,
  };
  await queueMail(tx, {
    to: row.clientEmail,
    language: row.clientLanguage,
    content: { kind: 'withdrawal.received', params: { ...declared, withdrawn: outcome === 'withdrawn', portalUrl: siteUrl(config, '/orders') } },
  });
  await queueFirmWithdrawalMail(tx, config, declared, outcome);
  return { orderReference: row.reference, receivedAt: declared.receivedAt, outcome };
}

/**
 * Opens a withdrawal's confirmation link (POST from `/withdraw/confirm?token=…`; no session
 * needed: whoever holds the link received it at the order's address). Each link works once,
 * for WITHDRAWAL_LINK_DAYS after receipt (decision record 018).
 * @returns the order reference, the time of receipt that counts, and the outcome
 * @throws AppError VALIDATION 'This withdrawal link is invalid or has expired' (unknown, used or expired)
 */
export async function confirmWithdrawal(ctx: ServiceContext, data: WithdrawalConfirmInput, now = new Date()): Promise<WithdrawalConfirmation> {
  return ctx.em.transactional(async (tx) => {
    // Lock the declaration: two openings at the same moment cannot both use the link.
    const w = await lockedWithdrawal(tx, { tokenHash: tokenHash(data.token) });
    if (!w || w.outcome !== 'pending' || !w.tokenExpiresAt || new Date(w.tokenExpiresAt).getTime() <= now.getTime()) {
      throw new AppError('VALIDATION', 'withdrawalLinkInvalid', { field: 'token' });
    }
    return confirmPending(tx, ctx.config, w, { adminId: null }, now);
  });
}

/**
 * The firm confirms a pending declaration on review (admin), e.g. after the client confirmed by
 * other means; also after the link has expired. Same effect as the link.
 * @throws AppError NOT_FOUND, CONFLICT 'This withdrawal is no longer awaiting confirmation'
 */
export async function confirmWithdrawalOnReview(ctx: ServiceContext, { id }: { id: string }, now = new Date()): Promise<AdminWithdrawal> {
  const { em, user, config } = requireOwner(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'notFound');
  await em.transactional(async (tx) => {
    const w = await lockedWithdrawal(tx, { id });
    if (!w) throw new AppError('NOT_FOUND', 'notFound');
    if (w.outcome !== 'pending') throw new AppError('CONFLICT', 'withdrawalNotPending');
    await confirmPending(tx, config, w, { adminId: user.id }, now);
  });
  const { receivedText: _, ...confirmed } = (await withdrawalRows(em, { id }))[0]!;
  return confirmed;
}

/**
 * Refunds a withdrawn, paid order (admin): the refund is the price less the value of the hours
 * used (§ 357a (2) BGB, only with an early-start request), paid back through Stripe for card
 * payments (idempotent: a retry after a crash does not refund twice) or by the firm's own transfer;
 * a credit note for the refunded amount corrects the invoice; the client is e-mailed.
 * @throws AppError NOT_FOUND, CONFLICT 'Only a withdrawn order can be refunded' / 'already refunded',
 *   SERVICE_UNAVAILABLE when Stripe cannot be reached (nothing recorded; try again)
 */
export async function refundOrder(ctx: ServiceContext, { id }: { id: string }, now = new Date()): Promise<AdminOrder> {
  const { em, user, config } = requireOwner(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'orderNotFound');
  const before = await orderRow(em, { id });
  if (!before) throw new AppError('NOT_FOUND', 'orderNotFound');
  if (before.status !== 'withdrawn' || !before.purchaseId) throw new AppError('CONFLICT', 'orderNotWithdrawn');
  if (before.refundedAt) throw new AppError('CONFLICT', 'orderAlreadyRefunded');
  const settlement = withdrawalSettlement(priceOf(before), before.hours * 60, Number(before.minutesUsed ?? 0), before.earlyStart);
  if (before.stripePaymentIntent && settlement.refundCents > 0) {
    const gateway = stripeGatewayOf(config);
    if (!gateway) throw new AppError('VALIDATION', 'cardPaymentUnavailable');
    try {
      await gateway.refund({ paymentIntentId: before.stripePaymentIntent, amountCents: settlement.refundCents, idempotencyKey: `refund:${before.id}` });
    } catch (err) {
      throw asProviderError(err);
    }
  }
  await em.transactional(async (tx) => {
    const row = (await orderRow(tx, { id }, true))!;
    if (row.refundedAt) throw new AppError('CONFLICT', 'orderAlreadyRefunded');
    const invoice = await db(tx).selectFrom('invoices').select('id').where('order_id', '=', row.id).where('kind', '=', 'invoice').executeTakeFirst();
    await issueInvoice(tx, {
      kind: 'credit_note',
      orderId: row.id,
      userId: row.userId,
      correctsId: invoice!.id,
      issuedAt: now,
      // The refund goes back the way the order was paid.
      paymentMeans: row.stripePaymentIntent ? 'card' : 'transfer',
      paidOn: null,
      language: row.language,
      buyer: buyerParty(billingOf(row), invoiceEmailOf(row)),
      lines: [packageLineOf(row, settlement.refund.netCents)],
      amounts: settlement.refund,
    });
    await db(tx).updateTable('orders').set({ refund_cents: settlement.refundCents, refunded_at: now }).where('id', '=', row.id).execute();
    await recordAudit(tx, {
      actorId: user.id,
      action: 'order.refund',
      clientId: row.userId,
      entityId: row.id,
      details: { reference: row.reference, refundCents: settlement.refundCents, valueProvidedCents: settlement.valueProvidedCents },
    });
    await queueOrderMail(tx, config, { ...row, refundCents: settlement.refundCents }, 'order.refunded');
  });
  return (await adminOrder(em, id, now))!;
}

/** One page of the withdrawal declarations received, newest first (admin), pending ones included. */
export async function listWithdrawals(ctx: ServiceContext, page: KeysetPageInput): Promise<{ items: AdminWithdrawal[]; nextCursor: string | null }> {
  const { em } = requireOwner(ctx);
  const rows = await withdrawalRows(em, { after: keysetAfter(page.cursor), limit: page.limit + 1 });
  const items = rows.slice(0, page.limit);
  const last = rows.length > page.limit ? items.at(-1) : undefined;
  return {
    items: items.map(({ receivedText: _, ...w }) => w),
    nextCursor: last ? keysetCursor(last.receivedText, last.id) : null,
  };
}

/**
 * The admin's order list: newest first, filtered by state, by client (`clientId`: the client's page,
 * a deleted account's retained orders included) and by reference, client name or e-mail.
 */
export async function listAdminOrders(ctx: ServiceContext, input: AdminOrderListInput, now = new Date()) {
  const { em } = requireOwner(ctx);
  const q = AdminOrderListInputSchema.parse(input);
  const rows = await adminOrderRows(em, q, keysetAfter(q.cursor), q.limit + 1);
  const items = rows.slice(0, q.limit);
  const last = rows.length > q.limit ? items.at(-1) : undefined;
  return { items: items.map((r) => toAdminOrder(r, now)), nextCursor: last ? keysetCursor(last.createdText, last.id) : null };
}

/**
 * The hourly unpaid-order upkeep: a reminder on day 7 (once, `reminded_at`), and expiry when the
 * order's pay-by time has passed. Card orders are reminded too (they can still pay by transfer).
 * @returns how many orders were reminded and expired
 */
export async function runOrderUpkeep(em: EntityManager, config: AppConfig, now = new Date()): Promise<{ reminded: number; expired: number }> {
  return em.transactional(async (tx) => {
    const expiring = await expiringOrderRows(tx, now);
    for (const row of expiring) {
      await db(tx).updateTable('orders').set({ status: 'expired', closed_at: now }).where('id', '=', row.id).execute();
      await recordAudit(tx, { actorId: row.userId, action: 'order.expire', clientId: row.userId, entityId: row.id, details: { reference: row.reference } });
      await queueOrderMail(tx, config, row, 'order.expired', `order-expired:${row.id}`);
    }
    const remindBefore = addDaysToInstant(now, -ORDER_REMINDER_DAY);
    const due = await ordersToRemind(tx, remindBefore, now);
    for (const row of due) {
      await db(tx).updateTable('orders').set({ reminded_at: now }).where('id', '=', row.id).execute();
      await queueOrderMail(tx, config, row, 'order.reminder', `order-reminder:${row.id}`);
    }
    return { reminded: due.length, expired: expiring.length };
  });
}
