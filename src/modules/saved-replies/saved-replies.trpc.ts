/** tRPC procedures `admin.savedReplies.*`: the firm's saved replies, creating, editing and deleting one. */
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { CreateSavedReplyInputSchema, UpdateSavedReplyInputSchema } from '../../shared/saved-replies/saved-replies.schema.js';
import { ownerProcedure, router, staffProcedure } from '../../trpc/init.js';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from './saved-replies.service.js';

export const savedRepliesAdminRouter = router({
  list: staffProcedure.query(({ ctx }) => listSavedReplies(ctx.services)),
  create: ownerProcedure.input(CreateSavedReplyInputSchema).mutation(({ ctx, input }) => createSavedReply(ctx.services, input)),
  update: ownerProcedure.input(UpdateSavedReplyInputSchema).mutation(({ ctx, input }) => updateSavedReply(ctx.services, input)),
  remove: ownerProcedure.input(ByIdInputSchema).mutation(async ({ ctx, input }) => {
    await deleteSavedReply(ctx.services, input);
    return { ok: true as const };
  }),
});
