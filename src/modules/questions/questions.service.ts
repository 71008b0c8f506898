/**
 * Questions (spec sections 2, 3, 5) as conversations: a client asks, lists their own questions
 * newest first, reads one conversation and adds follow-ups with documents of their own attached;
 * the firm's experts work through the inbox, reply any number of times (logging the time spent,
 * attaching files that land in the client's folder "From your expert") and correct a reply they
 * sent (the client sees it as edited).
 *
 * The spec's fields keep their meaning: `question` is the first message, `answer`/`answeredAt` the
 * first expert reply (kept in step when that reply is corrected), `status` is 'pending' while the
 * client waits and 'answered' once an expert replied to the latest message. Every change runs in
 * one transaction with its e-mail (decision record 004), which says only that there is something
 * new and links to it: no question, answer or amount travels by e-mail (an address may be shared
 * or wrong). Stored files are made durable before the rows that reference them commit, and removed
 * again when the transaction fails.
 */
import { inheritLetterAssignee, specialistAssignee } from '../assignment/assignment.service.js';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../../config.js';
import { requireStaff, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { sql, type ExpressionBuilder } from 'kysely';
import { db, jsonb, type DB } from '../../kysely.js';
import type {
  AdminQuestion,
  AdminQuestionInput,
  AdminQuestionListInput,
  AdminQuestionThread,
  AnswerQuestionInput,
  EditReplyInput,
  ReplyQuestionInput,
} from '../../shared/questions/questions.admin.schema.js';
import { isUuid } from '../../shared/common.schema.js';
import {
  MESSAGE_ATTACHMENTS_MAX,
  QUESTION_MESSAGES_MAX,
  type AskInfo,
  type CreateQuestionInput,
  type FollowUpInput,
  type GetQuestionInput,
  type Question,
  type QuestionListInput,
  type QuestionPage,
  type QuestionThread,
} from '../../shared/questions/questions.schema.js';
import type { Storage } from '../../storage/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import { userContact } from '../users/users.js';
import { checkUploadedFile, documentUrl, sanitizeFilename, type ReceivedFile } from '../documents/documents.service.js';
import { expertFolderOf, lockClientFiles } from '../folders/folders.service.js';
import { letterAnswerOf } from './letter-answer.js';
import { drawTime, recordTimeAudit } from '../ledger/ledger.service.js';
import {
  adminQuestionById,
  askInfoOf,
  inboxOf,
  messagesOf,
  promisedHours,
  questionById,
  questionColumns,
  questionPageOf,
  toQuestionDto,
} from './questions.queries.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { businessHours } from '../settings/settings.service.js';

/**
 * One page of the session user's questions, newest first by askedAt (see QuestionListInputSchema).
 * @returns the page and the cursor of the next one (null on the last page)
 * @throws AppError VALIDATION 400 for a limit out of range or a malformed cursor
 */

/**
 * What an expert's reply `body` at `now` sets on its question: answered, no longer waiting, one
 * message more; its first answer and the time of it are kept when there already is one.
 */
function expertReplied(body: string, now: Date) {
  return (eb: ExpressionBuilder<DB, 'questions'>) => ({
    status: 'answered' as const,
    waiting_since: null,
    message_count: eb('message_count', '+', 1),
    last_message_at: now,
    answer: eb.fn.coalesce('answer', eb.val(body)),
    answered_at: eb.fn.coalesce('answered_at', eb.val(now)),
  });
}

/**
 * Starts the response-time clock of question `questionId` at `now` with the promise of client
 * `userId`'s fastest active package then (or the site's) and the firm's business hours then, in
 * `tx` (decision record 061). The caller holds the question's row lock; an open clock stays as
 * it is (one per question).
 */
async function startClock(tx: EntityManager, questionId: string, userId: string, now: Date): Promise<void> {
  const k = db(tx);
  const calendar = await businessHours(tx);
  await k
    .insertInto('response_clocks')
    .columns(['question_id', 'started_at', 'promised_hours', 'business_hours'])
    .expression(
      k
        .selectNoFrom((eb) => [
          eb.val(questionId).as('question_id'),
          eb.val(now).as('started_at'),
          promisedHours(eb.val(userId)).as('promised_hours'),
          jsonb(calendar).as('business_hours'),
        ])
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('response_clocks').select(sql.lit(1).as('one')).where('question_id', '=', questionId).where('answered_at', 'is', null))),
        ),
    )
    .execute();
}

