/**
 * The e-mails of buying hours (decision record 011): the order confirmation with the bank details,
 * the withdrawal instructions (Widerrufsbelehrung, following the model of Anlage 1 zu Art. 246a § 1
 * Abs. 2 EGBGB, with the model withdrawal form of Anlage 2) and the contract terms on a durable
 * medium (§ 312f (2) BGB); the payment confirmation; the reminder and expiry of unpaid orders; the
 * receipt of a withdrawal (§ 356a (3) BGB: its content and the date and time of receipt), with the
 * link that confirms a declaration made without a session, or fixed text only to an address that
 * matches no order (decision record 018); the firm's notice of a withdrawal; the refund.
 */
import { PURCHASE_VALIDITY_MONTHS, RESPONSE_PROMISE_HOURS, TIME_INCREMENT_MINUTES, type Language } from '../../shared/constants.js';
import { formatLongDate } from '../../shared/deadlines/explain.js';
import type { Firm } from '../../shared/firm/firm.js';
import { dateTimeFormat, formatDate, formatEuros, intlLocale } from '../../shared/format.js';
import type { PaymentMethod } from '../../shared/orders/orders.schema.js';
import type { WithdrawalOutcome } from '../../shared/orders/withdrawals.schema.js';
import { WITHDRAWAL_DAYS } from '../../shared/orders/pricing.js';
import { withdrawalInstructionsText } from '../../shared/orders/withdrawal-instructions.js';
import type { MailI18n } from '../mail/mail-i18n.js';
import { defineMails, type MailBody } from '../mail/templates.js';
import { termsText } from '../mail/terms-text.js';

interface OrderCommon {
  name: string;
  reference: string;
  /** The package's name in the recipient's language ('Extra hours' / 'Zusatzstunden' for extra hours). */
  packageName: string;
  /** Extra hours at the standard hourly rate rather than a package (decision record 071). */
  extraHours: boolean;
  hours: number;
  grossCents: number;
  orderUrl: string;
}

/** A withdrawal declaration as received. */
interface Declaration {
  name: string;
  email: string;
  orderReference: string;
  message: string | null;
  receivedAt: string;
}

export type OrdersMail =
  | {
      kind: 'order.confirmed';
      params: OrderCommon & {
        netCents: number;
        vatRatePercent: number;
        vatCents: number;
        validityMonths: number;
        customerType: 'consumer' | 'business';
        earlyStart: boolean;
        payBy: string;
        orderedAt: string;
        withdrawalLastDay: string | null;
        /** The payment way the client chose: the e-mail gives the bank details only for a transfer. */
        paymentMethod: PaymentMethod;
        /** The firm's account (bank transfer only). */
        bank: { accountHolder: string; iban: string; bic: string } | null;
        withdrawUrl: string;
        termsUrl: string;
      };
    }
  | { kind: 'order.paid'; params: OrderCommon & { expiresAt: string; invoicesUrl: string } }
  | { kind: 'order.reminder'; params: OrderCommon & { payBy: string; paymentMethod: PaymentMethod } }
  | { kind: 'order.expired'; params: OrderCommon }
  | { kind: 'order.refunded'; params: OrderCommon & { refundCents: number; invoicesUrl: string } }
  | { kind: 'withdrawal.received'; params: Declaration & { withdrawn: boolean; portalUrl: string } }
  /** The receipt of a declaration made without a session, with the single-use link that confirms it (decision record 018). */
  | { kind: 'withdrawal.confirm'; params: Declaration & { confirmUrl: string; validDays: number } }
  /** The receipt to an address that matches no order: fixed text only, none of the sender's words (decision record 018). */
  | { kind: 'withdrawal.acknowledged'; params: { receivedAt: string; orderReference: string | null } }
  | { kind: 'withdrawal.firm'; params: Declaration & { outcome: WithdrawalOutcome; adminUrl: string } };

const euros = (cents: number, lang: Language) => formatEuros(cents, lang);

/** '3 extra hours' / '1 extra hour' ('3 Zusatzstunden' / '1 Zusatzstunde'). */
function extraHoursText(hours: number, i18n: MailI18n): string {
  return i18n._('{count, plural, one {{hours} extra hour} other {{hours} extra hours}}', { count: hours, hours });
}
const day = (iso: string, lang: Language) => formatDate(iso, lang, 'Europe/Berlin');

