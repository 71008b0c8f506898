/**
 * The e-mails of buying hours (decision record 011), in English and German: the order
 * confirmation with the bank details, the withdrawal instructions (Widerrufsbelehrung, following
 * the model of Anlage 1 zu Art. 246a § 1 Abs. 2 EGBGB, with the model withdrawal form of Anlage 2)
 * and the contract terms on a durable medium (§ 312f (2) BGB); the payment confirmation; the
 * reminder and expiry of unpaid orders; the receipt of a withdrawal (§ 356a (3) BGB: its content
 * and the date and time of receipt), with the link that confirms a declaration made without a
 * session, or fixed text only to an address that matches no order (decision record 018); the refund.
 */
import type { Firm } from '../../shared/firm/firm.js';
import type { PaymentMethod } from '../../shared/orders/orders.schema.js';
import type { WithdrawalOutcome } from '../../shared/orders/withdrawals.schema.js';
import { withdrawalInstructionsText } from '../../shared/orders/withdrawal-instructions.js';
import { PURCHASE_VALIDITY_MONTHS, RESPONSE_PROMISE_HOURS, TIME_INCREMENT_MINUTES, type Language } from '../../shared/constants.js';
import { formatLongDate } from '../../shared/deadlines/explain.js';
import { formatDate, formatEuros } from '../../shared/format.js';
import { WITHDRAWAL_DAYS } from '../../shared/orders/pricing.js';
import { termsText } from './terms-text.js';

interface OrderCommon {
  name: string;
  reference: string;
  /** The package's name in the recipient's language. */
  packageName: string;
  hours: number;
  grossCents: number;
  orderUrl: string;
}

export type OrderMailContent =
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
  | {
      kind: 'withdrawal.received';
      params: { name: string; email: string; orderReference: string; message: string | null; receivedAt: string; withdrawn: boolean; portalUrl: string };
    }
  | {
      /** The receipt of a declaration made without a session, with the single-use link that confirms it (decision record 018). */
      kind: 'withdrawal.confirm';
      params: { name: string; email: string; orderReference: string; message: string | null; receivedAt: string; confirmUrl: string; validDays: number };
    }
  | {
      /** The receipt to an address that matches no order: fixed text only, none of the sender's words (decision record 018). */
      kind: 'withdrawal.acknowledged';
      params: { receivedAt: string; orderReference: string | null };
    }
  | {
      kind: 'withdrawal.firm';
      params: { name: string; email: string; orderReference: string; message: string | null; receivedAt: string; outcome: WithdrawalOutcome; adminUrl: string };
    };

/** A message body as templates.ts renders it. */
export interface OrderMailBody {
  subject: string;
  greeting: string;
  paragraphs: string[];
  quote?: { label: string; text: string }[];
  action?: { label: string; url: string };
}

const euros = (cents: number, lang: Language) => formatEuros(cents, lang);
const day = (iso: string, lang: Language) => formatDate(iso, lang, 'Europe/Berlin');

/** Date and time in Berlin, to the minute: "24 November 2026, 18:05 (Berlin time)". */
function dateTime(iso: string, lang: Language): string {
  const d = new Date(iso);
  const text = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: 'Europe/Berlin',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(d);
  return lang === 'de' ? `${text} Uhr (Berliner Zeit)` : `${text} (Berlin time)`;
}

/** The withdrawal declaration as received, quoted in its receipts with its content and time of receipt (§ 356a BGB). */
function declarationQuote(
  p: { name: string; email: string; orderReference: string; message: string | null; receivedAt: string },
  lang: Language,
): { label: string; text: string }[] {
  const de = lang === 'de';
  return [
    { label: 'Name', text: p.name },
    { label: de ? 'E-Mail' : 'Email', text: p.email },
    { label: de ? 'Bestellnummer' : 'Order reference', text: p.orderReference },
    {
      label: de ? 'Erklärung' : 'Declaration',
      text: de ? 'Hiermit widerrufe ich den oben genannten Vertrag.' : 'I hereby withdraw from the contract above.',
    },
    ...(p.message ? [{ label: de ? 'Ihre Nachricht' : 'Your message', text: p.message }] : []),
    { label: de ? 'Eingegangen am' : 'Received on', text: dateTime(p.receivedAt, lang) },
  ];
}

