/**
 * REST adapters for assigning the firm's work (docs/decisions/068-assignment.md).
 *
 *   PUT /api/admin/questions/:id/assignee   {assigneeId|null, expectedAssigneeId?}: assign a question
 *   PUT /api/admin/letters/:id/assignee     the same for a Finanzamt letter (and its pending questions)
 *   GET /api/admin/colleagues               the active members of staff an item can be handed to
 *   GET /api/admin/clients/:id/specialist   a client's dedicated specialist (decision record 069)
 *   PUT /api/admin/clients/:id/specialist   {specialistId|null}: choose it (owner)
 *   GET /api/specialist                     the signed-in client's dedicated specialist, or null
 * Each change counts against the staff member's hourly assignment limit.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { ownerOnly, signedIn, staffOnly, zodRoutes } from '../../rest.js';
import {
  AssignBodySchema,
  AssignmentSchema,
  ClientSpecialistSchema,
  ColleagueSchema,
  MySpecialistSchema,
  SetSpecialistBodySchema,
} from '../../shared/assignment/assignment.schema.js';
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { assignItem, listColleagues } from './assignment.service.js';
import { getClientSpecialist, mySpecialist, setSpecialist } from './specialist.service.js';

export async function assignmentRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  const assignRoute = {
    preValidation: [staffOnly, app.limiters.assign],
    schema: { params: ByIdInputSchema, body: AssignBodySchema, response: { 200: AssignmentSchema } },
  };
  api.put('/api/admin/questions/:id/assignee', assignRoute, async (request) =>
    assignItem(await serviceContext(request), { kind: 'question', id: request.params.id, ...request.body }),
  );
  api.put('/api/admin/letters/:id/assignee', assignRoute, async (request) =>
    assignItem(await serviceContext(request), { kind: 'letter', id: request.params.id, ...request.body }),
  );
  api.get(
    '/api/admin/clients/:id/specialist',
    { preValidation: staffOnly, schema: { params: ByIdInputSchema, response: { 200: ClientSpecialistSchema } } },
    async (request) => getClientSpecialist(await serviceContext(request), request.params),
  );
  api.put(
    '/api/admin/clients/:id/specialist',
    { preValidation: ownerOnly, schema: { params: ByIdInputSchema, body: SetSpecialistBodySchema, response: { 200: ClientSpecialistSchema } } },
    async (request) => setSpecialist(await serviceContext(request), { clientId: request.params.id, ...request.body }),
  );
  api.get('/api/specialist', { preValidation: signedIn, schema: { response: { 200: MySpecialistSchema } } }, async (request) => ({
    specialist: await mySpecialist(await serviceContext(request)),
  }));
  api.get('/api/admin/colleagues', { preValidation: staffOnly, schema: { response: { 200: z.array(ColleagueSchema) } } }, async (request) =>
    listColleagues(await serviceContext(request)),
  );
}
