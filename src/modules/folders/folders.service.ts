/**
 * A client's folders (spec sections 2, 3, 5): list, create, rename, delete (empty, or with its
 * documents after the client confirmed it). Names are unique per client ignoring case (a unique
 * index on (user_id, lower(name)), migration Migration20261125020000_files). The folder "From your
 * expert" (kind 'expert') holds what the firm delivers: the client cannot rename or delete it, nor
 * upload or move anything into it, but may delete the copies in it.
 *
 * Every change of a client's folders and documents first locks the client's `users` row, so a
 * client's uploads, moves and deletions run one after another (no document lands in a folder that
 * is being deleted).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../../shared/common.schema.js';
import {
  FOLDERS_PER_CLIENT_MAX,
  type CreateFolderInput,
  type DeleteFolderInput,
  type DeleteFolderResult,
  type Folder,
  type RenameFolderInput,
} from '../../shared/folders/folders.schema.js';
import type { Storage } from '../../storage/storage.js';
import { isoDate } from '../../timestamps.js';
import { recordOwnAction } from '../audit/audit.service.js';
import { removeStoredFiles } from '../../storage/stored-files.js';
import { sql } from 'kysely';
import { db, isUniqueViolation, jsonbObject } from '../../kysely.js';
import {
  expertFolderId,
  folderColumns,
  folderContents,
  folderForUpdate,
  folderKind,
  folderRowsOf,
  lockedUserDeletedAt,
  ownFolderCount,
  ownFolderNamed,
  type FolderColumns,
} from './folders.queries.js';

function toFolderDto(f: FolderColumns): Folder {
  return { id: f.id, userId: f.userId, name: f.name, kind: f.kind === 'expert' ? 'expert' : 'own', createdAt: isoDate(f.createdAt) };
}

/**
 * A user's folders: by name (the client's list) or in the order they were created (the admin's
 * client page). One SQL statement, rows mapped straight to DTOs.
 */
export async function foldersOf(em: EntityManager, userId: string, order: 'name' | 'created' = 'name'): Promise<Folder[]> {
  const rows = await folderRowsOf(em, userId, order);
  return rows.map(toFolderDto);
}

/** The session user's folders, by name. */
export async function listFolders(ctx: ServiceContext): Promise<Folder[]> {
  const { user, em } = requireUser(ctx);
  return foldersOf(em, user.id);
}

/** 409 'You already have a folder with this name' on the field `name`. */
const nameTaken = () => new AppError('CONFLICT', 'folderNameTaken', { field: 'name' });

/**
 * The names the folder "From your expert" is shown under (English and German, web/locales): an own
 * folder of that name would look like it, so these count as taken.
 */
const EXPERT_FOLDER_NAMES = new Set(['from your expert', 'von ihrem experten']);

/**
 * Refuses `name` when another own folder of the client has it, ignoring case, or when it is the
 * expert folder's name. Runs in `tx` after the client's row is locked; the unique index catches
 * what a writer that does not lock might still race in.
 * @throws AppError CONFLICT 409 'folderNameTaken'
 */
async function assertNameFree(tx: EntityManager, userId: string, name: string, exceptId: string | null): Promise<void> {
  if (EXPERT_FOLDER_NAMES.has(name.toLowerCase())) throw nameTaken();
  if (await ownFolderNamed(tx, userId, name, exceptId)) throw nameTaken();
}

/**
 * Locks the client's row: their file operations run one at a time past this point. An account
 * deleted meanwhile (decision record 013: the deletion holds the same lock) takes no new files.
 * @throws AppError UNAUTHENTICATED 401 when the account has been deleted
 */
export async function lockClientFiles(tx: EntityManager, userId: string): Promise<void> {
  if (await lockedUserDeletedAt(tx, userId)) throw new AppError('UNAUTHENTICATED', 'unauthenticated');
}

/** A unique violation of the folder-name index as 409 'folderNameTaken'; anything else unchanged. */
function asNameTaken(err: unknown): unknown {
  return isUniqueViolation(err) ? nameTaken() : err;
}

/**
 * Creates a folder.
 * @throws AppError CONFLICT 409 'folderNameTaken' (also when two requests race for one name),
 *   CONFLICT 409 'foldersQuotaReached' at FOLDERS_PER_CLIENT_MAX folders
 */
export async function createFolder(ctx: ServiceContext, data: CreateFolderInput): Promise<Folder> {
  const { user, em } = requireUser(ctx);
  try {
    const row = await em.transactional(async (tx) => {
      await lockClientFiles(tx, user.id);
      if ((await ownFolderCount(tx, user.id)) >= FOLDERS_PER_CLIENT_MAX) throw new AppError('CONFLICT', 'foldersQuotaReached', { field: 'name' });
      await assertNameFree(tx, user.id, data.name, null);
      // id and created_at: the database's defaults, as before.
      return db(tx)
        .insertInto('folders')
        .values({ id: sql<string>`default`, user_id: user.id, name: data.name, created_at: sql<Date>`default` })
        .returning(folderColumns)
        .executeTakeFirstOrThrow();
    });
    return toFolderDto(row);
  } catch (err) {
    throw asNameTaken(err);
  }
}

/**
 * The session user's folder `id`, locked for the transaction `tx`.
 * @throws AppError NOT_FOUND 404 'Folder not found' (unknown ids, malformed ids and other users' folders alike)
 */
async function ownFolderForUpdate(tx: EntityManager, userId: string, id: string): Promise<FolderColumns> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'folderNotFound');
  const row = await folderForUpdate(tx, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'folderNotFound');
  return row;
}

