/**
 * Card payment through Stripe Checkout: a thin wrapper over the official `stripe` package that
 * creates hosted Checkout Sessions, reads them back, refunds payments and verifies webhooks.
 * Amounts are integer euro cents throughout. Outages of Stripe (network failure, timeout, 5xx)
 * surface as PaymentProviderUnavailableError; Stripe's 4xx errors (card, request, auth) pass
 * through unchanged as the library's `Stripe.errors.*` classes.
 */
import Stripe from 'stripe';

interface StripeSettings {
  /** Secret API key (`sk_test_…` / `sk_live_…`, or a restricted `rk_…` key). */
  secretKey: string;
  /** Signing secret of the webhook endpoint (`whsec_…`). */
  webhookSecret: string;
  /** Origin of another server speaking Stripe's API, e.g. 'http://127.0.0.1:45678' in tests; default api.stripe.com. */
  apiBase?: string;
}

/** Stripe could not be reached or failed on its side: the caller answers 503 with `Retry-After: retryAfterSeconds`. */
export class PaymentProviderUnavailableError extends Error {
  override readonly name = 'PaymentProviderUnavailableError';
  /** Seconds the client should wait before trying again (Stripe's own Retry-After when it sent one). */
  readonly retryAfterSeconds: number;

  constructor(message: string, options: { cause: unknown; retryAfterSeconds?: number }) {
    super(message, { cause: options.cause });
    this.retryAfterSeconds = options.retryAfterSeconds ?? 30;
  }
}

/** A webhook request whose Stripe-Signature header is missing, malformed, wrong or too old (answer 400). */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

export interface CreateCheckoutSessionArgs {
  /** Our order id; becomes `client_reference_id` and `metadata.orderId`. */
  orderId: string;
  /** Human-readable order reference shown to staff; becomes `metadata.reference`. */
  reference: string;
  /** Gross amount to charge, in euro cents (integer > 0). */
  amountCents: number;
  currency: 'eur';
  /** Name of the single line item on the Checkout page. */
  productName: string;
  customerEmail: string;
  locale: 'en' | 'de';
  /** Where Checkout sends the customer after paying; may contain `{CHECKOUT_SESSION_ID}`. */
  successUrl: string;
  cancelUrl: string;
  /** Stable per order attempt, so a retried request never opens a second session. */
  idempotencyKey: string;
  /** When the session stops accepting payment (Stripe allows 30 minutes to 24 hours ahead); default 24 hours. */
  expiresAt?: Date;
}

export interface CheckoutSessionInfo {
  id: string;
  /** 'open' | 'complete' | 'expired' (null only for sessions of an unusual ui_mode). */
  status: Stripe.Checkout.Session.Status | null;
  /** 'paid' | 'unpaid' | 'no_payment_required'. */
  paymentStatus: Stripe.Checkout.Session.PaymentStatus;
  /** `pi_…` once the customer has paid, else null. */
  paymentIntentId: string | null;
  /** Total charged, in cents of `currency`. */
  amountTotal: number | null;
  /** Lower-case ISO code, e.g. 'eur'. */
  currency: string | null;
  /** Our order id as given at creation (client_reference_id, else metadata.orderId). */
  orderId: string | null;
  /** The Checkout page while the session is open, else null. */
  url: string | null;
}

export interface StripeGateway {
  /**
   * Opens a hosted Checkout Session in payment mode for one line item of `amountCents`.
   * Returns its id (`cs_…`) and the URL to redirect the customer to.
   * Throws PaymentProviderUnavailableError on an outage, `Stripe.errors.StripeError` subclasses on 4xx.
   */
  createCheckoutSession(args: CreateCheckoutSessionArgs): Promise<{ id: string; url: string }>;
  /** Reads a session back (e.g. on the success page or to reconcile). Errors as for createCheckoutSession; unknown id → StripeInvalidRequestError. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo>;
  /**
   * Refunds `amountCents` (integer > 0) of a paid PaymentIntent; returns the refund id (`re_…`) and its status
   * ('succeeded', 'pending', 'requires_action', 'failed' or 'canceled'). More than the unrefunded amount → StripeInvalidRequestError.
   */
  refund(args: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string; status: string }>;
  /**
   * Checks the Stripe-Signature header of a webhook against the raw request body (exactly the bytes received;
   * 5 minutes timestamp tolerance) and returns the parsed event. Throws WebhookSignatureError otherwise.
   */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): Stripe.Event;
}

