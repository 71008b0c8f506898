/**
 * The typed reads of folders (decision record 033): Kysely statements typed from the entities,
 * selecting a folder's columns under the names of the Folder DTO (src/shared/folders/folders.schema.ts).
 * folders.service.ts builds the DTOs and keeps the access rules, the locks and the transactions.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { camelColumns, db, prepare, type DB } from '../../kysely.js';

/**
 * The columns of a Folder DTO from the `folders` table (unaliased), named as the DTO. Used by the
 * reads below and by the insert's and the rename's `returning` in folders.service.ts.
 */
export function folderColumns(eb: ExpressionBuilder<DB, 'folders'>) {
  return camelColumns(eb, 'folders', ['id', 'user_id', 'name', 'kind', 'created_at']);
}

/** A user's folders with folderColumns; callers add the order. */
function selectFolders(k: Kysely<DB>, userId: string) {
  return k.selectFrom('folders').select(folderColumns).where('folders.user_id', '=', userId);
}

/** A folder's row as selected with folderColumns (inferred from the statement). */
export type FolderColumns = Awaited<ReturnType<ReturnType<typeof selectFolders>['executeTakeFirstOrThrow']>>;

/** The client's list: the folder "From your expert" first, then by name. */
const foldersByName = prepare((k, p: { userId: string }) =>
  selectFolders(k, p.userId)
    .orderBy(sql`${sql.ref('folders.kind')} = 'expert'`, 'desc')
    .orderBy('folders.name', 'asc')
    .orderBy('folders.created_at', 'asc'),
);
/** The admin's client page: in the order they were created. */
const foldersByCreation = prepare((k, p: { userId: string }) => selectFolders(k, p.userId).orderBy('folders.created_at', 'asc').orderBy('folders.id', 'asc'));

/** A user's folders, by name (expert folder first) or in the order they were created. */
export async function folderRowsOf(em: EntityManager, userId: string, order: 'name' | 'created'): Promise<FolderColumns[]> {
  return (order === 'name' ? foldersByName : foldersByCreation)(em, { userId });
}

/** The folder `id` of `userId`, its row locked `for update` in `tx`; undefined for none or another's. */
export async function folderForUpdate(tx: EntityManager, userId: string, id: string): Promise<FolderColumns | undefined> {
  return selectFolders(db(tx), userId).where('folders.id', '=', id).forUpdate().executeTakeFirst();
}

/** The kind of the folder `id` of `userId` ('own' or 'expert'), or undefined for none or another's. */
export async function folderKind(em: EntityManager, userId: string, id: string): Promise<string | undefined> {
  const row = await db(em).selectFrom('folders').select('folders.kind').where('folders.id', '=', id).where('folders.user_id', '=', userId).executeTakeFirst();
  return row?.kind;
}

/** How many own folders `userId` has (the expert folder does not count towards the quota). */
export async function ownFolderCount(em: EntityManager, userId: string): Promise<number> {
  const row = await db(em)
    .selectFrom('folders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('folders.user_id', '=', userId)
    .where('folders.kind', '=', 'own')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether another own folder of `userId` than `exceptId` is named `name`, ignoring case. */
export async function ownFolderNamed(em: EntityManager, userId: string, name: string, exceptId: string | null): Promise<boolean> {
  let q = db(em)
    .selectFrom('folders')
    .select('folders.id')
    .where('folders.user_id', '=', userId)
    .where('folders.kind', '=', 'own')
    .where((eb) => eb(eb.fn('lower', ['folders.name']), '=', eb.fn('lower', [eb.val(name)])));
  if (exceptId) q = q.where('folders.id', '<>', exceptId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/** The name of folder `id` (whoever's: the caller checked it), or undefined for none. */
export async function folderName(em: EntityManager, id: string): Promise<string | undefined> {
  const row = await db(em).selectFrom('folders').select('folders.name').where('folders.id', '=', id).executeTakeFirst();
  return row?.name;
}

/** The id of `userId`'s folder "From your expert", if it exists. */
export async function expertFolderId(em: EntityManager, userId: string): Promise<string | undefined> {
  const row = await db(em)
    .selectFrom('folders')
    .select('folders.id')
    .where('folders.user_id', '=', userId)
    .where('folders.kind', '=', 'expert')
    .executeTakeFirst();
  return row?.id;
}

/**
 * How many documents folder `folderId` of `userId` holds, and how many of them are pages of a
 * Finanzamt letter. count() is int8: text on pg, so the caller makes numbers of them.
 */
export async function folderContents(em: EntityManager, userId: string, folderId: string) {
  return db(em)
    .selectFrom('documents')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.fn
        .countAll<string | number>()
        .filterWhere((w) => w.and([w('documents.letter_role', '=', 'page'), w('documents.letter_id', 'is not', null)]))
        .as('pages'),
    ])
    .where('documents.folder_id', '=', folderId)
    .where('documents.user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * Locks the `users` row of `userId` `for update` in `tx` (the client's file operations run one at
 * a time past it) and returns when the account was deleted: null while it lives, undefined for no row.
 */
export async function lockedUserDeletedAt(tx: EntityManager, userId: string): Promise<Date | string | null | undefined> {
  const row = await db(tx).selectFrom('users').select('users.deleted_at').where('users.id', '=', userId).forUpdate().executeTakeFirst();
  return row?.deleted_at;
}
