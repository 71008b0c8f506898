/**
 * REST adapters for the firm's client pages (admin).
 *
 *   GET /api/admin/clients?search=   the client list
 *   GET /api/admin/clients/:id       a client's page
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { staffOnly, zodRoutes } from '../../rest.js';
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { ClientDetailSchema, ClientListInputSchema, ClientSummarySchema } from '../../shared/clients/clients.schema.js';
import { clientDetail, listClients } from './clients.service.js';

export async function clientsRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get(
    '/api/admin/clients',
    { preValidation: staffOnly, schema: { querystring: ClientListInputSchema, response: { 200: z.array(ClientSummarySchema) } } },
    async (request) => listClients(await serviceContext(request), request.query),
  );
  api.get('/api/admin/clients/:id', { preValidation: staffOnly, schema: { params: ByIdInputSchema, response: { 200: ClientDetailSchema } } }, async (request) =>
    clientDetail(await serviceContext(request), request.params),
  );
}
