/** A client's questions (spec sections 2, 3, 5): ask, and list own questions newest first. */
import { requireUser, type ServiceContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { CreateQuestionInputSchema, type Question } from '../../shared/questions.schema.js';
import { isoDate, isoDateOrNull } from '../../sql.js';
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

interface QuestionSqlRow {
  id: string;
  user_id: string;
  question: string;
  answer: string | null;
  status: 'pending' | 'answered';
  asked_at: Date | string;
  answered_at: Date | string | null;
}

/**
 * The session user's questions, newest first by askedAt. One SQL statement, rows mapped
 * straight to DTOs (a read-only list needs no entities).
 */
export async function listQuestions(ctx: ServiceContext): Promise<Question[]> {
  const { user, em } = requireUser(ctx);
  const rows = await em.execute<QuestionSqlRow[]>(
    `select id, user_id, question, answer, status, asked_at, answered_at
       from questions where user_id = ? order by asked_at desc, id desc`,
    [user.id],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    question: r.question,
    answer: r.answer,
    status: r.status,
    askedAt: isoDate(r.asked_at),
    answeredAt: isoDateOrNull(r.answered_at),
  }));
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
