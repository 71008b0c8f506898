/** Folder inputs and DTO (spec section 5: only the name is taken). */
import { z } from 'zod';
import { MESSAGE_KEY } from '../messages.js';
import { requiredText } from '../text.js';

/** Own folders a client may have (the folder "From your expert" not counted). */
export const FOLDERS_PER_CLIENT_MAX = 500;

/** A folder's name: required, at most 100 characters, trimmed; unique per client ignoring case (checked by the server). */
const FolderNameSchema = requiredText(100, MESSAGE_KEY.folderNameRequired);

export const CreateFolderInputSchema = z.object({ name: FolderNameSchema });
export type CreateFolderInput = z.infer<typeof CreateFolderInputSchema>;

/**
 * A folder's id as the client sends it. Any string up to 64 characters: an id that is not a UUID
 * is answered like an unknown one (404 'Folder not found'), as another client's is.
 */
const FolderIdSchema = z.string({ error: MESSAGE_KEY.folderNotFound }).max(64, { error: MESSAGE_KEY.folderNotFound });

/** Rename a folder (`PATCH /api/folders/:id`, `folders.rename`). */
export const RenameFolderInputSchema = z.object({ id: FolderIdSchema, name: FolderNameSchema });
export type RenameFolderInput = z.infer<typeof RenameFolderInputSchema>;

/**
 * Delete a folder (`DELETE /api/folders/:id?withDocuments=true`, `folders.delete`): an empty one,
 * or, with `withDocuments`, together with its documents (after the client confirmed it).
 */
export const DeleteFolderInputSchema = z.object({
  id: FolderIdSchema,
  withDocuments: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((v) => v === true || v === 'true'),
});
export type DeleteFolderInput = z.infer<typeof DeleteFolderInputSchema>;

/** What deleting a folder removed. */
export const DeleteFolderResultSchema = z.object({ deletedDocuments: z.number().int() });
export type DeleteFolderResult = z.infer<typeof DeleteFolderResultSchema>;

export const FolderSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  /** 'expert': the folder "From your expert" / "Von Ihrem Experten" (files the firm delivers; the client cannot upload into it). */
  kind: z.enum(['own', 'expert']),
  createdAt: z.string(),
});
export type Folder = z.infer<typeof FolderSchema>;
