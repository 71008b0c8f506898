/**
 * A local HTTP server that answers like Stripe's API for what src/modules/orders/stripe.ts uses,
 * so the real `stripe` library can be tested end to end without api.stripe.com:
 * - POST /v1/checkout/sessions (form-encoded as the library sends it) → an open, unpaid Checkout Session;
 * - GET /v1/checkout/sessions/:id;
 * - POST /v1/refunds (payment_intent, amount) → a succeeded refund, or 400 when more than the unrefunded amount;
 * - 401 unless `Authorization: Bearer <secretKey>`; `Idempotency-Key` replays the first answer
 *   (400 idempotency_error when reused with other parameters), as Stripe does.
 * Test controls: `requests` (every request received), `complete()`/`expire()` (what the customer or time
 * would do, returning the webhook Event), `failNext()` (simulated outage); `signedWebhook()` signs events.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request as the fake received it. */
interface RecordedRequest {
  method: string;
  /** Path without query, e.g. '/v1/checkout/sessions'. */
  path: string;
  /** Form body decoded into nested objects/arrays (`a[b][0][c]=x` → `{ a: { b: [{ c: 'x' }] } }`); values stay strings. */
  body: FormValue;
  rawBody: string;
  /** Node's lower-cased header names, e.g. headers['idempotency-key']. */
  headers: IncomingHttpHeaders;
  /** HTTP status the fake answered with. */
  status: number;
}

type FormValue = string | FormValue[] | { [key: string]: FormValue };
type Form = { [key: string]: FormValue };

interface Answer {
  status: number;
  body: unknown;
  /** Whether Stripe would store the answer under the idempotency key (not for parameter validation errors). */
  replayable: boolean;
  /** Seconds for a `Retry-After` header (a simulated outage only). */
  retryAfter?: number;
}

interface PaymentRecord {
  amount: number;
  currency: string;
  refunded: number;
}

/** A random Stripe-style id such as `cs_test_a1B2…`. */
function stripeId(prefix: string, length = 24): string {
  return `${prefix}_${randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length)}`;
}

const now = (): number => Math.floor(Date.now() / 1000);

/** Decodes an application/x-www-form-urlencoded body with Stripe's bracket notation into nested values. */
function parseStripeForm(raw: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = (key.match(/^[^[\]]+|\[[^\]]*\]/g) ?? [key]).map((p) => p.replace(/^\[|\]$/g, ''));
    let node: Form | FormValue[] = root;
    parts.forEach((part, i) => {
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, FormValue>;
      if (i === parts.length - 1) {
        container[slot] = value;
        return;
      }
      container[slot] ??= /^\d+$/.test(parts[i + 1] ?? '') ? [] : {};
      node = container[slot] as Form | FormValue[];
    });
  }
  return root;
}

function stripeError(status: number, error: { type: string; message: string; code?: string; param?: string }, replayable = true): Answer {
  const doc = error.code ? { doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}` } : {};
  return { status, body: { error: { ...error, ...doc } }, replayable };
}

const missing = (param: string): Answer =>
  stripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` }, false);

const formatEuro = (cents: number): string => `€${(cents / 100).toFixed(2)}`;

/** Stripe-compatible test server; `start()` it before use and `stop()` it afterwards. */
export class FakeStripe {
  readonly secretKey: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[] = [];
  /** Checkout Sessions by id, as the API would return them now. */
  readonly sessions = new Map<string, Stripe.Checkout.Session>();
  private readonly payments = new Map<string, PaymentRecord>();
  private readonly idempotent = new Map<string, { method: string; path: string; rawBody: string; answer: Answer }>();
  private failures: { status: number; remaining: number; retryAfter?: number } | undefined;
  private server: Server | undefined;
  private base = '';

  /** `secretKey` is the only API key the fake accepts (default 'sk_test_fake'). */
  constructor(options: { secretKey?: string } = {}) {
    this.secretKey = options.secretKey ?? 'sk_test_fake';
  }

