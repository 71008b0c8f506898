/**
 * What is checked of a file before it is uploaded, in the browser and on the server, without the
 * schemas (documents.schema.ts re-exports it): a form that offers an upload needs these rules, not
 * zod (docs/decisions/041-confirmed-details-as-text.md).
 */
import { UPLOAD_EXTENSIONS, type UploadExtension } from '../constants.js';

/** Why a file cannot be uploaded, as a message key, or null when it can be sent (the server checks again). */
export type UploadProblem = 'fileTypeNotAllowed' | 'fileTooLarge' | 'emptyFile' | 'storageQuotaReached';

/**
 * Checks a chosen file before it is sent: its extension (spec section 9), that it is not empty,
 * its size against the server's limit and the room left in the client's storage.
 * @param file the file's name and size in bytes
 * @param limits the server's limits (UploadLimitsSchema); without them only the name and emptiness are checked
 */
export function uploadProblem(
  file: { name: string; size: number },
  limits: { maxUploadBytes: number; quotaBytes: number; usedBytes: number } | undefined,
): UploadProblem | null {
  if (!uploadExtension(file.name)) return 'fileTypeNotAllowed';
  if (file.size === 0) return 'emptyFile';
  if (!limits) return null;
  if (file.size > limits.maxUploadBytes) return 'fileTooLarge';
  if (limits.usedBytes + file.size > limits.quotaBytes) return 'storageQuotaReached';
  return null;
}

/** Lower-case extension of a file name if it is an allowed upload type, else null. */
export function uploadExtension(filename: string): UploadExtension | null {
  const dot = filename.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = filename.slice(dot + 1).toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext) ? (ext as UploadExtension) : null;
}
