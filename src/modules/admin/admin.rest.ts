/**
 * REST adapters under /api/admin for integrators (issue 4); the same services as tRPC `admin.*`.
 * Every route requires the admin role: 401 for visitors, 403 for clients.
 *
 *   GET  /api/admin/questions?status=pending|answered&search=   inbox
 *   POST /api/admin/questions/:id/answer   {answer, minutes?, note?}
 *   GET  /api/admin/clients?search=        client list
 *   GET  /api/admin/clients/:id            client page
 *   POST /api/admin/time-entries           {clientId, minutes, note?, questionId?}
 *   POST /api/admin/purchases              {userId, packageId, pricePaid?}
 *   GET  /api/admin/packages               all packages, inactive included
 *   POST /api/admin/packages               {name, hours, price, description?, active?}
 *   PUT  /api/admin/packages/:id           {name, hours, price, description?, active}
 *   GET  /api/admin/contact                contact messages
 *   POST /api/admin/contact/:id/handled
 *   GET  /api/admin/audit                  the audit log, newest first
 */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import {
  answerQuestion,
  clientDetail,
  createPackage,
  listAllPackages,
  listAuditLog,
  listClients,
  listContactMessages,
  listInbox,
  logTime,
  markContactHandled,
  recordPurchase,
  updatePackage,
} from './admin.service.js';

type Id = { Params: { id: string } };
type Body = Record<string, unknown> | undefined;

function bodyOf(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, string> }>('/api/admin/questions', async (request) =>
    listInbox(await serviceContext(request), { status: request.query.status, search: request.query.search }),
  );
  app.post<Id>('/api/admin/questions/:id/answer', async (request) =>
    answerQuestion(await serviceContext(request), { ...bodyOf(request.body as Body), questionId: request.params.id }),
  );
  app.get<{ Querystring: Record<string, string> }>('/api/admin/clients', async (request) =>
    listClients(await serviceContext(request), { search: request.query.search }),
  );
  app.get<Id>('/api/admin/clients/:id', async (request) => clientDetail(await serviceContext(request), { id: request.params.id }));
  app.post('/api/admin/time-entries', async (request, reply) => reply.code(201).send(await logTime(await serviceContext(request), request.body)));
  app.post('/api/admin/purchases', async (request, reply) => reply.code(201).send(await recordPurchase(await serviceContext(request), request.body)));
  app.get('/api/admin/packages', async (request) => listAllPackages(await serviceContext(request)));
  app.post('/api/admin/packages', async (request, reply) => reply.code(201).send(await createPackage(await serviceContext(request), request.body)));
  app.put<Id>('/api/admin/packages/:id', async (request) =>
    updatePackage(await serviceContext(request), { ...bodyOf(request.body as Body), id: request.params.id }),
  );
  app.get('/api/admin/contact', async (request) => listContactMessages(await serviceContext(request)));
  app.post<Id>('/api/admin/contact/:id/handled', async (request) => markContactHandled(await serviceContext(request), { id: request.params.id }));
  app.get('/api/admin/audit', async (request) => listAuditLog(await serviceContext(request)));
}
