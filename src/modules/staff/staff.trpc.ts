/** tRPC procedures of the firm's staff (decision record 064): `admin.staff.*` for the owner, `staffInvitations.*` for the invitee's link. */
import { startSession } from '../../plugins/session.js';
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { AcceptInvitationInputSchema, InvitationIdSchema, InvitationTokenSchema, InviteStaffInputSchema } from '../../shared/staff/staff.schema.js';
import { ownerProcedure, publicProcedure, router } from '../../trpc/init.js';
import * as staff from './staff.service.js';

export const staffAdminRouter = router({
  overview: ownerProcedure.query(({ ctx }) => staff.staffOverview(ctx.services)),
  invite: ownerProcedure.input(InviteStaffInputSchema).mutation(({ ctx, input }) => staff.inviteStaff(ctx.services, input)),
  revokeInvitation: ownerProcedure.input(InvitationIdSchema).mutation(async ({ ctx, input }) => {
    await staff.revokeInvitation(ctx.services, input);
    return { ok: true as const };
  }),
  deactivate: ownerProcedure.input(ByIdInputSchema).mutation(({ ctx, input }) => staff.setStaffActive(ctx.services, { id: input.id, active: false })),
  reactivate: ownerProcedure.input(ByIdInputSchema).mutation(({ ctx, input }) => staff.setStaffActive(ctx.services, { id: input.id, active: true })),
});

export const staffInvitationsRouter = router({
  open: publicProcedure.input(InvitationTokenSchema).mutation(({ ctx, input }) => staff.invitationByToken(ctx.services, input)),
  accept: publicProcedure.input(AcceptInvitationInputSchema).mutation(async ({ ctx, input }) => {
    const { sessionToken, user } = await staff.acceptInvitation(ctx.services, input);
    await startSession(ctx.request, sessionToken, user.language);
    return { user };
  }),
});