/** Stops the open clocks of `questionIds` at `now`, answered by expert `adminId`, in `tx`. */
async function stopClocks(tx: EntityManager, questionIds: string[], adminId: string, now: Date): Promise<void> {
  await db(tx)
    .updateTable('response_clocks')
    .set({ answered_at: now, answered_by: adminId })
    .where('question_id', 'in', questionIds)
    .where('answered_at', 'is', null)
    .execute();
}

export async function listQuestions(ctx: ServiceContext, { limit, cursor }: QuestionListInput): Promise<QuestionPage> {
  const { user, em } = requireUser(ctx);
  return questionPageOf(em, user.id, limit, cursor);
}

/**
 * Asks a question. Only the question text is taken (any answer or status in the input is
 * ignored; the new question is pending), plus optional documents of the client's own to attach.
 * The firm is e-mailed (through the outbox).
 * @throws AppError VALIDATION 400 when the text is empty or too long, NOT_FOUND 404 'Document not
 *   found' when an attached document is not the client's (nothing is saved then)
 */
export async function createQuestion(ctx: ServiceContext, data: CreateQuestionInput): Promise<Question> {
  const { user, em, config } = requireUser(ctx);
  return em.transactional((tx) => insertQuestion(tx, config, user, data.question, null, data.documentIds ?? []));
}

/**
 * Inserts a pending question of `user` (about the Finanzamt letter `letterId`, if any) with its
 * first message and attachments, and queues the firm's notification, all in `tx` (decision record
 * 004). The e-mail names the client and links to the conversation in the console; it carries no
 * question text.
 * @throws AppError NOT_FOUND 404 'Document not found' when a document in `documentIds` is not the client's
 */
export async function insertQuestion(
  tx: EntityManager,
  config: AppConfig,
  user: { id: string; name: string; email: string },
  question: string,
  letterId: string | null,
  documentIds: readonly string[] = [],
): Promise<Question> {
  // A document being attached cannot be deleted meanwhile: the client's file operations take this lock.
  if (documentIds.length) await lockClientFiles(tx, user.id);
  const now = new Date();
  const id = randomUUID();
  // A question about a letter is the letter's assignee's too (decision record 068).
  // Else a client's dedicated specialist takes it (decision record 069).
  const assigneeId =
    (letterId ? await inheritLetterAssignee(tx, config, letterId, { id, clientName: user.name }) : undefined) ??
    (await specialistAssignee(tx, config, user.id, { kind: 'question', id, clientName: user.name })) ??
    null;
  const row = await db(tx)
    .insertInto('questions')
    .values({
      id,
      user_id: user.id,
      question,
      status: 'pending',
      letter_id: letterId,
      asked_at: now,
      message_count: 1,
      last_message_at: now,
      waiting_since: now,
      assignee_id: assigneeId,
      assigned_at: assigneeId ? now : null,
    })
    .returning(questionColumns)
    .executeTakeFirstOrThrow();
  const q = toQuestionDto(row);
  await startClock(tx, q.id, user.id, now);
  const messageId = await insertMessage(tx, { questionId: q.id, authorId: user.id, role: 'client', body: question, at: now });
  await attachOwnDocuments(tx, user.id, messageId, documentIds);
  await queueMail(tx, {
    to: config.mail.firmEmail,
    language: config.mail.firmLanguage,
    replyTo: user.email,
    content: { kind: 'question.received', params: { clientName: user.name, clientEmail: user.email, adminUrl: siteUrl(config, `/admin/questions/${q.id}`) } },
  });
  return q;
}

