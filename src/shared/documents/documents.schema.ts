/** Document upload fields and DTO (spec sections 3, 5 and 7). */
import { z } from 'zod';
import { UPLOAD_EXTENSIONS } from '../constants.js';
import { MESSAGE_KEY } from '../messages.js';
import { requiredText } from '../text.js';

/**
 * The multipart text fields of `POST /api/documents`.
 * `folderId` is an empty string (or absent) for "no folder"; it becomes `null`.
 */
/** A document's title: required, at most 200 characters, trimmed. */
const DocumentTitleSchema = requiredText(200, MESSAGE_KEY.documentTitleRequired);

export const UploadDocumentFieldsSchema = z.object({
  title: DocumentTitleSchema,
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
  /** The Finanzamt letter this file belongs to (a page of it, or the expert's attachment to its answer), else null. */
  letterId: z.uuid().nullable(),
  /** 'page': one of the letter's pages (deleted only with the whole letter); 'answer': the expert's attachment. */
  letterRole: z.enum(['page', 'answer']).nullable(),
});
export type Document = z.infer<typeof DocumentSchema>;

/**
 * A document's id as the client sends it. Any string up to 64 characters: an id that is not a
 * UUID is answered like an unknown one (404 'Document not found'), as another client's is.
 */
const DocumentIdSchema = z.string({ error: MESSAGE_KEY.documentNotFound }).max(64, { error: MESSAGE_KEY.documentNotFound });

/**
 * Rename and/or move a document (`PATCH /api/documents/:id`, `documents.update`): a new `title`,
 * and/or `folderId` (a folder of one's own, or null for no folder). At least one of them.
 */
export const UpdateDocumentInputSchema = z
  .object({
    id: DocumentIdSchema,
    title: DocumentTitleSchema.optional(),
    folderId: z.uuid({ error: MESSAGE_KEY.folderNotFound }).nullable().optional(),
  })
  .refine((v) => v.title !== undefined || v.folderId !== undefined, { error: MESSAGE_KEY.documentChangeRequired, path: ['title'] });
export type UpdateDocumentInput = z.infer<typeof UpdateDocumentInputSchema>;

/** Delete a document (`DELETE /api/documents/:id`, `documents.delete`). */
export const DeleteDocumentInputSchema = z.object({ id: DocumentIdSchema });
export type DeleteDocumentInput = z.infer<typeof DeleteDocumentInputSchema>;

/**
 * What the upload form checks before sending (`GET /api/documents/limits`, `documents.limits`):
 * the server's per-file limit (MAX_UPLOAD_MB), the client's storage quota and what they store now,
 * all in bytes, and the allowed extensions (spec section 9).
 */
export const UploadLimitsSchema = z.object({
  maxUploadBytes: z.number().int(),
  quotaBytes: z.number().int(),
  usedBytes: z.number().int(),
  extensions: z.array(z.enum(UPLOAD_EXTENSIONS)),
});
export type UploadLimits = z.infer<typeof UploadLimitsSchema>;

export { uploadExtension, uploadProblem } from './upload-rules.js';
