/** A client's folders (spec sections 2, 3, 5). */
import { requireUser, type ServiceContext } from '../../context.js';
import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '../../errors.js';
import type { CreateFolderInput, Folder } from '../../shared/folders.schema.js';
import { isoDate } from '../../timestamps.js';
import { FolderEntity, type FolderRow } from './folder.entity.js';

/** The folder fields a DTO is built from: an entity, or a row selected with DTO-named columns. */
type FolderFields = Pick<FolderRow, 'id' | 'userId' | 'name'> & { kind?: string; createdAt: Date | string };

export function toFolderDto(f: FolderFields): Folder {
  return { id: f.id, userId: f.userId, name: f.name, kind: f.kind === 'expert' ? 'expert' : 'own', createdAt: isoDate(f.createdAt) };
}

/**
 * A user's folders: by name (the client's list) or in the order they were created (the admin's
 * client page). One SQL statement, rows mapped straight to DTOs.
 */
export async function foldersOf(em: EntityManager, userId: string, order: 'name' | 'created' = 'name'): Promise<Folder[]> {
  const rows = await em.execute<FolderFields[]>(
    `select id, user_id as "userId", name, kind, created_at as "createdAt"
       from folders where user_id = ? order by ${order === 'name' ? "kind = 'expert' desc, name asc, created_at asc" : 'created_at asc, id asc'}`,
    [userId],
  );
  return rows.map(toFolderDto);
}

/** The session user's folders, by name. */
export async function listFolders(ctx: ServiceContext): Promise<Folder[]> {
  const { user, em } = requireUser(ctx);
  return foldersOf(em, user.id);
}

/** Creates a folder. */
export async function createFolder(ctx: ServiceContext, data: CreateFolderInput): Promise<Folder> {
  const { user, em } = requireUser(ctx);
  const f = em.create(FolderEntity, { userId: user.id, name: data.name });
  await em.flush();
  return toFolderDto(f);
}

/**
 * Checks that the session user may upload into `folderId`: one of their own folders, not the
 * folder "From your expert".
 * @throws AppError NOT_FOUND 404 'Folder not found' (another user's folder looks missing),
 *   FORBIDDEN 403 for the expert folder
 */
export async function assertOwnFolder(ctx: ServiceContext, folderId: string): Promise<void> {
  const { user, em } = requireUser(ctx);
  const folder = await em.findOne(FolderEntity, { id: folderId, userId: user.id });
  if (!folder) throw new AppError('NOT_FOUND', 'folderNotFound');
  if (folder.kind === 'expert') throw new AppError('FORBIDDEN', 'expertFolderReadOnly', { field: 'folderId' });
}

/** The stored name of the folder "From your expert" (the web shows it in the page's language). */
export const EXPERT_FOLDER_NAME = 'From your expert';

/**
 * The id of a client's folder "From your expert", created on first use (one per client: a unique
 * index). Runs in `tx`, the transaction that stores the expert's files.
 */
export async function expertFolderOf(tx: EntityManager, clientId: string): Promise<string> {
  await tx.execute(`insert into folders (user_id, name, kind) values (?, ?, 'expert') on conflict do nothing`, [clientId, EXPERT_FOLDER_NAME]);
  const [row] = await tx.execute<{ id: string }[]>(`select id from folders where user_id = ? and kind = 'expert'`, [clientId]);
  return row!.id;
}
