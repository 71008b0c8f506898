/** tRPC `contact` procedure (public, rate limited by the security plugin). */
import { ContactInputSchema } from '../../shared/contact.schema.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { submitContact } from './contact.service.js';

export const contactRouter = router({
  submit: publicProcedure.input(ContactInputSchema).mutation(({ ctx, input }) => submitContact(ctx.services, input)),
});
