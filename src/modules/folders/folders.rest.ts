/** REST adapters for /api/folders (spec section 7): GET the client's folders, POST {name}. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { signedIn, zodRoutes } from '../../rest.js';
import { CreateFolderInputSchema, FolderSchema } from '../../shared/folders.schema.js';
import { createFolder, listFolders } from './folders.service.js';

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
}
