/**
 * The typed reads of questions and their conversations (decision record 033): Kysely statements
 * typed from the entities, selecting straight into the DTO shapes of src/shared/questions/questions.schema.ts
 * and src/shared/questions/questions.admin.schema.ts. No entities are hydrated; the services keep the access rules
 * and the transactions and call these with the session's or the transaction's entity manager.
 */
import type { AssigneeFilter } from '../../shared/assignment/assignment.schema.js';
import { toAssignee } from '../assignment/assignment.service.js';
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import { camelColumns, compiler, db, keysetPages, newestFirst, prepare, type DB } from '../../kysely.js';
import type { AdminQuestion, ResponseClock } from '../../shared/questions/questions.admin.schema.js';
import { keysetAfter } from '../../shared/common.schema.js';
import type { Document } from '../../shared/documents/documents.schema.js';
import { minutesToHours } from '../../shared/purchases/hours.js';
import { questionCursor, type AskInfo, type Question, type QuestionMessage, type QuestionPage } from '../../shared/questions/questions.schema.js';
import { likePattern } from '../../sql-text.js';
import { cursorTimestamp, isoDate, isoDateOrNull } from '../../timestamps.js';
import { documentColumns } from '../documents/documents.queries.js';
import { toDocumentDto } from '../documents/documents.service.js';
import { germanHolidays } from '../deadlines/holidays.js';
import { hasHoursLeft, remainingMinutes } from '../ledger/ledger.service.js';
import { RESPONSE_PROMISE_HOURS } from '../../shared/constants.js';
import { businessHours } from '../settings/settings.service.js';
import { BusinessHoursSchema } from '../../shared/settings/settings.schema.js';
import { clockHours, readClock, type BusinessHours } from './response-clock.js';

/**
 * The columns of a Question DTO from the `questions` table (unaliased), named as the DTO.
 * `letterExplained` looks up the question's letter by its key, and only a letter of the
 * question's own client counts. Used by every read of questions for a DTO and by the insert's
 * `returning`.
 */
export function questionColumns(eb: ExpressionBuilder<DB, 'questions'>) {
  return [
    ...camelColumns(eb, 'questions', [
      'id',
      'user_id',
      'question',
      'answer',
      'status',
      'asked_at',
      'answered_at',
      'letter_id',
      'message_count',
      'last_message_at',
    ]),
    eb
      .exists(
        eb
          .selectFrom('letters as ql')
          .select(eb.lit(1).as('one'))
          .whereRef('ql.id', '=', 'questions.letter_id')
          .whereRef('ql.user_id', '=', 'questions.user_id')
          .where('ql.answered_at', 'is not', null)
          .where('ql.answer_summary', 'is not', null),
      )
      .as('letterExplained'),
  ] as const;
}

/** Questions with the DTO's columns; callers add where, order and limit. */
function selectQuestions(k: Kysely<DB>) {
  return k.selectFrom('questions').select(questionColumns);
}

/** A row as selected with questionColumns (inferred from the statement, not written by hand). */
export type QuestionRow = Awaited<ReturnType<ReturnType<typeof selectQuestions>['executeTakeFirstOrThrow']>>;

/**
 * A row selected with questionColumns -> the Question DTO. Timestamps become ISO 8601 (the pg
 * driver returns Date, PGlite may return strings), `exists` a boolean on either driver.
 */
export function toQuestionDto(q: QuestionRow): Question {
  return {
    id: q.id,
    userId: q.userId,
    question: q.question,
    answer: q.answer,
    status: q.status,
    askedAt: isoDate(q.askedAt),
    answeredAt: isoDateOrNull(q.answeredAt),
    letterId: q.letterId,
    letterExplained: Boolean(q.letterExplained),
    messageCount: Number(q.messageCount),
    lastMessageAt: isoDate(q.lastMessageAt),
  };
}

/**
 * A user's questions, newest first by askedAt (the client's list unpaged, the admin's client page).
 * @param userId the questions' owner; no other rows are read
 */
export async function questionsOf(em: EntityManager, userId: string): Promise<Question[]> {
  return (await questionsOfUser(em, { userId })).map(toQuestionDto);
}

