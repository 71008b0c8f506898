/**
 * The e-mails about a client's Finanzamt letters (decision record 010): a deadline coming up, the
 * letter's details corrected by an expert, the letter explained. Like the question mails, they
 * link to the letter but carry no content of it.
 */
import { formatLongDate } from '../../shared/deadlines/explain.js';
import { letterDisplayName, type LetterType } from '../../shared/letters/letter-types.js';
import type { LetterDeadlineKind } from '../../shared/letters/letters.schema.js';
import type { MailI18n } from '../mail/mail-i18n.js';
import { defineMails } from '../mail/templates.js';
import { filesWaiting } from '../questions/questions.mails.js';

export type LettersMail =
  | {
      kind: 'letter.reminder';
      params: { name: string; letterType: LetterType | null; deadlineKind: LetterDeadlineKind; date: string; daysLeft: number; portalUrl: string };
    }
  | { kind: 'letter.corrected'; params: { name: string; letterType: LetterType | null; portalUrl: string } }
  | { kind: 'letter.answered'; params: { name: string; attachments: number; portalUrl: string } };

/** What the deadline is, in the reminder's sentence. */
const DEADLINE_NAMES: Record<LetterDeadlineKind, (i18n: MailI18n) => string> = {
  objection: (i18n) => i18n._('the last day for an Einspruch (objection)'),
  lawsuit: (i18n) => i18n._('the last day for a Klage (action) at the Finanzgericht'),
  payment: (i18n) => i18n._('the payment due date'),
  respond: (i18n) => i18n._('the date to respond by'),
};

export const lettersMails = defineMails<LettersMail>({
  'letter.reminder': (p, { i18n, lang }) => {
    const name = letterDisplayName(p.letterType, lang);
    return {
      subject: i18n._('Deadline in {daysLeft, plural, one {{daysLeft} day} other {{daysLeft} days}}: {name}', { daysLeft: p.daysLeft, name }),
      greeting: { name: p.name },
      paragraphs: [
        i18n._('A deadline from your letter "{name}" is coming up: {deadline} is {when} ({left}).', {
          name,
          deadline: DEADLINE_NAMES[p.deadlineKind](i18n),
          when: formatLongDate(p.date, lang),
          left: i18n._('{daysLeft, plural, one {{daysLeft} day left} other {{daysLeft} days left}}', { daysLeft: p.daysLeft }),
        }),
        i18n._('If you have already dealt with the letter, mark it as done in the portal and we will stop reminding you.'),
      ],
      action: { label: i18n._('Open the letter'), url: p.portalUrl },
    };
  },
  'letter.corrected': (p, { i18n, lang }) => ({
    subject: i18n._('Your expert corrected the details of "{name}"', { name: letterDisplayName(p.letterType, lang) }),
    greeting: { name: p.name },
    paragraphs: [
      i18n._('We have checked and corrected details of your Finanzamt letter. Please look at the details and the deadlines computed from them in the portal.'),
    ],
    action: { label: i18n._('Open the letter'), url: p.portalUrl },
  }),
  'letter.answered': (p, { i18n }) => ({
    subject: i18n._('Your Finanzamt letter has been explained'),
    greeting: { name: p.name },
    paragraphs: [
      i18n._('One of our experts has explained your letter.') + filesWaiting(i18n, p.attachments),
      i18n._('You can read what the letter means and what you need to do, and by when, in your client portal.'),
    ],
    action: { label: i18n._('Read the explanation'), url: p.portalUrl },
  }),
});
