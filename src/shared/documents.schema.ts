/** Document upload fields and DTO (spec sections 3, 5 and 7). */
import { z } from 'zod';
import { UPLOAD_EXTENSIONS, type UploadExtension } from './constants.js';
import { MESSAGE_KEY } from './messages.js';
import { NO_NUL } from './text.js';

/**
 * The multipart text fields of `POST /api/documents`.
 * `folderId` is an empty string (or absent) for "no folder"; it becomes `null`.
 */
export const UploadDocumentFieldsSchema = z.object({
  title: z
    .string({ error: MESSAGE_KEY.documentTitleRequired })
    .trim()
    .refine(...NO_NUL)
    .min(1, { error: MESSAGE_KEY.documentTitleRequired })
    .max(200),
  folderId: z
    .union([z.literal(''), z.uuid({ error: MESSAGE_KEY.folderNotFound })])
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type UploadDocumentFields = z.infer<typeof UploadDocumentFieldsSchema>;

export const DocumentSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  folderId: z.uuid().nullable(),
  title: z.string(),
  /** Original file name, sanitised, for display and download. */
  filename: z.string(),
  /** Where the file is downloaded: `/api/documents/{id}/download`. */
  fileUrl: z.string(),
  /** Size in bytes. */
  fileSize: z.number().int(),
  mimeType: z.string(),
  uploadedAt: z.string(),
});
export type Document = z.infer<typeof DocumentSchema>;

/** Lower-case extension of a file name if it is an allowed upload type, else null. */
export function uploadExtension(filename: string): UploadExtension | null {
  const dot = filename.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = filename.slice(dot + 1).toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext) ? (ext as UploadExtension) : null;
}
