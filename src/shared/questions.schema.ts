/** Question inputs and DTO (spec sections 3 and 5: only the question text is taken). */
import { z } from 'zod';
import { keysetCursor, KeysetPageInputSchema, type KeysetPageInput } from './common.schema.js';
import { MESSAGE_KEY } from './messages.js';
import { NO_NUL } from './text.js';

export const CreateQuestionInputSchema = z.object({
  question: z
    .string({ error: MESSAGE_KEY.questionRequired })
    .trim()
    .refine(...NO_NUL)
    .min(1, { error: MESSAGE_KEY.questionRequired })
    .max(10_000),
});
export type CreateQuestionInput = z.infer<typeof CreateQuestionInputSchema>;

/** One page of the client's questions, newest first by askedAt (see KeysetPageInputSchema). */
export const QuestionListInputSchema = KeysetPageInputSchema;
export type QuestionListInput = KeysetPageInput;

/** The cursor after a question: its askedAt and id. */
export function questionCursor(q: { askedAt: string; id: string }): string {
  return keysetCursor(q.askedAt, q.id);
}

export const QuestionStatusSchema = z.enum(['pending', 'answered']);
export type QuestionStatus = z.infer<typeof QuestionStatusSchema>;

export const QuestionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  question: z.string(),
  answer: z.string().nullable(),
  status: QuestionStatusSchema,
  askedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** One page of questions and the cursor of the next page (null on the last). */
export interface QuestionPage {
  items: Question[];
  nextCursor: string | null;
}
