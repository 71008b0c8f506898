/** tRPC procedures for the hours ledger: `admin.time.log` (the client's ledger is `purchases.ledger`). */
import { LogTimeInputSchema } from '../../shared/ledger/ledger.schema.js';
import { staffProcedure, router } from '../../trpc/init.js';
import { logTime } from './ledger.service.js';

export const timeAdminRouter = router({
  log: staffProcedure.input(LogTimeInputSchema).mutation(({ ctx, input }) => logTime(ctx.services, input)),
});
