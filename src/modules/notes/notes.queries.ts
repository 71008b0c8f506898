/** The typed reads of internal notes (decision record 033). */
import type { EntityManager } from '@mikro-orm/sql';
import { db } from '../../kysely.js';
import { NOTES_PER_SUBJECT_MAX } from '../../shared/notes/notes.schema.js';

/** The column of `internal_notes` that names a note's subject. */
export type NoteSubjectColumn = 'question_id' | 'letter_id' | 'client_id';

/**
 * The notes about one subject, oldest first (at most NOTES_PER_SUBJECT_MAX, which is also the
 * quota, so all of them), with their author's name (null once the author's account is gone).
 */
export async function noteRows(em: EntityManager, column: NoteSubjectColumn, subjectId: string) {
  return db(em)
    .selectFrom('internal_notes as n')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'n.author_id').on('u.deleted_at', 'is', null))
    .select(['n.id', 'n.body', 'u.name as authorName', 'n.author_id as authorId', 'n.created_at as createdAt'])
    .where(`n.${column}`, '=', subjectId)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .limit(NOTES_PER_SUBJECT_MAX)
    .execute();
}

/** How many notes one subject holds (the quota's count). */
export async function noteCount(em: EntityManager, column: NoteSubjectColumn, subjectId: string): Promise<number> {
  const row = await db(em)
    .selectFrom('internal_notes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', subjectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
