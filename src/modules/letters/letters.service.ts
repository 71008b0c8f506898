/**
 * Finanzamt letters (docs/decisions/010-finanzamt-letters.md): a client brings a letter (files, or
 * typed in), the product reads it off the request path (letters.jobs.ts), the client confirms the
 * fields, the deadline engine computes what is due when, the client asks and the firm's expert
 * explains, corrects and delivers files.
 *
 * Every write runs in one transaction; files are made durable in storage before the rows that
 * reference them commit, and removed again when the transaction fails (no orphan rows; an orphan
 * file after a crash in between is swept by Storage.sweep).
 */
import { randomUUID } from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../../config.js';
import { actsAsStaff, requireStaff, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { sql, type ExpressionBuilder, type Updateable } from 'kysely';
import { db, jsonb, type DB } from '../../kysely.js';
import { isUuid, keysetAfter } from '../../shared/common.schema.js';
import type { Language } from '../../shared/constants.js';
import { explainSteps } from '../../shared/deadlines/explain.js';
import type { Document } from '../../shared/documents/documents.schema.js';
import { minutesToHours } from '../../shared/purchases/hours.js';
import { letterDeadlines } from '../../shared/letters/letter-deadlines.js';
import { GENERIC_LETTER_NAME, letterDisplayName } from '../../shared/letters/letter-types.js';
import {
  LETTER_FIELDS,
  LETTER_FILES_MAX,
  LETTERS_PER_CLIENT_MAX,
  letterCursor,
  type AdminLetter,
  type AnswerLetterInput,
  type AskAboutLetterInput,
  type CreateLetterInput,
  type FieldSource,
  type GetLetterInput,
  type InboxInput,
  type InboxItem,
  type Letter,
  type LetterField,
  type LetterFields,
  type LetterIdInput,
  type LetterListInput,
  type LetterPage,
  type LetterSummary,
  type SetLetterDoneInput,
  type UpdateLetterInput,
} from '../../shared/letters/letters.schema.js';
import type { Question } from '../../shared/questions/questions.schema.js';
import type { Storage } from '../../storage/storage.js';
import { isoDate, isoDateOrNull } from '../../timestamps.js';
import { recordAudit, recordOwnAction } from '../audit/audit.service.js';
import { lockUser, userContact } from '../users/users.js';
import { germanHolidays } from '../deadlines/holidays.js';
import { documentUrl, quotaReached, sanitizeFilename, storedBytes, toDocumentDto, type ReceivedFile } from '../documents/documents.service.js';
import { removeStoredFiles } from '../../storage/stored-files.js';
import { expertFolderOf, lockClientFiles } from '../folders/folders.service.js';
import { ocrStatus } from '../../external/ocr.js';
import { enqueueJob } from '../jobs/runner.js';
import { drawTime, recordTimeAudit, remainingMinutes } from '../ledger/ledger.service.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { clockCalendar, firmClockHours, openClockBusinessHours, openClockHours, questionClock, questionsOfLetter } from '../questions/questions.queries.js';
import { TZDate } from '@date-fns/tz';
import { letterDocumentRows, letterRow, letterRowsOf, type LetterRow } from './letters.queries.js';
import { insertQuestion, replyToLetterQuestions } from '../questions/questions.service.js';
import { specialistAssignee, toAssignee } from '../assignment/assignment.service.js';

/** The job kind that reads a letter's files. */
export const READ_LETTER_JOB = 'letter.read';

/**
 * The notes a read letter may carry (message keys, src/shared/messages.ts; letters.jobs.ts sets
 * them): its text does not look like a Finanzamt letter's, or it came from a photo too small to
 * read reliably. A person's answer clears them (writeLetterFields).
 */
export const READING_NOTES = { notALetter: 'notFinanzamtLetter', photoSmall: 'letterPhotoSmall' } as const;

/** A received file whose content was checked: what it is stored as. */
interface CheckedFile {
  file: ReceivedFile;
  mime: string;
  ext: string;
}

/**
 * Checks a letter's files (pages or the expert's attachments): at most LETTER_FILES_MAX, none
 * empty, each a PDF, JPEG or PNG by its content.
 * @throws AppError VALIDATION 400 'tooManyFiles' / 'emptyFile', UNSUPPORTED_FILE_TYPE 415
 */
async function checkLetterFiles(files: ReceivedFile[]): Promise<CheckedFile[]> {
  if (files.length > LETTER_FILES_MAX) throw new AppError('VALIDATION', 'tooManyFiles', { field: 'file' });
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (file.size === 0) throw new AppError('VALIDATION', 'emptyFile', { field: 'file' });
    const detected = await fileTypeFromFile(file.tempPath);
    const content = detected ? LETTER_CONTENT[detected.ext] : undefined;
    if (!content) throw new AppError('UNSUPPORTED_FILE_TYPE', 'letterFileTypeNotAllowed', { field: 'file' });
    checked.push({ file, ...content });
  }
  return checked;
}

