/**
 * The product's e-mails (decision record 004), each in English and German, as plain text plus simple HTML.
 * `renderMail(mail)` is pure: the outbox stores what it returns.
 */
import { BRAND } from '../../shared/company.js';
import type { Firm } from '../../shared/firm/firm.js';
import { orderMailBody, type OrderMailContent } from './order-templates.js';
import { accountMailBody, type AccountMailContent } from './account-templates.js';
import { LANGUAGE_NAMES, RESPONSE_PROMISE_HOURS, TIME_INCREMENT_MINUTES, USAGE_NOTICE_SHARE, type Language } from '../../shared/constants.js';
import { formatDate, formatDateTime, formatHours } from '../../shared/format.js';
import { escapeHtml } from '../../shared/html.js';
import { withLanguageParam } from '../../shared/routes.js';
import { formatLongDate } from '../../shared/deadlines/explain.js';
import { letterDisplayName, type LetterType } from '../../shared/letters/letter-types.js';
import type { LetterDeadlineKind } from '../../shared/letters/letters.schema.js';

/**
 * Every kind of e-mail, with the facts it needs. Dates are ISO strings; hours in hours.
 * `packageName` is the package's stored (English) name; German e-mails show `packageNameDe`, the
 * German name kept in the console, when there is one.
 */
export type MailContent =
  | { kind: 'contact.received'; params: { name: string; email: string; language: Language; message: string; adminUrl: string } }
  /** The firm's reply to a contact message, to its sender: the reply as written, then their message (`submittedAt` ISO). */
  | { kind: 'contact.reply'; params: { name: string; reply: string; message: string; submittedAt: string } }
  /*
   * Mails about questions, replies and follow-ups (and an explained letter) say that there is
   * something new and link to it, but carry no tax content (no question, answer, summary or amount):
   * the address may be a wrong or a shared one.
   */
  | { kind: 'question.received'; params: { clientName: string; clientEmail: string; adminUrl: string } }
  | { kind: 'question.follow-up'; params: { clientName: string; clientEmail: string; adminUrl: string } }
  | { kind: 'question.answered'; params: { name: string; portalUrl: string } }
  /** A later expert reply (`edited`: a reply was corrected); `files`: attachments put into "From your expert". */
  | { kind: 'question.replied'; params: { name: string; edited: boolean; files: number; portalUrl: string } }
  | {
      kind: 'purchase.recorded';
      params: { name: string; packageName: string; packageNameDe?: string | null; hoursTotal: number; expiresAt: string; portalUrl: string };
    }
  | {
      kind: 'usage.80';
      params: { name: string; packageName: string; packageNameDe?: string | null; hoursUsed: number; hoursTotal: number; expiresAt: string; portalUrl: string };
    }
  | {
      kind: 'package.expiring';
      params: { name: string; packageName: string; packageNameDe?: string | null; hoursRemaining: number; expiresAt: string; portalUrl: string };
    }
  | { kind: 'password.reset'; params: { name: string; resetUrl: string; validMinutes: number } }
  | { kind: 'email.verify'; params: { name: string; verifyUrl: string; validHours: number } }
  | { kind: 'email.change'; params: { name: string; verifyUrl: string; validHours: number } }
  | { kind: 'email.changed'; params: { name: string; at: string; accountUrl: string } }
  /** To the holder of an address another account asked to change to (no link was sent; nothing about the asker). */
  | { kind: 'email.address_in_use'; params: { name: string; loginUrl: string; resetUrl: string } }
  | { kind: 'signin.new_device'; params: { name: string; device: string | null; ip: string | null; at: string; accountUrl: string } }
  | {
      kind: 'letter.reminder';
      params: { name: string; letterType: LetterType | null; deadlineKind: LetterDeadlineKind; date: string; daysLeft: number; portalUrl: string };
    }
  | { kind: 'letter.corrected'; params: { name: string; letterType: LetterType | null; portalUrl: string } }
  | OrderMailContent
  | AccountMailContent
  | {
      kind: 'letter.answered';
      params: { name: string; attachments: number; portalUrl: string };
    };

export type MailKind = MailContent['kind'];

interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A message body: paragraphs, optionally one quoted block and one button link. */
interface Body {
  subject: string;
  greeting: string;
  paragraphs: string[];
  quote?: { label: string; text: string }[];
  action?: { label: string; url: string };
  closing: string;
}