/** Inserts one message of a conversation in `tx`. @returns its id */
async function insertMessage(
  tx: EntityManager,
  m: { questionId: string; authorId: string; role: 'client' | 'expert'; body: string; at: Date },
): Promise<string> {
  const id = randomUUID();
  await db(tx)
    .insertInto('question_messages')
    .values({ id, question_id: m.questionId, author_id: m.authorId, author_role: m.role, body: m.body, created_at: m.at })
    .execute();
  return id;
}

/**
 * Attaches documents of the client `userId` to message `messageId`, in `tx` (which holds the
 * client's file lock, so none of them is deleted meanwhile).
 * @throws AppError NOT_FOUND 404 'Document not found' (field documentIds) when any of them is not
 *   the client's: another client's document looks missing, like an unknown id
 */
async function attachOwnDocuments(tx: EntityManager, userId: string, messageId: string, documentIds: readonly string[]): Promise<void> {
  if (!documentIds.length) return;
  if (documentIds.length > MESSAGE_ATTACHMENTS_MAX) throw new AppError('VALIDATION', 'tooManyAttachments', { field: 'documentIds' });
  const attached = await db(tx)
    .insertInto('question_message_documents')
    .columns(['message_id', 'document_id'])
    .expression((eb) =>
      eb
        .selectFrom('documents as d')
        .select((s) => [s.val(messageId).as('message_id'), 'd.id as document_id'])
        .where('d.user_id', '=', userId)
        .where('d.id', 'in', documentIds),
    )
    .returning('document_id')
    .execute();
  if (attached.length !== documentIds.length) throw new AppError('NOT_FOUND', 'documentNotFound', { field: 'documentIds' });
}

/**
 * One of the session user's conversations, oldest message first (`questions.get`, `GET /api/questions/:id`),
 * with the whole explanation of the Finanzamt letter it is about once the expert has given it
 * (`letterAnswer`: summary, meaning, what to do by when, the files), so the client reads it where
 * the question is shown. Only the session user's own letter is read.
 * @throws AppError NOT_FOUND 404 'Question not found' for unknown ids and other clients' questions alike
 */
export async function getQuestion(ctx: ServiceContext, { id }: GetQuestionInput): Promise<QuestionThread> {
  const { user, em } = requireUser(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'questionNotFound');
  const question = await questionById(em, id, user.id);
  if (!question) throw new AppError('NOT_FOUND', 'questionNotFound');
  const [messages, letterAnswer] = await Promise.all([
    messagesOf(em, id, false),
    question.letterId && question.letterExplained ? letterAnswerOf(em, question.letterId, user.id) : null,
  ]);
  return { ...question, messages, letterAnswer };
}

/**
 * The client adds a follow-up to one of their conversations, with documents of their own
 * attached: the question becomes pending again (the client waits) and the firm is e-mailed.
 * Counted against the `followUp` rate limit by both transports.
 * @returns the conversation with the new message
 * @throws AppError NOT_FOUND 404 'Question not found' (unknown, or another client's), NOT_FOUND 404
 *   'Document not found' (an attachment that is not the client's), CONFLICT 409 'conversationFull'
 *   at QUESTION_MESSAGES_MAX messages; nothing is saved then
 */
