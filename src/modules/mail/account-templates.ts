/**
 * The e-mails of a client's data rights (GDPR Art. 15, 17, 20; docs/decisions/013-data-rights.md),
 * in English and German, rendered by templates.ts.
 * - 'data.export_ready' to the client: only that the copy is ready, until when, and the link to the
 *   account page (sign-in needed). No content of the export: the e-mail may reach a wrong address.
 * - 'account.deleted' to the firm: that an account was deleted, when, by whom (the client, or an
 *   admin on the client's written request) and what is kept for the retention period; no name, no
 *   address, no content.
 * - 'signin.throttled' to the account's owner (docs/decisions/020-per-account-sign-in-limits.md):
 *   that many wrong passwords (or two-factor codes) were entered, that this way of signing in is
 *   paused for a while, and what the owner can do. No address, device or count: the mail may be
 *   read by someone else, and the attacker learns nothing from it.
 */
import { BRAND } from '../../shared/company.js';
import type { Language } from '../../shared/constants.js';
import { formatDate, formatDateTime } from '../../shared/format.js';
import type { OrderMailBody } from './order-templates.js';

export type AccountMailContent =
  | { kind: 'data.export_ready'; params: { expiresAt: string; accountUrl: string } }
  | {
      kind: 'signin.throttled';
      params: {
        /** What was paused: password sign-in, or entering two-factor codes. */
        step: 'password' | 'code';
        /** How long at most, in minutes. */
        minutes: number;
        /** The "Forgot password?" page. */
        forgotPasswordUrl: string;
      };
    }
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
            ? `die Kopie Ihrer Daten bei ${BRAND}, die Sie angefordert haben, ist fertig. Sie können sie bis zum ${until} in Ihren Kontoeinstellungen herunterladen (Anmeldung erforderlich). Danach wird die Datei gelöscht.`
            : `The copy of your data at ${BRAND} that you asked for is ready. You can download it from your account settings (sign-in required) until ${until}. After that, the file is deleted.`,
          de ? 'Wenn Sie keine Kopie angefordert haben, ändern Sie bitte Ihr Passwort.' : 'If you did not ask for a copy, please change your password.',
        ],
        action: { label: de ? 'Zu den Kontoeinstellungen' : 'Open your account settings', url: p.accountUrl },
      };
    }
    case 'signin.throttled': {
      const p = mail.params;
      const password = p.step === 'password';
      return {
        subject: de ? 'Viele fehlgeschlagene Anmeldeversuche bei Ihrem Konto' : 'Many failed sign-in attempts on your account',
        greeting: de ? 'Guten Tag,' : 'Hello,',
        paragraphs: password
          ? [
              de
                ? `bei Ihrem Konto bei ${BRAND} wurde mehrfach ein falsches Passwort eingegeben. Zu Ihrem Schutz ist die Anmeldung mit Passwort für bis zu ${p.minutes} Minuten pausiert.`
                : `Someone entered a wrong password for your ${BRAND} account several times. To protect you, signing in with the password is paused for up to ${p.minutes} minutes.`,
              de
                ? 'Mit einem Passkey können Sie sich weiterhin anmelden. Sie können auch Ihr Passwort über den Link unten zurücksetzen; danach ist die Anmeldung sofort wieder möglich.'
                : 'You can still sign in with a passkey. You can also reset your password with the link below; after that you can sign in again at once.',
              de
                ? 'Wenn Sie das nicht waren, wählen Sie bitte ein neues, starkes Passwort, das Sie nirgendwo sonst verwenden.'
                : 'If this was not you, please choose a new, strong password that you use nowhere else.',
            ]
          : [
              de
                ? `bei der Anmeldung in Ihr Konto bei ${BRAND} wurde mehrfach ein falscher Bestätigungscode eingegeben. Zu Ihrem Schutz ist die Eingabe von Codes für ${p.minutes} Minuten gesperrt.`
                : `Someone entered a wrong verification code for your ${BRAND} account several times. To protect you, entering codes is locked for ${p.minutes} minutes.`,
              de
                ? 'Mit einem Passkey können Sie sich weiterhin anmelden. Wenn Sie das nicht waren, kennt jemand Ihr Passwort: Bitte ändern Sie es sofort.'
                : 'You can still sign in with a passkey. If this was not you, someone knows your password: please change it at once.',
            ],
        action: { label: de ? 'Passwort zurücksetzen' : 'Reset your password', url: p.forgotPasswordUrl },
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
            : 'Please also delete copies kept outside the portal (emails, notes) unless you must keep them by law.',
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
