/** `contact_forms` (spec section 3): a visitor's message from the contact form. */
import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const ContactFormEntity = defineEntity({
  name: 'ContactForm',
  tableName: 'contact_forms',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(120),
    email: p.string().length(254),
    language: p.enum(['en', 'de'] as const),
    message: p.text(),
    submittedAt: p.datetime().onCreate(() => new Date()),
    /** When an admin marked the message handled (null: open). */
    handledAt: p.datetime().nullable(),
    /** The admin who marked it handled. */
    handledBy: p.uuid().nullable(),
  },
});
export type ContactFormRow = InferEntity<typeof ContactFormEntity>;