/**
 * Inserts the documents of a letter's files (already committed to storage under `keys`), in
 * `tx`, one millisecond apart so their order is the order given.
 */
async function insertLetterDocuments(
  tx: EntityManager,
  doc: { userId: string; folderId: string | null; letterId: string; role: 'page' | 'answer'; at: Date },
  files: { checked: CheckedFile; key: string; title: string; filename: string }[],
): Promise<void> {
  for (const [i, f] of files.entries()) {
    const id = randomUUID();
    await db(tx)
      .insertInto('documents')
      .values({
        id,
        user_id: doc.userId,
        folder_id: doc.folderId,
        title: f.title,
        filename: f.filename,
        file_url: documentUrl(id),
        file_size: f.checked.file.size,
        mime_type: f.checked.mime,
        storage_key: f.key,
        uploaded_at: new Date(doc.at.getTime() + i),
        letter_id: doc.letterId,
        letter_role: doc.role,
      })
      .execute();
  }
}

/** What a letter's file may be, by the content `file-type` detects. */
const LETTER_CONTENT: Record<string, { mime: string; ext: string }> = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
};

/** Columns of each field (the SQL side of LETTER_FIELDS). */
const COLUMNS: Record<LetterField, keyof DB['letters'] & string> = {
  letterType: 'letter_type',
  finanzamt: 'finanzamt',
  steuernummer: 'steuernummer',
  steuerId: 'steuer_id',
  letterDate: 'letter_date',
  delivery: 'delivery',
  state: 'state',
  taxYear: 'tax_year',
  amountDueCents: 'amount_due_cents',
  refundCents: 'refund_cents',
  dueDate: 'due_date',
  payee: 'payee',
  iban: 'iban',
  bic: 'bic',
  paymentReference: 'payment_reference',
  hasInstructions: 'has_instructions',
};

function fieldsOf(r: LetterRow): LetterFields {
  const cents = (v: string | null) => (v === null ? null : Number(v));
  return {
    letterType: r.letterType,
    finanzamt: r.finanzamt,
    steuernummer: r.steuernummer,
    steuerId: r.steuerId,
    letterDate: r.letterDate,
    delivery: r.delivery,
    state: r.state,
    taxYear: r.taxYear,
    amountDueCents: cents(r.amountDueCents),
    refundCents: cents(r.refundCents),
    dueDate: r.dueDate,
    payee: r.payee,
    iban: r.iban,
    bic: r.bic,
    paymentReference: r.paymentReference,
    hasInstructions: r.hasInstructions,
  };
}

function sourcesOf(r: LetterRow): Partial<Record<LetterField, FieldSource>> {
  // jsonb arrives parsed from pg; a driver handing it over as text is parsed here.
  const stored: unknown = r.fieldSources;
  const raw = typeof stored === 'string' ? (JSON.parse(stored) as Record<string, FieldSource>) : r.fieldSources;
  const fields = fieldsOf(r);
  // Only filled fields carry a source.
  return Object.fromEntries(LETTER_FIELDS.filter((f) => fields[f] !== null && raw[f]).map((f) => [f, raw[f]]));
}

/**
 * The documents of a letter with role `role`, in page order; with `withText`, each one's
 * recognised text too (the expert's view: the client's view never loads it).
 */
async function letterDocuments(
  em: EntityManager,
  letterId: string,
  role: 'page' | 'answer',
  withText = false,
): Promise<(Document & { text: string | null })[]> {
  const rows = await letterDocumentRows(em, letterId, role, withText);
  return rows.map((r) => ({ ...toDocumentDto(r), text: r.text }));
}

/** The full DTO of a letter row, its deadlines worded in `lang`; with `withTexts`, each page's recognised text. */
async function loadLetter(em: EntityManager, r: LetterRow, lang: Language, withTexts = false): Promise<{ letter: Letter; pageTexts: (string | null)[] }> {
  const fields = fieldsOf(r);
  const sources = sourcesOf(r);
  const { deadlines, missing } = letterDeadlines(fields, sources, germanHolidays);
  const [pages, attachments, questions] = await Promise.all([
    letterDocuments(em, r.id, 'page', withTexts),
    letterDocuments(em, r.id, 'answer'),
    questionsOfLetter(em, r.id),
  ]);
  const letter: Letter = {
    id: r.id,
    userId: r.userId,
    fields,
    sources,
    readingStatus: r.readingStatus,
    readingErrorKey: r.readingError,
    deadlines: deadlines.map((d) => ({ ...d, steps: explainSteps(d.steps, lang) })),
    missingForDeadlines: missing,
    pages: pages.map(({ text: _text, ...doc }) => doc),
    questions,
    answer:
      r.answeredAt && r.answerSummary !== null
        ? {
            summary: r.answerSummary,
            meaning: r.answerMeaning ?? '',
            action: r.answerAction ?? '',
            actionBy: r.answerActionBy,
            answeredAt: isoDate(r.answeredAt),
            attachments: attachments.map(({ text: _text, ...doc }) => doc),
          }
        : null,
    doneAt: isoDateOrNull(r.doneAt),
    createdAt: isoDate(r.createdAt),
    updatedAt: isoDate(r.updatedAt),
  };
  return { letter, pageTexts: pages.map((p) => p.text) };
}

