/**
 * REST adapters for /api/folders (spec section 7): GET the client's folders, POST {name};
 * PATCH /api/folders/:id {name} renames, DELETE /api/folders/:id[?withDocuments=true] deletes
 * (an empty folder, or with its documents).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { paramsIntoBody, signedIn, zodRoutes } from '../../rest.js';
import {
  CreateFolderInputSchema,
  DeleteFolderInputSchema,
  DeleteFolderResultSchema,
  FolderSchema,
  RenameFolderInputSchema,
} from '../../shared/folders/folders.schema.js';
import { createFolder, deleteFolder, listFolders, renameFolder } from './folders.service.js';

export async function foldersRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get('/api/folders', { preValidation: signedIn, schema: { response: { 200: z.array(FolderSchema) } } }, async (request) =>
    listFolders(await serviceContext(request)),
  );
  api.post(
    '/api/folders',
    { preValidation: [app.limiters.createFolder, signedIn], schema: { body: CreateFolderInputSchema, response: { 201: FolderSchema } } },
    async (request, reply) => reply.code(201).send(await createFolder(await serviceContext(request), request.body)),
  );
  api.patch(
    '/api/folders/:id',
    {
      preValidation: [app.limiters.changeFiles, signedIn, paramsIntoBody({ id: 'id' })],
      schema: { body: RenameFolderInputSchema, response: { 200: FolderSchema } },
    },
    async (request) => renameFolder(await serviceContext(request), request.body),
  );
  api.delete(
    '/api/folders/:id',
    {
      preValidation: [app.limiters.changeFiles, signedIn],
      schema: { params: z.object({ id: z.string() }), querystring: DeleteFolderInputSchema.omit({ id: true }), response: { 200: DeleteFolderResultSchema } },
    },
    async (request) => deleteFolder(await serviceContext(request), app.storage, { id: request.params.id, withDocuments: request.query.withDocuments }),
  );
}