const questionsOfUser = prepare((k, p: { userId: string }) =>
  selectQuestions(k).where('questions.user_id', '=', p.userId).orderBy('questions.asked_at', 'desc').orderBy('questions.id', 'desc'),
);

/**
 * One page of a user's questions, newest first by (askedAt, id), keyset-paged (decision record
 * 002's paging rule, kept by 033). The cursor carries asked_at to the microsecond
 * (PostgreSQL's precision), so no question between two pages is skipped.
 * @param cursor an opaque cursor from a previous page (already validated by QuestionListInputSchema), or null/undefined
 * @returns the page and the cursor of the next one (null on the last page)
 */
export async function questionPageOf(em: EntityManager, userId: string, limit: number, cursor: string | null | undefined): Promise<QuestionPage> {
  const rows = await pages(em, { userId }, limit + 1, keysetAfter(cursor));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toQuestionDto), nextCursor: rows.length > limit && last ? questionCursor({ askedAt: last.at, id: last.id }) : null };
}

/** Questions of a user with the cursor text of askedAt, newest first by (askedAt, id). */
const pages = keysetPages((k, p: { userId: string }, after) =>
  selectQuestions(k)
    .select((eb) => cursorTimestamp(eb.ref('questions.asked_at')).as('at'))
    .where('questions.user_id', '=', p.userId)
    .$call((b) => newestFirst(b, 'questions.asked_at', 'questions.id', after)),
);

/** The questions about the Finanzamt letter `letterId`, oldest first (the letter's page). */
export async function questionsOfLetter(em: EntityManager, letterId: string): Promise<Question[]> {
  return (await questionsOfLetterQuery(em, { letterId })).map(toQuestionDto);
}

const questionsOfLetterQuery = prepare((k, p: { letterId: string }) =>
  selectQuestions(k).where('questions.letter_id', '=', p.letterId).orderBy('questions.asked_at').orderBy('questions.id'),
);

/**
 * One question as a DTO.
 * @param userId when given, only that user's question is read (another client's reads as none)
 * @returns the question, or undefined when there is none
 */
export async function questionById(em: EntityManager, id: string, userId?: string): Promise<Question | undefined> {
  const [row] = userId === undefined ? await questionOfAnyone(em, { id }) : await questionOfUser(em, { id, userId });
  return row && toQuestionDto(row);
}

const questionOfAnyone = prepare((k, p: { id: string }) => selectQuestions(k).where('questions.id', '=', p.id));
const questionOfUser = prepare((k, p: { id: string; userId: string }) =>
  selectQuestions(k).where('questions.id', '=', p.id).where('questions.user_id', '=', p.userId),
);

/**
 * The messages of a conversation, oldest first, each with its attachments (oldest file first).
 * Two statements whatever the conversation's length.
 * @param withNames the authors' names (the console's view); null in the client's view
 */
export async function messagesOf(em: EntityManager, questionId: string, withNames: boolean): Promise<QuestionMessage[]> {
  const [rows, docs] = await Promise.all([(withNames ? messagesWithNames : messagesWithoutNames)(em, { questionId }), attachmentsOf(em, { questionId })]);
  const byMessage = new Map<string, Document[]>();
  for (const d of docs) {
    const list = byMessage.get(d.messageId) ?? [];
    list.push(toDocumentDto(d));
    byMessage.set(d.messageId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    // 'client' or 'expert': the database checks it (question_messages_author_role_check).
    authorRole: r.authorRole === 'expert' ? 'expert' : 'client',
    authorName: r.authorName,
    body: r.body,
    createdAt: isoDate(r.createdAt),
    editedAt: isoDateOrNull(r.editedAt),
    attachments: byMessage.get(r.id) ?? [],
  }));
}

/** The messages of a conversation, oldest first; `withNames`: with the authors' names. */
function selectMessages(k: Kysely<DB>, questionId: string, withNames: boolean) {
  return k
    .selectFrom('question_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .select((eb) => [
      ...camelColumns(eb, 'm', ['id', 'author_role']),
      withNames ? eb.ref('u.name').as('authorName') : sql<string | null>`null`.as('authorName'),
      ...camelColumns(eb, 'm', ['body', 'created_at', 'edited_at']),
    ])
    .where('m.question_id', '=', questionId)
    .orderBy('m.created_at')
    .orderBy('m.id');
}