/** The line under every e-mail: the brand and the firm's legal name. */
function signature(firm: Firm): string {
  return `${BRAND} · ${firm.legalName}`;
}

/** '10 hours' / '1 hour' in English, '10 Stunden' / '1 Stunde' in German ('2.5' / '2,5'). */
/** The "nearly used" share as a percentage (80). */
const USAGE_PERCENT = Math.round(USAGE_NOTICE_SHARE * 100);

function hours(h: number, lang: Language): string {
  const unit = lang === 'de' ? (h === 1 ? 'Stunde' : 'Stunden') : h === 1 ? 'hour' : 'hours';
  return `${formatHours(h, lang)} ${unit}`;
}

/** A package's name in `lang`: its German name (kept in the console) in German when it has one, else its name. */
export function packageDisplayName(name: string, nameDe: string | null | undefined, lang: Language): string {
  return lang === 'de' && nameDe ? nameDe : name;
}

function date(iso: string, lang: Language): string {
  return formatDate(iso, lang, 'Europe/Berlin');
}

const DEADLINE_NAMES: Record<LetterDeadlineKind, Record<Language, string>> = {
  objection: { en: 'the last day for an Einspruch (objection)', de: 'der letzte Tag für einen Einspruch' },
  lawsuit: { en: 'the last day for a Klage (action) at the Finanzgericht', de: 'der letzte Tag für eine Klage beim Finanzgericht' },
  payment: { en: 'the payment due date', de: 'der Fälligkeitstag der Zahlung' },
  respond: { en: 'the date to respond by', de: 'die Frist zur Antwort' },
};

