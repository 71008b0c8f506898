/** The contact form's e-mails (decision record 004): a new message to the firm, and the firm's reply to its sender. */
import { BRAND } from '../../shared/company.js';
import { LANGUAGE_NAMES, type Language } from '../../shared/constants.js';
import { formatDateTime } from '../../shared/format.js';
import { defineMails } from '../mail/templates.js';

export type ContactMail =
  | { kind: 'contact.received'; params: { name: string; email: string; language: Language; message: string; adminUrl: string } }
  /** The firm's reply to a contact message, to its sender: the reply as written, then their message (`submittedAt` ISO). */
  | { kind: 'contact.reply'; params: { name: string; reply: string; message: string; submittedAt: string } };

export const contactMails = defineMails<ContactMail>({
  'contact.received': (p, { i18n }) => ({
    subject: i18n._('New contact message from {name}', { name: p.name }),
    greeting: 'firm',
    paragraphs: [i18n._('A new message has arrived through the contact form.')],
    quote: [
      { label: i18n._('Name'), text: p.name },
      { label: i18n._('Email'), text: p.email },
      { label: i18n._('Preferred language'), text: LANGUAGE_NAMES[p.language] },
      { label: i18n._('Message'), text: p.message },
    ],
    action: { label: i18n._('Open in the admin console'), url: p.adminUrl },
  }),
  'contact.reply': (p, { i18n, lang }) => ({
    subject: i18n._('Your message to {brand}', { brand: BRAND }),
    greeting: { name: p.name },
    paragraphs: [p.reply],
    quote: [{ label: i18n._('Your message of {when}', { when: formatDateTime(p.submittedAt, lang, 'Europe/Berlin') }), text: p.message }],
  }),
});
