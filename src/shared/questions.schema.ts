/** Question inputs and DTO (spec sections 3 and 5: only the question text is taken). */
import { z } from 'zod';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE } from './constants.js';
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

/**
 * One page of the client's questions, newest first: `limit` items (default LIST_PAGE_SIZE, at most
 * LIST_PAGE_MAX) asked before `cursor`, which is `questionCursor()` of the last question of the
 * previous page (keyset pagination: stable while new questions arrive).
 */
export const QuestionListInputSchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(LIST_PAGE_SIZE),
    cursor: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/i, { error: MESSAGE_KEY.malformedRequest })
      .nullish(),
  })
  .default({ limit: LIST_PAGE_SIZE });
export type QuestionListInput = z.infer<typeof QuestionListInputSchema>;

/** The cursor after a question: its askedAt and id. */
export function questionCursor(q: { askedAt: string; id: string }): string {
  return `${q.askedAt}_${q.id}`;
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
