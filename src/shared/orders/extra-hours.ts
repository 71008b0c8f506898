/**
 * Extra hours at the standard hourly rate (docs/decisions/071-extra-hours.md): what an order or a
 * purchase is (a package, or extra hours), the bounds of an extra-hours order, the name it is shown
 * under, and its price. Pure: shared by the server (orders, purchases, invoices, e-mails) and the
 * web (order page).
 */
import { priceWithVat, type PriceBreakdown } from './pricing.js';

/** What an order (and the purchase it creates) is: a package of the catalogue, or extra hours at the standard hourly rate. */
export const ORDER_KINDS = ['package', 'extra_hours'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The hours one extra-hours order may buy (whole hours). */
export const EXTRA_HOURS_MIN = 1;
export const EXTRA_HOURS_MAX = 20;

/**
 * The standard hourly rate until the owner sets one: €30.00 net (euro cents). Just above the
 * dearest hour of the seed packages (Starter: €140 / 5 h = €28), so a package stays the cheaper way
 * to buy hours and a client with a package pays a little more for a top-up, never less.
 */
export const DEFAULT_HOURLY_RATE_CENTS = 3_000;
/** The bounds of the hourly-rate setting, in euro cents (€1.00 to €1,000.00). */
export const HOURLY_RATE_MIN_CENTS = 100;
export const HOURLY_RATE_MAX_CENTS = 100_000;

/** The name an extra-hours order, purchase, invoice line and e-mail shows, in English and German. */
export const EXTRA_HOURS_NAME = 'Extra hours';
export const EXTRA_HOURS_NAME_DE = 'Zusatzstunden';

/**
 * The price of `hours` extra hours: net = hours × rate, VAT on top as for packages (`priceWithVat`).
 * @param hours whole hours (EXTRA_HOURS_MIN to EXTRA_HOURS_MAX)
 * @param hourlyRateCents the standard hourly rate, net, in euro cents
 * @param vatRatePercent the VAT setting, in percent
 */
export function extraHoursPrice(hours: number, hourlyRateCents: number, vatRatePercent: number): PriceBreakdown {
  return priceWithVat(hours * hourlyRateCents, vatRatePercent);
}
