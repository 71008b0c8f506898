/** A client's folders (spec sections 2, 3, 5). */
import { requireUser, type ServiceContext } from '../../context.js';
import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '../../errors.js';
import type { CreateFolderInput, Folder } from '../../shared/folders.schema.js';
import { isoDate } from '../../timestamps.js';
import { FolderEntity, type FolderRow } from './folder.entity.js';

/** The folder fields a DTO is built from: an entity, or a row selected with DTO-named columns. */
type FolderFields = Pick<FolderRow, 'id' | 'userId' | 'name'> & { createdAt: Date | string };

export function toFolderDto(f: FolderFields): Folder {
  return { id: f.id, userId: f.userId, name: f.name, createdAt: isoDate(f.createdAt) };
}

/**
 * A user's folders: by name (the client's list) or in the order they were created (the admin's
 * client page). One SQL statement, rows mapped straight to DTOs.
 */
export async function foldersOf(em: EntityManager, userId: string, order: 'name' | 'created' = 'name'): Promise<Folder[]> {
  const rows = await em.execute<FolderFields[]>(
    `select id, user_id as "userId", name, created_at as "createdAt"
       from folders where user_id = ? order by ${order === 'name' ? 'name asc, created_at asc' : 'created_at asc, id asc'}`,
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
 * Checks that `folderId` is one of the session user's folders.
 * @throws AppError NOT_FOUND 404 'Folder not found' otherwise (another user's folder looks missing)
 */
export async function assertOwnFolder(ctx: ServiceContext, folderId: string): Promise<void> {
  const { user, em } = requireUser(ctx);
  const n = await em.count(FolderEntity, { id: folderId, userId: user.id });
  if (!n) throw new AppError('NOT_FOUND', 'folderNotFound');
}