const messagesWithNames = prepare((k, p: { questionId: string }) => selectMessages(k, p.questionId, true));
const messagesWithoutNames = prepare((k, p: { questionId: string }) => selectMessages(k, p.questionId, false));

/** The documents attached to a conversation's messages, oldest first, with their message's id. */
const attachmentsOf = prepare((k, p: { questionId: string }) =>
  k
    .selectFrom('question_message_documents as qmd')
    .innerJoin('documents', 'documents.id', 'qmd.document_id')
    .select('qmd.message_id as messageId')
    .select(documentColumns)
    .where('qmd.message_id', 'in', (eb) =>
      eb.selectFrom('question_messages').select('question_messages.id').where('question_messages.question_id', '=', p.questionId),
    )
    .orderBy('documents.uploaded_at')
    .orderBy('documents.id'),
);

/** A question's latest message by the client or by an expert (body and time), for a lateral join. */
function latestMessage(eb: ExpressionBuilder<DB, 'questions'>, role: 'client' | 'expert') {
  return eb
    .selectFrom('question_messages as m')
    .select(['m.body', 'm.created_at'])
    .whereRef('m.question_id', '=', 'questions.id')
    .where('m.author_role', '=', role)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(1);
}

/**
 * The console's inbox rows: a question with its client, the client's hours, the minutes logged
 * on it and the latest client message and expert reply.
 */
function selectAdminQuestions(k: Kysely<DB>) {
  return selectQuestions(k)
    .innerJoin('users as u', 'u.id', 'questions.user_id')
    .leftJoinLateral(
      (eb) => latestMessage(eb, 'client').as('lc'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) => latestMessage(eb, 'expert').as('lr'),
      (join) => join.onTrue(),
    )
    .leftJoin('users as assignee', 'assignee.id', 'questions.assignee_id')
    .select((eb) => [
      'questions.waiting_since as waitingSince',
      'questions.assignee_id as assigneeId',
      'assignee.name as assigneeName',
      'u.name as clientName',
      'u.email as clientEmail',
      'u.language as clientLanguage',
      // Hours remaining: the ledger's expression (decision record 003), numeric -> string on pg.
      remainingMinutes(eb.ref('u.id')).as('remainingMinutes'),
      eb.fn
        .coalesce(
          eb
            .selectFrom('time_entries as te')
            .select((te) => te.fn.sum<string | number | null>('te.minutes').as('minutes'))
            .whereRef('te.question_id', '=', 'questions.id'),
          sql<number>`0`,
        )
        .as('minutesLogged'),
      openClockHours(eb.ref('questions.id'), eb.ref('u.id')).as('promisedHours'),
      openClockBusinessHours(eb.ref('questions.id')).as('businessHours'),
      'lc.body as clientBody',
      'lc.created_at as clientAt',
      'lr.body as replyBody',
      'lr.created_at as replyAt',
    ]);
}

type AdminQuestionRow = Awaited<ReturnType<ReturnType<typeof selectAdminQuestions>['executeTakeFirstOrThrow']>>;

/**
 * The response promise in hours of user `userId` (the outer query's column, `eb.ref('u.id')`), as
 * a typed SQL expression: their fastest active package's (unexpired, hours left), else the site's
 * RESPONSE_PROMISE_HOURS (decision record 061).
 */
export function promisedHours(userId: Expression<string>): RawBuilder<number> {
  const fastest = compiler
    .selectFrom('purchases as pu_promise')
    .innerJoin('packages as pa_promise', 'pa_promise.id', 'pu_promise.package_id')
    .select((eb) => eb.fn.min('pa_promise.response_hours').as('hours'))
    .where('pu_promise.user_id', '=', userId)
    .where('pu_promise.expires_at', '>', sql<Date>`now()`)
    .where(hasHoursLeft('pu_promise'));
  return sql<number>`coalesce(${fastest}, ${sql.lit(RESPONSE_PROMISE_HOURS)})`;
}

