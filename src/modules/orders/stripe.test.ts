/**
 * The Stripe gateway against the local fake Stripe server (src/test/fake-stripe.ts): the real
 * `stripe` library sends real HTTP requests, so request encoding, idempotency keys, retries,
 * error classes and webhook signatures are those of production. Needs no database.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe, signedWebhook } from '../../test/fake-stripe.js';
import { createStripeGateway, PaymentProviderUnavailableError, WebhookSignatureError, type CreateCheckoutSessionArgs, type StripeGateway } from './stripe.js';

const WEBHOOK_SECRET = 'whsec_test_5f0c1b2e9a';

let fake: FakeStripe;
let apiBase: string;
let gateway: StripeGateway;

beforeAll(async () => {
  fake = new FakeStripe({ secretKey: 'sk_test_portal_4242' });
  apiBase = (await fake.start()).url;
  gateway = createStripeGateway({ secretKey: fake.secretKey, webhookSecret: WEBHOOK_SECRET, apiBase });
});

afterAll(() => fake.stop());

function sessionArgs(overrides: Partial<CreateCheckoutSessionArgs> = {}): CreateCheckoutSessionArgs {
  const orderId = randomUUID();
  return {
    orderId,
    reference: 'SH-2025-0042',
    amountCents: 11_900,
    currency: 'eur',
    productName: 'Einkommensteuererklärung 2024 – Paket „Standard“',
    customerEmail: 'kundin@example.de',
    locale: 'de',
    successUrl: `https://portal.example/de/orders/${orderId}/paid?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `https://portal.example/de/orders/${orderId}`,
    idempotencyKey: `checkout:${orderId}:1`,
    ...overrides,
  };
}

/** Requests the fake received since `from` (an index into fake.requests). */
const requestsSince = (from: number) => fake.requests.slice(from);

/** The rejection of `promise` (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected a rejection'),
    (err: unknown) => err,
  );
}

/** A paid session: created through the gateway and completed by the "customer" on the fake. */
async function paidSession(amountCents = 11_900) {
  const args = sessionArgs({ amountCents });
  const session = await gateway.createCheckoutSession(args);
  const event = fake.complete(session.id);
  return { args, session, event, paymentIntentId: event.data.object.payment_intent as string };
}

