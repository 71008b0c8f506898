/** REST adapter for POST /api/contact (spec section 7). */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { submitContact } from './contact.service.js';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/contact', { preHandler: app.limiters.contact }, async (request, reply) =>
    reply.code(201).send(await submitContact(await serviceContext(request), request.body)),
  );
}