/** The wording of each e-mail in each language. */
function body(mail: MailContent, lang: Language, firm: Firm): Body {
  const de = lang === 'de';
  const closing = de ? `Mit freundlichen Grüßen\nIhr ${BRAND}-Team` : `Kind regards,\nThe ${BRAND} team`;
  switch (mail.kind) {
    case 'contact.received': {
      const p = mail.params;
      return {
        subject: de ? `Neue Kontaktanfrage von ${p.name}` : `New contact message from ${p.name}`,
        greeting: de ? 'Hallo,' : 'Hello,',
        paragraphs: [de ? 'über das Kontaktformular ist eine neue Nachricht eingegangen.' : 'A new message has arrived through the contact form.'],
        quote: [
          { label: 'Name', text: p.name },
          { label: de ? 'E-Mail' : 'Email', text: p.email },
          { label: de ? 'Bevorzugte Sprache' : 'Preferred language', text: LANGUAGE_NAMES[p.language] },
          { label: de ? 'Nachricht' : 'Message', text: p.message },
        ],
        action: { label: de ? 'Im Admin-Bereich öffnen' : 'Open in the admin console', url: p.adminUrl },
        closing,
      };
    }
    case 'contact.reply': {
      const p = mail.params;
      const when = formatDateTime(p.submittedAt, lang, 'Europe/Berlin');
      return {
        subject: de ? `Ihre Nachricht an ${BRAND}` : `Your message to ${BRAND}`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [p.reply],
        quote: [{ label: de ? `Ihre Nachricht vom ${when}` : `Your message of ${when}`, text: p.message }],
        closing,
      };
    }
    case 'question.received':
    case 'question.follow-up': {
      const p = mail.params;
      const followUp = mail.kind === 'question.follow-up';
      return {
        subject: followUp
          ? de
            ? `Neue Nachricht von ${p.clientName}`
            : `New message from ${p.clientName}`
          : de
            ? `Neue Frage von ${p.clientName}`
            : `New question from ${p.clientName}`,
        greeting: de ? 'Hallo,' : 'Hello,',
        paragraphs: [
          followUp
            ? de
              ? `${p.clientName} (${p.clientEmail}) hat in einer Unterhaltung nachgefragt.`
              : `${p.clientName} (${p.clientEmail}) has sent a follow-up in a conversation.`
            : de
              ? `${p.clientName} (${p.clientEmail}) hat eine neue Frage gestellt.`
              : `${p.clientName} (${p.clientEmail}) has asked a new question.`,
          de
            ? `Sie lesen sie in der Admin-Konsole; wir haben eine Antwort innerhalb von ${RESPONSE_PROMISE_HOURS} Stunden an Werktagen zugesagt.`
            : `Read it in the admin console; we have promised an answer within ${RESPONSE_PROMISE_HOURS} hours on business days.`,
        ],
        action: { label: de ? 'Unterhaltung öffnen' : 'Open the conversation', url: p.adminUrl },
        closing,
      };
    }
    case 'question.answered': {
      const p = mail.params;
      return {
        subject: de ? 'Ihre Frage wurde beantwortet' : 'Your question has been answered',
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? 'eine Expertin oder ein Experte hat Ihre Frage beantwortet. Sie lesen die Antwort in Ihrem Kundenportal.'
            : 'One of our experts has answered your question. You can read the answer in your client portal.',
        ],
        action: { label: de ? 'Antwort ansehen' : 'Read the answer', url: p.portalUrl },
        closing,
      };
    }
    case 'question.replied': {
      const p = mail.params;
      const files = p.files
        ? de
          ? ` ${p.files === 1 ? 'Eine Datei liegt' : `${p.files} Dateien liegen`} für Sie im Ordner „Von Ihrem Experten“ bereit.`
          : ` ${p.files === 1 ? 'A file is' : `${p.files} files are`} waiting for you in the folder "From your expert".`
        : '';
      return {
        subject: p.edited
          ? de
            ? 'Eine Antwort auf Ihre Frage wurde korrigiert'
            : 'A reply to your question was corrected'
          : de
            ? 'Neue Antwort auf Ihre Frage'
            : 'New reply to your question',
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          (p.edited
            ? de
              ? 'eine Expertin oder ein Experte hat eine Antwort in Ihrer Unterhaltung korrigiert.'
              : 'One of our experts has corrected a reply in your conversation.'
            : de
              ? 'eine Expertin oder ein Experte hat in Ihrer Unterhaltung geantwortet.'
              : 'One of our experts has replied in your conversation.') + files,
          de ? 'Sie lesen die Nachricht in Ihrem Kundenportal.' : 'You can read the message in your client portal.',
        ],
        action: { label: de ? 'Unterhaltung öffnen' : 'Open the conversation', url: p.portalUrl },
        closing,
      };
    }
    case 'purchase.recorded': {
      const p = mail.params;
      const pkg = packageDisplayName(p.packageName, p.packageNameDe, lang);
      return {
        subject: de ? `Ihr Paket „${pkg}“ ist freigeschaltet` : `Your ${pkg} package is ready`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `vielen Dank für Ihren Kauf. Ihr Paket „${pkg}“ mit ${hours(p.hoursTotal, lang)} Expertenzeit steht Ihnen ab sofort in Ihrem Kundenportal zur Verfügung und ist bis zum ${date(p.expiresAt, lang)} gültig.`
            : `Thank you for your purchase. Your ${pkg} package with ${hours(p.hoursTotal, lang)} of expert time is now available in your client portal and valid until ${date(p.expiresAt, lang)}.`,
          de
            ? `Die Zeit wird in ${TIME_INCREMENT_MINUTES}-Minuten-Schritten erfasst; im Dashboard sehen Sie jederzeit, wofür sie verwendet wurde.`
            : `Time is tracked in ${TIME_INCREMENT_MINUTES}-minute increments; your dashboard always shows what it was spent on.`,
        ],
        action: { label: de ? 'Zum Dashboard' : 'Go to your dashboard', url: p.portalUrl },
        closing,
      };
    }
    case 'usage.80': {
      const p = mail.params;
      const pkg = packageDisplayName(p.packageName, p.packageNameDe, lang);
      return {
        subject: de ? `Ihr Paket „${pkg}“ ist zu ${USAGE_PERCENT} % genutzt` : `Your ${pkg} package is ${USAGE_PERCENT}% used`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `von Ihrem Paket „${pkg}“ haben Sie bereits ${formatHours(p.hoursUsed, lang)} von ${hours(p.hoursTotal, lang)} genutzt (gültig bis ${date(p.expiresAt, lang)}).`
            : `You have used ${formatHours(p.hoursUsed, lang)} of the ${hours(p.hoursTotal, lang)} in your ${pkg} package (valid until ${date(p.expiresAt, lang)}).`,
          de
            ? 'Wenn Sie mehr Zeit benötigen, können Sie auf ein größeres Paket umsteigen oder zusätzliche Stunden zu unserem regulären Stundensatz buchen. Antworten Sie einfach auf diese E-Mail.'
            : 'If you need more time, you can upgrade to a larger package or book extra hours at our standard hourly rate. Simply reply to this email.',
        ],
        action: { label: de ? 'Zum Dashboard' : 'Go to your dashboard', url: p.portalUrl },
        closing,
      };
    }
    case 'package.expiring': {
      const p = mail.params;
      const pkg = packageDisplayName(p.packageName, p.packageNameDe, lang);
      return {
        subject: de ? `Ihr Paket „${pkg}“ läuft bald ab` : `Your ${pkg} package expires soon`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `Ihr Paket „${pkg}“ läuft am ${date(p.expiresAt, lang)} ab. Ihnen stehen noch ${hours(p.hoursRemaining, lang)} zur Verfügung; nicht genutzte Stunden verfallen mit Ablauf des Pakets.`
            : `Your ${pkg} package expires on ${date(p.expiresAt, lang)}. You have ${hours(p.hoursRemaining, lang)} left; any hours not used by then will expire.`,
          de
            ? 'Stellen Sie uns gern vorher noch Ihre offenen Fragen. Wenn Sie mehr Zeit benötigen, können Sie auf ein größeres Paket umsteigen oder zusätzliche Stunden zu unserem regulären Stundensatz buchen.'
            : 'Feel free to send us any questions you still have before then. If you need more time, you can upgrade to a larger package or book extra hours at our standard hourly rate.',
        ],
        action: { label: de ? 'Frage stellen' : 'Ask a question', url: p.portalUrl },
        closing,
      };
    }
    case 'letter.reminder': {
      const p = mail.params;
      const name = letterDisplayName(p.letterType, lang);
      const when = formatLongDate(p.date, lang);
      const left = de ? (p.daysLeft === 1 ? 'noch 1 Tag' : `noch ${p.daysLeft} Tage`) : p.daysLeft === 1 ? '1 day left' : `${p.daysLeft} days left`;
      return {
        subject: de
          ? `Frist in ${p.daysLeft} ${p.daysLeft === 1 ? 'Tag' : 'Tagen'}: ${name}`
          : `Deadline in ${p.daysLeft} ${p.daysLeft === 1 ? 'day' : 'days'}: ${name}`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `eine Frist aus Ihrem Brief „${name}“ läuft bald ab: ${DEADLINE_NAMES[p.deadlineKind].de} ist ${when} (${left}).`
            : `A deadline from your letter "${name}" is coming up: ${DEADLINE_NAMES[p.deadlineKind].en} is ${when} (${left}).`,
          de
            ? 'Wenn Sie den Brief schon erledigt haben, markieren Sie ihn im Portal als erledigt; dann erinnern wir Sie nicht mehr.'
            : 'If you have already dealt with the letter, mark it as done in the portal and we will stop reminding you.',
        ],
        action: { label: de ? 'Brief öffnen' : 'Open the letter', url: p.portalUrl },
        closing,
      };
    }
    case 'letter.corrected': {
      const p = mail.params;
      const name = letterDisplayName(p.letterType, lang);
      return {
        subject: de ? `Ihre Expertin oder Ihr Experte hat Angaben zu „${name}“ korrigiert` : `Your expert corrected the details of "${name}"`,
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? 'wir haben Angaben zu Ihrem Brief vom Finanzamt geprüft und korrigiert. Bitte sehen Sie sich die Angaben und die daraus berechneten Fristen im Portal an.'
            : 'We have checked and corrected details of your Finanzamt letter. Please look at the details and the deadlines computed from them in the portal.',
        ],
        action: { label: de ? 'Brief öffnen' : 'Open the letter', url: p.portalUrl },
        closing,
      };
    }
    case 'letter.answered': {
      const p = mail.params;
      return {
        subject: de ? 'Ihr Brief vom Finanzamt ist erklärt' : 'Your Finanzamt letter has been explained',
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `eine Expertin oder ein Experte hat Ihren Brief erklärt.${p.attachments ? ` ${p.attachments === 1 ? 'Eine Datei liegt' : `${p.attachments} Dateien liegen`} für Sie im Ordner „Von Ihrem Experten“ bereit.` : ''}`
            : `One of our experts has explained your letter.${p.attachments ? ` ${p.attachments === 1 ? 'A file is' : `${p.attachments} files are`} waiting for you in the folder "From your expert".` : ''}`,
          de
            ? 'In Ihrem Kundenportal lesen Sie, was der Brief bedeutet, was Sie tun müssen und bis wann.'
            : 'You can read what the letter means and what you need to do, and by when, in your client portal.',
        ],
        action: { label: de ? 'Erklärung ansehen' : 'Read the explanation', url: p.portalUrl },
        closing,
      };
    }
    case 'order.confirmed':
    case 'order.paid':
    case 'order.reminder':
    case 'order.expired':
    case 'order.refunded':
    case 'withdrawal.received':
    case 'withdrawal.confirm':
    case 'withdrawal.acknowledged':
    case 'withdrawal.firm':
      return { ...orderMailBody(mail, lang, firm), closing };
    case 'data.export_ready':
    case 'signin.throttled':
    case 'account.deleted':
      return { ...accountMailBody(mail, lang), closing };
    case 'email.verify':
    case 'email.change': {
      const p = mail.params;
      const change = mail.kind === 'email.change';
      return {
        subject: de ? 'Bitte bestätigen Sie Ihre E-Mail-Adresse' : 'Please confirm your email address',
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          change
            ? de
              ? `Sie möchten diese Adresse künftig für Ihr Konto bei ${BRAND} verwenden. Ihre E-Mail-Adresse wird erst geändert, wenn Sie den folgenden Link öffnen.`
              : `You asked to use this address for your ${BRAND} account. Your email address changes only when you open the link below.`
            : de
              ? `bitte bestätigen Sie, dass diese E-Mail-Adresse zu Ihrem Konto bei ${BRAND} gehört. Erst dann senden wir Ihnen Benachrichtigungen mit Links in Ihr Kundenportal und Links zum Zurücksetzen des Passworts.`
              : `Please confirm that this email address belongs to your ${BRAND} account. Only then do we send you notifications with links into your client portal and password reset links.`,
          de
            ? `Der Link ist ${p.validHours} Stunden gültig und kann nur einmal verwendet werden. Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.`
            : `The link is valid for ${p.validHours} hours and can be used only once. If you did not ask for this, you can ignore this email.`,
        ],
        action: { label: de ? 'E-Mail-Adresse bestätigen' : 'Confirm email address', url: p.verifyUrl },
        closing,
      };
    }
    case 'email.changed': {
      const p = mail.params;
      return {
        subject: de ? 'Die E-Mail-Adresse Ihres Kontos wurde geändert' : 'The email address of your account was changed',
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `am ${formatDateTime(p.at, lang, 'Europe/Berlin')} (deutsche Zeit) wurde die E-Mail-Adresse Ihres Kontos bei ${BRAND} geändert. Nachrichten zu Ihrem Konto gehen ab jetzt an die neue Adresse, nicht mehr an diese.`
            : `On ${formatDateTime(p.at, lang, 'Europe/Berlin')} (German time) the email address of your ${BRAND} account was changed. Messages about your account now go to the new address, no longer to this one.`,
          de
            ? 'Wenn Sie das nicht waren, antworten Sie bitte sofort auf diese E-Mail, damit wir Ihr Konto sichern können.'
            : 'If this was not you, please reply to this email at once so that we can secure your account.',
        ],
        closing,
      };
    }
    case 'email.address_in_use': {
      const p = mail.params;
      return {
        subject: de ? 'Jemand wollte Ihre E-Mail-Adresse für ein Konto verwenden' : 'Someone tried to use your email address for an account',
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `jemand hat beantragt, die E-Mail-Adresse eines Kontos bei ${BRAND} in diese Adresse zu ändern. Diese Adresse gehört bereits zu Ihrem Konto. Es wurde nichts geändert, und kein anderes Konto kann diese Adresse verwenden.`
            : `Someone asked to change the email address of a ${BRAND} account to this address. This address already belongs to your account. Nothing was changed, and no other account can use this address.`,
          de
            ? `Falls Sie das waren: Sie haben bereits ein Konto mit dieser Adresse. Melden Sie sich damit an. Wenn Sie Ihr Passwort nicht mehr wissen, können Sie hier ein neues festlegen: ${p.resetUrl}`
            : `If this was you: you already have an account with this address. Sign in with it. If you no longer know your password, you can set a new one here: ${p.resetUrl}`,
          de ? 'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.' : 'If this was not you, you can ignore this email.',
        ],
        action: { label: de ? 'Anmelden' : 'Sign in', url: p.loginUrl },
        closing,
      };
    }
    case 'signin.new_device': {
      const p = mail.params;
      const device = p.device ?? (de ? 'ein unbekanntes Gerät' : 'an unknown device');
      return {
        subject: de ? 'Neue Anmeldung bei Ihrem Konto' : 'New sign-in to your account',
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `am ${formatDateTime(p.at, lang, 'Europe/Berlin')} (deutsche Zeit) hat sich jemand von einem Gerät, das wir noch nicht kannten, bei Ihrem Konto angemeldet.`
            : `On ${formatDateTime(p.at, lang, 'Europe/Berlin')} (German time) someone signed in to your account from a device we had not seen before.`,
          de
            ? 'Wenn Sie das waren, ist nichts zu tun. Wenn nicht, ändern Sie bitte sofort Ihr Passwort und beenden Sie in den Kontoeinstellungen die Sitzungen, die Sie nicht kennen.'
            : 'If this was you, there is nothing to do. If not, please change your password at once and end the sessions you do not recognise in your account settings.',
        ],
        quote: [{ label: de ? 'Gerät' : 'Device', text: device }, ...(p.ip ? [{ label: de ? 'IP-Adresse' : 'IP address', text: p.ip }] : [])],
        action: { label: de ? 'Sitzungen ansehen' : 'Review your sessions', url: p.accountUrl },
        closing,
      };
    }
    case 'password.reset': {
      const p = mail.params;
      return {
        subject: de ? 'Passwort zurücksetzen' : 'Reset your password',
        greeting: de ? `Guten Tag ${p.name},` : `Dear ${p.name},`,
        paragraphs: [
          de
            ? `Sie haben das Zurücksetzen Ihres Passworts angefordert. Der folgende Link ist ${p.validMinutes} Minuten gültig und kann nur einmal verwendet werden.`
            : `You asked to reset your password. The link below is valid for ${p.validMinutes} minutes and can be used only once.`,
          de
            ? 'Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.'
            : 'If you did not ask for this, you can ignore this email; your password stays unchanged.',
        ],
        action: { label: de ? 'Neues Passwort festlegen' : 'Set a new password', url: p.resetUrl },
        closing,
      };
    }
  }
}

