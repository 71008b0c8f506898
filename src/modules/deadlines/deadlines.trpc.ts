/** tRPC `deadlines.calculate` (public): the same calculation as GET /api/deadlines. */
import { DeadlineInputSchema } from '../../shared/deadlines/deadlines.schema.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { calculateDeadline } from './deadlines.service.js';

export const deadlinesRouter = router({
  calculate: publicProcedure.input(DeadlineInputSchema).query(({ ctx, input }) => calculateDeadline(ctx.services, input)),
});