/** Client options for a Stripe-compatible server at `apiBase` (scheme, host and port only: the library always requests /v1/…). */
function addressOptions(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Stripe apiBase must be http(s): ${apiBase}`);
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`Stripe apiBase must be an origin without path: ${apiBase}`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
  };
}

/** Seconds from a numeric Retry-After header of a Stripe error response, if any. */
function retryAfterOf(err: InstanceType<typeof Stripe.errors.StripeError>): number | undefined {
  const headers = err.headers as Record<string, string | string[] | undefined> | undefined;
  const value = Number(headers?.['retry-after']);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Rethrows what the library threw, outages (network, timeout, unreadable or 5xx answers) as PaymentProviderUnavailableError. */
function rethrow(err: unknown, action: string): never {
  if (err instanceof Stripe.errors.StripeConnectionError) {
    throw new PaymentProviderUnavailableError(`Stripe unreachable while trying to ${action}: ${err.message}`, { cause: err });
  }
  if (err instanceof Stripe.errors.StripeError && (err instanceof Stripe.errors.StripeAPIError || (err.statusCode ?? 0) >= 500)) {
    const status = err.statusCode ? ` (HTTP ${err.statusCode})` : '';
    throw new PaymentProviderUnavailableError(`Stripe failed while trying to ${action}${status}: ${err.message}`, {
      cause: err,
      retryAfterSeconds: retryAfterOf(err),
    });
  }
  throw err;
}

/**
 * Creates the gateway for one Stripe account. The client pins the API version this library
 * release was built for, retries a failed request once (same idempotency key) and gives up
 * on a request after 10 s. Throws at once when a key or secret is empty or apiBase is invalid.
 */
export function createStripeGateway(settings: StripeSettings): StripeGateway {
  if (!settings.secretKey.trim()) throw new Error('Stripe secret key is empty');
  if (!settings.webhookSecret.trim()) throw new Error('Stripe webhook secret is empty');
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(settings.apiBase ? addressOptions(settings.apiBase) : {}),
  });

  return {
    async createCheckoutSession(args) {
      if (!Number.isInteger(args.amountCents) || args.amountCents <= 0) throw new RangeError(`amountCents must be a positive integer: ${args.amountCents}`);
      const metadata = { orderId: args.orderId, reference: args.reference };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [{ quantity: 1, price_data: { currency: args.currency, unit_amount: args.amountCents, product_data: { name: args.productName } } }],
            client_reference_id: args.orderId,
            customer_email: args.customerEmail,
            locale: args.locale,
            metadata,
            payment_intent_data: { metadata },
            success_url: args.successUrl,
            cancel_url: args.cancelUrl,
            ...(args.expiresAt ? { expires_at: Math.floor(args.expiresAt.getTime() / 1000) } : {}),
          },
          { idempotencyKey: args.idempotencyKey },
        );
      } catch (err) {
        rethrow(err, 'create a checkout session');
      }
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(id);
      } catch (err) {
        rethrow(err, 'retrieve a checkout session');
      }
      const intent = session.payment_intent;
      return {
        id: session.id,
        status: session.status,
        paymentStatus: session.payment_status,
        paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        amountTotal: session.amount_total,
        currency: session.currency,
        orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
        url: session.url ?? null,
      };
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new RangeError(`amountCents must be a positive integer: ${amountCents}`);
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey });
      } catch (err) {
        rethrow(err, 'refund a payment');
      }
      // Stripe types status as nullable; an unknown state is treated as not yet settled.
      return { id: refund.id, status: refund.status ?? 'pending' };
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('Webhook request has no Stripe-Signature header');
      try {
        return stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(err.message, { cause: err });
        if (err instanceof SyntaxError) throw new WebhookSignatureError('Signed webhook body is not JSON', { cause: err });
        throw err;
      }
    },
  };
}