/** The contract terms that matter for an hour package, as agreed with the order (the full terms are on the website). */
function contractTerms(lang: Language, validityMonths: number, termsUrl: string): string {
  const minutes = TIME_INCREMENT_MINUTES;
  if (lang === 'de') {
    return [
      'Vertragsbedingungen (Auszug aus unseren Nutzungsbedingungen)',
      `1. Leistung: Übersetzung und Erläuterung deutscher Steuerunterlagen und Briefe des Finanzamts durch unsere Expertinnen und Experten auf Englisch oder Deutsch; keine Steuerberatung im Sinne des Steuerberatungsgesetzes.`,
      `2. Stundenpaket: Gekaufte Stunden sind ${validityMonths} Monate ab Zahlung gültig. Nicht genutzte Stunden verfallen danach; eine Erstattung oder Übertragung ist – außer im Fall des Widerrufs – ausgeschlossen.`,
      `3. Zeiterfassung: Die Zeit wird in ${minutes}-Minuten-Schritten erfasst und im Kundenportal nachgewiesen.`,
      `4. Antwortzeit: Wir antworten auf Anfragen und Fragen innerhalb von ${RESPONSE_PROMISE_HOURS} Stunden an Werktagen, im Rahmen der Antwortzeit Ihres Pakets.`,
      `5. Preise: Alle Preise verstehen sich zuzüglich der gesetzlichen Umsatzsteuer; der Bruttopreis ist oben ausgewiesen. Zahlung per Überweisung oder Karte im Voraus; die Stunden werden mit Zahlungseingang freigeschaltet.`,
      `Die vollständigen Nutzungsbedingungen in der bei Bestellung geltenden Fassung: ${termsUrl}`,
    ].join('\n');
  }
  return [
    'Contract terms (extract from our terms of service)',
    '1. Service: translation and explanation of German tax documents and Finanzamt letters by our experts, in English or German; no tax advice within the meaning of the German Tax Advisers Act (Steuerberatungsgesetz).',
    `2. Hour package: purchased hours are valid for ${validityMonths} months from payment. Unused hours then expire; except for a withdrawal, there is no refund or transfer.`,
    `3. Time tracking: time is tracked in ${minutes}-minute increments and shown in your client portal.`,
    `4. Response time: we answer inquiries and questions within ${RESPONSE_PROMISE_HOURS} hours on business days, within your package's response time.`,
    '5. Prices: all prices are subject to German VAT; the gross price is shown above. Payment in advance by bank transfer or card; the hours are released when the payment arrives.',
    `The full terms of service as in force when you ordered: ${termsUrl}`,
  ].join('\n');
}

/** What a withdrawal declaration led to, in words (the firm's e-mail; the console's labels say the same). */
const OUTCOME_TEXT: Record<WithdrawalOutcome, Record<Language, string>> = {
  pending: { en: 'awaiting confirmation by the order’s email address', de: 'wartet auf Bestätigung über die E-Mail-Adresse der Bestellung' },
  withdrawn: { en: 'order withdrawn', de: 'Bestellung widerrufen' },
  late: { en: 'not withdrawable (review)', de: 'nicht widerrufbar (bitte prüfen)' },
  no_right: { en: 'no statutory right of withdrawal (business customer)', de: 'kein gesetzliches Widerrufsrecht (Unternehmer)' },
  unmatched: { en: 'no matching order (review)', de: 'keine passende Bestellung (bitte prüfen)' },
  repeated: { en: 'already withdrawn', de: 'bereits widerrufen' },
};

