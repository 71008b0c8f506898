/**
 * Prices, VAT and the money side of a withdrawal, in euro cents (integers). Pure: no clock, no
 * database; shared by the server (orders, invoices) and the web (order page).
 */
import { addDays, germanToday, type CalendarDate } from '../deadlines/calendar-date.js';
import { nextWorkingDay, type HolidayCalendar } from '../deadlines/engine.js';

/** The statutory standard VAT rate in Germany, § 12 (1) UStG (the default of the VAT setting). */
export const DEFAULT_VAT_RATE_PERCENT = 19;
/** The withdrawal period for contracts concluded at a distance: 14 days (§ 355 (2) BGB). */
export const WITHDRAWAL_DAYS = 14;
/** Days an unpaid bank-transfer order stays open (ORDER_PAY_DAYS), and the reminder day. */
export const DEFAULT_ORDER_PAY_DAYS = 14;
export const ORDER_REMINDER_DAY = 7;

/** A price split into net, VAT and gross, in euro cents. */
export interface PriceBreakdown {
  netCents: number;
  vatRatePercent: number;
  vatCents: number;
  grossCents: number;
}

/**
 * VAT on a net price: `vat = round(net × rate / 100)` to the cent (commercial rounding, half up),
 * gross = net + vat (§ 12 (1) UStG rate; § 14 (4) no. 8 UStG amounts).
 * @param netCents net price in euro cents (integer ≥ 0)
 * @param vatRatePercent VAT rate in percent (integer, 0–100)
 */
export function priceWithVat(netCents: number, vatRatePercent: number): PriceBreakdown {
  const vatCents = Math.round((netCents * vatRatePercent) / 100);
  return { netCents, vatRatePercent, vatCents, grossCents: netCents + vatCents };
}

/** What a withdrawal settles (§ 357a (2) BGB), in euro cents. */
interface WithdrawalSettlement {
  /** The value of the hours already provided, which the client owes (gross). */
  valueProvidedCents: number;
  /** What the firm pays back (gross): price paid − value provided. */
  refundCents: number;
  /** The refund split into net and VAT, for the credit note. */
  refund: PriceBreakdown;
}

/**
 * The refund after a withdrawal. The client owes the value of the service provided until the
 * withdrawal only when they expressly asked for the service to start within the withdrawal period
 * (§ 357a (2) BGB); that value is the price pro rata of the minutes used over the minutes bought.
 * Without that request they owe nothing and get the whole price back.
 * @param paid the order's price (gross is what was paid)
 * @param minutesTotal minutes bought (hours × 60)
 * @param minutesUsed minutes logged on the purchase until the withdrawal
 * @param earlyStart whether the client asked for the service to start within the period
 */
export function withdrawalSettlement(paid: PriceBreakdown, minutesTotal: number, minutesUsed: number, earlyStart: boolean): WithdrawalSettlement {
  const used = earlyStart ? Math.min(Math.max(minutesUsed, 0), minutesTotal) : 0;
  const valueNet = minutesTotal > 0 ? Math.round((paid.netCents * used) / minutesTotal) : 0;
  const refundNet = paid.netCents - valueNet;
  const refund = priceWithVat(refundNet, paid.vatRatePercent);
  // The VAT of the refund is computed on its own net amount; the value provided is what remains.
  return { valueProvidedCents: paid.grossCents - refund.grossCents, refundCents: refund.grossCents, refund };
}

/**
 * The last day to withdraw, as 'YYYY-MM-DD' (Berlin calendar): 14 days after the day the contract
 * was concluded (§ 355 (2) BGB; the day of conclusion does not count, § 187 (1) BGB; the period
 * ends with the end of its last day, § 188 (1) BGB), moved to the next working day when it ends on
 * a Saturday, Sunday or public holiday at the firm's seat in Berlin (§ 193 BGB).
 * @param concludedAt the instant the order was placed (the firm accepts it at once)
 */
export function withdrawalLastDay(concludedAt: Date, calendar: HolidayCalendar): CalendarDate {
  const end = addDays(germanToday(concludedAt), WITHDRAWAL_DAYS);
  return nextWorkingDay(end, 'BE', calendar, 'deadline').date;
}

/** Whether a withdrawal received at `at` is within the period of a contract concluded at `concludedAt`. */
export function withinWithdrawalPeriod(concludedAt: Date, at: Date, calendar: HolidayCalendar): boolean {
  return germanToday(at) <= withdrawalLastDay(concludedAt, calendar);
}