export async function followUp(ctx: ServiceContext, { questionId, body, documentIds = [] }: FollowUpInput): Promise<QuestionThread> {
  const { user, em, config } = requireUser(ctx);
  if (!isUuid(questionId)) throw new AppError('NOT_FOUND', 'questionNotFound');
  await em.transactional(async (tx) => {
    // Lock order everywhere: the client's row (file operations) before the question's row.
    if (documentIds.length) await lockClientFiles(tx, user.id);
    const q = await db(tx)
      .selectFrom('questions')
      .select(['id', 'message_count', 'status'])
      .where('id', '=', questionId)
      .where('user_id', '=', user.id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!q) throw new AppError('NOT_FOUND', 'questionNotFound');
    if (q.message_count >= QUESTION_MESSAGES_MAX) throw new AppError('CONFLICT', 'conversationFull');
    const now = new Date();
    // A follow-up on an answered question makes a new promise; one while the client waits does not.
    if (q.status !== 'pending') await startClock(tx, questionId, user.id, now);
    const messageId = await insertMessage(tx, { questionId, authorId: user.id, role: 'client', body, at: now });
    await attachOwnDocuments(tx, user.id, messageId, documentIds);
    await db(tx)
      .updateTable('questions')
      .set((eb) => ({
        status: 'pending',
        message_count: eb('message_count', '+', 1),
        last_message_at: now,
        waiting_since: eb.fn.coalesce('waiting_since', eb.val(now)),
      }))
      .where('id', '=', questionId)
      .execute();
    await queueMail(tx, {
      to: config.mail.firmEmail,
      language: config.mail.firmLanguage,
      replyTo: user.email,
      content: {
        kind: 'question.follow-up',
        params: { clientName: user.name, clientEmail: user.email, adminUrl: siteUrl(config, `/admin/questions/${questionId}`) },
      },
    });
  });
  return getQuestion(ctx, { id: questionId });
}

/**
 * What the ask forms show before a question is sent: the hours the client has left and the
 * response time of their fastest active package (spec section 9: 48 h Starter, 24 h Professional,
 * 12 h or less Premium, on business days; active = unexpired with hours left). A client without
 * hours may still ask; the console marks the question "no hours".
 */
export async function askInfo(ctx: ServiceContext): Promise<AskInfo> {
  const { user, em } = requireUser(ctx);
  return askInfoOf(em, user.id);
}

/**
 * The question inbox (admin): pending conversations, the client waiting longest first, or
 * answered ones, the latest message first; `search` matches any message, the client's name or
 * e-mail; `assignee`: everyone's, the caller's own, or unassigned ones (decision record 068). At
 * most 200 rows.
 */
export async function listInbox(ctx: ServiceContext, { status, search, assignee = 'all' }: AdminQuestionListInput): Promise<AdminQuestion[]> {
  const { em, user } = requireStaff(ctx);
  return inboxOf(em, status, search, { filter: assignee, userId: user.id });
}

/** One question as the inbox lists it (admin). @throws AppError NOT_FOUND 404 'Question not found' */
async function adminQuestion(em: EntityManager, id: string): Promise<AdminQuestion> {
  const question = await adminQuestionById(em, id);
  if (!question) throw new AppError('NOT_FOUND', 'questionNotFound');
  return question;
}

/**
 * One conversation in the console, oldest message first, with the experts' names (admin).
 * @throws AppError NOT_FOUND 404 'Question not found'
 */
export async function getAdminQuestion(ctx: ServiceContext, { id }: AdminQuestionInput): Promise<AdminQuestionThread> {
  const { em } = requireStaff(ctx);
  const [question, messages] = await Promise.all([adminQuestion(em, id), messagesOf(em, id, true)]);
  return { ...question, messages };
}

/** A received file whose extension and content were checked: what it is stored as. */
interface CheckedFile {
  file: ReceivedFile;
  ext: string;
  mime: string;
}

/**
 * An expert replies in a conversation (admin; any number of times): the message, the files (stored
 * as the client's documents in their folder "From your expert" and attached to the message), the
 * time spent drawn from the client's hours (optional, as answering always did), the status
 * 'answered', the first reply also as the spec's `answer`/`answeredAt`, the audit entry
 * ('question.answer' for the first reply, 'question.reply' after it) and the client's e-mail, all
 * in one transaction. On any error nothing is saved and the stored files are removed again.
 * @param opts.requirePending refuse unless the client is waiting (the spec's one-answer endpoint)
 * @throws AppError NOT_FOUND 404 'Question not found', CONFLICT 409 'Not enough hours remaining' /
 *   'conversationFull' / 'questionAlreadyAnswered' (requirePending), VALIDATION 400
 *   'tooManyAttachments' / 'emptyFile', UNSUPPORTED_FILE_TYPE 415, INSUFFICIENT_STORAGE 507 'diskFull'
 */
