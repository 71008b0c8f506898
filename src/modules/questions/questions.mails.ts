/**
 * The e-mails of questions and conversations (decision record 004, 014): a new question or
 * follow-up to the firm, an answer or a later reply to the client. They say that there is something
 * new and link to it, but carry no tax content (no question, answer, summary or amount): the
 * address may be a wrong or a shared one.
 */
import { RESPONSE_PROMISE_HOURS } from '../../shared/constants.js';
import { formatLongDateTime } from '../../shared/format.js';
import type { MailI18n } from '../mail/mail-i18n.js';
import { defineMails, type MailBody } from '../mail/templates.js';

type ToFirm = { clientName: string; clientEmail: string; adminUrl: string };
/** A response-time clock's notice to the firm: the promise (business hours) and when it breaks or broke (ISO instant). */
type ClockNotice = ToFirm & { promisedHours: number; answerBy: string };

export type QuestionsMail =
  | { kind: 'question.received'; params: ToFirm }
  | { kind: 'question.follow-up'; params: ToFirm }
  | { kind: 'question.answered'; params: { name: string; portalUrl: string } }
  /** A later expert reply (`edited`: a reply was corrected); `files`: attachments put into "From your expert". */
  | { kind: 'question.replied'; params: { name: string; edited: boolean; files: number; portalUrl: string } }
  /** Three quarters of a pending question's promised time are used (decision record 061). */
  | { kind: 'question.clock-warning'; params: ClockNotice }
  /** A pending question's promise is broken (decision record 061). */
  | { kind: 'question.clock-broken'; params: ClockNotice };

/** An instant as the firm's clock in Berlin reads it, with the weekday: "Monday, 30 November 2026 at 14:00". */
function berlinTime(instant: string, lang: string): string {
  return formatLongDateTime(instant, lang, 'Europe/Berlin');
}

/** " A file is waiting for you…" after a sentence when the expert attached `files` (nothing for none). */
export function filesWaiting(i18n: MailI18n, files: number): string {
  return files ? ` ${i18n._('{files, plural, one {A file is} other {{files} files are}} waiting for you in the folder "From your expert".', { files })}` : '';
}

/** A new question or follow-up, to the firm. */
function toFirm(p: ToFirm, i18n: MailI18n, followUp: boolean): MailBody {
  const who = { clientName: p.clientName, clientEmail: p.clientEmail };
  return {
    subject: followUp ? i18n._('New message from {clientName}', who) : i18n._('New question from {clientName}', who),
    greeting: 'firm',
    paragraphs: [
      followUp
        ? i18n._('{clientName} ({clientEmail}) has sent a follow-up in a conversation.', who)
        : i18n._('{clientName} ({clientEmail}) has asked a new question.', who),
      i18n._('Read it in the admin console; we have promised an answer within {hours} hours on business days.', { hours: RESPONSE_PROMISE_HOURS }),
    ],
    action: { label: i18n._('Open the conversation'), url: p.adminUrl },
  };
}

export const questionsMails = defineMails<QuestionsMail>({
  'question.received': (p, { i18n }) => toFirm(p, i18n, false),
  'question.follow-up': (p, { i18n }) => toFirm(p, i18n, true),
  'question.answered': (p, { i18n }) => ({
    subject: i18n._('Your question has been answered'),
    greeting: { name: p.name },
    paragraphs: [i18n._('One of our experts has answered your question. You can read the answer in your client portal.')],
    action: { label: i18n._('Read the answer'), url: p.portalUrl },
  }),
  'question.replied': (p, { i18n }) => ({
    subject: p.edited ? i18n._('A reply to your question was corrected') : i18n._('New reply to your question'),
    greeting: { name: p.name },
    paragraphs: [
      (p.edited ? i18n._('One of our experts has corrected a reply in your conversation.') : i18n._('One of our experts has replied in your conversation.')) +
        filesWaiting(i18n, p.files),
      i18n._('You can read the message in your client portal.'),
    ],
    action: { label: i18n._('Open the conversation'), url: p.portalUrl },
  }),
  'question.clock-warning': (p, { i18n, lang }) => ({
    subject: i18n._('Answer due soon: question from {clientName}', { clientName: p.clientName }),
    greeting: 'firm',
    paragraphs: [
      i18n._('The question from {clientName} ({clientEmail}) has used three quarters of the {hours} business hours we promised for an answer.', {
        clientName: p.clientName,
        clientEmail: p.clientEmail,
        hours: p.promisedHours,
      }),
      i18n._('Please answer it by {when} (Berlin time).', { when: berlinTime(p.answerBy, lang) }),
    ],
    action: { label: i18n._('Open the conversation'), url: p.adminUrl },
  }),
  'question.clock-broken': (p, { i18n, lang }) => ({
    subject: i18n._('Response time exceeded: question from {clientName}', { clientName: p.clientName }),
    greeting: 'firm',
    paragraphs: [
      i18n._(
        'We promised {clientName} ({clientEmail}) an answer within {hours} business hours, by {when} (Berlin time). That time has passed without an answer.',
        {
          clientName: p.clientName,
          clientEmail: p.clientEmail,
          hours: p.promisedHours,
          when: berlinTime(p.answerBy, lang),
        },
      ),
      i18n._('Please answer the question now, or tell the client when they can expect an answer.'),
    ],
    action: { label: i18n._('Open the conversation'), url: p.adminUrl },
  }),
});
