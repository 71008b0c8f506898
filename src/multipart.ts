/**
 * Receiving multipart uploads (documents, letters, the expert's attachments): every file part named
 * `fileField` streamed to a temporary file in storage (never buffered in memory), capped at
 * `config.maxUploadBytes` each; text fields collected. The caller's service checks and stores the
 * files; the temporary files are always removed afterwards (`receiveMultipart` removes them itself
 * when reading fails).
 */
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import type { ReceivedFile } from './modules/documents/documents.service.js';
import { MESSAGES } from './shared/messages.js';
import type { Storage } from './storage/storage.js';

interface ReceivedMultipart {
  fields: Record<string, string>;
  /** In the order sent. */
  files: ReceivedFile[];
  /** Every temporary path written (remove them when done). */
  temps: string[];
}

/** 413 'File is too large (maximum N MB)'. */
function fileTooLarge(maxUploadBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge', { message: `${MESSAGES.fileTooLarge} (maximum ${Math.round(maxUploadBytes / 1024 / 1024)} MB)` });
}

/**
 * Reads a multipart body.
 * @param maxFiles file parts kept (more are refused: `tooManyFiles`, 400)
 * @throws AppError UNSUPPORTED_FILE_TYPE 415 (not multipart), PAYLOAD_TOO_LARGE 413, VALIDATION 400
 *   (broken body, too many files)
 */
export async function receiveMultipart(
  request: FastifyRequest,
  storage: Storage,
  { maxFiles, fileField = 'file' }: { maxFiles: number; fileField?: string },
): Promise<ReceivedMultipart> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_FILE_TYPE', 'expectedMultipart');
  const { maxUploadBytes } = request.server.config;
  const out: ReceivedMultipart = { fields: {}, files: [], temps: [] };
  try {
    const parts = request.parts({
      limits: { fileSize: maxUploadBytes, files: maxFiles + 1, fields: 20, fieldSize: 64 * 1024, parts: maxFiles + 22 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume(); // drain what we do not keep
          continue;
        }
        const temp = storage.createTemp();
        out.temps.push(temp.path);
        let size = 0;
        part.file.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        await pipeline(part.file, temp.stream);
        if (part.file.truncated) throw fileTooLarge(maxUploadBytes);
        // An input without a chosen file arrives as an empty, nameless part.
        if (part.filename || size > 0) {
          if (out.files.length >= maxFiles) throw new AppError('VALIDATION', maxFiles === 1 ? 'malformedRequest' : 'tooManyFiles', { field: fileField });
          out.files.push({ filename: part.filename, tempPath: temp.path, size });
        }
      } else if (typeof part.value === 'string') {
        out.fields[part.fieldname] = part.value;
      }
    }
    return out;
  } catch (err) {
    await Promise.all(out.temps.map((t) => storage.remove(t)));
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxUploadBytes);
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION', 'tooManyFiles', { field: fileField });
    // Busboy reports a broken multipart body (cut off, bad boundary) as a plain Error without
    // a code: that is the client's mistake. System errors (ENOSPC, EACCES, ...) stay 500s.
    if (!(err instanceof AppError) && code === undefined) throw new AppError('VALIDATION', 'malformedRequest');
    throw err;
  }
}

/**
 * Reads a multipart body (receiveMultipart with `opts`), hands its text fields and files to `use`,
 * and removes the temporary files once `use` has finished, whether it returned or threw.
 * @returns what `use` returns
 * @throws what receiveMultipart throws (before `use` runs), and what `use` throws
 */
export async function withMultipart<T>(
  request: FastifyRequest,
  storage: Storage,
  opts: { maxFiles: number; fileField?: string },
  use: (body: Pick<ReceivedMultipart, 'fields' | 'files'>) => Promise<T>,
): Promise<T> {
  const { fields, files, temps } = await receiveMultipart(request, storage, opts);
  try {
    return await use({ fields, files });
  } finally {
    await Promise.all(temps.map((t) => storage.remove(t)));
  }
}
