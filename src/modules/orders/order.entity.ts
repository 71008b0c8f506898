/**
 * The tables of selling hours (decision record 011), declared for the ORM's schema check. The
 * services read and write them with SQL (decision record 002): orders with their price snapshot,
 * withdrawal declarations, and the Stripe events already handled.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';
import type { Billing } from '../../shared/orders/orders.schema.js';

/**
 * `orders`: a client's order of a package or of extra hours at the standard hourly rate (`kind`,
 * decision record 071: extra hours have no package); amounts in euro cents.
 */
export const OrderEntity = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    id: generatedUuidKey(),
    reference: p.string().length(20).unique(),
    userId: p.uuid(),
    /** 'package' or 'extra_hours' (OrderKind). */
    kind: p.string().length(12).default('package'),
    /** The package ordered; null for extra hours. */
    packageId: p.uuid().nullable(),
    /** The name as ordered ('Extra hours' / 'Zusatzstunden' for extra hours). */
    packageName: p.string().length(120),
    packageNameDe: p.string().length(120).nullable(),
    hours: p.integer(),
    validityMonths: p.integer(),
    netCents: p.integer(),
    vatRatePercent: p.integer(),
    vatCents: p.integer(),
    grossCents: p.integer(),
    customerType: p.string().length(10),
    billing: p.json<Billing>(),
    language: p.string().length(2),
    paymentMethod: p.string().length(10),
    earlyStart: p.boolean().default(false),
    termsAcceptedAt: p.datetime(),
    status: p.string().length(10).default('open'),
    createdAt: nowOnCreate(),
    payBy: p.datetime(),
    remindedAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    paidOn: p.date().nullable(),
    confirmedBy: p.uuid().nullable(),
    stripeSessionId: p.string().length(255).nullable(),
    stripePaymentIntent: p.string().length(255).nullable(),
    purchaseId: p.uuid().nullable(),
    closedAt: p.datetime().nullable(),
    withdrawnAt: p.datetime().nullable(),
    refundCents: p.integer().nullable(),
    refundedAt: p.datetime().nullable(),
  },
});

/**
 * `withdrawals`: every withdrawal declaration received (§ 356a BGB), matched to an order or not.
 * A declaration without a session waits (`outcome` 'pending') for the single-use link mailed to
 * the order's address, or the firm's review (docs/decisions/018-withdrawal-confirmation.md).
 */
export const WithdrawalEntity = defineEntity({
  name: 'Withdrawal',
  tableName: 'withdrawals',
  properties: {
    id: generatedUuidKey(),
    orderId: p.uuid().nullable(),
    name: p.string().length(200),
    email: p.string().length(254),
    orderReference: p.string().length(60),
    message: p.text().nullable(),
    language: p.string().length(2),
    receivedAt: nowOnCreate(),
    outcome: p.string().length(12),
    /** hex SHA-256 of the confirmation link's token; null once confirmed (single use) or when none was sent. */
    tokenHash: p.string().length(64).nullable().unique(),
    tokenExpiresAt: p.datetime().nullable(),
    confirmedAt: p.datetime().nullable(),
    /** The admin who confirmed it on review; null when confirmed by the link. */
    confirmedBy: p.uuid().nullable(),
  },
});

/** `stripe_events`: webhook events already handled (a replay finds its id and does nothing). */
export const StripeEventEntity = defineEntity({
  name: 'StripeEvent',
  tableName: 'stripe_events',
  properties: {
    id: p.string().length(255).primary(),
    type: p.string().length(100),
    receivedAt: nowOnCreate(),
  },
});
