/**
 * Card payment through Stripe Checkout, against a local server that speaks Stripe's API
 * (src/test/fake-stripe.ts; api.stripe.com cannot be reached from here). Webhook payloads are
 * signed with the stripe library's own test-header helper.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../test/database.js';
import { FakeStripe, signedWebhook } from '../../test/fake-stripe.js';
import { createTestApp, registerAdmin, registerClient, type Client, type TestApp } from '../../test/harness.js';
import type { CreateOrderResult, OrderDetail } from '../../shared/orders/orders.schema.js';
import type { InvoiceSummary } from '../../shared/invoices/invoices.schema.js';
import { PackageEntity } from '../packages/package.entity.js';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import { en16931FailedAsserts } from '../../test/schematron.js';
import { extractFacturXml } from '../invoices/e-invoice.js';
import { runOrderUpkeep } from './orders.service.js';
import { stripeGatewayOf } from './payments.js';

const SECRET_KEY = 'sk_test_fake';
const WEBHOOK_SECRET = 'whsec_test_secret';
let stripe: FakeStripe;
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  stripe = new FakeStripe({ secretKey: SECRET_KEY });
  const { url } = await stripe.start();
  t = await createTestApp({
    publicUrl: 'https://portal.example',
    config: { orders: { payDays: 14, stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: url } } },
  });
  admin = await registerAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await stripe?.stop();
});
afterEach(() => {
  expect(t.serverErrors).toEqual([]);
});

const BILLING = { name: 'Carla Card', street: 'Kastanienallee 5', postalCode: '10435', city: 'Berlin', countryCode: 'DE' };

async function cardOrder(c: Client): Promise<CreateOrderResult> {
  const pkg = await t.em().findOneOrFail(PackageEntity, { name: 'Professional' });
  const res = await c.rest('POST', '/api/orders', { packageId: pkg.id, customerType: 'consumer', billing: BILLING, paymentMethod: 'card', acceptTerms: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreateOrderResult;
}

/** The id of the Checkout session opened for the order `orderId`. */
async function sessionOf(orderId: string): Promise<string> {
  return (await t.em().execute<{ s: string }[]>(`select stripe_session_id as s from orders where id = ?`, [orderId]))[0]!.s;
}

/** A new client's card order, paid through the verified webhook and then withdrawn by the client; returns the order. */
async function paidAndWithdrawn(): Promise<CreateOrderResult['order']> {
  const carla = await registerClient(t, 'Carla Card');
  const { order } = await cardOrder(carla);
  await deliver(stripe.complete(await sessionOf(order.id)));
  await carla.rest('POST', '/api/withdrawals', { name: 'Carla Card', email: carla.email, orderReference: order.reference });
  return order;
}