/**
 * The letter `id` as its owner (a client) or any admin may see it.
 * @throws AppError NOT_FOUND 404 'Letter not found' for unknown ids and other clients' letters alike
 */
async function findLetter(ctx: ServiceContext, id: string, lock = false): Promise<LetterRow> {
  const { user, em } = requireUser(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'letterNotFound');
  const row = await letterRow(em, id, actsAsStaff(user) ? undefined : user.id, lock);
  if (!row) throw new AppError('NOT_FOUND', 'letterNotFound');
  return row;
}

/**
 * Recomputes a letter's stored deadlines (`deadlines`, `next_deadline`) from its fields, in `tx`.
 * They order the expert's inbox and drive the reminders.
 */
async function refreshDeadlines(tx: EntityManager, letterId: string): Promise<void> {
  const row = await letterRow(tx, letterId, undefined);
  if (!row) return;
  const { deadlines } = letterDeadlines(fieldsOf(row), sourcesOf(row), germanHolidays);
  const first = deadlines[0];
  await db(tx)
    .updateTable('letters')
    .set({
      deadlines: jsonb(deadlines.map((d) => ({ kind: d.kind, date: d.date, graceEndsOn: d.graceEndsOn }))),
      next_deadline: first?.date ?? null,
      next_deadline_kind: first?.kind ?? null,
    })
    .where('id', '=', letterId)
    .execute();
}

/**
 * Writes `fields` to a letter with source `source`, in `tx`, and recomputes its deadlines.
 * `onlyUnconfirmed`: leave fields the client or the expert already set (recognition never
 * overwrites a person's value).
 */
export async function writeLetterFields(
  tx: EntityManager,
  letterId: string,
  fields: Partial<LetterFields>,
  source: FieldSource,
  opts: { onlyUnconfirmed?: boolean } = {},
): Promise<LetterField[]> {
  const current = await db(tx).selectFrom('letters').select('field_sources').where('id', '=', letterId).forNoKeyUpdate().executeTakeFirst();
  if (!current) return [];
  const stored = current.field_sources as Record<string, FieldSource> | string;
  const sources = typeof stored === 'string' ? (JSON.parse(stored) as Record<string, FieldSource>) : { ...stored };
  const written: LetterField[] = [];
  // The given fields' columns (named by COLUMNS, checked against the table); their values are the
  // fields' as validated by the schemas.
  const sets: Partial<Record<keyof DB['letters'], unknown>> = {};
  for (const f of LETTER_FIELDS) {
    if (!(f in fields) || fields[f] === undefined) continue;
    if (opts.onlyUnconfirmed && sources[f] && sources[f] !== 'recognized') continue;
    const value = fields[f] === '' ? null : fields[f];
    sets[COLUMNS[f]] = value;
    if (value === null) delete sources[f];
    else sources[f] = source;
    written.push(f);
  }
  if (!written.length) return written;
  // A person naming the letter's type answers "this does not look like a Finanzamt letter", and a
  // person entering details answers "check them against your letter" (letters.jobs.ts).
  const answered: string[] | undefined =
    source === 'recognized' ? undefined : fields.letterType ? [READING_NOTES.notALetter, READING_NOTES.photoSmall] : [READING_NOTES.photoSmall];
  await db(tx)
    .updateTable('letters')
    .set((eb) => ({
      ...(sets as Updateable<DB['letters']>),
      ...(answered
        ? {
            reading_error: eb
              .case()
              .when('reading_error', 'in', answered)
              .then(sql<string | null>`null`)
              .else(eb.ref('reading_error'))
              .end(),
          }
        : {}),
      field_sources: jsonb(sources),
      updated_at: new Date(),
    }))
    .where('id', '=', letterId)
    .execute();
  await refreshDeadlines(tx, letterId);
  return written;
}

/**
 * Inserts an empty letter `id` of client `user` (its other columns the table's defaults), assigned
 * to their dedicated specialist when that applies (decision record 069).
 */