export async function replyToQuestion(
  ctx: ServiceContext,
  input: ReplyQuestionInput,
  upload: { storage: Storage; files: ReceivedFile[] } | null = null,
  opts: { requirePending?: boolean } = {},
): Promise<AdminQuestionThread> {
  const { em, user, config } = requireStaff(ctx);
  const files = upload?.files ?? [];
  const stored: string[] = [];
  try {
    if (files.length > MESSAGE_ATTACHMENTS_MAX) throw new AppError('VALIDATION', 'tooManyAttachments', { field: 'file' });
    const checked: CheckedFile[] = [];
    for (const file of files) checked.push({ file, ...(await checkUploadedFile(file)) });
    const head = await db(em).selectFrom('questions').select('user_id').where('id', '=', input.questionId).executeTakeFirst();
    if (!head) throw new AppError('NOT_FOUND', 'questionNotFound');
    if (checked.length) {
      const bytes = checked.reduce((s, c) => s + c.file.size, 0);
      if ((await upload!.storage.freeBytes()) - bytes < config.minFreeDiskBytes) {
        ctx.log.warn({ bytes }, "an expert's files were refused: the disk of DATA_DIR is (nearly) full");
        throw new AppError('INSUFFICIENT_STORAGE', 'diskFull');
      }
    }
    const tempPaths = checked.map((c) => c.file.tempPath);
    const keys = upload ? await upload.storage.commitAll(tempPaths, stored) : [];
    await em.transactional(async (tx) => {
      // The client's row before the question's (the lock order of every file operation); only
      // when files are stored for the client.
      if (checked.length) await lockClientFiles(tx, head.user_id);
      // `for no key update`, not `for update`: a concurrent logTime on this question holds the
      // purchase locks and needs a key-share lock on this row for its foreign key; `for update`
      // would block it while we wait for those purchase locks (a deadlock).
      const q = await db(tx)
        .selectFrom('questions')
        .select(['id', 'user_id', 'status', 'answer', 'message_count'])
        .where('id', '=', input.questionId)
        .forNoKeyUpdate()
        .executeTakeFirst();
      if (!q) throw new AppError('NOT_FOUND', 'questionNotFound');
      if (opts.requirePending && q.status !== 'pending') throw new AppError('CONFLICT', 'questionAlreadyAnswered');
      if (q.message_count >= QUESTION_MESSAGES_MAX) throw new AppError('CONFLICT', 'conversationFull');
      const now = new Date();
      const first = q.answer === null;
      const messageId = await insertMessage(tx, { questionId: q.id, authorId: user.id, role: 'expert', body: input.body, at: now });
      if (checked.length) {
        const folderId = await expertFolderOf(tx, q.user_id);
        for (const [i, c] of checked.entries()) {
          const id = randomUUID();
          const filename = sanitizeFilename(c.file.filename, c.ext);
          await db(tx)
            .insertInto('documents')
            .values({
              id,
              user_id: q.user_id,
              folder_id: folderId,
              title: filename.replace(/\.[^.]+$/, ''),
              filename,
              file_url: documentUrl(id),
              file_size: c.file.size,
              mime_type: c.mime,
              storage_key: keys[i]!,
              // One millisecond apart: the attachments keep the order they were sent in.
              uploaded_at: new Date(now.getTime() + i),
            })
            .execute();
          await db(tx).insertInto('question_message_documents').values({ message_id: messageId, document_id: id }).execute();
        }
      }
      await db(tx).updateTable('questions').set(expertReplied(input.body, now)).where('id', '=', q.id).execute();
      await stopClocks(tx, [q.id], user.id, now);
      const minutes = input.minutes ?? 0;
      if (minutes > 0) {
        const note = input.note ?? null;
        const entries = await drawTime(tx, config, { clientId: q.user_id, minutes, note, questionId: q.id, adminId: user.id, now });
        await recordTimeAudit(tx, { adminId: user.id, clientId: q.user_id, questionId: q.id, minutes, note, entries });
      }
      await recordAudit(tx, {
        actorId: user.id,
        action: first ? 'question.answer' : 'question.reply',
        clientId: q.user_id,
        entityId: q.id,
        details: { minutes, files: checked.length, messageId },
      });
      // The question's author exists: questions.user_id references users.
      const client = (await userContact(tx, q.user_id))!;
      await queueMail(tx, {
        to: client.email,
        language: client.language,
        content: first
          ? { kind: 'question.answered', params: { name: client.name, portalUrl: siteUrl(config, `/questions/${q.id}`) } }
          : { kind: 'question.replied', params: { name: client.name, edited: false, files: checked.length, portalUrl: siteUrl(config, `/questions/${q.id}`) } },
      });
    });
    return await getAdminQuestion(ctx, { id: input.questionId });
  } catch (err) {
    await Promise.all(stored.map((k) => upload!.storage.remove(k)));
    throw err;
  } finally {
    if (upload) await Promise.all(files.map((f) => upload.storage.remove(f.tempPath)));
  }
}

