/** tRPC procedures for the contact form: public `contact.submit` (rate limited by the security plugin); the firm's `admin.contact.*`. */
import { ByIdInputSchema } from '../../shared/admin.schema.js';
import { ContactInputSchema } from '../../shared/contact.schema.js';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { listContactMessages, markContactHandled, submitContact } from './contact.service.js';

export const contactRouter = router({
  submit: publicProcedure.input(ContactInputSchema).mutation(({ ctx, input }) => submitContact(ctx.services, input)),
});

export const contactAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listContactMessages(ctx.services)),
  markHandled: adminProcedure.input(ByIdInputSchema).mutation(({ ctx, input }) => markContactHandled(ctx.services, input)),
});
