/** Question inputs and DTO (spec sections 3 and 5: only the question text is taken). */
import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { NO_NUL } from './text.js';

export const CreateQuestionInputSchema = z.object({
  question: z
    .string({ error: MESSAGES.questionRequired })
    .trim()
    .refine(...NO_NUL)
    .min(1, { error: MESSAGES.questionRequired })
    .max(10_000),
});
export type CreateQuestionInput = z.infer<typeof CreateQuestionInputSchema>;

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
