/** tRPC procedures for the contact form: public `contact.submit` (rate limited by the security plugin); the firm's `admin.contact.*` (list, markHandled, reply). */
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { ContactReplyInputSchema } from '../../shared/contact/contact.schema.js';
import { ContactInputSchema } from '../../shared/contact/contact.schema.js';
import { staffProcedure, publicProcedure, router } from '../../trpc/init.js';
import { listContactMessages, markContactHandled, replyToContact, submitContact } from './contact.service.js';

export const contactRouter = router({
  submit: publicProcedure.input(ContactInputSchema).mutation(({ ctx, input }) => submitContact(ctx.services, input)),
});

export const contactAdminRouter = router({
  list: staffProcedure.query(({ ctx }) => listContactMessages(ctx.services)),
  markHandled: staffProcedure.input(ByIdInputSchema).mutation(({ ctx, input }) => markContactHandled(ctx.services, input)),
  /** Rate limited per admin ('contactReply', src/plugins/security.ts). */
  reply: staffProcedure.input(ContactReplyInputSchema).mutation(({ ctx, input }) => replyToContact(ctx.services, input)),
});