async function insertLetter(
  tx: EntityManager,
  config: AppConfig,
  id: string,
  user: { id: string; name: string },
  readingStatus: 'manual' | 'queued',
): Promise<void> {
  const assigneeId = await specialistAssignee(tx, config, user.id, { kind: 'letter', id, clientName: user.name });
  await db(tx)
    .insertInto('letters')
    .values({
      id,
      user_id: user.id,
      assignee_id: assigneeId ?? null,
      assigned_at: assigneeId ? new Date() : null,
      reading_status: readingStatus,
      field_sources: sql`default`,
      deadlines: sql`default`,
      created_at: sql`default`,
      updated_at: sql`default`,
    })
    .execute();
}

/** Refuses a new letter when the client has LETTERS_PER_CLIENT_MAX (inside the transaction that locks the user). */
async function assertLetterQuota(tx: EntityManager, userId: string): Promise<void> {
  const row = await db(tx)
    .selectFrom('letters')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= LETTERS_PER_CLIENT_MAX) throw new AppError('CONFLICT', 'lettersQuotaReached');
}

/** One page of the session user's letters, newest first. */
export async function listLetters(ctx: ServiceContext, { limit, cursor }: LetterListInput): Promise<LetterPage> {
  const { user, em } = requireUser(ctx);
  const rows = await letterRowsOf(em, user.id, limit + 1, keysetAfter(cursor));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toLetterSummary),
    nextCursor: rows.length > limit && last ? letterCursor({ createdAt: last.at, id: last.id }) : null,
  };
}

function toLetterSummary(r: LetterRow): LetterSummary {
  return {
    id: r.id,
    letterType: r.letterType,
    finanzamt: r.finanzamt,
    letterDate: r.letterDate,
    readingStatus: r.readingStatus,
    readingErrorKey: r.readingError,
    nextDeadline: r.nextDeadline && r.nextDeadlineKind ? { kind: r.nextDeadlineKind, date: r.nextDeadline, graceEndsOn: r.nextGrace } : null,
    answered: r.answeredAt !== null,
    doneAt: isoDateOrNull(r.doneAt),
    createdAt: isoDate(r.createdAt),
  };
}

/**
 * One letter of the session user (an admin may open any).
 * @throws AppError NOT_FOUND 404 'Letter not found'
 */
export async function getLetter(ctx: ServiceContext, { id, lang = 'en' }: GetLetterInput): Promise<Letter> {
  const row = await findLetter(ctx, id);
  return (await loadLetter(ctx.em, row, lang)).letter;
}

/**
 * A letter entered by hand: no files, every given field confirmed, deadlines computed at once.
 * @throws AppError CONFLICT 409 when the client has LETTERS_PER_CLIENT_MAX letters
 */
export async function createLetterByHand(ctx: ServiceContext, input: CreateLetterInput): Promise<Letter> {
  const { user, em } = requireUser(ctx);
  const id = randomUUID();
  await em.transactional(async (tx) => {
    await lockUser(tx, user.id);
    await assertLetterQuota(tx, user.id);
    await insertLetter(tx, ctx.config, id, user, 'manual');
    await writeLetterFields(tx, id, input, 'confirmed');
  });
  return getLetter(ctx, { id, lang: user.language });
}

/**
 * Stores an uploaded letter: one PDF, or 1–LETTER_FILES_MAX photos/scans (JPEG, PNG), each checked
 * by its content, kept as the client's documents (quota applies) and linked to a new letter; a
 * 'letter.read' job is queued in the same transaction. Temporary files are always removed; stored
 * files are removed again when the transaction fails.
 * @throws AppError VALIDATION 400 (no file, empty file, too many files, a PDF with other files),
 *   UNSUPPORTED_FILE_TYPE 415, INSUFFICIENT_STORAGE 507, CONFLICT 409 (letter quota)
 */
export async function storeLetterUpload(ctx: ServiceContext, storage: Storage, files: ReceivedFile[]): Promise<Letter> {
  const { user, em, config } = requireUser(ctx);
  const stored: string[] = [];
  try {
    if (!files.length) throw new AppError('VALIDATION', 'noFileSelected', { field: 'file' });
    const checked = await checkLetterFiles(files);
    if (checked.length > 1 && checked.some((c) => c.ext === 'pdf')) throw new AppError('VALIDATION', 'tooManyFiles', { field: 'file' });
    const bytes = files.reduce((s, f) => s + f.size, 0);

    const keys = await storage.commitAll(
      checked.map((c) => c.file.tempPath),
      stored,
    );
    const letterId = randomUUID();
    await em.transactional(async (tx) => {
      // One upload at a time per client past this point, so parallel uploads cannot together pass a quota.
      await lockUser(tx, user.id);
      await assertLetterQuota(tx, user.id);
      if ((await storedBytes(tx, user.id)) + bytes > config.storageQuotaBytes) throw quotaReached();
      await insertLetter(tx, config, letterId, user, 'queued');
      await insertLetterDocuments(
        tx,
        { userId: user.id, folderId: null, letterId, role: 'page', at: new Date() },
        checked.map((c, i) => ({
          checked: c,
          key: keys[i]!,
          title: pageTitle(user.language, i + 1, checked.length),
          filename: sanitizeFilename(c.file.filename, c.ext === 'jpg' && /\.jpeg$/i.test(c.file.filename) ? 'jpeg' : c.ext),
        })),
      );
      await enqueueJob(tx, READ_LETTER_JOB, { letterId });
    });
    return getLetter(ctx, { id: letterId, lang: user.language });
  } catch (err) {
    await Promise.all(stored.map((k) => storage.remove(k)));
    throw err;
  } finally {
    await Promise.all(files.map((f) => storage.remove(f.tempPath)));
  }
}

