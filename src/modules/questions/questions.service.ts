/** A client's questions (spec sections 2, 3, 5): ask, and list own questions newest first. */
import { requireUser, type ServiceContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { CreateQuestionInputSchema, type Question } from '../../shared/questions.schema.js';
import { QuestionEntity, type QuestionRow } from './question.entity.js';

export function toQuestionDto(q: QuestionRow): Question {
  return {
    id: q.id,
    userId: q.userId,
    question: q.question,
    answer: q.answer ?? null,
    status: q.status,
    askedAt: q.askedAt.toISOString(),
    answeredAt: q.answeredAt ? q.answeredAt.toISOString() : null,
  };
}

/** The session user's questions, newest first by askedAt. One SQL statement. */
export async function listQuestions(ctx: ServiceContext): Promise<Question[]> {
  const { user, em } = requireUser(ctx);
  const rows = await em.find(QuestionEntity, { userId: user.id }, { orderBy: { askedAt: 'desc', id: 'desc' } });
  return rows.map(toQuestionDto);
}

/**
 * Asks a question. Only the question text is taken: any answer or status in the input is ignored,
 * and the new question is pending.
 * @throws AppError VALIDATION 400 when the text is empty
 */
export async function createQuestion(ctx: ServiceContext, input: unknown): Promise<Question> {
  const { user, em } = requireUser(ctx);
  const data = parseInput(CreateQuestionInputSchema, input);
  const q = em.create(QuestionEntity, { userId: user.id, question: data.question, status: 'pending', answer: null, answeredAt: null });
  await em.flush();
  return toQuestionDto(q);
}