/**
 * Answers a pending question (admin; the spec's one answer, `admin.questions.answer`): an expert
 * reply that is refused unless the client is waiting, so two experts cannot both answer the same
 * message. See replyToQuestion.
 * @throws AppError NOT_FOUND 'Question not found', CONFLICT 'This question has already been
 *   answered' or 'Not enough hours remaining' (nothing is saved then)
 */
export async function answerQuestion(ctx: ServiceContext, data: AnswerQuestionInput): Promise<AdminQuestion> {
  const { messages: _messages, ...question } = await replyToQuestion(
    ctx,
    { questionId: data.questionId, body: data.answer, minutes: data.minutes, note: data.note },
    null,
    { requirePending: true },
  );
  return question;
}

/**
 * An expert corrects a sent reply (admin; any expert's): the new text, `editedAt` (the client
 * sees "edited" with the time), the spec's `answer` when it is the first reply, the audit entry
 * ('question.reply.edit', with the text it replaced) and the client's e-mail, in one transaction.
 * Sending the same text again changes nothing.
 * @throws AppError NOT_FOUND 404 'Message not found' (unknown, or the client's own message)
 */
export async function editReply(ctx: ServiceContext, { messageId, body }: EditReplyInput): Promise<AdminQuestionThread> {
  const { em, user, config } = requireStaff(ctx);
  const questionId = await em.transactional(async (tx) => {
    const m = await db(tx).selectFrom('question_messages').select(['question_id', 'author_role', 'body']).where('id', '=', messageId).executeTakeFirst();
    if (!m || m.author_role !== 'expert') throw new AppError('NOT_FOUND', 'messageNotFound');
    // The question's row first (as every writer of the conversation), then the message's.
    const q = await db(tx).selectFrom('questions').select(['id', 'user_id']).where('id', '=', m.question_id).forNoKeyUpdate().executeTakeFirst();
    const current = await db(tx).selectFrom('question_messages').select('body').where('id', '=', messageId).forUpdate().executeTakeFirst();
    if (!q || !current) throw new AppError('NOT_FOUND', 'messageNotFound');
    if (current.body === body) return q.id;
    const now = new Date();
    await db(tx).updateTable('question_messages').set({ body, edited_at: now }).where('id', '=', messageId).execute();
    const firstReply = await db(tx)
      .selectFrom('question_messages')
      .select('id')
      .where('question_id', '=', q.id)
      .where('author_role', '=', 'expert')
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const first = firstReply?.id === messageId;
    if (first) await db(tx).updateTable('questions').set({ answer: body }).where('id', '=', q.id).execute();
    await recordAudit(tx, {
      actorId: user.id,
      action: 'question.reply.edit',
      clientId: q.user_id,
      entityId: q.id,
      details: { messageId, first, previous: current.body },
    });
    const client = (await userContact(tx, q.user_id))!;
    await queueMail(tx, {
      to: client.email,
      language: client.language,
      content: { kind: 'question.replied', params: { name: client.name, edited: true, files: 0, portalUrl: siteUrl(config, `/questions/${q.id}`) } },
    });
    return q.id;
  });
  return getAdminQuestion(ctx, { id: questionId });
}

