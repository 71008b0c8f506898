/** tRPC `admin.firm.*`: the firm's own details and the set-up checklist (decision record 021). */
import { FirmSchema } from '../../shared/firm/firm.js';
import { thenRefreshPublicPages } from '../../plugins/web.js';
import { ownerProcedure, router } from '../../trpc/init.js';
import { getFirmView, updateFirm } from './firm.service.js';

export const firmAdminRouter = router({
  get: ownerProcedure.query(({ ctx }) => getFirmView(ctx.services)),
  // The legal pages, the terms, the withdrawal instructions and the landing page show the details.
  update: ownerProcedure.input(FirmSchema).mutation(({ ctx, input }) => thenRefreshPublicPages(ctx.request.server, updateFirm(ctx.services, input))),
});