/** The title of a letter's page among the client's documents, in their language. */
function pageTitle(lang: Language, page: number, pages: number): string {
  const base = GENERIC_LETTER_NAME[lang];
  if (pages === 1) return base;
  return lang === 'de' ? `${base} – Seite ${page}` : `${base} – page ${page}`;
}

/**
 * The client edits or confirms fields: each field sent becomes `confirmed` (null clears it), and
 * the deadlines are recomputed.
 * @throws AppError NOT_FOUND 404 'Letter not found'
 */
export async function updateLetterFields(ctx: ServiceContext, { id, fields }: UpdateLetterInput): Promise<Letter> {
  const { user, em } = requireUser(ctx);
  await em.transactional(async (tx) => {
    const row = await findLetter({ ...ctx, em: tx }, id, true);
    // The client's own letters only: the expert corrects through correctLetterFields.
    if (row.userId !== user.id) throw new AppError('NOT_FOUND', 'letterNotFound');
    await writeLetterFields(tx, id, fields, 'confirmed');
  });
  return getLetter(ctx, { id, lang: user.language });
}

/**
 * The expert corrects fields (admin): each field sent becomes `expert`; the client is e-mailed in
 * their language and the change is audited.
 * @throws AppError NOT_FOUND 404, FORBIDDEN 403 for a client
 */
export async function correctLetterFields(ctx: ServiceContext, { id, fields }: UpdateLetterInput): Promise<AdminLetter> {
  const { user, em, config } = requireStaff(ctx);
  await em.transactional(async (tx) => {
    const row = await findLetter({ ...ctx, em: tx }, id, true);
    const written = await writeLetterFields(tx, id, fields, 'expert');
    if (!written.length) return;
    await recordAudit(tx, { actorId: user.id, action: 'letter.correct', clientId: row.userId, entityId: id, details: { fields: written } });
    const client = (await userContact(tx, row.userId))!;
    const after = await letterRow(tx, id, undefined);
    await queueMail(tx, {
      to: client.email,
      language: client.language,
      content: {
        kind: 'letter.corrected',
        params: { name: client.name, letterType: after?.letterType ?? null, portalUrl: siteUrl(config, `/letters/${id}`) },
      },
    });
  });
  return getAdminLetter(ctx, { id });
}

/**
 * Deletes one of the session user's letters with its pages: the letter row, the pages' document
 * rows and an audit entry ('letter.delete') in one transaction, then the pages' files
 * (removeStoredFiles; the storage sweep removes what a crash leaves). Questions about the letter and
 * time logged on it stay (their link is cleared); the expert's attachments to its answer stay in
 * the folder "From your expert" as ordinary documents the client may delete on their own; a
 * reading job still queued finds no pages and ends.
 * @throws AppError NOT_FOUND 404 'Letter not found' (unknown ids and other clients' letters alike)
 */
export async function deleteLetter(ctx: ServiceContext, storage: Storage, { id }: LetterIdInput): Promise<void> {
  const { user, em } = requireUser(ctx);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'letterNotFound');
  const keys = await em.transactional(async (tx) => {
    await lockClientFiles(tx, user.id);
    const row = await db(tx)
      .selectFrom('letters')
      .select(['id', 'letter_type as letterType', 'answered_at as answeredAt'])
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'letterNotFound');
    const pages = await db(tx)
      .deleteFrom('documents')
      .where('letter_id', '=', id)
      .where('user_id', '=', user.id)
      .where('letter_role', '=', 'page')
      .returning('storage_key')
      .execute();
    await db(tx).updateTable('documents').set({ letter_id: null, letter_role: null }).where('letter_id', '=', id).execute();
    await db(tx).deleteFrom('letters').where('id', '=', id).execute();
    await recordOwnAction(tx, user.id, 'letter.delete', id, { letterType: row.letterType, pages: pages.length, answered: row.answeredAt !== null });
    return pages.map((p) => p.storage_key);
  });
  await removeStoredFiles(ctx, storage, keys);
}

