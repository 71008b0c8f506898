/** Contact form input (spec sections 3 and 5). */
import { z } from 'zod';
import { CONTACT_MESSAGE_MIN_LENGTH, CONTACT_NAME_MIN_LENGTH, LANGUAGES } from '../constants.js';
import { EmailSchema } from '../auth/auth.schema.js';
import { MESSAGE_KEY } from '../messages.js';
import { requiredText } from '../text.js';
import { LanguageSchema } from '../auth/auth.schema.js';
import { MessageBodySchema } from '../questions/questions.schema.js';

export const ContactInputSchema = z.object({
  name: requiredText(120, MESSAGE_KEY.contactNameTooShort, undefined, CONTACT_NAME_MIN_LENGTH),
  email: EmailSchema,
  language: z.enum(LANGUAGES, { error: MESSAGE_KEY.contactLanguageRequired }),
  message: requiredText(5000, MESSAGE_KEY.contactMessageTooShort, undefined, CONTACT_MESSAGE_MIN_LENGTH),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const ContactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  language: LanguageSchema,
  message: z.string(),
  submittedAt: z.string(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
  /** The firm's replies, oldest first, each e-mailed to the sender in the message's language. */
  replies: z.array(
    z.object({
      id: z.uuid(),
      body: z.string(),
      /** When the reply was written and queued for sending. */
      sentAt: z.string(),
      /** The admin who wrote it; null once that account is deleted. */
      authorName: z.string().nullable(),
    }),
  ),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** An admin's reply to a contact message (`admin.contact.reply`, `POST /api/admin/contact/:id/reply`): plain text, at most 10,000 characters. */
export const ContactReplyInputSchema = z.object({
  id: z.uuid({ error: MESSAGE_KEY.contactNotFound }),
  body: MessageBodySchema,
});

export type ContactReplyInput = z.infer<typeof ContactReplyInputSchema>;
