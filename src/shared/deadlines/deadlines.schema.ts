/**
 * The deadline calculator's input and answer (`GET /api/deadlines`, tRPC `deadlines.calculate`,
 * the calculator page). One schema for the query string and for tRPC: `instructionsMissing`
 * accepts a boolean or the strings true/false/1/0.
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { MESSAGE_KEY } from '../messages.js';
import { isCalendarDate } from './calendar-date.js';
import { DEADLINE_KINDS, DELIVERY_WAYS, GERMAN_STATES, SENT_ON_MAX, SENT_ON_MIN } from './engine.js';

const StateSchema = z.enum(GERMAN_STATES, { error: MESSAGE_KEY.stateInvalid });

export const DeadlineInputSchema = z.object({
  kind: z.enum(DEADLINE_KINDS, { error: MESSAGE_KEY.deadlineKindInvalid }),
  /** The posting date on the letter, or the date of the ELSTER notification: `YYYY-MM-DD`, 2020–2030. */
  sentOn: z
    .string({ error: MESSAGE_KEY.sentOnInvalid })
    .refine(isCalendarDate, { error: MESSAGE_KEY.sentOnInvalid, abort: true })
    .refine((d) => d >= SENT_ON_MIN && d <= SENT_ON_MAX, { error: MESSAGE_KEY.sentOnOutOfRange }),
  delivery: z.enum(DELIVERY_WAYS, { error: MESSAGE_KEY.deliveryInvalid }),
  /** The Finanzamt's Land. */
  state: StateSchema,
  /** The recipient's Land (default: the Finanzamt's). */
  recipientState: StateSchema.optional(),
  /** The letter has no (correct) Rechtsbehelfsbelehrung. */
  instructionsMissing: z.union([z.boolean(), z.stringbool()], { error: MESSAGE_KEY.invalidInput }).optional(),
  /** The language of the steps' explanations (default en). */
  lang: z.enum(LANGUAGES, { error: MESSAGE_KEY.invalidInput }).optional(),
});
export type DeadlineRequest = z.infer<typeof DeadlineInputSchema>;

export const DeadlineStepSchema = z.object({
  /** The legal source, cited in the request's language ("§ 122 (2) no. 1 AO" / "§ 122 Abs. 2 Nr. 1 AO"). */
  rule: z.string(),
  date: z.string(),
  explanation: z.string(),
});

export const DeadlineResponseSchema = z.object({
  kind: z.enum(DEADLINE_KINDS),
  /** The day the letter counts as delivered (Bekanntgabe), `YYYY-MM-DD`. */
  deliveredOn: z.string(),
  /** The last day for the Einspruch, or the payment due date, `YYYY-MM-DD`. */
  deadline: z.string(),
  /** Payment only: the last day a transfer may be credited without Säumniszuschlag. */
  graceEndsOn: z.string().optional(),
  steps: z.array(DeadlineStepSchema),
});
export type DeadlineResponse = z.infer<typeof DeadlineResponseSchema>;
