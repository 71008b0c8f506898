/**
 * The e-mails of a client's data rights (GDPR Art. 15, 17, 20; docs/decisions/013-data-rights.md),
 * in English and German, rendered by templates.ts.
 * - 'data.export_ready' to the client: only that the copy is ready, until when, and the link to the
 *   account page (sign-in needed). No content of the export: the e-mail may reach a wrong address.
 * - 'account.deleted' to the firm: that an account was deleted, when, by whom (the client, or an
 *   admin on the client's written request) and what is kept for the retention period; no name, no
 *   address, no content.
 */
import { COMPANY } from '../../shared/company.js';
import type { Language } from '../../shared/constants.js';
import { formatDate, formatDateTime } from '../../shared/format.js';
import type { OrderMailBody } from './order-templates.js';

export type AccountMailContent =
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

/** The wording of each data-rights e-mail in `lang` (without the closing, which templates.ts adds). */
export function accountMailBody(mail: AccountMailContent, lang: Language): OrderMailBody {
  const de = lang === 'de';
  switch (mail.kind) {
    case 'data.export_ready': {
      const p = mail.params;
      const until = formatDate(p.expiresAt, lang, 'Europe/Berlin');
      return {
        subject: de ? 'Ihre Datenkopie ist bereit' : 'Your copy of your data is ready',
        greeting: de ? 'Guten Tag,' : 'Hello,',
        paragraphs: [
          de
            ? `die Kopie Ihrer Daten bei ${COMPANY.brand}, die Sie angefordert haben, ist fertig. Sie können sie bis zum ${until} in Ihren Kontoeinstellungen herunterladen (Anmeldung erforderlich). Danach wird die Datei gelöscht.`
            : `The copy of your data at ${COMPANY.brand} that you asked for is ready. You can download it from your account settings (sign-in required) until ${until}. After that, the file is deleted.`,
          de ? 'Wenn Sie keine Kopie angefordert haben, ändern Sie bitte Ihr Passwort.' : 'If you did not ask for a copy, please change your password.',
        ],
        action: { label: de ? 'Zu den Kontoeinstellungen' : 'Open your account settings', url: p.accountUrl },
      };
    }
    case 'account.deleted': {
      const p = mail.params;
      const at = formatDateTime(p.deletedAt, lang, 'Europe/Berlin');
      const who =
        p.by === 'client'
          ? de
            ? 'vom Kunden selbst'
            : 'by the client'
          : de
            ? `von einer Administratorin oder einem Administrator auf schriftlichen Antrag vom ${formatDate(p.requestReceivedOn ?? p.deletedAt, lang, 'Europe/Berlin')}`
            : `by an admin on the client's written request of ${formatDate(p.requestReceivedOn ?? p.deletedAt, lang, 'Europe/Berlin')}`;
      return {
        subject: de ? 'Ein Kundenkonto wurde gelöscht' : 'A client account was deleted',
        greeting: de ? 'Hallo,' : 'Hello,',
        paragraphs: [
          de
            ? `am ${at} wurde ein Kundenkonto ${who} gelöscht (Art. 17 DSGVO). Dokumente, Briefe, Fragen und persönliche Daten sind entfernt; Bestellungen und Rechnungen bleiben mit Name und Rechnungsanschrift für die gesetzliche Aufbewahrungsfrist erhalten (§ 147 AO).`
            : `On ${at} a client account was deleted ${who} (GDPR Art. 17). Documents, letters, questions and personal data are gone; orders and invoices stay, with the name and billing address they carry, for the legal retention period (§ 147 AO).`,
          de
            ? 'Bitte löschen Sie auch Kopien außerhalb des Portals (E-Mails, Notizen), soweit keine Aufbewahrungspflicht besteht.'
            : 'Please also delete copies kept outside the portal (e-mails, notes) unless you must keep them by law.',
        ],
        quote: [
          { label: de ? 'Kundennummer' : 'Client id', text: p.clientId },
          { label: de ? 'Aufbewahrte Bestellungen' : 'Orders kept', text: String(p.ordersKept) },
          { label: de ? 'Aufbewahrte Rechnungen' : 'Invoices kept', text: String(p.invoicesKept) },
          { label: de ? 'Stornierte unbezahlte Bestellungen' : 'Unpaid orders cancelled', text: String(p.ordersCancelled) },
        ],
        action: { label: de ? 'Im Admin-Bereich öffnen' : 'Open in the admin console', url: p.adminUrl },
      };
    }
  }
}
