/**
 * `mail_outbox` (decision record 004): every e-mail, written in the same transaction as the change that
 * causes it and delivered later by the sender (src/modules/mail/sender.ts) with retries.
 * The message is rendered when queued, in the recipient's language.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const MailOutboxEntity = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: {
    id: generatedUuidKey(),
    /** One of MAIL_KINDS. */
    kind: p.string().length(40),
    toAddress: p.string().length(254),
    /** Reply-To, e.g. the visitor's address on a contact message to the firm. */
    replyTo: p.string().length(254).nullable(),
    language: p.enum(['en', 'de'] as const),
    subject: p.string().length(300),
    textBody: p.text(),
    htmlBody: p.text(),
    /** Unique when set: a message that must go out once only (e.g. `usage80:<purchaseId>`). */
    dedupeKey: p.string().length(200).nullable(),
    /** An iCalendar invitation sent with the message: its METHOD ('REQUEST' or 'CANCEL', RFC 5546) and text. */
    calendarMethod: p.string().length(10).nullable(),
    calendarIcs: p.text().nullable(),
    attempts: p.integer().default(0),
    nextAttemptAt: nowOnCreate(),
    lastError: p.text().nullable(),
    createdAt: nowOnCreate(),
    sentAt: p.datetime().nullable(),
  },
});
