/** REST adapters for /api/folders (spec section 7). */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { createFolder, listFolders } from './folders.service.js';

export async function foldersRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/folders', async (request) => listFolders(await serviceContext(request)));
  app.post('/api/folders', { preHandler: app.limiters.createFolder }, async (request, reply) =>
    reply.code(201).send(await createFolder(await serviceContext(request), request.body)),
  );
}
