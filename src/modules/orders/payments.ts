/**
 * The card payment gateway of a configuration: Stripe Checkout when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set, otherwise none (card payment is then not offered). One gateway
 * per configuration object.
 */
import type { AppConfig } from '../../config.js';
import { createStripeGateway, type StripeGateway } from './stripe.js';

const gateways = new WeakMap<AppConfig, StripeGateway | null>();

/** The configuration's Stripe gateway, or null when card payment is off. */
export function stripeGatewayOf(config: AppConfig): StripeGateway | null {
  let gateway = gateways.get(config);
  if (gateway === undefined) {
    const s = config.orders.stripe;
    gateway = s ? createStripeGateway({ secretKey: s.secretKey, webhookSecret: s.webhookSecret, apiBase: s.apiBase }) : null;
    gateways.set(config, gateway);
  }
  return gateway;
}
