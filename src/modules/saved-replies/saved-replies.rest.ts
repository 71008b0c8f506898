/**
 * REST adapters for saved replies (admin; docs/decisions/063-saved-replies.md).
 *
 *   GET    /api/admin/saved-replies       every saved reply, ordered by title
 *   POST   /api/admin/saved-replies       create one {title, bodyEn, bodyDe} (201)
 *   PATCH  /api/admin/saved-replies/:id   change its title or texts (omitted fields stay)
 *   DELETE /api/admin/saved-replies/:id   delete one (204)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { ownerOnly, staffOnly, zodRoutes } from '../../rest.js';
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { CreateSavedReplyInputSchema, SavedReplyChangesSchema, SavedReplySchema } from '../../shared/saved-replies/saved-replies.schema.js';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from './saved-replies.service.js';

export async function savedRepliesRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get('/api/admin/saved-replies', { preValidation: staffOnly, schema: { response: { 200: z.array(SavedReplySchema) } } }, async (request) =>
    listSavedReplies(await serviceContext(request)),
  );
  api.post(
    '/api/admin/saved-replies',
    { preValidation: ownerOnly, schema: { body: CreateSavedReplyInputSchema, response: { 201: SavedReplySchema } } },
    async (request, reply) => reply.code(201).send(await createSavedReply(await serviceContext(request), request.body)),
  );
  api.patch(
    '/api/admin/saved-replies/:id',
    { preValidation: ownerOnly, schema: { params: ByIdInputSchema, body: SavedReplyChangesSchema, response: { 200: SavedReplySchema } } },
    async (request) => updateSavedReply(await serviceContext(request), { ...request.body, id: request.params.id }),
  );
  api.delete('/api/admin/saved-replies/:id', { preValidation: ownerOnly, schema: { params: ByIdInputSchema } }, async (request, reply) => {
    await deleteSavedReply(await serviceContext(request), request.params);
    return reply.code(204).send();
  });
}
