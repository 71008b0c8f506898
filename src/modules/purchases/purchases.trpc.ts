/** tRPC `purchases` procedures: the list, the dashboard's hour summary, and the hours ledger. */
import { clientProcedure, router } from '../../trpc/init.js';
import { listLedger, listPurchases, purchaseSummary } from './purchases.service.js';

export const purchasesRouter = router({
  list: clientProcedure.query(({ ctx }) => listPurchases(ctx.services)),
  summary: clientProcedure.query(({ ctx }) => purchaseSummary(ctx.services)),
  ledger: clientProcedure.query(({ ctx }) => listLedger(ctx.services)),
});
