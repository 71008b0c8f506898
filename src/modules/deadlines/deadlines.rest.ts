/**
 * REST adapter for the deadline calculator (public, no login):
 *
 *   GET /api/deadlines?kind=objection&sentOn=2025-03-03&delivery=post&state=BE[&recipientState=][&instructionsMissing=true][&lang=de]
 */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { zodRoutes } from '../../rest.js';
import { DeadlineInputSchema, DeadlineResponseSchema } from '../../shared/deadlines/deadlines.schema.js';
import { calculateDeadline } from './deadlines.service.js';

export async function deadlinesRoutes(app: FastifyInstance): Promise<void> {
  zodRoutes(app).get('/api/deadlines', { schema: { querystring: DeadlineInputSchema, response: { 200: DeadlineResponseSchema } } }, async (request) =>
    calculateDeadline(await serviceContext(request), request.query),
  );
}
