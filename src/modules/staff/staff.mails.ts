/**
 * The e-mails of the firm's staff (docs/decisions/064-staff-roles.md): an owner's invitation to join
 * the console as an expert, with its single-use link.
 */
import { BRAND } from '../../shared/company.js';
import { defineMails } from '../mail/templates.js';

export type StaffMail = {
  kind: 'staff.invitation';
  params: { name: string; inviterName: string; acceptUrl: string; validDays: number };
};

export const staffMails = defineMails<StaffMail>({
  'staff.invitation': (p, { i18n }) => ({
    subject: i18n._('You are invited to join the {brand} team', { brand: BRAND }),
    greeting: { name: p.name },
    paragraphs: [
      i18n._('{inviter} invites you to answer clients’ questions and explain their Finanzamt letters as an expert in the {brand} console.', {
        inviter: p.inviterName,
        brand: BRAND,
      }),
      i18n._(
        'Open the link below to choose your password. It is valid for {days} days and can be used only once. Before you can open the console, you set up two-factor sign-in with an authenticator app.',
        { days: p.validDays },
      ),
      i18n._('If you did not expect this invitation, you can ignore this email.'),
    ],
    action: { label: i18n._('Accept the invitation'), url: p.acceptUrl },
  }),
});
