/**
 * Question inputs and DTOs (spec sections 3 and 5: only the question text is taken). A question is
 * a conversation: the client's first message is the spec's `question`, the first expert reply its
 * `answer` and `answeredAt`; `status` is 'answered' while an expert's message is the latest.
 */
import { z } from 'zod';
import { keysetCursor, KeysetPageInputSchema, type KeysetPageInput } from '../common.schema.js';
import { DocumentSchema } from '../documents/documents.schema.js';
import { LetterAnswerSchema } from '../letters/letter-answer.schema.js';
import { MESSAGE_KEY } from '../messages.js';
import { requiredText } from '../text.js';
import { MESSAGE_ATTACHMENTS_MAX } from './attachments.js';

/** Characters in one message of a conversation (the first question included). */
const QUESTION_MESSAGE_MAX_LENGTH = 10_000;
/** Messages in one conversation (client and expert together); then the client asks a new question. */
export const QUESTION_MESSAGES_MAX = 100;
export { MESSAGE_ATTACHMENTS_MAX } from './attachments.js';

/** The documents to attach to a message: ids of the client's own documents, at most MESSAGE_ATTACHMENTS_MAX, each once. */
export const AttachmentIdsSchema = z
  .array(z.uuid({ error: MESSAGE_KEY.documentNotFound }), { error: MESSAGE_KEY.malformedRequest })
  .max(MESSAGE_ATTACHMENTS_MAX, { error: MESSAGE_KEY.tooManyAttachments })
  .transform((ids) => [...new Set(ids)])
  .optional();

export const CreateQuestionInputSchema = z.object({
  question: requiredText(QUESTION_MESSAGE_MAX_LENGTH, MESSAGE_KEY.questionRequired, MESSAGE_KEY.messageTooLong),
  /** Documents of the client's own to attach to the question (optional; not in the spec's payload). */
  documentIds: AttachmentIdsSchema,
});
export type CreateQuestionInput = z.infer<typeof CreateQuestionInputSchema>;

/** The text of a follow-up message. */
export const MessageBodySchema = requiredText(QUESTION_MESSAGE_MAX_LENGTH, MESSAGE_KEY.messageRequired, MESSAGE_KEY.messageTooLong);

/** A question's id as the client sends it: an id that is not a UUID is answered like an unknown one (404). */
const QuestionIdSchema = z.string({ error: MESSAGE_KEY.questionNotFound }).max(64, { error: MESSAGE_KEY.questionNotFound });

/** The client's follow-up in a conversation (`questions.followUp`, `POST /api/questions/:id/messages`). */
export const FollowUpInputSchema = z.object({
  questionId: QuestionIdSchema,
  body: MessageBodySchema,
  documentIds: AttachmentIdsSchema,
});
export type FollowUpInput = z.infer<typeof FollowUpInputSchema>;

/** One conversation (`questions.get`, `GET /api/questions/:id`). */
export const GetQuestionInputSchema = z.object({ id: QuestionIdSchema });
export type GetQuestionInput = z.infer<typeof GetQuestionInputSchema>;

/** One page of the client's questions, newest first by askedAt (see KeysetPageInputSchema). */
export const QuestionListInputSchema = KeysetPageInputSchema;
export type QuestionListInput = KeysetPageInput;

/** The cursor after a question: its askedAt and id. */
export function questionCursor(q: { askedAt: string; id: string }): string {
  return keysetCursor(q.askedAt, q.id);
}

const QuestionStatusSchema = z.enum(['pending', 'answered']);

export const QuestionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** The first message (the spec's question). */
  question: z.string(),
  /** The first expert reply (the spec's answer), as last corrected; null until there is one. */
  answer: z.string().nullable(),
  /** 'pending' while the client waits (their message is the latest), 'answered' when an expert replied to it. */
  status: QuestionStatusSchema,
  askedAt: z.string(),
  /** When the first expert reply was sent. */
  answeredAt: z.string().nullable(),
  /** The Finanzamt letter the question is about, if any. */
  letterId: z.uuid().nullable(),
  /** Whether that letter has the expert's explanation (summary, meaning, what to do by when, files); false without a letter. */
  letterExplained: z.boolean(),
  /** Messages in the conversation, the first question included. */
  messageCount: z.number().int(),
  /** When the latest message was sent. */
  lastMessageAt: z.string(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** One message of a conversation. */
export const QuestionMessageSchema = z.object({
  id: z.uuid(),
  authorRole: z.enum(['client', 'expert']),
  /** The expert's name in the console; null in the client's view and for a deleted account. */
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** When an expert last corrected the message; null if never (the client sees "edited"). */
  editedAt: z.string().nullable(),
  /** Documents attached to it (the client's documents; an expert's files are in "From your expert"). */
  attachments: z.array(DocumentSchema),
});
export type QuestionMessage = z.infer<typeof QuestionMessageSchema>;

/**
 * A question with its conversation, oldest message first, and, for a question about a Finanzamt
 * letter that the expert has explained, the whole explanation with its files (null otherwise).
 */
export const QuestionThreadSchema = QuestionSchema.extend({ messages: z.array(QuestionMessageSchema), letterAnswer: LetterAnswerSchema.nullable() });
export type QuestionThread = z.infer<typeof QuestionThreadSchema>;

/**
 * What the ask forms show before a question is sent (`questions.askInfo`, `GET /api/questions/ask-info`):
 * the hours left over active purchases, and the response time of the client's best active package
 * (business days; null when no active package: the general promise applies).
 */
export const AskInfoSchema = z.object({
  hoursRemaining: z.number(),
  /** Promised response time in hours on business days, of the fastest active package; null without one. */
  responseHours: z.number().int().nullable(),
  /** "… or less" (Premium). */
  responseOrLess: z.boolean(),
  /** That package's name (English, and German when kept), null without one. */
  packageName: z.string().nullable(),
  packageNameDe: z.string().nullable(),
});
export type AskInfo = z.infer<typeof AskInfoSchema>;

/** One page of questions and the cursor of the next page (null on the last). */
export interface QuestionPage {
  items: Question[];
  nextCursor: string | null;
}
