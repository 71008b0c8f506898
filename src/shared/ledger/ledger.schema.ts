/** Time logged by experts against a client's hours (decision record 003): inputs and results. */
import { z } from 'zod';
import { TIME_ENTRY_MAX_MINUTES, TIME_INCREMENT_MINUTES } from '../constants.js';
import { MESSAGE_KEY } from '../messages.js';
import { TimeEntrySchema } from '../purchases/purchases.schema.js';
import { omittableText } from '../text.js';
import { IdSchema } from '../common.schema.js';

/** Minutes of expert time: a positive multiple of 15, at most a day. */
export const MinutesSchema = z
  .number({ error: MESSAGE_KEY.minutesInvalid })
  .int({ error: MESSAGE_KEY.minutesInvalid })
  .positive({ error: MESSAGE_KEY.minutesInvalid })
  .max(TIME_ENTRY_MAX_MINUTES, { error: MESSAGE_KEY.minutesInvalid })
  .refine((m) => m % TIME_INCREMENT_MINUTES === 0, { error: MESSAGE_KEY.minutesInvalid });

export const NoteSchema = omittableText(500);

/** Logging time for a client: drawn from the active purchase that expires first. */
export const LogTimeInputSchema = z
  .object({
    clientId: IdSchema,
    minutes: MinutesSchema,
    note: NoteSchema,
    questionId: IdSchema.optional(),
  })
  .refine((v) => v.note !== undefined || v.questionId !== undefined, { error: MESSAGE_KEY.noteRequired, path: ['note'] });

export type LogTimeInput = z.infer<typeof LogTimeInputSchema>;

/** Result of logging time: the entries written (one per purchase drawn from). */
export const LogTimeResultSchema = z.object({ entries: z.array(TimeEntrySchema) });

export type LogTimeResult = z.infer<typeof LogTimeResultSchema>;
