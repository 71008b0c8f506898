/**
 * The e-mails of the account's security (decision record 012): a password reset link, the
 * confirmation of an address (a new account's, or a new one for the account), the notice to the
 * old address after a change, the notice to an address another account asked to change to, a
 * sign-in from a new device, and (decision record 020) that many wrong passwords or two-factor
 * codes were entered: that this way of signing in is paused for a while and what the owner can do.
 * No address, device or count in that one: the mail may be read by someone else, and the attacker
 * learns nothing from it.
 */
import { BRAND } from '../../shared/company.js';
import { formatDateTime } from '../../shared/format.js';
import type { MailI18n } from '../mail/mail-i18n.js';
import { defineMails, type MailBody } from '../mail/templates.js';

type Verify = { name: string; verifyUrl: string; validHours: number };

export type AuthMail =
  | { kind: 'password.reset'; params: { name: string; resetUrl: string; validMinutes: number } }
  | { kind: 'email.verify'; params: Verify }
  | { kind: 'email.change'; params: Verify }
  | { kind: 'email.changed'; params: { name: string; at: string; accountUrl: string } }
  /** To the holder of an address another account asked to change to (no link was sent; nothing about the asker). */
  | { kind: 'email.address_in_use'; params: { name: string; loginUrl: string; resetUrl: string } }
  | { kind: 'signin.new_device'; params: { name: string; device: string | null; ip: string | null; at: string; accountUrl: string } }
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
    };

/** The link that confirms an address: for a new account (`change` false) or a new address of the account. */
function confirmAddress(p: Verify, i18n: MailI18n, change: boolean): MailBody {
  return {
    subject: i18n._('Please confirm your email address'),
    greeting: { name: p.name },
    paragraphs: [
      change
        ? i18n._('You asked to use this address for your {brand} account. Your email address changes only when you open the link below.', { brand: BRAND })
        : i18n._(
            'Please confirm that this email address belongs to your {brand} account. Only then do we send you notifications with links into your client portal and password reset links.',
            { brand: BRAND },
          ),
      i18n._('The link is valid for {hours} hours and can be used only once. If you did not ask for this, you can ignore this email.', { hours: p.validHours }),
    ],
    action: { label: i18n._('Confirm email address'), url: p.verifyUrl },
  };
}

export const authMails = defineMails<AuthMail>({
  'password.reset': (p, { i18n }) => ({
    subject: i18n._('Reset your password'),
    greeting: { name: p.name },
    paragraphs: [
      i18n._('You asked to reset your password. The link below is valid for {minutes} minutes and can be used only once.', { minutes: p.validMinutes }),
      i18n._('If you did not ask for this, you can ignore this email; your password stays unchanged.'),
    ],
    action: { label: i18n._('Set a new password'), url: p.resetUrl },
  }),
  'email.verify': (p, { i18n }) => confirmAddress(p, i18n, false),
  'email.change': (p, { i18n }) => confirmAddress(p, i18n, true),
  'email.changed': (p, { i18n, lang }) => ({
    subject: i18n._('The email address of your account was changed'),
    greeting: { name: p.name },
    paragraphs: [
      i18n._(
        'On {at} (German time) the email address of your {brand} account was changed. Messages about your account now go to the new address, no longer to this one.',
        { at: formatDateTime(p.at, lang, 'Europe/Berlin'), brand: BRAND },
      ),
      i18n._('If this was not you, please reply to this email at once so that we can secure your account.'),
    ],
  }),
  'email.address_in_use': (p, { i18n }) => ({
    subject: i18n._('Someone tried to use your email address for an account'),
    greeting: { name: p.name },
    paragraphs: [
      i18n._(
        'Someone asked to change the email address of a {brand} account to this address. This address already belongs to your account. Nothing was changed, and no other account can use this address.',
        { brand: BRAND },
      ),
      i18n._(
        'If this was you: you already have an account with this address. Sign in with it. If you no longer know your password, you can set a new one here: {resetUrl}',
        { resetUrl: p.resetUrl },
      ),
      i18n._('If this was not you, you can ignore this email.'),
    ],
    action: { label: i18n._('Sign in'), url: p.loginUrl },
  }),
  'signin.new_device': (p, { i18n, lang }) => ({
    subject: i18n._('New sign-in to your account'),
    greeting: { name: p.name },
    paragraphs: [
      i18n._('On {at} (German time) someone signed in to your account from a device we had not seen before.', {
        at: formatDateTime(p.at, lang, 'Europe/Berlin'),
      }),
      i18n._(
        'If this was you, there is nothing to do. If not, please change your password at once and end the sessions you do not recognise in your account settings.',
      ),
    ],
    quote: [{ label: i18n._('Device'), text: p.device ?? i18n._('an unknown device') }, ...(p.ip ? [{ label: i18n._('IP address'), text: p.ip }] : [])],
    action: { label: i18n._('Review your sessions'), url: p.accountUrl },
  }),
  'signin.throttled': (p, { i18n }) => ({
    subject: i18n._('Many failed sign-in attempts on your account'),
    greeting: 'client',
    paragraphs:
      p.step === 'password'
        ? [
            i18n._(
              'Someone entered a wrong password for your {brand} account several times. To protect you, signing in with the password is paused for up to {minutes} minutes.',
              { brand: BRAND, minutes: p.minutes },
            ),
            i18n._('You can still sign in with a passkey. You can also reset your password with the link below; after that you can sign in again at once.'),
            i18n._('If this was not you, please choose a new, strong password that you use nowhere else.'),
          ]
        : [
            i18n._(
              'Someone entered a wrong verification code for your {brand} account several times. To protect you, entering codes is locked for {minutes} minutes.',
              { brand: BRAND, minutes: p.minutes },
            ),
            i18n._('You can still sign in with a passkey. If this was not you, someone knows your password: please change it at once.'),
          ],
    action: { label: i18n._('Reset your password'), url: p.forgotPasswordUrl },
  }),
});