/** Date and time in Berlin, to the second: "24 November 2026, 18:05:09 (Berlin time)". */
function dateTime(iso: string, i18n: MailI18n, lang: Language): string {
  const text = dateTimeFormat(intlLocale(lang), {
    timeZone: 'Europe/Berlin',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
  return i18n._('{dateTime} (Berlin time)', { dateTime: text });
}

/** The withdrawal declaration as received, quoted in its receipts with its content and time of receipt (§ 356a BGB). */
function declarationQuote(p: Declaration, i18n: MailI18n, lang: Language): { label: string; text: string }[] {
  return [
    { label: i18n._('Name'), text: p.name },
    { label: i18n._('Email'), text: p.email },
    { label: i18n._('Order reference'), text: p.orderReference },
    { label: i18n._('Declaration'), text: i18n._('I hereby withdraw from the contract above.') },
    ...(p.message ? [{ label: i18n._('Your message'), text: p.message }] : []),
    { label: i18n._('Received on'), text: dateTime(p.receivedAt, i18n, lang) },
  ];
}

/**
 * The contract terms that matter for an hour package or extra hours, as agreed with the order (the
 * full terms are on the website). Extra hours bring no response time of their own (decision record 071).
 */
function contractTerms(i18n: MailI18n, months: number, termsUrl: string, extraHours: boolean): string {
  return [
    i18n._('Contract terms (extract from our terms of service)'),
    i18n._(
      '1. Service: translation and explanation of German tax documents and Finanzamt letters by our experts, in English or German; no tax advice within the meaning of the German Tax Advisers Act (Steuerberatungsgesetz).',
    ),
    extraHours
      ? i18n._(
          '2. Extra hours: hours bought at our standard hourly rate are valid for {months} months from payment. Unused hours then expire; except for a withdrawal, there is no refund or transfer.',
          { months },
        )
      : i18n._(
          '2. Hour package: purchased hours are valid for {months} months from payment. Unused hours then expire; except for a withdrawal, there is no refund or transfer.',
          {
            months,
          },
        ),
    i18n._('3. Time tracking: time is tracked in {minutes}-minute increments and shown in your client portal.', { minutes: TIME_INCREMENT_MINUTES }),
    extraHours
      ? i18n._(
          "4. Response time: we answer inquiries and questions within {hours} hours on business days, within your package's response time; extra hours do not change it.",
          { hours: RESPONSE_PROMISE_HOURS },
        )
      : i18n._("4. Response time: we answer inquiries and questions within {hours} hours on business days, within your package's response time.", {
          hours: RESPONSE_PROMISE_HOURS,
        }),
    i18n._(
      '5. Prices: all prices are subject to German VAT; the gross price is shown above. Payment in advance by bank transfer or card; the hours are released when the payment arrives.',
    ),
    i18n._('The full terms of service as in force when you ordered: {termsUrl}', { termsUrl }),
  ].join('\n');
}

/** What a withdrawal declaration led to, in words (the firm's e-mail; the console's labels say the same). */
const OUTCOME_TEXT: Record<WithdrawalOutcome, (i18n: MailI18n) => string> = {
  pending: (i18n) => i18n._('awaiting confirmation by the order’s email address'),
  withdrawn: (i18n) => i18n._('order withdrawn'),
  late: (i18n) => i18n._('not withdrawable (review)'),
  no_right: (i18n) => i18n._('no statutory right of withdrawal (business customer)'),
  unmatched: (i18n) => i18n._('no matching order (review)'),
  repeated: (i18n) => i18n._('already withdrawn'),
};

type Confirmed = Extract<OrdersMail, { kind: 'order.confirmed' }>['params'];

/** The order confirmation: the contract, how to pay, the withdrawal instructions and the terms (§ 312f (2) BGB). */
function orderConfirmed(p: Confirmed, i18n: MailI18n, lang: Language, firm: Firm): MailBody {
  const gross = euros(p.grossCents, lang);
  const payBy = day(p.payBy, lang);
  const orderedAt = dateTime(p.orderedAt, i18n, lang);
  const paragraphs = [
    p.extraHours
      ? i18n._(
          'Thank you for your order of {orderedAt}. We hereby confirm the contract for {extraHours} at our standard hourly rate (expert support, valid for {months} months from payment).',
          { orderedAt, extraHours: extraHoursText(p.hours, i18n), months: p.validityMonths },
        )
      : i18n._(
          'Thank you for your order of {orderedAt}. We hereby confirm the contract for the {pkg} hour package ({hours} hours of expert support, valid for {months} months from payment).',
          { orderedAt, pkg: p.packageName, hours: p.hours, months: p.validityMonths },
        ),
    p.paymentMethod === 'card'
      ? i18n._(
          'You pay {gross} by card through our payment provider Stripe. Your hours are released as soon as the payment is confirmed; you will receive another email then. If you did not complete the card payment, you can do so on the order page until {payBy}.',
          { gross, payBy },
        )
      : i18n._(
          'Please transfer {gross} to our account by {payBy}, with {reference} as the payment reference. Your hours are released as soon as the payment arrives. The order page also shows a QR code (GiroCode) for your banking app.',
          { gross, payBy, reference: p.reference },
        ),
  ];
  if (p.customerType === 'consumer' && p.earlyStart) {
    paragraphs.push(
      i18n._(
        'You expressly asked us to begin the service before the end of the withdrawal period and acknowledged that you lose your right of withdrawal once the service has been fully provided (§ 356 (4) BGB).',
      ),
    );
  }
  if (p.withdrawalLastDay) {
    paragraphs.push(
      i18n._('You can withdraw from this contract until {lastDay} inclusive ({days} days). The withdrawal instructions and the contract terms are below.', {
        lastDay: formatLongDate(p.withdrawalLastDay, lang),
        days: WITHDRAWAL_DAYS,
      }),
    );
  }
  const quote = [
    { label: i18n._('Order reference'), text: p.reference },
    {
      label: i18n._('Price'),
      text: i18n._('{gross} incl. {vatRate} % VAT (net {net}, VAT {vat})', {
        gross,
        vatRate: p.vatRatePercent,
        net: euros(p.netCents, lang),
        vat: euros(p.vatCents, lang),
      }),
    },
    ...(p.paymentMethod === 'transfer' && p.bank
      ? [
          {
            label: i18n._('Bank account'),
            text: [
              p.bank.accountHolder,
              `IBAN ${p.bank.iban.replace(/(.{4})/g, '$1 ').trim()}`,
              `BIC ${p.bank.bic}`,
              i18n._('Reference: {reference}', { reference: p.reference }),
            ].join('\n'),
          },
        ]
      : [{ label: i18n._('Payment'), text: i18n._('Card payment (Stripe)') }]),
  ];
  if (p.withdrawalLastDay) quote.push({ label: i18n._('Withdrawal instructions'), text: withdrawalInstructionsText(lang, firm, p.withdrawUrl) });
  quote.push({ label: i18n._('Contract terms'), text: contractTerms(i18n, p.validityMonths ?? PURCHASE_VALIDITY_MONTHS, p.termsUrl, p.extraHours) });
  const fullTerms = termsText(lang);
  if (fullTerms) quote.push({ label: i18n._('Terms of service (in full)'), text: fullTerms });
  return {
    subject: i18n._('Order confirmation {reference}: {pkg}', { reference: p.reference, pkg: p.packageName }),
    greeting: { name: p.name },
    paragraphs,
    quote,
    action: { label: i18n._('View your order'), url: p.orderUrl },
  };
}

export const ordersMails = defineMails<OrdersMail>({
  'order.confirmed': (p, { i18n, lang, firm }) => orderConfirmed(p, i18n, lang, firm),
  'order.paid': (p, { i18n, lang }) => ({
    subject: p.extraHours
      ? i18n._('Payment received: your extra hours are ready')
      : i18n._('Payment received: your {pkg} package is ready', { pkg: p.packageName }),
    greeting: { name: p.name },
    paragraphs: [
      p.extraHours
        ? i18n._('Thank you, your payment of {gross} for order {reference} has arrived. You can now use {extraHours} in your client portal until {until}.', {
            gross: euros(p.grossCents, lang),
            reference: p.reference,
            extraHours: extraHoursText(p.hours, i18n),
            until: day(p.expiresAt, lang),
          })
        : i18n._(
            'Thank you, your payment of {gross} for order {reference} has arrived. Your {hours} hours are now available in your client portal and valid until {until}.',
            { gross: euros(p.grossCents, lang), reference: p.reference, hours: p.hours, until: day(p.expiresAt, lang) },
          ),
      i18n._('You can download your invoice in the client portal under "Invoices".'),
    ],
    action: { label: i18n._('View your invoices'), url: p.invoicesUrl },
  }),
  'order.reminder': (p, { i18n, lang }) => {
    const values = { reference: p.reference, pkg: p.packageName, gross: euros(p.grossCents, lang), payBy: day(p.payBy, lang) };
    return {
      subject: i18n._('Reminder: order {reference} is not paid yet', { reference: p.reference }),
      greeting: { name: p.name },
      paragraphs: [
        p.paymentMethod === 'card'
          ? i18n._(
              'We have not received a payment for your order {reference} ({pkg}, {gross}) yet. Please complete the card payment on the order page by {payBy}; after that the order expires. If you have already paid, please disregard this email.',
              values,
            )
          : i18n._(
              'We have not received a payment for your order {reference} ({pkg}, {gross}) yet. Please transfer the amount by {payBy}; after that the order expires. If you have already paid, please disregard this email.',
              values,
            ),
      ],
      action: { label: i18n._('See the payment details'), url: p.orderUrl },
    };
  },
  'order.expired': (p, { i18n }) => ({
    subject: i18n._('Order {reference} has expired', { reference: p.reference }),
    greeting: { name: p.name },
    paragraphs: [
      i18n._('No payment arrived for your order {reference} ({pkg}) within the payment period, so it has expired. You can order again at any time.', {
        reference: p.reference,
        pkg: p.packageName,
      }),
    ],
    action: { label: i18n._('View the order'), url: p.orderUrl },
  }),
  'order.refunded': (p, { i18n, lang }) => ({
    subject: i18n._('Refund for order {reference}', { reference: p.reference }),
    greeting: { name: p.name },
    paragraphs: [
      i18n._(
        'Following your withdrawal, we are refunding {refund} to the means of payment you used. The credit note is in your client portal under "Invoices".',
        { refund: euros(p.refundCents, lang) },
      ),
    ],
    action: { label: i18n._('View your invoices'), url: p.invoicesUrl },
  }),
  'withdrawal.received': (p, { i18n, lang }) => ({
    subject: i18n._('Receipt of your withdrawal ({reference})', { reference: p.orderReference }),
    greeting: { name: p.name },
    paragraphs: [
      i18n._('We confirm that we received your withdrawal declaration on {receivedAt}, with the content below.', {
        receivedAt: dateTime(p.receivedAt, i18n, lang),
      }),
      p.withdrawn
        ? i18n._(
            'The contract is withdrawn. We will refund any payment within 14 days, less the value of hours already used if you had asked for an early start; you will receive a credit note.',
          )
        : i18n._('We will review your declaration and get back to you.'),
    ],
    quote: declarationQuote(p, i18n, lang),
    action: { label: i18n._('Go to your orders'), url: p.portalUrl },
  }),
  'withdrawal.confirm': (p, { i18n, lang }) => ({
    subject: i18n._('Receipt of your withdrawal – please confirm ({reference})', { reference: p.orderReference }),
    greeting: { name: p.name },
    paragraphs: [
      i18n._('We confirm that we received a withdrawal declaration for your order on {receivedAt}, with the content below.', {
        receivedAt: dateTime(p.receivedAt, i18n, lang),
      }),
      i18n._(
        'The declaration was made without signing in to the client portal, so please confirm with the button below that it comes from you. Once you have confirmed, we carry out the withdrawal: we end the hour package and refund any payment, less the value of hours already used if you had asked for an early start. For the withdrawal period, the time of receipt above is what counts, so confirming later does not make your withdrawal late.',
      ),
      i18n._('The link works once, for {days} days. If you did not make this declaration, you need not do anything: your contract continues unchanged.', {
        days: p.validDays,
      }),
    ],
    quote: declarationQuote(p, i18n, lang),
    action: { label: i18n._('Confirm withdrawal'), url: p.confirmUrl },
  }),
  'withdrawal.acknowledged': (p, { i18n, lang, firm }) => {
    const receivedAt = dateTime(p.receivedAt, i18n, lang);
    return {
      subject: i18n._('Receipt of a withdrawal declaration'),
      greeting: 'client',
      paragraphs: [
        p.orderReference
          ? i18n._('On {receivedAt} we received a withdrawal declaration for order reference {reference} through our website, giving this email address.', {
              receivedAt,
              reference: p.orderReference,
            })
          : i18n._('On {receivedAt} we received a withdrawal declaration through our website, giving this email address.', { receivedAt }),
        i18n._(
          'No order with the order reference given was placed with this email address, so nothing has changed. We will review the declaration. If you made it, please check the order reference in your order confirmation and the email address you ordered with, or write to us at {email}. If you did not, you need not do anything.',
          { email: firm.email },
        ),
      ],
    };
  },
  'withdrawal.firm': (p, { i18n, lang }) => {
    const outcome = OUTCOME_TEXT[p.outcome](i18n);
    return {
      subject: i18n._('Withdrawal received: {reference} ({outcome})', { reference: p.orderReference, outcome }),
      greeting: 'firm',
      paragraphs: [
        i18n._('A withdrawal arrived through the website on {receivedAt}. Matching result: {outcome}.', {
          receivedAt: dateTime(p.receivedAt, i18n, lang),
          outcome,
        }),
      ],
      quote: [
        { label: i18n._('Name'), text: p.name },
        { label: i18n._('Email'), text: p.email },
        { label: i18n._('Order reference'), text: p.orderReference },
        ...(p.message ? [{ label: i18n._('Message'), text: p.message }] : []),
      ],
      action: { label: i18n._('Open the orders'), url: p.adminUrl },
    };
  },
});
