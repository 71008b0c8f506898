/**
 * REST adapters for documents: GET /api/documents, multipart POST /api/documents (streamed to
 * disk, capped at MAX_UPLOAD_MB) and GET /api/documents/:id/download (RFC 6266 attachment).
 */
import { pipeline } from 'node:stream/promises';
import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { AppError, parseInput } from '../../errors.js';
import { signedIn, zodRoutes } from '../../rest.js';
import { DocumentSchema, UploadDocumentFieldsSchema } from '../../shared/documents.schema.js';
import { MESSAGES } from '../../shared/messages.js';
import { assertStorageAvailable, documentForDownload, listDocuments, storeUploadedDocument, type ReceivedFile } from './documents.service.js';

/** RFC 6266 `filename` fallback: the name with every non-ASCII character replaced by '_'. */
function asciiFallback(filename: string): string {
  return filename.replace(/[^\x20-\x7e]/g, '_');
}

export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const storage = app.storage;
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge', {
      message: `${MESSAGES.fileTooLarge} (maximum ${Math.round(app.config.maxUploadBytes / 1024 / 1024)} MB)`,
    });

  const api = zodRoutes(app);
  api.get('/api/documents', { preValidation: signedIn, schema: { response: { 200: z.array(DocumentSchema) } } }, async (request) =>
    listDocuments(await serviceContext(request)),
  );

  // Visitors are refused before the body is read (preValidation). The multipart text fields are
  // parsed with the shared UploadDocumentFieldsSchema once the stream has been read.
  api.post(
    '/api/documents',
    { preValidation: [app.limiters.uploadDocument, signedIn], schema: { response: { 201: DocumentSchema } } },
    async (request, reply) => {
      const ctx = await serviceContext(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_FILE_TYPE', 'expectedMultipart');
      // Refuse before reading the bytes when the quota or the disk cannot take them.
      const declared = Number(request.headers['content-length'] ?? 0);
      await assertStorageAvailable(ctx, storage, Number.isFinite(declared) ? Math.min(declared, app.config.maxUploadBytes) : 0);

      const fields: Record<string, string> = {};
      let file: ReceivedFile | null = null;
      const temps: string[] = [];
      try {
        const parts = request.parts({
          limits: { fileSize: app.config.maxUploadBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
        });
        for await (const part of parts) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file) {
              part.file.resume(); // drain what we do not keep
              continue;
            }
            const temp = storage.createTemp();
            temps.push(temp.path);
            let size = 0;
            part.file.on('data', (chunk: Buffer) => {
              size += chunk.length;
            });
            await pipeline(part.file, temp.stream);
            if (part.file.truncated) throw tooLarge();
            // An input without a chosen file arrives as an empty, nameless part.
            if (part.filename || size > 0) file = { filename: part.filename, tempPath: temp.path, size };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
        const doc = await storeUploadedDocument(ctx, storage, parseInput(UploadDocumentFieldsSchema, fields), file);
        return reply.code(201).send(doc);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        // Busboy reports a broken multipart body (cut off, bad boundary) as a plain Error without
        // a code: that is the client's mistake. System errors (ENOSPC, EACCES, ...) stay 500s.
        if (!(err instanceof AppError) && code === undefined) throw new AppError('VALIDATION', 'malformedRequest');
        throw err;
      } finally {
        await Promise.all(temps.map((t) => storage.remove(t)));
      }
    },
  );

  app.get<{ Params: { id: string } }>('/api/documents/:id/download', { preValidation: signedIn }, async (request, reply) => {
    const target = await documentForDownload(await serviceContext(request), request.params.id);
    const size = await storage.sizeOf(target.storageKey);
    if (size === null) throw new AppError('NOT_FOUND', 'documentNotFound');
    return reply
      .header('content-type', target.mimeType)
      .header('content-length', size)
      .header('content-disposition', contentDisposition(target.filename, { type: 'attachment', fallback: asciiFallback(target.filename) }))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(storage.read(target.storageKey));
  });
}
