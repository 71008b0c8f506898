/** Contact form input (spec sections 3 and 5). */
import { z } from 'zod';
import { CONTACT_MESSAGE_MIN_LENGTH, CONTACT_NAME_MIN_LENGTH, LANGUAGES } from '../constants.js';
import { EmailSchema } from '../auth/auth.schema.js';
import { MESSAGE_KEY } from '../messages.js';
import { NO_NUL, WELL_FORMED } from '../text.js';

export const ContactInputSchema = z.object({
  name: z
    .string({ error: MESSAGE_KEY.contactNameTooShort })
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .min(CONTACT_NAME_MIN_LENGTH, { error: MESSAGE_KEY.contactNameTooShort })
    .max(120),
  email: EmailSchema,
  language: z.enum(LANGUAGES, { error: MESSAGE_KEY.contactLanguageRequired }),
  message: z
    .string({ error: MESSAGE_KEY.contactMessageTooShort })
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .min(CONTACT_MESSAGE_MIN_LENGTH, { error: MESSAGE_KEY.contactMessageTooShort })
    .max(5000),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;
