/** A client's folders (spec sections 2, 3, 5). */
import { requireUser, type ServiceContext } from '../../context.js';
import { AppError, parseInput } from '../../errors.js';
import { CreateFolderInputSchema, type Folder } from '../../shared/folders.schema.js';
import { MESSAGES } from '../../shared/messages.js';
import { isoDate } from '../../sql.js';
import { FolderEntity, type FolderRow } from './folder.entity.js';

/** The folder fields a DTO is built from: an entity, or a row selected with DTO-named columns. */
type FolderFields = Pick<FolderRow, 'id' | 'userId' | 'name'> & { createdAt: Date | string };

export function toFolderDto(f: FolderFields): Folder {
  return { id: f.id, userId: f.userId, name: f.name, createdAt: isoDate(f.createdAt) };
}

/** The session user's folders, by name. One SQL statement, rows mapped straight to DTOs. */
export async function listFolders(ctx: ServiceContext): Promise<Folder[]> {
  const { user, em } = requireUser(ctx);
  const rows = await em.execute<FolderFields[]>(
    `select id, user_id as "userId", name, created_at as "createdAt"
       from folders where user_id = ? order by name asc, created_at asc`,
    [user.id],
  );
  return rows.map(toFolderDto);
}

/** Creates a folder. @throws AppError VALIDATION 400 when the trimmed name is empty */
export async function createFolder(ctx: ServiceContext, input: unknown): Promise<Folder> {
  const { user, em } = requireUser(ctx);
  const data = parseInput(CreateFolderInputSchema, input);
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
