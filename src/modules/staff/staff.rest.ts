/**
 * REST adapters for the firm's staff (docs/decisions/064-staff-roles.md).
 *
 *   GET    /api/admin/staff                    the staff and open invitations (owner)
 *   POST   /api/admin/staff/invitations        invite an expert {email, name, language} (201, owner)
 *   DELETE /api/admin/staff/invitations/:id    withdraw an open invitation (204, owner)
 *   POST   /api/admin/staff/:id/deactivate     deactivate an expert: sessions end at once (owner)
 *   POST   /api/admin/staff/:id/reactivate     reactivate an expert (owner)
 *   POST   /api/staff-invitations/open         what an invitation link is for {token}
 *   POST   /api/staff-invitations/accept       accept it {token, name, password}: the new expert is signed in (201)
 * The link's token travels in the body, never in a URL that logs or proxies keep.
 */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { startSession } from '../../plugins/session.js';
import { ownerOnly, zodRoutes } from '../../rest.js';
import { MeResponseSchema } from '../../shared/auth/auth.schema.js';
import { ByIdInputSchema } from '../../shared/common.schema.js';
import {
  AcceptInvitationInputSchema,
  InvitationIdSchema,
  InvitationTokenSchema,
  InvitationViewSchema,
  InviteStaffInputSchema,
  StaffInvitationSchema,
  StaffMemberSchema,
  StaffOverviewSchema,
} from '../../shared/staff/staff.schema.js';
import * as staff from './staff.service.js';

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get('/api/admin/staff', { preValidation: ownerOnly, schema: { response: { 200: StaffOverviewSchema } } }, async (request) =>
    staff.staffOverview(await serviceContext(request)),
  );
  api.post(
    '/api/admin/staff/invitations',
    { preValidation: [ownerOnly, app.limiters.contactReply], schema: { body: InviteStaffInputSchema, response: { 201: StaffInvitationSchema } } },
    async (request, reply) => reply.code(201).send(await staff.inviteStaff(await serviceContext(request), request.body)),
  );
  api.delete('/api/admin/staff/invitations/:id', { preValidation: ownerOnly, schema: { params: InvitationIdSchema } }, async (request, reply) => {
    await staff.revokeInvitation(await serviceContext(request), request.params);
    return reply.code(204).send();
  });
  const memberRoute = { preValidation: ownerOnly, schema: { params: ByIdInputSchema, response: { 200: StaffMemberSchema } } };
  api.post('/api/admin/staff/:id/deactivate', memberRoute, async (request) =>
    staff.setStaffActive(await serviceContext(request), { id: request.params.id, active: false }),
  );
  api.post('/api/admin/staff/:id/reactivate', memberRoute, async (request) =>
    staff.setStaffActive(await serviceContext(request), { id: request.params.id, active: true }),
  );
  api.post(
    '/api/staff-invitations/open',
    { preValidation: app.limiters.login, schema: { body: InvitationTokenSchema, response: { 200: InvitationViewSchema } } },
    async (request) => staff.invitationByToken(await serviceContext(request), request.body),
  );
  api.post(
    '/api/staff-invitations/accept',
    { preValidation: app.limiters.register, schema: { body: AcceptInvitationInputSchema, response: { 201: MeResponseSchema } } },
    async (request, reply) => {
      const { sessionToken, user } = await staff.acceptInvitation(await serviceContext(request), request.body);
      await startSession(request, sessionToken, user.language);
      return reply.code(201).send({ user });
    },
  );
}