/** Marks a letter done (no more reminders) or open again. @throws AppError NOT_FOUND 404 */
export async function setLetterDone(ctx: ServiceContext, { id, done }: SetLetterDoneInput): Promise<Letter> {
  const { user, em } = requireUser(ctx);
  if ((await findLetter(ctx, id)).userId !== user.id) throw new AppError('NOT_FOUND', 'letterNotFound');
  const now = new Date();
  await db(em)
    .updateTable('letters')
    .set((eb) => ({ done_at: done ? eb.fn.coalesce('done_at', eb.val(now)) : null, updated_at: now }))
    .where('id', '=', id)
    .execute();
  return getLetter(ctx, { id, lang: user.language });
}

/**
 * "Ask an expert about this letter": a question (the spec's fields: only the text) linked to the
 * letter; the firm is e-mailed as for any question.
 * @throws AppError NOT_FOUND 404 'Letter not found' (clients only ask about their own letters)
 */
export async function askAboutLetter(ctx: ServiceContext, { id, question, documentIds }: AskAboutLetterInput): Promise<Question> {
  const { user, em, config } = requireUser(ctx);
  const row = await findLetter(ctx, id);
  if (row.userId !== user.id) throw new AppError('NOT_FOUND', 'letterNotFound');
  return em.transactional((tx) => insertQuestion(tx, config, user, question, id, documentIds ?? []));
}

/**
 * The expert's view of a letter (admin): the client's DTO plus the client and each page's recognised text.
 * @throws AppError NOT_FOUND 404, FORBIDDEN 403 for a client
 */