/**
 * The hours promised for question `questionId`'s open clock (the outer query's columns), as a
 * typed SQL expression: what its `response_clocks` row recorded when the clock started, else (a
 * clock older than that table) what `promisedHours` gives for its client `userId` now.
 */
export function openClockHours(questionId: Expression<string>, userId: Expression<string>): RawBuilder<number> {
  const recorded = compiler
    .selectFrom('response_clocks as rc_open')
    .select('rc_open.promised_hours')
    .where('rc_open.question_id', '=', questionId)
    .where('rc_open.answered_at', 'is', null);
  return sql<number>`coalesce((${recorded}), ${promisedHours(userId)})`;
}

/**
 * The business hours recorded on question `questionId`'s open clock (the outer query's column)
 * when it started, as a typed SQL expression (jsonb); null for a clock older than that column, or none.
 */
export function openClockBusinessHours(questionId: Expression<string>): RawBuilder<unknown> {
  const recorded = compiler
    .selectFrom('response_clocks as rc_hours')
    .select('rc_hours.business_hours')
    .where('rc_hours.question_id', '=', questionId)
    .where('rc_hours.answered_at', 'is', null);
  return sql<unknown>`(${recorded})`;
}

/** The firm's business hours as the clocks count them (the console's setting, decision record 061). */
export async function firmClockHours(em: EntityManager): Promise<BusinessHours> {
  return clockHours(await businessHours(em));
}

/**
 * The business hours a clock counts: those it recorded when it started (`recorded`, a
 * `response_clocks.business_hours` value), else the firm's now (`firm`).
 */
export function clockCalendar(recorded: unknown, firm: BusinessHours): BusinessHours {
  const parsed = BusinessHoursSchema.safeParse(typeof recorded === 'string' ? JSON.parse(recorded) : recorded);
  return parsed.success ? clockHours(parsed.data) : firm;
}

/**
 * A pending question's clock at `now`, started at the client's oldest unanswered message
 * `waitingSince` with a promise of `hours` business hours counted in `calendar`
 * (response-clock.ts, decision record 061). No pauses: an answered question is off the clock, and
 * the client's next message starts a new one.
 */
export function questionClock(waitingSince: Date, hours: number, now: Date, calendar: BusinessHours): ResponseClock {
  const reading = readClock(waitingSince, hours, [], now, germanHolidays, calendar);
  return {
    promisedHours: hours,
    answerBy: reading.dueAt ? reading.dueAt.toISOString() : null,
    minutesLeft: reading.promisedMinutes - reading.usedMinutes,
    state: reading.state,
  };
}

function toAdminQuestion(r: AdminQuestionRow, calendar: BusinessHours, now = new Date()): AdminQuestion {
  const remaining = Number(r.remainingMinutes);
  return {
    ...toQuestionDto(r),
    clientName: r.clientName,
    clientEmail: r.clientEmail,
    clientLanguage: r.clientLanguage,
    hoursRemaining: minutesToHours(remaining),
    minutesLogged: Number(r.minutesLogged),
    noHours: remaining <= 0,
    waitingSince: r.status === 'pending' ? isoDate(r.waitingSince ?? r.askedAt) : null,
    // Every question has its first message as a client message; the fallback only guards a row caught mid-insert.
    latestClientMessage:
      r.clientBody !== null && r.clientAt !== null
        ? { body: r.clientBody, createdAt: isoDate(r.clientAt) }
        : { body: r.question, createdAt: isoDate(r.askedAt) },
    latestReply: r.replyBody !== null && r.replyAt !== null ? { body: r.replyBody, createdAt: isoDate(r.replyAt) } : null,
    responseClock:
      r.status === 'pending'
        ? questionClock(new Date(r.waitingSince ?? r.askedAt), Number(r.promisedHours), now, clockCalendar(r.businessHours, calendar))
        : null,
    assignee: toAssignee(r.assigneeId, r.assigneeName),
  };
}

/**
 * The question inbox's rows (admin): pending conversations, the promise that breaks first first
 * (the 200 clients waiting longest, ordered by their clocks' answer-by instants), or answered
 * ones, the latest message first; `search` matches any message, the question, the answer, the
 * client's name or e-mail (case-insensitive, as a literal substring); `assignee` keeps everyone's,
 * `userId`'s own or the unassigned ones (decision record 068). At most 200 rows.
 */
