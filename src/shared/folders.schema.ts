/** Folder inputs and DTO (spec section 5: only the name is taken). */
import { z } from 'zod';
import { MESSAGE_KEY } from './messages.js';
import { NO_NUL } from './text.js';

export const CreateFolderInputSchema = z.object({
  name: z
    .string({ error: MESSAGE_KEY.folderNameRequired })
    .trim()
    .refine(...NO_NUL)
    .min(1, { error: MESSAGE_KEY.folderNameRequired })
    .max(100),
});
export type CreateFolderInput = z.infer<typeof CreateFolderInputSchema>;

export const FolderSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  /** 'expert': the folder "From your expert" / "Von Ihrem Experten" (files the firm delivers; the client cannot upload into it). */
  kind: z.enum(['own', 'expert']),
  createdAt: z.string(),
});
export type Folder = z.infer<typeof FolderSchema>;
