/**
 * The e-mails of a client's data rights (GDPR Art. 15, 17, 20; docs/decisions/013-data-rights.md).
 * - 'data.export_ready' to the client: only that the copy is ready, until when, and the link to the
 *   account page (sign-in needed). No content of the export: the e-mail may reach a wrong address.
 * - 'account.deleted' to the firm: that an account was deleted, when, by whom (the client, or an
 *   admin on the client's written request) and what is kept for the retention period; no name, no
 *   address, no content.
 */
import { BRAND } from '../../shared/company.js';
import { formatDate, formatDateTime } from '../../shared/format.js';
import { defineMails } from '../mail/templates.js';

export type AccountMail =
  | { kind: 'data.export_ready'; params: { expiresAt: string; accountUrl: string } }
  | {
      kind: 'account.deleted';
      params: {
        /** The anonymised account's id (its page in the console still lists the kept orders and invoices). */
        clientId: string;
        deletedAt: string;
        by: 'client' | 'admin';
        /** For a deletion by an admin: the day the client's written request arrived. */
        requestReceivedOn: string | null;
        ordersKept: number;
        invoicesKept: number;
        ordersCancelled: number;
        adminUrl: string;
      };
    };

export const accountMails = defineMails<AccountMail>({
  'data.export_ready': (p, { i18n, lang }) => ({
    subject: i18n._('Your copy of your data is ready'),
    greeting: 'client',
    paragraphs: [
      i18n._(
        'The copy of your data at {brand} that you asked for is ready. You can download it from your account settings (sign-in required) until {until}. After that, the file is deleted.',
        { brand: BRAND, until: formatDate(p.expiresAt, lang, 'Europe/Berlin') },
      ),
      i18n._('If you did not ask for a copy, please change your password.'),
    ],
    action: { label: i18n._('Open your account settings'), url: p.accountUrl },
  }),
  'account.deleted': (p, { i18n, lang }) => {
    const who =
      p.by === 'client'
        ? i18n._('by the client')
        : i18n._("by an admin on the client's written request of {date}", { date: formatDate(p.requestReceivedOn ?? p.deletedAt, lang, 'Europe/Berlin') });
    return {
      subject: i18n._('A client account was deleted'),
      greeting: 'firm',
      paragraphs: [
        i18n._(
          'On {at} a client account was deleted {who} (GDPR Art. 17). Documents, letters, questions and personal data are gone; orders and invoices stay, with the name and billing address they carry, for the legal retention period (§ 147 AO).',
          { at: formatDateTime(p.deletedAt, lang, 'Europe/Berlin'), who },
        ),
        i18n._('Please also delete copies kept outside the portal (emails, notes) unless you must keep them by law.'),
      ],
      quote: [
        { label: i18n._('Client id'), text: p.clientId },
        { label: i18n._('Orders kept'), text: String(p.ordersKept) },
        { label: i18n._('Invoices kept'), text: String(p.invoicesKept) },
        { label: i18n._('Unpaid orders cancelled'), text: String(p.ordersCancelled) },
      ],
      action: { label: i18n._('Open in the admin console'), url: p.adminUrl },
    };
  },
});