export async function getAdminLetter(ctx: ServiceContext, { id, lang }: { id: string; lang?: Language }): Promise<AdminLetter> {
  const { em, user } = requireStaff(ctx);
  const row = await findLetter(ctx, id);
  const client = await db(em)
    .selectFrom('letters as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('users as a', 'a.id', 'l.assignee_id')
    // Hours remaining: the ledger's expression (decision record 003), numeric -> string on pg.
    .select((eb) => ['u.name', 'u.email', 'u.language', remainingMinutes(eb.ref('u.id')).as('remaining'), 'l.assignee_id', 'a.name as assignee_name'])
    .where('l.id', '=', row.id)
    .executeTakeFirstOrThrow();
  const { letter, pageTexts } = await loadLetter(em, row, lang ?? user.language, true);
  return {
    ...letter,
    clientName: client.name,
    clientEmail: client.email,
    clientLanguage: client.language,
    hoursRemaining: minutesToHours(Number(client.remaining)),
    pageTexts,
    assignee: toAssignee(client.assignee_id, client.assignee_name),
  };
}

/**
 * The expert's structured answer to a letter (admin): summary, meaning, what to do and by when;
 * files attached land in the client's folder "From your expert"; the letter's open questions are
 * answered with the summary; the time spent is logged as today; the client is e-mailed. One
 * transaction: on any error nothing is saved and the stored files are removed again.
 * @throws AppError NOT_FOUND 404, CONFLICT 409 'Not enough hours remaining', UNSUPPORTED_FILE_TYPE 415,
 *   VALIDATION 400 (too many or empty files)
 */
export async function answerLetter(
  ctx: ServiceContext,
  input: AnswerLetterInput,
  upload: { storage: Storage; files: ReceivedFile[] } | null = null,
): Promise<AdminLetter> {
  const { user, em, config } = requireStaff(ctx);
  const files = upload?.files ?? [];
  const stored: string[] = [];
  try {
    const checked = await checkLetterFiles(files);
    const row = await findLetter(ctx, input.id);
    const tempPaths = checked.map((c) => c.file.tempPath);
    const keys = upload ? await upload.storage.commitAll(tempPaths, stored) : [];
    await em.transactional(async (tx) => {
      await db(tx).selectFrom('letters').select('id').where('id', '=', input.id).forNoKeyUpdate().execute();
      const now = new Date();
      await db(tx)
        .updateTable('letters')
        .set({
          answer_summary: input.summary,
          answer_meaning: input.meaning,
          answer_action: input.action,
          answer_action_by: input.actionBy ?? null,
          answered_at: now,
          answered_by: user.id,
          updated_at: now,
        })
        .where('id', '=', input.id)
        .execute();
      if (checked.length) {
        const folderId = await expertFolderOf(tx, row.userId);
        await insertLetterDocuments(
          tx,
          { userId: row.userId, folderId, letterId: input.id, role: 'answer', at: now },
          checked.map((c, i) => {
            const filename = sanitizeFilename(c.file.filename, c.ext);
            return { checked: c, key: keys[i]!, title: filename.replace(/\.[^.]+$/, ''), filename };
          }),
        );
      }
      // The letter's open questions are answered by this explanation (a reply in each conversation).
      await replyToLetterQuestions(tx, input.id, user.id, input.summary, now);
      const client = (await userContact(tx, row.userId))!;
      const minutes = input.minutes ?? 0;
      if (minutes > 0) {
        const typeName = letterDisplayName(row.letterType, client.language);
        const note = client.language === 'de' ? `Brief erklärt: ${typeName}` : `Letter explained: ${typeName}`;
        const entries = await drawTime(tx, config, { clientId: row.userId, minutes, note, questionId: null, letterId: input.id, adminId: user.id, now });
        await recordTimeAudit(tx, { adminId: user.id, clientId: row.userId, questionId: null, minutes, note, entries });
      }
      await recordAudit(tx, {
        actorId: user.id,
        action: 'letter.answer',
        clientId: row.userId,
        entityId: input.id,
        details: { minutes, files: checked.length },
      });
      await queueMail(tx, {
        to: client.email,
        language: client.language,
        content: {
          kind: 'letter.answered',
          // No tax content by e-mail: the explanation is read in the portal.
          params: { name: client.name, attachments: checked.length, portalUrl: siteUrl(config, `/letters/${input.id}`) },
        },
      });
    });
    return getAdminLetter(ctx, { id: input.id });
  } catch (err) {
    await Promise.all(stored.map((k) => upload!.storage.remove(k)));
    throw err;
  } finally {
    if (upload) await Promise.all(files.map((f) => upload.storage.remove(f.tempPath)));
  }
}

let ocrState: Promise<boolean> | undefined;

/** Whether photos and scans can be read here (Tesseract and pdftoppm installed); checked once. */
export function ocrAvailable(): Promise<boolean> {
  ocrState ??= ocrStatus().then((s) => s === 'available');
  return ocrState;
}

/** What the letter pages need to know before an upload: whether photos and scans are read automatically. */
export async function letterReadingInfo(ctx: ServiceContext): Promise<{ ocr: boolean }> {
  requireUser(ctx);
  return { ocr: await ocrAvailable() };
}

/** Rows in the expert's inbox at most. */
const INBOX_LIMIT = 200;

/** Hours after which a letter entered by hand that is still empty counts as abandoned (not an inbox item). */
const ABANDONED_LETTER_HOURS = 24;

/**
 * Condition on letter `l`: entered by hand ("Enter by hand" creates an empty letter) and, at
 * `before` (ABANDONED_LETTER_HOURS before now), still without any data: no field filled, no page
 * and no question about it.
 */
function abandonedLetter(eb: ExpressionBuilder<DB & { l: DB['letters'] }, 'l'>, before: Date) {
  return eb.and([
    eb('l.reading_status', '=', 'manual'),
    eb('l.created_at', '<', before),
    ...Object.values(COLUMNS).map((c) => eb(`l.${c}`, 'is', null)),
    eb.not(eb.exists(eb.selectFrom('documents as d').select(sql.lit(1).as('one')).whereRef('d.letter_id', '=', 'l.id'))),
    eb.not(eb.exists(eb.selectFrom('questions as aq').select(sql.lit(1).as('one')).whereRef('aq.letter_id', '=', 'l.id'))),
  ]);
}

/**
 * The expert's inbox (admin): open letters (not done, not yet answered) and pending questions
 * together, what breaks first first: a letter's legal deadline, a question's response-time promise
 * (`answerBy`, decision record 061; a question about a letter carries its letter's deadline too,
 * whichever comes first), then letters without a deadline, oldest first. A letter shows the latest client message of a
 * pending question about it, a question its conversation's latest client message. Letters entered
 * by hand and left empty for ABANDONED_LETTER_HOURS are left out. At most INBOX_LIMIT rows.
 */
export async function listExpertInbox(ctx: ServiceContext, { assignee }: InboxInput = { assignee: 'all' }, now = new Date()): Promise<InboxItem[]> {
  const { em, user } = requireStaff(ctx);
  const k = db(em);
  const abandonedBefore = new Date(now.getTime() - ABANDONED_LETTER_HOURS * 3_600_000);
  const openLetters = k
    .selectFrom('letters as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select((eb) => [
      sql<'letter' | 'question'>`'letter'`.as('kind'),
      'l.id',
      'u.id as client_id',
      'u.name as client_name',
      'u.email as client_email',
      'l.letter_type',
      eb
        .selectFrom('question_messages as m')
        .innerJoin('questions as q', 'q.id', 'm.question_id')
        .select((m) => sql<string>`left(${m.ref('m.body')}, 300)`.as('body'))
        .whereRef('q.letter_id', '=', 'l.id')
        .where('q.status', '=', 'pending')
        .where('m.author_role', '=', 'client')
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(1)
        .$asScalar()
        .as('text'),
      eb.ref('l.id').$castTo<string | null>().as('letter_id'),
      sql<string | null>`to_char(${eb.ref('l.next_deadline')}, 'YYYY-MM-DD')`.as('deadline'),
      'l.next_deadline_kind as deadline_kind',
      sql<string | null>`${eb.ref('l.deadlines')}->0->>'graceEndsOn'`.as('grace'),
      'l.created_at as received_at',
      sql<number | null>`null::integer`.as('promised_hours'),
      sql<unknown>`null::jsonb`.as('business_hours'),
      'l.assignee_id',
    ])
    .where('l.done_at', 'is', null)
    .where('l.answered_at', 'is', null)
    .where((eb) => eb.not(abandonedLetter(eb, abandonedBefore)));
  // A conversation shows the client's latest message (a follow-up, or the question) and waits
  // since the client's oldest unanswered message.
  const pendingQuestions = k
    .selectFrom('questions as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .leftJoin('letters as l', 'l.id', 'q.letter_id')
    .select((eb) => [
      sql<'letter' | 'question'>`'question'`.as('kind'),
      'q.id',
      'u.id as client_id',
      'u.name as client_name',
      'u.email as client_email',
      'l.letter_type',
      eb.fn
        .coalesce(
          eb
            .selectFrom('question_messages as m')
            .select((m) => sql<string>`left(${m.ref('m.body')}, 300)`.as('body'))
            .whereRef('m.question_id', '=', 'q.id')
            .where('m.author_role', '=', 'client')
            .orderBy('m.created_at', 'desc')
            .orderBy('m.id', 'desc')
            .limit(1)
            .$asScalar(),
          sql<string>`left(${eb.ref('q.question')}, 300)`,
        )
        .as('text'),
      'q.letter_id',
      sql<string | null>`to_char(${eb.ref('l.next_deadline')}, 'YYYY-MM-DD')`.as('deadline'),
      'l.next_deadline_kind as deadline_kind',
      sql<string | null>`${eb.ref('l.deadlines')}->0->>'graceEndsOn'`.as('grace'),
      eb.fn.coalesce('q.waiting_since', 'q.asked_at').as('received_at'),
      openClockHours(eb.ref('q.id'), eb.ref('u.id')).as('promised_hours'),
      openClockBusinessHours(eb.ref('q.id')).as('business_hours'),
      'q.assignee_id',
    ])
    .where('q.status', '=', 'pending')
    .where((eb) => eb.or([eb('q.letter_id', 'is', null), eb('l.done_at', 'is not', null), eb('l.answered_at', 'is not', null)]));
  const calendar = await firmClockHours(em);
  let inbox = k
    .selectFrom(openLetters.unionAll(pendingQuestions).as('inbox'))
    .leftJoin('users as a', 'a.id', 'inbox.assignee_id')
    .selectAll('inbox')
    .select((eb) => [remainingMinutes(eb.ref('inbox.client_id')).as('remaining'), 'a.name as assignee_name']);
  if (assignee === 'mine') inbox = inbox.where('inbox.assignee_id', '=', user.id);
  else if (assignee === 'unassigned') inbox = inbox.where('inbox.assignee_id', 'is', null);
  const rows = await inbox
    .orderBy('deadline', (o) => o.asc().nullsLast())
    .orderBy('received_at', 'asc')
    .orderBy('id', 'asc')
    .limit(INBOX_LIMIT)
    .$narrowType<{ letter_type: InboxItem['letterType']; deadline_kind: NonNullable<InboxItem['deadline']>['kind'] | null }>()
    .execute();
  const items = rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    clientId: r.client_id,
    clientName: r.client_name,
    clientEmail: r.client_email,
    letterType: r.letter_type,
    text: r.text,
    letterId: r.letter_id,
    deadline: r.deadline && r.deadline_kind ? { kind: r.deadline_kind, date: r.deadline, graceEndsOn: r.grace } : null,
    receivedAt: isoDate(r.received_at),
    noHours: Number(r.remaining) <= 0,
    answerBy:
      r.promised_hours === null
        ? null
        : questionClock(new Date(r.received_at), Number(r.promised_hours), now, clockCalendar(r.business_hours, calendar)).answerBy,
    assignee: toAssignee(r.assignee_id, r.assignee_name),
  }));
  // What breaks first first (decision record 061): a legal deadline at the end of its day in
  // Berlin (§ 188 BGB with § 108 AO), a question's promise at its answer-by instant; a question
  // about a letter by whichever comes first. Stable: the rest keep the query's order.
  const breaksAt = (i: InboxItem) => Math.min(i.deadline ? endOfBerlinDay(i.deadline.date) : Infinity, i.answerBy ? Date.parse(i.answerBy) : Infinity);
  return items.sort((a, b) => (breaksAt(a) === breaksAt(b) ? 0 : breaksAt(a) < breaksAt(b) ? -1 : 1));
}

/** The instant a calendar day (YYYY-MM-DD) ends in Berlin: midnight at the start of the next day there. */
function endOfBerlinDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d + 1, 'Europe/Berlin').getTime();
}
