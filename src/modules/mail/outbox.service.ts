/**
 * Queuing e-mail (decision record 004): a row in `mail_outbox`, written with the caller's EntityManager so it
 * commits or rolls back with the change that causes it. The sender (sender.ts) delivers it later.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../../config.js';
import { db } from '../../kysely.js';
import { DELETED_EMAIL_DOMAIN } from '../../shared/account/account.schema.js';
import type { Language } from '../../shared/constants.js';
import { loadFirm } from '../firm/firm.service.js';
import { renderMail, type MailContent, type MailKind } from './templates.js';

interface QueuedMail {
  to: string;
  /** The recipient's language: the message is rendered in it. */
  language: Language;
  content: MailContent;
  /** Reply-To address (the contact form's sender, so the firm can simply answer). */
  replyTo?: string;
  /** When set, a second message with the same key is dropped ("once each" notices). */
  dedupeKey?: string;
  /** An iCalendar invitation sent with it (a call's REQUEST or CANCEL, RFC 5546; docs/decisions/072-calls.md). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; ics: string };
}

/**
 * The kinds of e-mail that go to an account's address even before the address is confirmed
 * (decision record 012): the confirmation links themselves, the notice to the old address after a
 * change, and the contractual mails of a purchase (the order confirmation is the legally required
 * copy on a durable medium, § 312f BGB; payment, reminder, expiry, refund and withdrawal notices
 * belong to the same contract). Every other mail to an account's address — notifications that
 * link into the portal's content, reminders, password resets, security notices — is not queued
 * while that account's address is unconfirmed (it is dropped, not deferred: the portal shows the
 * same news, and a banner asks the client to confirm). Mail to addresses that belong to no
 * account (the firm, a guest's order) is not affected. The firm's reply to a contact message
 * ('contact.reply') is an answer a person wrote to a message sent from that address, as from any
 * mail program: it goes out whatever the state of an account with that address.
 */
const UNVERIFIED_RECIPIENT_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  'email.verify',
  'email.change',
  'email.changed',
  'order.confirmed',
  'order.paid',
  'order.reminder',
  'order.expired',
  'order.refunded',
  'withdrawal.received',
  'withdrawal.confirm',
  'withdrawal.acknowledged',
  'purchase.recorded',
  'contact.reply',
]);

/** Whether mail of `kind` to an account's address waits for that address to be confirmed. */
function needsVerifiedRecipient(kind: MailKind): boolean {
  return !UNVERIFIED_RECIPIENT_KINDS.has(kind);
}

/**
 * The kinds whose body carries a live single-use link: once delivered, the row keeps
 * REDACTED_BODY instead of the body (src/modules/mail/sender.ts).
 */
export const REDACTED_AFTER_DELIVERY_KINDS: readonly MailKind[] = ['password.reset', 'email.verify', 'email.change', 'withdrawal.confirm', 'staff.invitation'];

/**
 * Renders the message and inserts it into the outbox in `em`'s transaction. Mail to an account
 * whose address is not confirmed is not queued unless its kind is in UNVERIFIED_RECIPIENT_KINDS;
 * mail to a deleted account's placeholder address is never queued.
 * @returns true when queued, false when a message with the same dedupeKey already exists or the
 *   recipient's address must be confirmed first.
 */
export async function queueMail(em: EntityManager, mail: QueuedMail): Promise<boolean> {
  // A deleted account's placeholder address receives nothing (decision record 013).
  if (mail.to.endsWith(`@${DELETED_EMAIL_DOMAIN}`)) return false;
  const r = renderMail(mail.content, mail.language, await loadFirm(em));
  const verifiedOnly = needsVerifiedRecipient(mail.content.kind);
  const k = db(em);
  const row = await k
    .insertInto('mail_outbox')
    .columns(['kind', 'to_address', 'reply_to', 'language', 'subject', 'text_body', 'html_body', 'dedupe_key', 'calendar_method', 'calendar_ics'])
    .expression(
      k
        .selectNoFrom((eb) => [
          eb.val(mail.content.kind).as('kind'),
          eb.val(mail.to).as('to_address'),
          eb.val(mail.replyTo ?? null).as('reply_to'),
          eb.val(mail.language).as('language'),
          eb.val(r.subject).as('subject'),
          eb.val(r.text).as('text_body'),
          eb.val(r.html).as('html_body'),
          eb.val(mail.dedupeKey ?? null).as('dedupe_key'),
          eb.val(mail.calendar?.method ?? null).as('calendar_method'),
          eb.val(mail.calendar?.ics ?? null).as('calendar_ics'),
        ])
        .$if(verifiedOnly, (qb) =>
          qb.where(({ not, exists, selectFrom, lit }) =>
            not(exists(selectFrom('users').select(lit(1).as('one')).where('email', '=', mail.to).where('email_verified_at', 'is', null))),
          ),
        ),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Like queueMail, to the account with e-mail address `email`: the row is inserted only when that
 * account exists (and, for kinds that need it, has confirmed the address) — one statement either
 * way, so callers can do the same work for unknown addresses.
 * @returns true when queued
 */
export async function queueMailToAccount(em: EntityManager, email: string, mail: Pick<QueuedMail, 'language' | 'content'>): Promise<boolean> {
  const r = renderMail(mail.content, mail.language, await loadFirm(em));
  const row = await db(em)
    .insertInto('mail_outbox')
    .columns(['kind', 'to_address', 'reply_to', 'language', 'subject', 'text_body', 'html_body', 'dedupe_key'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          eb.val(mail.content.kind).as('kind'),
          'email',
          eb.val(null).as('reply_to'),
          eb.val(mail.language).as('language'),
          eb.val(r.subject).as('subject'),
          eb.val(r.text).as('text_body'),
          eb.val(r.html).as('html_body'),
          eb.val(null).as('dedupe_key'),
        ])
        .where('email', '=', email)
        .$if(needsVerifiedRecipient(mail.content.kind), (qb) => qb.where('email_verified_at', 'is not', null)),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The site's origin for links in e-mails: PUBLIC_URL, else the address the server listens on. */
function siteOrigin(config: AppConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** An absolute link into the site, e.g. siteUrl(config, '/dashboard'). */
export function siteUrl(config: AppConfig, path: string): string {
  return `${siteOrigin(config)}${path}`;
}
