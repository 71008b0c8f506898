/** A client's questions (spec sections 2, 3, 5): ask, and list own questions newest first. */
import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type ServiceContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { CreateQuestionInputSchema, QuestionListInputSchema, questionCursor, type Question, type QuestionPage } from '../../shared/questions.schema.js';
import { isoDate, isoDateOrNull } from '../../sql.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { QuestionEntity, type QuestionRow } from './question.entity.js';

/** The question fields a DTO is built from: an entity, or a row selected with DTO-named columns. */
type QuestionFields = Pick<QuestionRow, 'id' | 'userId' | 'question' | 'status'> & {
  answer?: string | null;
  askedAt: Date | string;
  answeredAt?: Date | string | null;
};

export function toQuestionDto(q: QuestionFields): Question {
  return {
    id: q.id,
    userId: q.userId,
    question: q.question,
    answer: q.answer ?? null,
    status: q.status,
    askedAt: isoDate(q.askedAt),
    answeredAt: isoDateOrNull(q.answeredAt ?? null),
  };
}

/**
 * A user's questions, newest first by askedAt. One SQL statement, rows mapped straight to DTOs
 * (a read-only list needs no entities). Used by the client's list and the admin's client page.
 */
export async function questionsOf(em: EntityManager, userId: string): Promise<Question[]> {
  const rows = await em.execute<QuestionFields[]>(
    `select id, user_id as "userId", question, answer, status, asked_at as "askedAt", answered_at as "answeredAt"
       from questions where user_id = ? order by asked_at desc, id desc`,
    [userId],
  );
  return rows.map(toQuestionDto);
}

/**
 * One page of the session user's questions, newest first by askedAt (see QuestionListInputSchema).
 * @returns the page and the cursor of the next one (null on the last page)
 * @throws AppError VALIDATION 400 for a limit out of range or a malformed cursor
 */
export async function listQuestions(ctx: ServiceContext, input: unknown = {}): Promise<QuestionPage> {
  const { user, em } = requireUser(ctx);
  const { limit, cursor } = parseInput(QuestionListInputSchema, input ?? {});
  const split = cursor ? cursor.lastIndexOf('_') : -1;
  const after = cursor ? [cursor.slice(0, split), cursor.slice(split + 1)] : [];
  // The cursor carries asked_at to the microsecond (PostgreSQL's precision), so no question
  // between two pages is skipped.
  const rows = await em.execute<(QuestionFields & { at: string })[]>(
    `select id, user_id as "userId", question, answer, status, asked_at as "askedAt", answered_at as "answeredAt",
            to_char(asked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
       from questions
      where user_id = ? ${cursor ? 'and (asked_at, id) < (?::timestamptz, ?::uuid)' : ''}
      order by asked_at desc, id desc
      limit ?`,
    [user.id, ...after, limit + 1],
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toQuestionDto), nextCursor: rows.length > limit && last ? questionCursor({ askedAt: last.at, id: last.id }) : null };
}

/**
 * Asks a question. Only the question text is taken: any answer or status in the input is ignored,
 * and the new question is pending. The firm is e-mailed (through the outbox).
 * @throws AppError VALIDATION 400 when the text is empty
 */
export async function createQuestion(ctx: ServiceContext, input: unknown): Promise<Question> {
  const { user, em } = requireUser(ctx);
  const data = parseInput(CreateQuestionInputSchema, input);
  // The question and the firm's notification commit together (issue 4: outbox).
  const q = await em.transactional(async (tx) => {
    const row = tx.create(QuestionEntity, { userId: user.id, question: data.question, status: 'pending', answer: null, answeredAt: null });
    await tx.flush();
    await queueMail(tx, {
      to: ctx.config.mail.firmEmail,
      language: ctx.config.mail.firmLanguage,
      replyTo: user.email,
      content: {
        kind: 'question.received',
        params: { clientName: user.name, clientEmail: user.email, question: data.question, adminUrl: siteUrl(ctx.config, '/admin') },
      },
    });
    return row;
  });
  return toQuestionDto(q);
}
