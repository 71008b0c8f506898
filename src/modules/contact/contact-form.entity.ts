/** `contact_forms` (spec section 3): a visitor's message from the contact form. */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const ContactFormEntity = defineEntity({
  name: 'ContactForm',
  tableName: 'contact_forms',
  properties: {
    id: generatedUuidKey(),
    name: p.string().length(120),
    email: p.string().length(254),
    language: p.enum(['en', 'de'] as const),
    message: p.text(),
    submittedAt: nowOnCreate(),
    /** When an admin marked the message handled (null: open). */
    handledAt: p.datetime().nullable(),
    /** The admin who marked it handled. */
    handledBy: p.uuid().nullable(),
  },
});

/** `contact_replies`: the firm's reply to a contact message, e-mailed to its sender (migration Migration20261127010000_contact_replies). */
export const ContactReplyEntity = defineEntity({
  name: 'ContactReply',
  tableName: 'contact_replies',
  properties: {
    id: generatedUuidKey(),
    contactFormId: p.uuid(),
    /** The admin who wrote it; null once that account is deleted. */
    authorId: p.uuid().nullable(),
    /** The reply as sent (at most QUESTION_MESSAGE_MAX_LENGTH characters). */
    body: p.text(),
    createdAt: nowOnCreate(),
  },
});