function toText(b: Body, firm: Firm): string {
  const parts = [b.greeting, '', ...b.paragraphs.flatMap((p) => [p, ''])];
  for (const q of b.quote ?? []) parts.push(`${q.label}:`, ...q.text.split('\n').map((l) => `> ${l}`), '');
  if (b.action) parts.push(`${b.action.label}: ${b.action.url}`, '');
  parts.push(b.closing, '', '-- ', signature(firm));
  return parts.join('\n') + '\n';
}

function paragraphHtml(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}

function toHtml(b: Body, lang: Language, firm: Firm): string {
  const quote = (b.quote ?? [])
    .map(
      (q) =>
        `<p style="margin:16px 0 4px;font-weight:600">${escapeHtml(q.label)}</p>` +
        `<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #1d4ed8;background:#f1f5f9">${paragraphHtml(q.text)}</blockquote>`,
    )
    .join('');
  const action = b.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(b.action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(b.action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(b.subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a;background:#ffffff">
<div style="max-width:600px;margin:0 auto">
<p>${escapeHtml(b.greeting)}</p>
${b.paragraphs.map((p) => `<p>${paragraphHtml(p)}</p>`).join('\n')}
${quote}
${action}
<p>${paragraphHtml(b.closing)}</p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#475569">${escapeHtml(signature(firm))}</p>
</div></body></html>
`;
}

/**
 * The mail with every link to the site (each `…Url` parameter) carrying `?lang=` in the mail's
 * language, so the page a link opens speaks the language the mail does, whatever the browser has
 * stored (docs/decisions/025-the-account-language-rules.md).
 */
function linksInLanguage(mail: MailContent, language: Language): MailContent {
  const params = Object.fromEntries(
    Object.entries(mail.params).map(([key, value]) => [key, key.endsWith('Url') && typeof value === 'string' ? withLanguageParam(value, language) : value]),
  );
  return { ...mail, params } as MailContent;
}

/**
 * Renders an e-mail in `language`: subject, plain text and HTML (all user text escaped). `firm` is
 * the firm's details as kept in the console (signature, the withdrawal instructions' address).
 */
export function renderMail(mail: MailContent, language: Language, firm: Firm): RenderedMail {
  const b = body(linksInLanguage(mail, language), language, firm);
  return { subject: b.subject, text: toText(b, firm), html: toHtml(b, language, firm) };
}
