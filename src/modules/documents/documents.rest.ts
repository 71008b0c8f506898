/**
 * REST adapters for documents: GET /api/documents, multipart POST /api/documents (streamed to
 * disk, capped at MAX_UPLOAD_MB), GET /api/documents/:id/download (RFC 6266 attachment),
 * GET /api/documents/limits (what the upload form checks before sending), PATCH /api/documents/:id
 * {title?, folderId?} (rename, move) and DELETE /api/documents/:id (204).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { AppError, parseInput } from '../../errors.js';
import { paramsIntoBody, sendDownload, signedIn, zodRoutes } from '../../rest.js';
import { DocumentSchema, UpdateDocumentInputSchema, UploadDocumentFieldsSchema, UploadLimitsSchema } from '../../shared/documents/documents.schema.js';
import { withMultipart } from '../../multipart.js';
import {
  assertStorageAvailable,
  deleteDocument,
  documentForDownload,
  listDocuments,
  storeUploadedDocument,
  updateDocument,
  uploadLimits,
} from './documents.service.js';

/** RFC 6266 `filename` fallback: the name with every non-ASCII character replaced by '_'. */
function asciiFallback(filename: string): string {
  return filename.replace(/[^\x20-\x7e]/g, '_');
}

export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const storage = app.storage;

  const api = zodRoutes(app);
  api.get('/api/documents', { preValidation: signedIn, schema: { response: { 200: z.array(DocumentSchema) } } }, async (request) =>
    listDocuments(await serviceContext(request)),
  );

  api.get('/api/documents/limits', { preValidation: signedIn, schema: { response: { 200: UploadLimitsSchema } } }, async (request) =>
    uploadLimits(await serviceContext(request)),
  );

  api.patch(
    '/api/documents/:id',
    {
      preValidation: [app.limiters.changeFiles, signedIn, paramsIntoBody({ id: 'id' })],
      schema: { body: UpdateDocumentInputSchema, response: { 200: DocumentSchema } },
    },
    async (request) => updateDocument(await serviceContext(request), request.body),
  );

  api.delete(
    '/api/documents/:id',
    { preValidation: [app.limiters.changeFiles, signedIn], schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      await deleteDocument(await serviceContext(request), storage, { id: request.params.id });
      return reply.code(204).send();
    },
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
      return withMultipart(request, storage, { maxFiles: 1 }, async ({ fields, files }) => {
        const doc = await storeUploadedDocument(ctx, storage, parseInput(UploadDocumentFieldsSchema, fields), files[0] ?? null);
        return reply.code(201).send(doc);
      });
    },
  );

  app.get<{ Params: { id: string } }>('/api/documents/:id/download', { preValidation: signedIn }, async (request, reply) => {
    const target = await documentForDownload(await serviceContext(request), request.params.id);
    const file = await storage.open(target.storageKey);
    if (!file) throw new AppError('NOT_FOUND', 'documentNotFound');
    return sendDownload(reply, {
      type: target.mimeType,
      filename: target.filename,
      fallback: asciiFallback(target.filename),
      size: file.size,
      body: file.stream,
    });
  });
}
