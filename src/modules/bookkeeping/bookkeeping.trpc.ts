/** tRPC `admin.bookkeeping.*`: the console's summary of a period before its downloads (decision record 065); the files themselves are REST. */
import { BookkeepingPeriodSchema } from '../../shared/bookkeeping/bookkeeping.schema.js';
import { ownerProcedure, router } from '../../trpc/init.js';
import { bookkeepingSummary } from './bookkeeping.service.js';

export const bookkeepingAdminRouter = router({
  summary: ownerProcedure.input(BookkeepingPeriodSchema).query(({ ctx, input }) => bookkeepingSummary(ctx.services, input)),
});
