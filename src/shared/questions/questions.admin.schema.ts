/** The console's side of questions: answering, replying, correcting, the inbox and its search. */
import { z } from 'zod';
import { AssigneeFilterSchema, AssigneeSchema } from '../assignment/assignment.schema.js';
import { LanguageSchema } from '../auth/auth.schema.js';
import { IdSchema, SearchSchema } from '../common.schema.js';
import { MinutesSchema, NoteSchema } from '../ledger/ledger.schema.js';
import { MESSAGE_KEY } from '../messages.js';
import { requiredText } from '../text.js';
import { MessageBodySchema, QuestionMessageSchema, QuestionSchema } from './questions.schema.js';

/** Answering a question, optionally logging the time spent on it in the same step. */
export const AnswerQuestionInputSchema = z.object({
  questionId: IdSchema,
  answer: requiredText(20_000, MESSAGE_KEY.answerRequired),
  /** Time spent, or omitted / 0 for none. (The union's own error, else zod reports 'Invalid input'.) */
  minutes: z.union([z.literal(0), MinutesSchema], { error: MESSAGE_KEY.minutesInvalid }).optional(),
  note: NoteSchema,
});

export type AnswerQuestionInput = z.infer<typeof AnswerQuestionInputSchema>;

/** The time an expert logs with a reply: omitted / 0 for none. (The union's own error, else zod reports 'Invalid input'.) */
const ReplyMinutesSchema = z.union([z.literal(0), MinutesSchema], { error: MESSAGE_KEY.minutesInvalid }).optional();

/**
 * An expert's reply in a question's conversation (any number of them; the first is the spec's
 * answer), optionally logging the time spent in the same step (`admin.questions.reply`).
 */
export const ReplyQuestionInputSchema = z.object({
  questionId: IdSchema,
  body: MessageBodySchema,
  minutes: ReplyMinutesSchema,
  note: NoteSchema,
});

export type ReplyQuestionInput = z.infer<typeof ReplyQuestionInputSchema>;

/** The multipart text fields of `POST /api/admin/questions/:id/reply` (strings; the files are parts named `file`). */
export const ReplyQuestionFieldsSchema = ReplyQuestionInputSchema.omit({ questionId: true, minutes: true }).extend({
  minutes: z
    .union([z.literal('').transform(() => 0), z.coerce.number({ error: MESSAGE_KEY.minutesInvalid }).pipe(z.union([z.literal(0), MinutesSchema]))], {
      error: MESSAGE_KEY.minutesInvalid,
    })
    .optional(),
});

/** An expert corrects one of the experts' messages (`admin.questions.editReply`); the client sees it as edited. */
export const EditReplyInputSchema = z.object({
  messageId: z.uuid({ error: MESSAGE_KEY.messageNotFound }),
  body: MessageBodySchema,
});

export type EditReplyInput = z.infer<typeof EditReplyInputSchema>;

/** One conversation in the console (`admin.questions.get`). */
export const AdminQuestionInputSchema = z.object({ id: IdSchema });

export type AdminQuestionInput = z.infer<typeof AdminQuestionInputSchema>;

/** Question inbox and search. */
export const AdminQuestionListInputSchema = z.object({
  status: z.enum(['pending', 'answered']).default('pending'),
  search: SearchSchema,
  /** Everyone's, the caller's own, or unassigned questions (decision record 068). */
  assignee: AssigneeFilterSchema,
});

export type AdminQuestionListInput = z.infer<typeof AdminQuestionListInputSchema>;

/**
 * A pending question's response-time clock (decision record 061): the promise of the client's
 * fastest active package, or the site's 24 hours, in business hours from the client's oldest
 * unanswered message.
 */
export const ResponseClockSchema = z.object({
  /** The hours promised (48, 24, 12). */
  promisedHours: z.number().int(),
  /** When the promise breaks (ISO instant); null while the clock is paused. */
  answerBy: z.string().nullable(),
  /** Business minutes left; negative: how late. */
  minutesLeft: z.number().int(),
  /** `late soon`: a quarter of the time or less left; `broken`: past its time. */
  state: z.enum(['running', 'late soon', 'broken', 'paused']),
});

export type ResponseClock = z.infer<typeof ResponseClockSchema>;

/** A question in the admin inbox: with who asked and how many hours they have left. */
export const AdminQuestionSchema = QuestionSchema.extend({
  clientName: z.string(),
  clientEmail: z.string(),
  clientLanguage: LanguageSchema,
  /** Hours remaining over the client's active purchases. */
  hoursRemaining: z.number(),
  /** Minutes logged against this question so far. */
  minutesLogged: z.number().int(),
  /** The client has no hours left (asked anyway): the inbox marks it "no hours". */
  noHours: z.boolean(),
  /** While pending: since when the client has been waiting (their oldest unanswered message). */
  waitingSince: z.string().nullable(),
  /** The client's latest message in the conversation (what the inbox shows): a follow-up, or the question itself. */
  latestClientMessage: z.object({ body: z.string(), createdAt: z.string() }),
  /** The experts' latest reply (as last corrected); null before the first. */
  latestReply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
  /** While pending: the response-time clock; null once answered. */
  responseClock: ResponseClockSchema.nullable(),
  /** Who on the team handles it (decision record 068), or null. */
  assignee: AssigneeSchema.nullable(),
});

export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;

/** A question with its whole conversation, as the console shows it (experts' names included). */
export const AdminQuestionThreadSchema = AdminQuestionSchema.extend({ messages: z.array(QuestionMessageSchema) });

export type AdminQuestionThread = z.infer<typeof AdminQuestionThreadSchema>;