  /** Listens on 127.0.0.1 at a free port; `url` is the origin to pass as the gateway's apiBase. */
  async start(): Promise<{ url: string; port: number }> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        // A bug in the fake answers like a Stripe outage instead of leaving the client waiting.
        if (res.headersSent) res.destroy();
        else
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { type: 'api_error', message: `fake Stripe failed: ${String(err)}` } }));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    this.server = server;
    const { port } = server.address() as AddressInfo;
    this.base = `http://127.0.0.1:${port}`;
    return { url: this.base, port };
  }

  /** Closes the server and its keep-alive connections (the library's agent keeps sockets open). */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  /**
   * The next `times` API requests answer `status` (e.g. 500 or 503) with a Stripe api_error body, as
   * during an outage; with `retryAfter` (seconds) they carry a `Retry-After` header.
   */
  failNext(status: number, times = 1, options: { retryAfter?: number } = {}): void {
    this.failures = { status, remaining: times, retryAfter: options.retryAfter };
  }

  /**
   * The customer pays: the session becomes complete/paid with a new PaymentIntent `pi_…`.
   * Returns the `checkout.session.completed` Event Stripe would send to the webhook.
   */
  complete(sessionId: string): Stripe.CheckoutSessionCompletedEvent {
    const session = this.openSession(sessionId);
    const paymentIntent = stripeId('pi', 24);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentIntent,
      // Stripe clears the Checkout page's URL once the session is no longer open.
      url: null,
      customer_details: {
        address: null,
        business_name: null,
        email: session.customer_email,
        individual_name: null,
        name: 'Test Customer',
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
    } satisfies Partial<Stripe.Checkout.Session>);
    this.payments.set(paymentIntent, { amount: session.amount_total ?? 0, currency: session.currency ?? 'eur', refunded: 0 });
    return this.event('checkout.session.completed', session);
  }

  /** The session runs out unpaid; returns the `checkout.session.expired` Event. */
  expire(sessionId: string): Stripe.CheckoutSessionExpiredEvent {
    const session = this.openSession(sessionId);
    Object.assign(session, { status: 'expired', url: null } satisfies Partial<Stripe.Checkout.Session>);
    return this.event('checkout.session.expired', session);
  }

  private openSession(sessionId: string): Stripe.Checkout.Session {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe has no checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`checkout session ${sessionId} is ${session.status}, not open`);
    return session;
  }

  private event<T extends 'checkout.session.completed' | 'checkout.session.expired'>(type: T, session: Stripe.Checkout.Session) {
    return {
      id: stripeId('evt', 24),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: structuredClone(session) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } satisfies Stripe.EventBase & { type: T; data: { object: Stripe.Checkout.Session } };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const answer = this.answer(method, path, rawBody, req.headers);
    this.requests.push({ method, path, body: parseStripeForm(rawBody), rawBody, headers: req.headers, status: answer.status });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'request-id': stripeId('req', 14),
      'stripe-version': String(req.headers['stripe-version'] ?? Stripe.API_VERSION),
    };
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string') headers['idempotency-key'] = key;
    if ('replayed' in answer) headers['idempotent-replayed'] = 'true';
    if (answer.retryAfter !== undefined) headers['retry-after'] = String(answer.retryAfter);
    res.writeHead(answer.status, headers).end(JSON.stringify(answer.body, null, 2));
  }

  private answer(method: string, path: string, rawBody: string, headers: IncomingHttpHeaders): Answer | (Answer & { replayed: true }) {
    if (this.failures && this.failures.remaining > 0) {
      this.failures.remaining--;
      const outage = stripeError(this.failures.status, { type: 'api_error', message: 'An unknown error occurred (simulated outage of the fake Stripe).' });
      return { ...outage, retryAfter: this.failures.retryAfter };
    }
    const auth = headers.authorization;
    if (auth !== `Bearer ${this.secretKey}`) {
      const given = auth?.replace(/^Bearer /, '') ?? '';
      const message = given
        ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`
        : 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.';
      return stripeError(401, { type: 'invalid_request_error', message }, false);
    }
    const key = headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string') return this.route(method, path, rawBody);
    const stored = this.idempotent.get(key);
    if (stored) {
      if (stored.method !== method || stored.path !== path || stored.rawBody !== rawBody) {
        return stripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      return { ...stored.answer, replayed: true };
    }
    const answer = this.route(method, path, rawBody);
    if (answer.replayable) this.idempotent.set(key, { method, path, rawBody, answer });
    return answer;
  }

  private route(method: string, path: string, rawBody: string): Answer {
    const form = parseStripeForm(rawBody);
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(form);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionPath) {
      const id = decodeURIComponent(sessionPath[1] ?? '');
      const session = this.sessions.get(id);
      if (!session)
        return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'session', message: `No such checkout.session: '${id}'` });
      return { status: 200, body: session, replayable: true };
    }
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    return stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}). The fake Stripe does not serve it.` });
  }

  private createSession(form: Form): Answer {
    if (typeof form.mode !== 'string') return missing('mode');
    const items = form.line_items;
    if (!Array.isArray(items) || items.length === 0) return missing('line_items');
    let amount = 0;
    let currency: string | undefined;
    for (const [i, item] of items.entries()) {
      const line = item as Form;
      const price = line.price_data as Form | undefined;
      if (!price) return missing(`line_items[${i}][price_data]`);
      const unit = Number(price.unit_amount);
      if (!Number.isInteger(unit) || unit < 0) return missing(`line_items[${i}][price_data][unit_amount]`);
      if (typeof price.currency !== 'string') return missing(`line_items[${i}][price_data][currency]`);
      if (typeof (price.product_data as Form | undefined)?.name !== 'string') return missing(`line_items[${i}][price_data][product_data][name]`);
      currency ??= price.currency;
      amount += unit * Number(line.quantity ?? 1);
    }
    const str = (value: FormValue | undefined): string | null => (typeof value === 'string' ? value : null);
    const id = stripeId('cs_test', 58);
    const created = now();
    const session: Stripe.Checkout.Session = {
      id,
      object: 'checkout.session',
      adaptive_pricing: null,
      after_expiration: null,
      allow_promotion_codes: null,
      allowed_payment_method_types: null,
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: str(form.cancel_url),
      client_reference_id: str(form.client_reference_id),
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created,
      currency: currency ?? str(form.currency),
      currency_conversion: null,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: null,
      customer_account: null,
      customer_creation: 'if_required',
      customer_details: null,
      customer_email: str(form.customer_email),
      discounts: [],
      expires_at: form.expires_at ? Number(form.expires_at) : created + 24 * 60 * 60,
      integration_identifier: null,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: (str(form.locale) as Stripe.Checkout.Session.Locale | null) ?? null,
      managed_payments: null,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      mode: form.mode as Stripe.Checkout.Session.Mode,
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'if_required',
      payment_method_configuration_details: null,
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: str(form.success_url),
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: `${this.base}/pay/${id}`,
      wallet_options: null,
    };
    this.sessions.set(id, session);
    return { status: 200, body: session, replayable: true };
  }

  private createRefund(form: Form): Answer {
    const intentId = form.payment_intent;
    if (typeof intentId !== 'string') return missing('payment_intent');
    const payment = this.payments.get(intentId);
    if (!payment) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${intentId}'`,
      });
    }
    const remaining = payment.amount - payment.refunded;
    const amount = form.amount === undefined ? remaining : Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0) {
      return stripeError(
        400,
        { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid positive integer' },
        false,
      );
    }
    if (remaining === 0) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge for PaymentIntent ${intentId} has already been refunded.`,
      });
    }
    if (amount > remaining) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${formatEuro(amount)}) is greater than unrefunded amount on charge (${formatEuro(remaining)})`,
      });
    }
    payment.refunded += amount;
    const refund: Stripe.Refund = {
      id: stripeId('re', 24),
      object: 'refund',
      amount,
      balance_transaction: stripeId('txn', 24),
      charge: stripeId('ch', 24),
      created: now(),
      currency: payment.currency,
      customer: null,
      customer_account: null,
      destination_details: { type: 'card', card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' } },
      metadata: {},
      payment_intent: intentId,
      payment_method: stripeId('pm', 24),
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    return { status: 200, body: refund, replayable: true };
  }
}

/**
 * Serializes an event as Stripe would POST it and signs it for `secret` with the library's own test helper.
 * `timestamp` (Unix seconds, default now) lets a test send a stale signature.
 */
export function signedWebhook(event: object, secret: string, timestamp?: number): { body: string; header: string } {
  const body = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp ? { timestamp } : {}) });
  return { body, header };
}