/**
 * The conversations of a Finanzamt letter's open questions get the expert's explanation as their
 * reply (`answerLetter`): one expert message each (the summary), status 'answered', the first
 * reply also as the spec's answer. Runs in the caller's transaction, after the letter's row is locked.
 */
export async function replyToLetterQuestions(tx: EntityManager, letterId: string, adminId: string, body: string, now: Date): Promise<void> {
  const open = await db(tx)
    .selectFrom('questions')
    .select('id')
    .where('letter_id', '=', letterId)
    .where('status', '=', 'pending')
    .where('message_count', '<', QUESTION_MESSAGES_MAX)
    .orderBy('asked_at')
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  for (const q of open) await insertMessage(tx, { questionId: q.id, authorId: adminId, role: 'expert', body, at: now });
  if (!open.length) return;
  await stopClocks(
    tx,
    open.map((q) => q.id),
    adminId,
    now,
  );
  await db(tx)
    .updateTable('questions')
    .set(expertReplied(body, now))
    .where(
      'id',
      'in',
      open.map((q) => q.id),
    )
    .execute();
}

/**
 * Gives questions that were inserted without their conversation (the demo seed, fixtures) their
 * messages, as the migration carried existing questions over: the question as the first client
 * message, an answer as the first expert message. Questions that have messages are left alone.
 * @returns how many questions got messages
 */
export async function carryOverConversations(em: EntityManager): Promise<number> {
  const rows = await db(em)
    .with('bare', (k) =>
      k
        .selectFrom('questions as q')
        .select(['q.id', 'q.user_id', 'q.question', 'q.answer', 'q.asked_at', 'q.answered_at', 'q.status'])
        .where(({ not, exists, selectFrom, lit }) =>
          not(exists(selectFrom('question_messages as m').select(lit(1).as('one')).whereRef('m.question_id', '=', 'q.id'))),
        ),
    )
    .with('asked', (k) =>
      k
        .insertInto('question_messages')
        .columns(['question_id', 'author_id', 'author_role', 'body', 'created_at'])
        .expression(k.selectFrom('bare').select(['id', 'user_id', sql.lit('client').as('author_role'), 'question', 'asked_at'])),
    )
    .with('answered', (k) =>
      k
        .insertInto('question_messages')
        .columns(['question_id', 'author_id', 'author_role', 'body', 'created_at'])
        .expression(
          k
            .selectFrom('bare')
            .select(['id', sql.lit(null).as('author_id'), sql.lit('expert').as('author_role'), 'answer', 'answered_at'])
            .where('answer', 'is not', null),
        ),
    )
    .updateTable('questions as q')
    .from('bare as b')
    .set((eb) => ({
      message_count: eb.case().when('b.answer', 'is', null).then(sql.lit(1)).else(sql.lit(2)).end(),
      last_message_at: eb.fn.coalesce('b.answered_at', 'b.asked_at'),
      waiting_since: eb.case().when('b.status', '=', 'pending').then(eb.ref('b.asked_at')).end(),
    }))
    .whereRef('q.id', '=', 'b.id')
    .returning('q.id')
    .execute();
  return rows.length;
}
