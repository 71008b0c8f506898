/**
 * REST adapters for the contact form.
 *
 *   POST /api/contact                     {name, email, language, message}   (spec section 7; visitors)
 *   GET  /api/admin/contact               contact messages, newest first      (admin)
 *   POST /api/admin/contact/:id/handled
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { adminOnly, zodRoutes } from '../../rest.js';
import { ByIdInputSchema, ContactMessageSchema } from '../../shared/admin.schema.js';
import { OkSchema } from '../../shared/common.schema.js';
import { ContactInputSchema } from '../../shared/contact.schema.js';
import { listContactMessages, markContactHandled, submitContact } from './contact.service.js';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.post('/api/contact', { preValidation: app.limiters.contact, schema: { body: ContactInputSchema, response: { 201: OkSchema } } }, async (request, reply) =>
    reply.code(201).send(await submitContact(await serviceContext(request), request.body)),
  );
  api.get('/api/admin/contact', { preValidation: adminOnly, schema: { response: { 200: z.array(ContactMessageSchema) } } }, async (request) =>
    listContactMessages(await serviceContext(request)),
  );
  api.post('/api/admin/contact/:id/handled', { preValidation: adminOnly, schema: { params: ByIdInputSchema, response: { 200: OkSchema } } }, async (request) =>
    markContactHandled(await serviceContext(request), request.params),
  );
}
