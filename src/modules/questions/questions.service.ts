/**
 * Questions (spec sections 2, 3, 5): a client asks and lists their own questions newest first;
 * the firm's experts work through the inbox and answer, optionally logging the time spent.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../../config.js';
import { requireAdmin, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { AdminQuestion, AdminQuestionListInput, AnswerQuestionInput } from '../../shared/admin.schema.js';
import type { Language } from '../../shared/constants.js';
import { minutesToHours } from '../../shared/hours.js';
import { questionCursor, type CreateQuestionInput, type Question, type QuestionListInput, type QuestionPage } from '../../shared/questions.schema.js';
import { keysetAfter } from '../../shared/common.schema.js';
import { likePattern } from '../../sql-text.js';
import { cursorTimestampSql, isoDate, isoDateOrNull } from '../../timestamps.js';
import { recordAudit } from '../audit/audit.service.js';
import { userContact } from '../auth/users.js';
import { drawTime, recordTimeAudit, remainingMinutesSql } from '../ledger/ledger.service.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import type { QuestionRow } from './question.entity.js';

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
export async function listQuestions(ctx: ServiceContext, { limit, cursor }: QuestionListInput): Promise<QuestionPage> {
  const { user, em } = requireUser(ctx);
  const after = keysetAfter(cursor);
  // The cursor carries asked_at to the microsecond (PostgreSQL's precision), so no question
  // between two pages is skipped.
  const rows = await em.execute<(QuestionFields & { at: string })[]>(
    `select id, user_id as "userId", question, answer, status, asked_at as "askedAt", answered_at as "answeredAt",
            ${cursorTimestampSql('asked_at')} as at
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
export async function createQuestion(ctx: ServiceContext, data: CreateQuestionInput): Promise<Question> {
  const { user, em } = requireUser(ctx);
  return em.transactional((tx) => insertQuestion(tx, ctx.config, user, data.question, null));
}

/**
 * Inserts a pending question of `user` (about the Finanzamt letter `letterId`, if any) and queues
 * the firm's notification in the same transaction (decision record 004, mail outbox). The e-mail
 * links to the letter's page in the console when there is one, else to the inbox.
 */
export async function insertQuestion(
  tx: EntityManager,
  config: AppConfig,
  user: { id: string; name: string; email: string },
  question: string,
  letterId: string | null,
): Promise<Question> {
  const [row] = await tx.execute<QuestionFields[]>(
    `insert into questions (user_id, question, status, letter_id) values (?, ?, 'pending', ?)
     returning id, user_id as "userId", question, answer, status, asked_at as "askedAt", answered_at as "answeredAt"`,
    [user.id, question, letterId],
  );
  await queueMail(tx, {
    to: config.mail.firmEmail,
    language: config.mail.firmLanguage,
    replyTo: user.email,
    content: {
      kind: 'question.received',
      params: { clientName: user.name, clientEmail: user.email, question, adminUrl: siteUrl(config, letterId ? `/admin/letters/${letterId}` : '/admin') },
    },
  });
  return toQuestionDto(row!);
}

interface AdminQuestionSqlRow extends QuestionFields {
  client_name: string;
  client_email: string;
  client_language: Language;
  remaining_minutes: number | string;
  minutes_logged: number | string;
}

const ADMIN_QUESTION_SELECT = `
  select q.id, q.user_id as "userId", q.question, q.answer, q.status, q.asked_at as "askedAt", q.answered_at as "answeredAt",
         u.name as client_name, u.email as client_email, u.language as client_language,
         ${remainingMinutesSql('u.id')} as remaining_minutes,
         coalesce((select sum(te.minutes) from time_entries te where te.question_id = q.id), 0) as minutes_logged
    from questions q join users u on u.id = q.user_id`;

function toAdminQuestion(r: AdminQuestionSqlRow): AdminQuestion {
  return {
    ...toQuestionDto(r),
    clientName: r.client_name,
    clientEmail: r.client_email,
    clientLanguage: r.client_language,
    hoursRemaining: minutesToHours(Number(r.remaining_minutes)),
    minutesLogged: Number(r.minutes_logged),
  };
}

/**
 * The question inbox (admin): pending questions oldest first, or answered questions newest
 * answered first; `search` matches question, answer, client name or e-mail. At most 200 rows.
 */
export async function listInbox(ctx: ServiceContext, { status, search }: AdminQuestionListInput): Promise<AdminQuestion[]> {
  const { em } = requireAdmin(ctx);
  const params: unknown[] = [status];
  let filter = '';
  if (search) {
    filter = `and (q.question ilike ? or q.answer ilike ? or u.name ilike ? or u.email ilike ?)`;
    const like = likePattern(search);
    params.push(like, like, like, like);
  }
  const order = status === 'pending' ? 'q.asked_at asc, q.id asc' : 'q.answered_at desc, q.id desc';
  const rows = await em.execute<AdminQuestionSqlRow[]>(`${ADMIN_QUESTION_SELECT} where q.status = ? ${filter} order by ${order} limit 200`, params);
  return rows.map(toAdminQuestion);
}

/**
 * Answers a pending question (admin): sets `answer`, `status = answered` and `answeredAt`,
 * optionally logs `minutes` against it in the same transaction, e-mails the client in their
 * language and writes the audit log.
 * @throws AppError NOT_FOUND 'Question not found', CONFLICT 'This question has already been
 *   answered' or 'Not enough hours remaining' (nothing is saved then)
 */
export async function answerQuestion(ctx: ServiceContext, data: AnswerQuestionInput): Promise<AdminQuestion> {
  const { em, user, config } = requireAdmin(ctx);
  const id = await em.transactional(async (tx) => {
    // `for no key update`, not `for update`: a concurrent logTime on this question holds the
    // purchase locks and needs a key-share lock on this row for its foreign key; `for update`
    // would block it while we wait for those purchase locks (a deadlock).
    const [q] = await tx.execute<{ id: string; user_id: string; status: string; question: string }[]>(
      `select id, user_id, status, question from questions where id = ? for no key update`,
      [data.questionId],
    );
    if (!q) throw new AppError('NOT_FOUND', 'questionNotFound');
    if (q.status !== 'pending') throw new AppError('CONFLICT', 'questionAlreadyAnswered');
    const now = new Date();
    await tx.execute(`update questions set answer = ?, status = 'answered', answered_at = ? where id = ?`, [data.answer, now, q.id]);
    const minutes = data.minutes ?? 0;
    if (minutes > 0) {
      const note = data.note ?? null;
      const entries = await drawTime(tx, config, { clientId: q.user_id, minutes, note, questionId: q.id, adminId: user.id, now });
      await recordTimeAudit(tx, { adminId: user.id, clientId: q.user_id, questionId: q.id, minutes, note, entries });
    }
    await recordAudit(tx, { actorId: user.id, action: 'question.answer', clientId: q.user_id, entityId: q.id, details: { minutes } });
    // The question's author exists: questions.user_id references users.
    const client = (await userContact(tx, q.user_id))!;
    await queueMail(tx, {
      to: client.email,
      language: client.language,
      content: {
        kind: 'question.answered',
        params: { name: client.name, question: q.question, answer: data.answer, portalUrl: siteUrl(config, '/questions') },
      },
    });
    return q.id;
  });
  const [row] = await em.execute<AdminQuestionSqlRow[]>(`${ADMIN_QUESTION_SELECT} where q.id = ?`, [id]);
  return toAdminQuestion(row!);
}