function deliver(event: object, secret = WEBHOOK_SECRET) {
  const { body, header } = signedWebhook(event, secret);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

async function countsFor(orderId: string) {
  const [row] = await t
    .em()
    .execute<{ purchases: number; invoices: number }[]>(
      `select (select count(*)::int from purchases where order_id = ?) as purchases, (select count(*)::int from invoices where order_id = ?) as invoices`,
      [orderId, orderId],
    );
  return row;
}

describe('card payment (Stripe Checkout)', () => {
  it('opens a Checkout session for the gross price and creates nothing until the verified webhook arrives', async () => {
    const carla = await registerClient(t, 'Carla Card');
    const { order, checkoutUrl } = await cardOrder(carla);
    expect(checkoutUrl).toMatch(/\/pay\/cs_test_/);
    const created = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && JSON.stringify(r.body).includes(order.id))!;
    expect(created.body).toMatchObject({ mode: 'payment', client_reference_id: order.id, metadata: { orderId: order.id, reference: order.reference } });
    expect(JSON.stringify(created.body)).toContain('"unit_amount":"33082"');
    expect(created.headers['idempotency-key']).toBeTruthy();
    expect(await countsFor(order.id)).toEqual({ purchases: 0, invoices: 0 });
    const detail = (await carla.rest('GET', `/api/orders/${order.id}`)).json() as OrderDetail;
    expect(detail).toMatchObject({ status: 'open', cardAvailable: true });
  });

  it("a card order's confirmation e-mail gives no bank transfer deadline, IBAN or GiroCode, and its reminder asks to complete the card payment", async () => {
    const carla = await registerClient(t, 'Carla Card');
    const { order } = await cardOrder(carla);
    const [mail] = await outboxFor(t, carla.email, 'order.confirmed');
    expect(mail!.text_body).toContain('by card through our payment provider Stripe');
    expect(mail!.text_body).toContain('Card payment (Stripe)');
    for (const body of [mail!.text_body, mail!.html_body]) {
      expect(body).not.toMatch(/IBAN|GiroCode|Please transfer|DE89 3704/);
    }
    // The withdrawal instructions are there all the same.
    expect(mail!.text_body).toContain('Model withdrawal form');

    // Day 7 without payment: the reminder follows the payment way too.
    await t.em().execute(`update orders set created_at = created_at - interval '8 days' where id = ?`, [order.id]);
    await runOrderUpkeep(t.em(), t.config);
    const [reminder] = await outboxFor(t, carla.email, 'order.reminder');
    expect(reminder!.text_body).toContain('complete the card payment on the order page');
    expect(reminder!.text_body).not.toContain('transfer the amount');
  });

  it('refuses a webhook with a bad signature or tampered body: 400, nothing recorded', async () => {
    const carla = await registerClient(t, 'Carla Card');
    const { order } = await cardOrder(carla);
    const sessionId = await sessionOf(order.id);
    const event = stripe.complete(sessionId);
    const wrongSecret = await deliver(event, 'whsec_wrong');
    expect(wrongSecret.statusCode).toBe(400);
    const { header } = signedWebhook(event, WEBHOOK_SECRET);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: JSON.stringify({ ...event, data: { object: { ...event.data.object, amount_total: 1 } } }),
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await countsFor(order.id)).toEqual({ purchases: 0, invoices: 0 });
  });

  it('a valid checkout.session.completed creates one purchase and one invoice, even when replayed and delivered concurrently', async () => {
    const carla = await registerClient(t, 'Carla Card');
    const { order } = await cardOrder(carla);
    const sessionId = await sessionOf(order.id);
    const event = stripe.complete(sessionId);
    const results = await Promise.all(Array.from({ length: 6 }, () => deliver(event)));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect(results.filter((r) => r.json().result === 'paid')).toHaveLength(1);
    // A second, different event for the same payment (Stripe may send both) changes nothing either.
    const again = await deliver({ ...event, id: `${event.id}_2` });
    expect(again.json().result).toBe('duplicate');
    expect(await countsFor(order.id)).toEqual({ purchases: 1, invoices: 1 });

    const paid = (await carla.rest('GET', `/api/orders/${order.id}`)).json() as OrderDetail;
    expect(paid).toMatchObject({ status: 'paid', bankTransfer: null });
    expect(((await carla.rest('GET', '/api/purchases')).json() as { hoursTotal: number }[])[0]).toMatchObject({ hoursTotal: 10, active: true });
    const [invoice] = (await carla.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
    expect(invoice).toMatchObject({ grossCents: 33082, kind: 'invoice' });
  });

  it("a business client's card-paid invoice gives bank card (48) as its payment means in the e-invoice, a transfer-paid one SEPA credit transfer (58)", async () => {
    const pkg = await t.em().findOneOrFail(PackageEntity, { name: 'Starter' });
    const billing = { ...BILLING, company: 'Karten GmbH', vatId: 'DE298765435' };
    const boss = await registerClient(t, 'Carla Card');
    const byCard = (
      await boss.rest('POST', '/api/orders', { packageId: pkg.id, customerType: 'business', billing, paymentMethod: 'card', acceptTerms: true })
    ).json() as CreateOrderResult;
    const sessionId = await sessionOf(byCard.order.id);
    expect((await deliver(stripe.complete(sessionId))).json().result).toBe('paid');
    const byTransfer = (
      await boss.rest('POST', '/api/orders', { packageId: pkg.id, customerType: 'business', billing, acceptTerms: true })
    ).json() as CreateOrderResult;
    expect((await admin.rest('POST', `/api/admin/orders/${byTransfer.order.id}/mark-paid`, { receivedOn: germanToday(new Date()) })).statusCode).toBe(200);

    const invoices = (await boss.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
    const xmlOf = async (orderId: string) => {
      const invoice = invoices.find((i) => i.orderId === orderId)!;
      return extractFacturXml((await boss.rest('GET', `/api/invoices/${invoice.id}/pdf`)).rawPayload);
    };
    const card = await xmlOf(byCard.order.id);
    expect(card).toMatch(/<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>48<\/ram:TypeCode>/);
    expect(card).not.toContain('IBANID');
    const transfer = await xmlOf(byTransfer.order.id);
    expect(transfer).toMatch(/<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>58<\/ram:TypeCode>/);
    expect(transfer).toContain('<ram:IBANID>DE89370400440532013000</ram:IBANID>');
    const failed = await en16931FailedAsserts({ card, transfer });
    expect(failed.card!.filter((f) => f.flag === 'fatal')).toEqual([]);
    expect(failed.transfer!.filter((f) => f.flag === 'fatal')).toEqual([]);
    // Two invoice renders and a Schematron validation (Saxon, a Java process): minutes on a busy machine.
  }, 120_000);

  it('a refund after withdrawal goes back through Stripe once, with a credit note', async () => {
    const order = await paidAndWithdrawn();
    stripe.failNext(503, 2);
    const outage = await admin.rest('POST', `/api/admin/orders/${order.id}/refund`);
    expect(outage.statusCode).toBe(503);
    expect(outage.headers['retry-after']).toBeTruthy();
    // When Stripe says how long to wait, the client is told the same.
    stripe.failNext(503, 2, { retryAfter: 1 });
    const told = await admin.rest('POST', `/api/admin/orders/${order.id}/refund`);
    expect(told.statusCode).toBe(503);
    expect(told.headers['retry-after']).toBe('1');
    expect(await t.em().execute(`select id from invoices where order_id = ? and kind = 'credit_note'`, [order.id])).toEqual([]);
    const ok = await admin.rest('POST', `/api/admin/orders/${order.id}/refund`);
    expect(ok.statusCode, ok.body).toBe(200);
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.status === 200);
    expect(refunds.map((r) => r.body)).toEqual([expect.objectContaining({ amount: '33082' })]);
    expect((await t.em().execute(`select kind from invoices where order_id = ? order by seq`, [order.id])).map((r) => (r as { kind: string }).kind)).toEqual([
      'invoice',
      'credit_note',
    ]);
  });

  it('a crash after Stripe refunded but before the credit note was written is repaired by pressing Refund again, without a second refund', async () => {
    const order = await paidAndWithdrawn();
    const [row] = await t.em().execute<{ pi: string }[]>(`select stripe_payment_intent as pi from orders where id = ?`, [order.id]);
    // The first attempt reached Stripe, then the process died before its transaction committed.
    const gateway = stripeGatewayOf(t.config)!;
    const first = await gateway.refund({ paymentIntentId: row!.pi, amountCents: 33082, idempotencyKey: `refund:${order.id}` });
    const again = await admin.rest('POST', `/api/admin/orders/${order.id}/refund`);
    expect(again.statusCode, again.body).toBe(200);
    const replay = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(replay.headers['idempotency-key']).toBe(`refund:${order.id}`);
    // Nothing is left to refund: the second call was answered with the first refund.
    await expect(gateway.refund({ paymentIntentId: row!.pi, amountCents: 1, idempotencyKey: 'probe' })).rejects.toThrow();
    expect(first.status).toBe('succeeded');
    expect(await t.em().execute(`select id from invoices where order_id = ? and kind = 'credit_note'`, [order.id])).toHaveLength(1);
  });

  it('when Stripe is down, placing a card order still keeps the order (payable by transfer) and a later checkout answers 503', async () => {
    const carla = await registerClient(t, 'Carla Card');
    stripe.failNext(503, 2);
    const { order, checkoutUrl } = await cardOrder(carla);
    expect(checkoutUrl).toBeNull();
    const detail = (await carla.rest('GET', `/api/orders/${order.id}`)).json() as OrderDetail;
    expect(detail.bankTransfer?.reference).toBe(order.reference);
    stripe.failNext(503, 2);
    const retry = await carla.rest('POST', `/api/orders/${order.id}/checkout`);
    expect(retry.statusCode).toBe(503);
    const later = await carla.rest('POST', `/api/orders/${order.id}/checkout`);
    expect(later.statusCode).toBe(200);
    expect(later.json().checkoutUrl).toMatch(/\/pay\/cs_test_/);
  });
});
