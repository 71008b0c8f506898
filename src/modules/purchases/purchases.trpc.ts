/** tRPC `purchases` procedures: the list and the dashboard's hour summary. */
import { clientProcedure, router } from '../../trpc/init.js';
import { listPurchases, purchaseSummary } from './purchases.service.js';

export const purchasesRouter = router({
  list: clientProcedure.query(({ ctx }) => listPurchases(ctx.services)),
  summary: clientProcedure.query(({ ctx }) => purchaseSummary(ctx.services)),
});
