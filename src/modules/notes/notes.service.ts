/**
 * Internal notes (docs/decisions/062-internal-notes.md): the firm's staff's working notes on a
 * question (with its conversation), a Finanzamt letter or a client. Staff only (today: every admin):
 * no client procedure reads them, and neither the client's export nor any e-mail includes them.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { requireStaff, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { db } from '../../kysely.js';
import type { MessageKey } from '../../shared/messages.js';
import { NOTES_PER_SUBJECT_MAX, type AddNoteInput, type InternalNote, type NoteSubject } from '../../shared/notes/notes.schema.js';
import { isoDate } from '../../timestamps.js';
import { recordAudit } from '../audit/audit.service.js';
import { noteCount, noteRows, type NoteSubjectColumn } from './notes.queries.js';

/** A subject as the table names it: its column, its id and the message of an unknown one. */
interface SubjectRef {
  kind: 'question' | 'letter' | 'client';
  column: NoteSubjectColumn;
  id: string;
  notFound: MessageKey;
}

/** The one subject of a parsed NoteSubject (the schema ensures exactly one is set). */
function subjectRef(subject: NoteSubject): SubjectRef {
  if (subject.questionId) return { kind: 'question', column: 'question_id', id: subject.questionId, notFound: 'questionNotFound' };
  if (subject.letterId) return { kind: 'letter', column: 'letter_id', id: subject.letterId, notFound: 'letterNotFound' };
  if (subject.clientId) return { kind: 'client', column: 'client_id', id: subject.clientId, notFound: 'clientNotFound' };
  throw new AppError('VALIDATION', 'malformedRequest');
}

/**
 * Finds the subject's row, locking it `for no key update` when `lock` (so two notes added at once
 * are counted one after the other), and returns the client it belongs to.
 * @throws AppError NOT_FOUND with the subject's message ('questionNotFound', 'letterNotFound',
 *   'clientNotFound': a client is an account of role client that is not deleted)
 */
async function findSubject(em: EntityManager, s: SubjectRef, lock: boolean): Promise<{ clientId: string }> {
  const k = db(em);
  let row: { clientId: string } | undefined;
  if (s.kind === 'question') {
    const q = k.selectFrom('questions').select('user_id as clientId').where('id', '=', s.id);
    row = await (lock ? q.forNoKeyUpdate() : q).executeTakeFirst();
  } else if (s.kind === 'letter') {
    const q = k.selectFrom('letters').select('user_id as clientId').where('id', '=', s.id);
    row = await (lock ? q.forNoKeyUpdate() : q).executeTakeFirst();
  } else {
    const q = k.selectFrom('users').select('id as clientId').where('id', '=', s.id).where('role', '=', 'client').where('deleted_at', 'is', null);
    row = await (lock ? q.forNoKeyUpdate() : q).executeTakeFirst();
  }
  if (!row) throw new AppError('NOT_FOUND', s.notFound);
  return row;
}

/**
 * The notes about one subject, oldest first (all of them: at most NOTES_PER_SUBJECT_MAX).
 * @throws AppError NOT_FOUND the subject's message when it does not exist
 */
export async function listNotes(ctx: ServiceContext, subject: NoteSubject): Promise<InternalNote[]> {
  const { em, user } = requireStaff(ctx);
  const s = subjectRef(subject);
  return em.transactional(async (tx) => {
    await findSubject(tx, s, false);
    const rows = await noteRows(tx, s.column, s.id);
    return rows.map((r) => ({ ...r, createdAt: isoDate(r.createdAt), mine: r.authorId === user.id }));
  });
}

/**
 * Adds a note by the signed-in staff member, with its audit entry ('note.add'; the text stays out
 * of the log, and the entry names no client, so the client's export does not reveal it), in one
 * transaction.
 * @throws AppError NOT_FOUND the subject's message when it does not exist; CONFLICT 409 'notesFull'
 *   at NOTES_PER_SUBJECT_MAX notes
 */
export async function addNote(ctx: ServiceContext, { subject, body }: AddNoteInput): Promise<InternalNote> {
  const { em, user } = requireStaff(ctx);
  const s = subjectRef(subject);
  return em.transactional(async (tx) => {
    await findSubject(tx, s, true);
    if ((await noteCount(tx, s.column, s.id)) >= NOTES_PER_SUBJECT_MAX) throw new AppError('CONFLICT', 'notesFull');
    const note = await db(tx)
      .insertInto('internal_notes')
      .values({
        id: sql<string>`default`,
        question_id: s.kind === 'question' ? s.id : null,
        letter_id: s.kind === 'letter' ? s.id : null,
        client_id: s.kind === 'client' ? s.id : null,
        author_id: user.id,
        body,
        created_at: sql<Date>`default`,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await recordAudit(tx, { actorId: user.id, action: 'note.add', entityId: note.id, details: { subject: s.kind, subjectId: s.id } });
    return { id: note.id, body, authorName: user.name, authorId: user.id, createdAt: isoDate(note.created_at), mine: true };
  });
}

/**
 * Deletes a note; only its author may, with its audit entry ('note.delete'), in one transaction.
 * @throws AppError NOT_FOUND 'noteNotFound'; FORBIDDEN 403 'noteNotYours' (another's note, or one
 *   whose author's account is gone)
 */
export async function deleteNote(ctx: ServiceContext, { id }: { id: string }): Promise<void> {
  const { em, user } = requireStaff(ctx);
  await em.transactional(async (tx) => {
    const note = await db(tx)
      .selectFrom('internal_notes')
      .select(['author_id', 'question_id', 'letter_id', 'client_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!note) throw new AppError('NOT_FOUND', 'noteNotFound');
    if (note.author_id !== user.id) throw new AppError('FORBIDDEN', 'noteNotYours');
    await db(tx).deleteFrom('internal_notes').where('id', '=', id).execute();
    const [subject, subjectId] = note.question_id ? ['question', note.question_id] : note.letter_id ? ['letter', note.letter_id] : ['client', note.client_id];
    await recordAudit(tx, { actorId: user.id, action: 'note.delete', entityId: id, details: { subject, subjectId } });
  });
}
