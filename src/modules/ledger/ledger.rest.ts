/**
 * REST adapters for the hours ledger.
 *
 *   GET  /api/purchases/ledger      the client's ledger, newest first
 *   POST /api/admin/time-entries    {clientId, minutes, note?, questionId?}   (admin)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { staffOnly, signedIn, zodRoutes } from '../../rest.js';
import { LogTimeInputSchema, LogTimeResultSchema } from '../../shared/ledger/ledger.schema.js';
import { TimeEntrySchema } from '../../shared/purchases/purchases.schema.js';
import { listLedger, logTime } from './ledger.service.js';

export async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get('/api/purchases/ledger', { preValidation: signedIn, schema: { response: { 200: z.array(TimeEntrySchema) } } }, async (request) =>
    listLedger(await serviceContext(request)),
  );
  api.post(
    '/api/admin/time-entries',
    { preValidation: staffOnly, schema: { body: LogTimeInputSchema, response: { 201: LogTimeResultSchema } } },
    async (request, reply) => reply.code(201).send(await logTime(await serviceContext(request), request.body)),
  );
}