function outcomeText(outcome: WithdrawalOutcome, lang: Language): string {
  return OUTCOME_TEXT[outcome][lang];
}

/** The wording of an order e-mail in `lang`. */
export function orderMailBody(mail: OrderMailContent, lang: Language, firm: Firm): OrderMailBody {
  const de = lang === 'de';
  switch (mail.kind) {
    case 'order.confirmed': {
      const p = mail.params;
      const paragraphs = [
        de
          ? `vielen Dank für Ihre Bestellung vom ${dateTime(p.orderedAt, lang)}. Hiermit bestätigen wir den Vertrag über das Stundenpaket „${p.packageName}“ (${p.hours} Stunden Expertenunterstützung, ${p.validityMonths} Monate ab Zahlung gültig).`
          : `Thank you for your order of ${dateTime(p.orderedAt, lang)}. We hereby confirm the contract for the ${p.packageName} hour package (${p.hours} hours of expert support, valid for ${p.validityMonths} months from payment).`,
        p.paymentMethod === 'card'
          ? de
            ? `Sie zahlen ${euros(p.grossCents, lang)} per Karte über unseren Zahlungsdienstleister Stripe. Ihre Stunden werden freigeschaltet, sobald die Zahlung bestätigt ist; darüber erhalten Sie eine weitere E-Mail. Falls Sie die Kartenzahlung nicht abgeschlossen haben, können Sie das bis zum ${day(p.payBy, lang)} auf der Bestellseite nachholen.`
            : `You pay ${euros(p.grossCents, lang)} by card through our payment provider Stripe. Your hours are released as soon as the payment is confirmed; you will receive another email then. If you did not complete the card payment, you can do so on the order page until ${day(p.payBy, lang)}.`
          : de
            ? `Bitte überweisen Sie ${euros(p.grossCents, lang)} bis zum ${day(p.payBy, lang)} auf unser Konto und geben Sie als Verwendungszweck ${p.reference} an. Ihre Stunden werden freigeschaltet, sobald die Zahlung eingegangen ist. Auf der Bestellseite finden Sie auch einen QR-Code (GiroCode) für Ihre Banking-App.`
            : `Please transfer ${euros(p.grossCents, lang)} to our account by ${day(p.payBy, lang)}, with ${p.reference} as the payment reference. Your hours are released as soon as the payment arrives. The order page also shows a QR code (GiroCode) for your banking app.`,
      ];
      if (p.customerType === 'consumer' && p.earlyStart) {
        paragraphs.push(
          de
            ? 'Sie haben ausdrücklich verlangt, dass wir mit der Leistung vor Ablauf der Widerrufsfrist beginnen, und bestätigt, dass Sie Ihr Widerrufsrecht verlieren, sobald die Leistung vollständig erbracht ist (§ 356 Abs. 4 BGB).'
            : 'You expressly asked us to begin the service before the end of the withdrawal period and acknowledged that you lose your right of withdrawal once the service has been fully provided (§ 356 (4) BGB).',
        );
      }
      if (p.withdrawalLastDay) {
        paragraphs.push(
          de
            ? `Sie können diesen Vertrag bis einschließlich ${formatLongDate(p.withdrawalLastDay, lang)} widerrufen (${WITHDRAWAL_DAYS} Tage). Die Widerrufsbelehrung und die Vertragsbedingungen finden Sie unten.`
            : `You can withdraw from this contract until ${formatLongDate(p.withdrawalLastDay, lang)} inclusive (${WITHDRAWAL_DAYS} days). The withdrawal instructions and the contract terms are below.`,
        );
      }
      const quote = [
        { label: de ? 'Bestellnummer' : 'Order reference', text: p.reference },
        {
          label: de ? 'Preis' : 'Price',
          text: de
            ? `${euros(p.grossCents, lang)} inkl. ${p.vatRatePercent} % USt. (netto ${euros(p.netCents, lang)}, USt. ${euros(p.vatCents, lang)})`
            : `${euros(p.grossCents, lang)} incl. ${p.vatRatePercent} % VAT (net ${euros(p.netCents, lang)}, VAT ${euros(p.vatCents, lang)})`,
        },
        ...(p.paymentMethod === 'transfer' && p.bank
          ? [
              {
                label: de ? 'Bankverbindung' : 'Bank account',
                text: `${p.bank.accountHolder}\nIBAN ${p.bank.iban.replace(/(.{4})/g, '$1 ').trim()}\nBIC ${p.bank.bic}\n${de ? 'Verwendungszweck' : 'Reference'}: ${p.reference}`,
              },
            ]
          : [{ label: de ? 'Zahlungsweise' : 'Payment', text: de ? 'Kartenzahlung (Stripe)' : 'Card payment (Stripe)' }]),
      ];
      if (p.withdrawalLastDay)
        quote.push({ label: de ? 'Widerrufsbelehrung' : 'Withdrawal instructions', text: withdrawalInstructionsText(lang, firm, p.withdrawUrl) });
      quote.push({ label: de ? 'Vertragsbedingungen' : 'Contract terms', text: contractTerms(lang, p.validityMonths ?? PURCHASE_VALIDITY_MONTHS, p.termsUrl) });
      const fullTerms = termsText(lang);
      if (fullTerms) quote.push({ label: de ? 'Nutzungsbedingungen (vollständig)' : 'Terms of service (in full)', text: fullTerms });
      return {
        subject: de ? `Bestellbestätigung ${p.reference}: ${p.packageName}` : `Order confirmation ${p.reference}: ${p.packageName}`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs,
        quote,
        action: { label: de ? 'Bestellung ansehen' : 'View your order', url: p.orderUrl },
      };
    }
    case 'order.paid': {
      const p = mail.params;
      return {
        subject: de ? `Zahlung erhalten: Ihr Paket „${p.packageName}“ ist freigeschaltet` : `Payment received: your ${p.packageName} package is ready`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `vielen Dank, Ihre Zahlung von ${euros(p.grossCents, lang)} für die Bestellung ${p.reference} ist eingegangen. Ihre ${p.hours} Stunden stehen ab sofort in Ihrem Kundenportal bereit und gelten bis zum ${day(p.expiresAt, lang)}.`
            : `Thank you, your payment of ${euros(p.grossCents, lang)} for order ${p.reference} has arrived. Your ${p.hours} hours are now available in your client portal and valid until ${day(p.expiresAt, lang)}.`,
          de
            ? 'Ihre Rechnung können Sie im Kundenportal unter „Rechnungen“ herunterladen.'
            : 'You can download your invoice in the client portal under "Invoices".',
        ],
        action: { label: de ? 'Rechnungen ansehen' : 'View your invoices', url: p.invoicesUrl },
      };
    }
    case 'order.reminder': {
      const p = mail.params;
      return {
        subject: de ? `Erinnerung: Bestellung ${p.reference} ist noch nicht bezahlt` : `Reminder: order ${p.reference} is not paid yet`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `für Ihre Bestellung ${p.reference} (${p.packageName}, ${euros(p.grossCents, lang)}) ist noch keine Zahlung eingegangen. ${
                p.paymentMethod === 'card' ? 'Bitte schließen Sie die Kartenzahlung auf der Bestellseite' : 'Bitte überweisen Sie den Betrag'
              } bis zum ${day(p.payBy, lang)} ab; danach verfällt die Bestellung. Falls Sie bereits bezahlt haben, betrachten Sie diese E-Mail bitte als gegenstandslos.`
            : `We have not received a payment for your order ${p.reference} (${p.packageName}, ${euros(p.grossCents, lang)}) yet. Please ${
                p.paymentMethod === 'card' ? 'complete the card payment on the order page' : 'transfer the amount'
              } by ${day(p.payBy, lang)}; after that the order expires. If you have already paid, please disregard this email.`,
        ],
        action: { label: de ? 'Zahlungsdaten ansehen' : 'See the payment details', url: p.orderUrl },
      };
    }
    case 'order.expired': {
      const p = mail.params;
      return {
        subject: de ? `Bestellung ${p.reference} ist verfallen` : `Order ${p.reference} has expired`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `für Ihre Bestellung ${p.reference} (${p.packageName}) ist innerhalb der Zahlungsfrist keine Zahlung eingegangen; sie ist daher verfallen. Sie können jederzeit neu bestellen.`
            : `No payment arrived for your order ${p.reference} (${p.packageName}) within the payment period, so it has expired. You can order again at any time.`,
        ],
        action: { label: de ? 'Bestellung ansehen' : 'View the order', url: p.orderUrl },
      };
    }
    case 'order.refunded': {
      const p = mail.params;
      return {
        subject: de ? `Erstattung zur Bestellung ${p.reference}` : `Refund for order ${p.reference}`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `nach Ihrem Widerruf erstatten wir Ihnen ${euros(p.refundCents, lang)} über das Zahlungsmittel, mit dem Sie bezahlt haben. Die Stornorechnung finden Sie im Kundenportal unter „Rechnungen“.`
            : `Following your withdrawal, we are refunding ${euros(p.refundCents, lang)} to the means of payment you used. The credit note is in your client portal under "Invoices".`,
        ],
        action: { label: de ? 'Rechnungen ansehen' : 'View your invoices', url: p.invoicesUrl },
      };
    }
    case 'withdrawal.received': {
      const p = mail.params;
      return {
        subject: de ? `Eingangsbestätigung Ihres Widerrufs (${p.orderReference})` : `Receipt of your withdrawal (${p.orderReference})`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `wir bestätigen den Eingang Ihrer Widerrufserklärung am ${dateTime(p.receivedAt, lang)} mit folgendem Inhalt.`
            : `We confirm that we received your withdrawal declaration on ${dateTime(p.receivedAt, lang)}, with the content below.`,
          p.withdrawn
            ? de
              ? 'Der Vertrag ist damit widerrufen. Eine bereits geleistete Zahlung erstatten wir innerhalb von 14 Tagen, abzüglich des Werts bereits genutzter Stunden, falls Sie einen vorzeitigen Beginn verlangt hatten; Sie erhalten dazu eine Stornorechnung.'
              : 'The contract is withdrawn. We will refund any payment within 14 days, less the value of hours already used if you had asked for an early start; you will receive a credit note.'
            : de
              ? 'Wir prüfen Ihre Erklärung und melden uns bei Ihnen.'
              : 'We will review your declaration and get back to you.',
        ],
        quote: declarationQuote(p, lang),
        action: { label: de ? 'Zu Ihren Bestellungen' : 'Go to your orders', url: p.portalUrl },
      };
    }
    case 'withdrawal.confirm': {
      const p = mail.params;
      return {
        subject: de
          ? `Eingangsbestätigung Ihres Widerrufs – bitte bestätigen (${p.orderReference})`
          : `Receipt of your withdrawal – please confirm (${p.orderReference})`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `wir bestätigen den Eingang einer Widerrufserklärung zu Ihrer Bestellung am ${dateTime(p.receivedAt, lang)} mit folgendem Inhalt.`
            : `We confirm that we received a withdrawal declaration for your order on ${dateTime(p.receivedAt, lang)}, with the content below.`,
          de
            ? 'Die Erklärung wurde ohne Anmeldung im Kundenportal abgegeben. Bitte bestätigen Sie deshalb über die Schaltfläche unten, dass sie von Ihnen stammt. Sobald Sie bestätigt haben, führen wir den Widerruf aus: Wir beenden das Stundenpaket und erstatten eine bereits geleistete Zahlung, abzüglich des Werts bereits genutzter Stunden, falls Sie einen vorzeitigen Beginn verlangt hatten. Für die Einhaltung der Widerrufsfrist zählt der oben genannte Zeitpunkt des Eingangs; eine spätere Bestätigung ist daher unschädlich.'
            : 'The declaration was made without signing in to the client portal, so please confirm with the button below that it comes from you. Once you have confirmed, we carry out the withdrawal: we end the hour package and refund any payment, less the value of hours already used if you had asked for an early start. For the withdrawal period, the time of receipt above is what counts, so confirming later does not make your withdrawal late.',
          de
            ? `Der Link ist ${p.validDays} Tage lang gültig und kann einmal verwendet werden. Wenn Sie diese Erklärung nicht abgegeben haben, brauchen Sie nichts zu tun: Ihr Vertrag läuft unverändert weiter.`
            : `The link works once, for ${p.validDays} days. If you did not make this declaration, you need not do anything: your contract continues unchanged.`,
        ],
        quote: declarationQuote(p, lang),
        action: { label: de ? 'Widerruf bestätigen' : 'Confirm withdrawal', url: p.confirmUrl },
      };
    }
    case 'withdrawal.acknowledged': {
      const p = mail.params;
      const reference = p.orderReference ? (de ? ` zur Bestellnummer ${p.orderReference}` : ` for order reference ${p.orderReference}`) : '';
      return {
        subject: de ? 'Eingangsbestätigung einer Widerrufserklärung' : 'Receipt of a withdrawal declaration',
        greeting: de ? 'Guten Tag,' : 'Hello,',
        paragraphs: [
          de
            ? `am ${dateTime(p.receivedAt, lang)} ist über unsere Website eine Widerrufserklärung${reference} eingegangen, in der diese E-Mail-Adresse angegeben wurde.`
            : `On ${dateTime(p.receivedAt, lang)} we received a withdrawal declaration${reference} through our website, giving this email address.`,
          de
            ? `Zu dieser E-Mail-Adresse passt keine Bestellung mit der angegebenen Bestellnummer; es hat sich daher nichts geändert. Wir prüfen die Erklärung. Wenn Sie sie abgegeben haben, prüfen Sie bitte die Bestellnummer in Ihrer Bestellbestätigung und die E-Mail-Adresse, mit der Sie bestellt haben, oder schreiben Sie uns an ${firm.email}. Wenn nicht, brauchen Sie nichts zu tun.`
            : `No order with the order reference given was placed with this email address, so nothing has changed. We will review the declaration. If you made it, please check the order reference in your order confirmation and the email address you ordered with, or write to us at ${firm.email}. If you did not, you need not do anything.`,
        ],
      };
    }
    case 'withdrawal.firm': {
      const p = mail.params;
      return {
        subject: de
          ? `Widerruf eingegangen: ${p.orderReference} (${outcomeText(p.outcome, lang)})`
          : `Withdrawal received: ${p.orderReference} (${outcomeText(p.outcome, lang)})`,
        greeting: de ? 'Hallo,' : 'Hello,',
        paragraphs: [
          de
            ? `am ${dateTime(p.receivedAt, lang)} ist über die Website ein Widerruf eingegangen. Ergebnis der Zuordnung: ${outcomeText(p.outcome, lang)}.`
            : `A withdrawal arrived through the website on ${dateTime(p.receivedAt, lang)}. Matching result: ${outcomeText(p.outcome, lang)}.`,
        ],
        quote: [
          { label: 'Name', text: p.name },
          { label: de ? 'E-Mail' : 'Email', text: p.email },
          { label: de ? 'Bestellnummer' : 'Order reference', text: p.orderReference },
          ...(p.message ? [{ label: de ? 'Nachricht' : 'Message', text: p.message }] : []),
        ],
        action: { label: de ? 'Bestellungen öffnen' : 'Open the orders', url: p.adminUrl },
      };
    }
  }
}