/**
 * Renames one of the session user's folders; audit-logged ('folder.rename', old and new name).
 * @throws AppError NOT_FOUND 404 'Folder not found', FORBIDDEN 403 'expertFolderLocked' (the folder
 *   "From your expert"), CONFLICT 409 'folderNameTaken'
 */
export async function renameFolder(ctx: ServiceContext, { id, name }: RenameFolderInput): Promise<Folder> {
  const { user, em } = requireUser(ctx);
  try {
    const row = await em.transactional(async (tx) => {
      await lockClientFiles(tx, user.id);
      const folder = await ownFolderForUpdate(tx, user.id, id);
      if (folder.kind === 'expert') throw new AppError('FORBIDDEN', 'expertFolderLocked');
      if (folder.name === name) return folder;
      await assertNameFree(tx, user.id, name, id);
      const renamed = await db(tx).updateTable('folders').set({ name }).where('folders.id', '=', id).returning(folderColumns).executeTakeFirstOrThrow();
      await recordOwnAction(tx, user.id, 'folder.rename', id, { name, from: folder.name });
      return renamed;
    });
    return toFolderDto(row);
  } catch (err) {
    throw asNameTaken(err);
  }
}

/**
 * Deletes one of the session user's folders: an empty one, or with `withDocuments` the folder and
 * its documents (each deletion audit-logged as 'document.delete', the folder as 'folder.delete').
 * The rows go in one transaction; the files are removed once it committed (removeStoredFiles).
 * Pages of a Finanzamt letter are deleted only with their letter, so a folder holding some is refused.
 * @returns how many documents were deleted with the folder
 * @throws AppError NOT_FOUND 404 'Folder not found', FORBIDDEN 403 'expertFolderLocked',
 *   CONFLICT 409 'folderNotEmpty' (documents, without `withDocuments`), CONFLICT 409 'folderHoldsLetterPages'
 */
export async function deleteFolder(ctx: ServiceContext, storage: Storage, { id, withDocuments }: DeleteFolderInput): Promise<DeleteFolderResult> {
  const { user, em } = requireUser(ctx);
  const keys = await em.transactional(async (tx) => {
    await lockClientFiles(tx, user.id);
    const folder = await ownFolderForUpdate(tx, user.id, id);
    if (folder.kind === 'expert') throw new AppError('FORBIDDEN', 'expertFolderLocked');
    const held = await folderContents(tx, user.id, id);
    if (Number(held.n) > 0 && !withDocuments) throw new AppError('CONFLICT', 'folderNotEmpty');
    if (Number(held.pages) > 0) throw new AppError('CONFLICT', 'folderHoldsLetterPages');
    // The documents, their audit entries and the folder, in one transaction.
    const gone = await db(tx)
      .with('gone', (k) =>
        k
          .deleteFrom('documents')
          .where('folder_id', '=', id)
          .where('user_id', '=', user.id)
          .returning(['id', 'user_id', 'title', 'filename', 'file_size', 'storage_key']),
      )
      .with('logged', (k) =>
        k
          .insertInto('audit_log')
          .columns(['actor_id', 'action', 'client_id', 'entity_id', 'details'])
          .expression(
            k
              .selectFrom('gone')
              .select((eb) => [
                eb.val(user.id).as('actor_id'),
                sql.lit('document.delete').as('action'),
                'user_id',
                'id',
                jsonbObject({ title: eb.ref('title'), filename: eb.ref('filename'), fileSize: eb.ref('file_size'), folder: sql`${folder.name}::text` }).as(
                  'details',
                ),
              ]),
          ),
      )
      .selectFrom('gone')
      .select('storage_key')
      .execute();
    await db(tx).deleteFrom('folders').where('id', '=', id).execute();
    await recordOwnAction(tx, user.id, 'folder.delete', id, { name: folder.name, documents: gone.length });
    return gone.map((g) => g.storage_key);
  });
  await removeStoredFiles(ctx, storage, keys);
  return { deletedDocuments: keys.length };
}

/**
 * Checks, in `em` (the caller's transaction), that the session user may put a document into
 * `folderId`: one of their own folders, not the folder "From your expert".
 * @throws AppError NOT_FOUND 404 'Folder not found' (another user's folder looks missing),
 *   FORBIDDEN 403 'expertFolderReadOnly' for the expert folder
 */
export async function assertOwnFolder(ctx: ServiceContext, folderId: string): Promise<void> {
  const { user, em } = requireUser(ctx);
  const kind = isUuid(folderId) ? await folderKind(em, user.id, folderId) : undefined;
  if (kind === undefined) throw new AppError('NOT_FOUND', 'folderNotFound', { field: 'folderId' });
  if (kind === 'expert') throw new AppError('FORBIDDEN', 'expertFolderReadOnly', { field: 'folderId' });
}

/** The stored name of the folder "From your expert" (the web shows it in the page's language). */
export const EXPERT_FOLDER_NAME = 'From your expert';

/**
 * The id of a client's folder "From your expert", created on first use (one per client: a unique
 * index). Runs in `tx`, the transaction that stores the expert's files.
 */
export async function expertFolderOf(tx: EntityManager, clientId: string): Promise<string> {
  await db(tx)
    .insertInto('folders')
    .values({ id: sql`default`, user_id: clientId, name: EXPERT_FOLDER_NAME, kind: 'expert', created_at: sql`default` })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await expertFolderId(tx, clientId))!;
}