describe('createCheckoutSession', () => {
  it('creates a payment-mode session with one price_data line item, our ids in metadata and the idempotency key', async () => {
    const from = fake.requests.length;
    const args = sessionArgs();
    const session = await gateway.createCheckoutSession(args);

    expect(session.id).toMatch(/^cs_test_\w+$/);
    expect(session.url).toBe(`${apiBase}/pay/${session.id}`);
    const [request, ...more] = requestsSince(from);
    expect(more).toEqual([]);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', status: 200 });
    expect(request?.headers).toMatchObject({
      authorization: `Bearer ${fake.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': args.idempotencyKey,
      'stripe-version': Stripe.API_VERSION,
    });
    expect(request?.body).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '11900', product_data: { name: args.productName } } }],
      client_reference_id: args.orderId,
      customer_email: 'kundin@example.de',
      locale: 'de',
      metadata: { orderId: args.orderId, reference: 'SH-2025-0042' },
      payment_intent_data: { metadata: { orderId: args.orderId, reference: 'SH-2025-0042' } },
      success_url: args.successUrl,
      cancel_url: args.cancelUrl,
    });
    expect(fake.sessions.get(session.id)).toMatchObject({ amount_total: 11_900, currency: 'eur', status: 'open', payment_status: 'unpaid' });
  });

  it('sends expires_at in Unix seconds when given', async () => {
    const from = fake.requests.length;
    const expiresAt = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const session = await gateway.createCheckoutSession(sessionArgs({ expiresAt, locale: 'en' }));
    const body = requestsSince(from)[0]?.body as Record<string, unknown>;
    expect(body.expires_at).toBe(String(Math.floor(expiresAt.getTime() / 1000)));
    expect(body.locale).toBe('en');
    expect(fake.sessions.get(session.id)?.expires_at).toBe(Math.floor(expiresAt.getTime() / 1000));
  });

  it('returns the same session when the same idempotency key is sent again, and refuses the key for other parameters', async () => {
    const args = sessionArgs();
    const first = await gateway.createCheckoutSession(args);
    const again = await gateway.createCheckoutSession(args);
    expect(again).toEqual(first);
    expect([...fake.sessions.values()].filter((s) => s.client_reference_id === args.orderId)).toHaveLength(1);

    const err = await rejectionOf(gateway.createCheckoutSession({ ...args, amountCents: 9_900 }));
    expect(err).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(err).not.toBeInstanceOf(PaymentProviderUnavailableError);
  });

  it('passes an authentication error (wrong API key) through as-is', async () => {
    const wrongKey = createStripeGateway({ secretKey: 'sk_test_not_the_key_1234', webhookSecret: WEBHOOK_SECRET, apiBase });
    const err = await rejectionOf(wrongKey.createCheckoutSession(sessionArgs()));
    expect(err).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(err).toMatchObject({ statusCode: 401, message: expect.stringContaining('Invalid API Key provided: sk_test_') });
  });
});

describe('retrieveCheckoutSession', () => {
  it('reads an open session, then the paid one with its PaymentIntent', async () => {
    const args = sessionArgs();
    const { id } = await gateway.createCheckoutSession(args);
    const from = fake.requests.length;

    expect(await gateway.retrieveCheckoutSession(id)).toEqual({
      id,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      amountTotal: 11_900,
      currency: 'eur',
      orderId: args.orderId,
      url: expect.stringContaining(`/pay/${id}`),
    });
    expect(requestsSince(from)[0]).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${id}`, rawBody: '' });

    const event = fake.complete(id);
    const paid = await gateway.retrieveCheckoutSession(id);
    expect(paid).toMatchObject({ status: 'complete', paymentStatus: 'paid', paymentIntentId: expect.stringMatching(/^pi_\w+$/), url: null });
    expect(paid.paymentIntentId).toBe(event.data.object.payment_intent);
  });

  it('passes "no such session" (404) through as an invalid-request error', async () => {
    const err = await rejectionOf(gateway.retrieveCheckoutSession('cs_test_missing'));
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('refund', () => {
  it('refunds part of a payment, then the rest, sending payment_intent, amount and the idempotency key', async () => {
    const { paymentIntentId } = await paidSession(11_900);
    const from = fake.requests.length;

    const partial = await gateway.refund({ paymentIntentId, amountCents: 4_000, idempotencyKey: 'refund:1' });
    expect(partial).toEqual({ id: expect.stringMatching(/^re_\w+$/), status: 'succeeded' });
    const [request] = requestsSince(from);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds', body: { payment_intent: paymentIntentId, amount: '4000' } });
    expect(request?.headers['idempotency-key']).toBe('refund:1');

    // A retried refund with the same key is the same refund, not a second one.
    expect(await gateway.refund({ paymentIntentId, amountCents: 4_000, idempotencyKey: 'refund:1' })).toEqual(partial);

    const rest = await gateway.refund({ paymentIntentId, amountCents: 7_900, idempotencyKey: 'refund:2' });
    expect(rest.status).toBe('succeeded');
    expect(rest.id).not.toBe(partial.id);
  });

  it('refuses to refund more than was paid, with the 400 passed through', async () => {
    const { paymentIntentId } = await paidSession(11_900);
    const err = await rejectionOf(gateway.refund({ paymentIntentId, amountCents: 11_901, idempotencyKey: randomUUID() }));
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
    expect((err as Error).message).toContain('€119.01');
  });

  it('rejects a non-positive or fractional amount before calling Stripe', async () => {
    const from = fake.requests.length;
    for (const amountCents of [0, -100, 12.5]) {
      await expect(gateway.refund({ paymentIntentId: 'pi_x', amountCents, idempotencyKey: randomUUID() })).rejects.toThrow(RangeError);
    }
    await expect(gateway.createCheckoutSession(sessionArgs({ amountCents: 0 }))).rejects.toThrow(RangeError);
    expect(requestsSince(from)).toEqual([]);
  });
});

describe('verifyWebhook', () => {
  it('returns the event of a correctly signed body (string or Buffer)', async () => {
    const { session, event } = await paidSession();
    const { body, header } = signedWebhook(event, WEBHOOK_SECRET);
    for (const raw of [body, Buffer.from(body)]) {
      const verified = gateway.verifyWebhook(raw, header);
      expect(verified.type).toBe('checkout.session.completed');
      expect(verified).toEqual(event);
      if (verified.type === 'checkout.session.completed') expect(verified.data.object.id).toBe(session.id);
    }
    expect(event).toMatchObject({ id: expect.stringMatching(/^evt_\w+$/), object: 'event', api_version: Stripe.API_VERSION, livemode: false });
  });

  it('rejects a tampered body, a wrong secret, a missing or malformed header and a stale timestamp', async () => {
    const { event } = await paidSession();
    const { body, header } = signedWebhook(event, WEBHOOK_SECRET);
    const tampered = body.replace('"amount_total": 11900', '"amount_total": 1');
    expect(tampered).not.toBe(body);
    const cases: [string, string | Buffer, string | undefined][] = [
      ['tampered body', tampered, header],
      ['wrong secret', body, signedWebhook(event, 'whsec_someone_else').header],
      ['missing header', body, undefined],
      ['empty header', body, ''],
      ['malformed header', body, 'not-a-signature'],
      ['stale timestamp', body, signedWebhook(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301).header],
      ['empty body', '', header],
    ];
    for (const [what, raw, signature] of cases) {
      expect(() => gateway.verifyWebhook(raw, signature), what).toThrow(WebhookSignatureError);
    }
    // Within the 5-minute tolerance a delayed delivery is still accepted.
    const late = signedWebhook(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 240);
    expect(gateway.verifyWebhook(late.body, late.header).id).toBe(event.id);
  });
});

describe('outages', () => {
  it('retries a 5xx once with the same idempotency key, so a single failure goes unnoticed', async () => {
    const from = fake.requests.length;
    fake.failNext(500);
    const args = sessionArgs();
    const session = await gateway.createCheckoutSession(args);
    const attempts = requestsSince(from);
    expect(attempts.map((r) => r.status)).toEqual([500, 200]);
    expect(attempts.map((r) => r.headers['idempotency-key'])).toEqual([args.idempotencyKey, args.idempotencyKey]);
    expect(fake.sessions.has(session.id)).toBe(true);
  });

  it('maps a 503 that persists after the retry to PaymentProviderUnavailableError', async () => {
    const from = fake.requests.length;
    fake.failNext(503, 2);
    const err = await rejectionOf(gateway.createCheckoutSession(sessionArgs()));
    expect(err).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((err as PaymentProviderUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
    expect((err as Error).cause).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect((err as Error).cause).toMatchObject({ statusCode: 503 });
    expect(requestsSince(from).map((r) => r.status)).toEqual([503, 503]);

    fake.failNext(503, 2);
    await expect(gateway.retrieveCheckoutSession('cs_test_any')).rejects.toThrow(PaymentProviderUnavailableError);
    fake.failNext(500, 2);
    await expect(gateway.refund({ paymentIntentId: 'pi_any', amountCents: 100, idempotencyKey: randomUUID() })).rejects.toThrow(
      PaymentProviderUnavailableError,
    );
  });

  it('maps a refused connection to PaymentProviderUnavailableError', async () => {
    const gone = new FakeStripe({ secretKey: fake.secretKey });
    const { url } = await gone.start();
    await gone.stop();
    const unreachable = createStripeGateway({ secretKey: fake.secretKey, webhookSecret: WEBHOOK_SECRET, apiBase: url });
    const err = await rejectionOf(unreachable.createCheckoutSession(sessionArgs()));
    expect(err).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((err as Error).cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });
});

describe('createStripeGateway', () => {
  it('refuses empty secrets and an apiBase that is not a bare http(s) origin', () => {
    const ok = { secretKey: 'sk_test_x', webhookSecret: WEBHOOK_SECRET };
    expect(() => createStripeGateway({ ...ok, secretKey: '' })).toThrow(/secret key/);
    expect(() => createStripeGateway({ ...ok, webhookSecret: '  ' })).toThrow(/webhook secret/);
    expect(() => createStripeGateway({ ...ok, apiBase: 'http://127.0.0.1:1234/api' })).toThrow(/without path/);
    expect(() => createStripeGateway({ ...ok, apiBase: 'ftp://127.0.0.1' })).toThrow(/http/);
    expect(() => createStripeGateway({ ...ok, apiBase: 'https://stripe.internal.example:8443' })).not.toThrow();
  });
});