export async function inboxOf(
  em: EntityManager,
  status: 'pending' | 'answered',
  search: string | undefined,
  assignee: { filter: AssigneeFilter; userId: string } = { filter: 'all', userId: '' },
): Promise<AdminQuestion[]> {
  let q = selectAdminQuestions(db(em)).where('questions.status', '=', status);
  if (assignee.filter === 'mine') q = q.where('questions.assignee_id', '=', assignee.userId);
  else if (assignee.filter === 'unassigned') q = q.where('questions.assignee_id', 'is', null);
  if (search) {
    const like = likePattern(search);
    q = q.where((eb) =>
      eb.or([
        eb('questions.question', 'ilike', like),
        eb('questions.answer', 'ilike', like),
        eb('u.name', 'ilike', like),
        eb('u.email', 'ilike', like),
        eb.exists(
          eb.selectFrom('question_messages as sm').select(eb.lit(1).as('one')).whereRef('sm.question_id', '=', 'questions.id').where('sm.body', 'ilike', like),
        ),
      ]),
    );
  }
  q =
    status === 'pending'
      ? q.orderBy((eb) => eb.fn.coalesce('questions.waiting_since', 'questions.asked_at'), 'asc').orderBy('questions.id', 'asc')
      : q.orderBy('questions.last_message_at', 'desc').orderBy('questions.id', 'desc');
  const [rows, calendar] = await Promise.all([q.limit(200).execute(), firmClockHours(em)]);
  const now = new Date();
  const questions = rows.map((r) => toAdminQuestion(r, calendar, now));
  if (status === 'pending') {
    // A paused clock (no answer-by instant) last; the sort is stable, so ties keep the waiting order.
    const due = (q: AdminQuestion) => (q.responseClock?.answerBy ? Date.parse(q.responseClock.answerBy) : Infinity);
    questions.sort((a, b) => (due(a) === due(b) ? 0 : due(a) < due(b) ? -1 : 1));
  }
  return questions;
}

/** One question as the inbox lists it (admin). @returns undefined for an unknown id */
export async function adminQuestionById(em: EntityManager, id: string): Promise<AdminQuestion | undefined> {
  const [[row], calendar] = await Promise.all([adminQuestionQuery(em, { id }), firmClockHours(em)]);
  return row && toAdminQuestion(row, calendar);
}

const adminQuestionQuery = prepare((k, p: { id: string }) => selectAdminQuestions(k).where('questions.id', '=', p.id));

/**
 * What the ask forms show before a question is sent: the hours `userId` has left and the response
 * time of their fastest active package (spec section 9; active = unexpired with hours left; the
 * ledger's expressions, decision record 003).
 */
export async function askInfoOf(em: EntityManager, userId: string): Promise<AskInfo> {
  const [[hours], [best]] = await Promise.all([hoursLeft(em, { userId }), fastestPackage(em, { userId })]);
  return {
    hoursRemaining: minutesToHours(Number(hours?.remaining ?? 0)),
    responseHours: best?.responseHours ?? null,
    responseOrLess: best?.responseOrLess ?? false,
    packageName: best?.name ?? null,
    packageNameDe: best?.nameDe ?? null,
  };
}

const hoursLeft = prepare((k, p: { userId: string }) =>
  k
    .selectFrom('users as hu')
    .select((eb) => remainingMinutes(eb.ref('hu.id')).as('remaining'))
    .where('hu.id', '=', p.userId),
);

const fastestPackage = prepare((k, p: { userId: string }) =>
  k
    .selectFrom('purchases as pu')
    .innerJoin('packages as pa', 'pa.id', 'pu.package_id')
    .select(['pa.response_hours as responseHours', 'pa.response_or_less as responseOrLess', 'pa.name', 'pa.name_de as nameDe'])
    .where('pu.user_id', '=', p.userId)
    .where('pu.expires_at', '>', sql<Date>`now()`)
    .where(hasHoursLeft('pu'))
    .orderBy('pa.response_hours', 'asc')
    .orderBy('pa.response_or_less', 'desc')
    .orderBy('pu.expires_at', 'asc')
    .limit(1),
);
