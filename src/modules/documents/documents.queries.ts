/**
 * Typed reads of `documents` (decision record 033): the columns of a Document DTO, named as the
 * DTO, for `toDocumentDto` in documents.service.ts and other modules' DTOs, and the documents
 * module's own list, detail and usage reads. documents.service.ts keeps the access rules, the
 * locks and the transactions.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type ExpressionBuilder } from 'kysely';
import { camelColumns, db, prepare, type DB } from '../../kysely.js';

/**
 * The columns of a Document DTO from the `documents` table (unaliased), as a Kysely selection:
 * `select(documentColumns)` on any query that has `documents` in its from clause.
 */
export function documentColumns(eb: ExpressionBuilder<DB, 'documents'>) {
  return camelColumns(eb, 'documents', [
    'id',
    'user_id',
    'folder_id',
    'title',
    'filename',
    'file_url',
    'file_size',
    'mime_type',
    'uploaded_at',
    'letter_id',
    'letter_role',
  ]);
}

/** A user's documents (every folder), newest first, with documentColumns. */
const documentsOfUser = prepare((k, p: { userId: string }) =>
  k
    .selectFrom('documents')
    .select(documentColumns)
    .where('documents.user_id', '=', p.userId)
    .orderBy('documents.uploaded_at', 'desc')
    .orderBy('documents.id', 'desc'),
);

/** A user's documents (every folder), newest first, as rows for toDocumentDto. */
export async function documentRowsOf(em: EntityManager, userId: string) {
  return documentsOfUser(em, { userId });
}

/**
 * The document `id` of `userId` with documentColumns, its storage key and its folder's name and
 * kind (null without a folder), its row (not the folder's) locked `for update` in `tx`.
 * @returns the row, or undefined for none or another user's
 */
export async function documentForUpdate(tx: EntityManager, userId: string, id: string) {
  return db(tx)
    .selectFrom('documents')
    .leftJoin('folders as f', 'f.id', 'documents.folder_id')
    .select(documentColumns)
    .select(['documents.storage_key as storageKey', 'f.name as folderName', 'f.kind as folderKind'])
    .where('documents.id', '=', id)
    .where('documents.user_id', '=', userId)
    .forUpdate('documents')
    .executeTakeFirst();
}

/** Bytes of documents `userId` stores (the sum of their file sizes; sum() of int4 is int8: text on pg). */
export async function storedBytesOf(em: EntityManager, userId: string): Promise<number> {
  const row = await db(em)
    .selectFrom('documents')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number | null>('documents.file_size'), sql<number>`0`).as('bytes'))
    .where('documents.user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Whether admin `actorId` has an audit entry 'document.download' of `documentId` within the last `minutes`. */
export async function downloadAuditedWithin(em: EntityManager, actorId: string, documentId: string, minutes: number): Promise<boolean> {
  const row = await db(em)
    .selectFrom('audit_log')
    .select('audit_log.id')
    .where('audit_log.actor_id', '=', actorId)
    .where('audit_log.action', '=', 'document.download')
    .where('audit_log.entity_id', '=', documentId)
    .where('audit_log.created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
