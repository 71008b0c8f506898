/**
 * The expert's explanation of a Finanzamt letter (docs/decisions/010-finanzamt-letters.md): shown
 * on the letter's page (`Letter.answer`) and in the conversation of a question about the letter
 * (`QuestionThread.letterAnswer`). Its own file, since letters.schema.ts builds on
 * questions.schema.ts and questions.schema.ts needs this schema.
 */
import { z } from 'zod';
import { DocumentSchema } from '../documents/documents.schema.js';

/** The expert's structured answer, and the files delivered with it. */
export const LetterAnswerSchema = z.object({
  summary: z.string(),
  meaning: z.string(),
  action: z.string(),
  /** By when the client must act (`YYYY-MM-DD`), when the expert says. */
  actionBy: z.string().nullable(),
  answeredAt: z.string(),
  attachments: z.array(DocumentSchema),
});
export type LetterAnswer = z.infer<typeof LetterAnswerSchema>;
