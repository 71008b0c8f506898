/**
 * The typed reads of "Download my data" (decision record 033, decision record 013): Kysely
 * statements typed from the entities, selecting an export's columns under their column names for
 * the DataExport DTO (src/shared/account/account.schema.ts), which data-export.service.ts builds
 * from them (timestamps to ISO 8601, the size to a number, a ready export past its expiry as
 * expired). The services keep the access rules, the locks' transactions and the writes.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { ExpressionBuilder, Kysely, NotNull } from 'kysely';
import { db, type DB } from '../../kysely.js';
import type { DataExport } from '../../shared/account/account.schema.js';

/** The columns of an export (unaliased `data_exports`); `size_bytes` (int8) as text. */
export function exportColumns(eb: ExpressionBuilder<DB, 'data_exports'>) {
  return [
    'data_exports.id',
    'data_exports.user_id',
    'data_exports.status',
    'data_exports.file_key',
    eb.cast<string | null>('data_exports.size_bytes', 'text').as('size_bytes'),
    'data_exports.files',
    'data_exports.error',
    'data_exports.created_at',
    'data_exports.ready_at',
    'data_exports.expires_at',
  ] as const;
}

/**
 * Exports with exportColumns. `status` is narrowed to the DTO's statuses: only
 * data-export.service.ts and retention.service.ts write it ('requested', 'ready', 'expired', 'failed').
 */
function selectExports(k: Kysely<DB>) {
  return k.selectFrom('data_exports').select(exportColumns).$narrowType<{ status: DataExport['status'] }>();
}

/** The exports of `userId`, newest first (created_at, id), at most `limit`. */
export async function dataExportsOf(em: EntityManager, userId: string, limit: number) {
  return selectExports(db(em))
    .where('data_exports.user_id', '=', userId)
    .orderBy('data_exports.created_at', 'desc')
    .orderBy('data_exports.id', 'desc')
    .limit(limit)
    .execute();
}

/** The export `id` of `userId`; undefined for none (or another user's). */
export async function dataExportOf(em: EntityManager, id: string, userId: string) {
  return selectExports(db(em)).where('data_exports.id', '=', id).where('data_exports.user_id', '=', userId).executeTakeFirst();
}

/** The export `id`, whoever's (the export job); undefined for none. */
export async function dataExportById(em: EntityManager, id: string) {
  return selectExports(db(em)).where('data_exports.id', '=', id).executeTakeFirst();
}

/** Locks the `users` row of `userId` `for update` in `tx` and returns its `deleted_at`; undefined for no row. */
export async function userDeletedAtForUpdate(tx: EntityManager, userId: string) {
  return db(tx).selectFrom('users').select('users.deleted_at').where('users.id', '=', userId).forUpdate().executeTakeFirst();
}

/** The export of `userId` still being built (status 'requested'): `{ id }`, or undefined. */
export async function requestedDataExport(em: EntityManager, userId: string) {
  return db(em)
    .selectFrom('data_exports')
    .select('data_exports.id')
    .where('data_exports.user_id', '=', userId)
    .where('data_exports.status', '=', 'requested')
    .executeTakeFirst();
}

/** Of the export files `keys` (not empty), those an export row still names (`file_key`), in no order. */
export async function referencedExportKeys(em: EntityManager, keys: readonly string[]) {
  return db(em)
    .selectFrom('data_exports')
    .select('data_exports.file_key')
    .where('data_exports.file_key', 'in', keys)
    .$narrowType<{ file_key: NotNull }>()
    .execute();
}

/**
 * Expires ready exports: a user's (`userId`, on a new request) or those whose days ended by
 * `expiredBy` (retention, passing over rows another transaction holds). Locks them, sets them
 * 'expired' without a file.
 * @returns the file keys they held (`file_key`, null where none), for the caller to remove
 */
export async function expireReadyExports(em: EntityManager, which: { userId: string } | { expiredBy: Date }) {
  return db(em)
    .with('old', (k) => {
      const exports = k.selectFrom('data_exports').select(['id', 'file_key']);
      return 'userId' in which
        ? exports.where('user_id', '=', which.userId).where('status', '=', 'ready').forUpdate()
        : exports.where('status', '=', 'ready').where('expires_at', '<=', which.expiredBy).forUpdate().skipLocked();
    })
    .updateTable('data_exports as d')
    .from('old')
    .set({ status: 'expired', file_key: null })
    .whereRef('d.id', '=', 'old.id')
    .returning('old.file_key')
    .execute();
}
