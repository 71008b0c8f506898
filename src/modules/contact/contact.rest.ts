/**
 * REST adapters for the contact form.
 *
 *   POST /api/contact                     {name, email, language, message}   (spec section 7; visitors)
 *   GET  /api/admin/contact               contact messages, newest first      (admin)
 *   POST /api/admin/contact/:id/handled
 *   POST /api/admin/contact/:id/reply     {body}   e-mails the reply to the sender (rate limited per admin)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { staffOnly, paramsIntoBody, zodRoutes } from '../../rest.js';
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { ContactMessageSchema, ContactReplyInputSchema } from '../../shared/contact/contact.schema.js';
import { OkSchema } from '../../shared/common.schema.js';
import { ContactInputSchema } from '../../shared/contact/contact.schema.js';
import { listContactMessages, markContactHandled, replyToContact, submitContact } from './contact.service.js';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.post('/api/contact', { preValidation: app.limiters.contact, schema: { body: ContactInputSchema, response: { 201: OkSchema } } }, async (request, reply) =>
    reply.code(201).send(await submitContact(await serviceContext(request), request.body)),
  );
  api.get('/api/admin/contact', { preValidation: staffOnly, schema: { response: { 200: z.array(ContactMessageSchema) } } }, async (request) =>
    listContactMessages(await serviceContext(request)),
  );
  api.post('/api/admin/contact/:id/handled', { preValidation: staffOnly, schema: { params: ByIdInputSchema, response: { 200: OkSchema } } }, async (request) =>
    markContactHandled(await serviceContext(request), request.params),
  );
  api.post(
    '/api/admin/contact/:id/reply',
    {
      preValidation: [staffOnly, app.limiters.contactReply, paramsIntoBody({ id: 'id' })],
      schema: { body: ContactReplyInputSchema, response: { 201: ContactMessageSchema } },
    },
    async (request, reply) => reply.code(201).send(await replyToContact(await serviceContext(request), request.body)),
  );
}
