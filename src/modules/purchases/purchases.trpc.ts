/** tRPC procedures for purchases: the client's list, hour summary and ledger; the firm's `admin.purchases.record`. */
import { RecordPurchaseInputSchema } from '../../shared/purchases/purchases.schema.js';
import { ownerProcedure, clientProcedure, router } from '../../trpc/init.js';
import { listLedger } from '../ledger/ledger.service.js';
import { listPurchases, purchaseSummary, recordPurchase } from './purchases.service.js';

export const purchasesRouter = router({
  list: clientProcedure.query(({ ctx }) => listPurchases(ctx.services)),
  summary: clientProcedure.query(({ ctx }) => purchaseSummary(ctx.services)),
  ledger: clientProcedure.query(({ ctx }) => listLedger(ctx.services)),
});

export const purchasesAdminRouter = router({
  record: ownerProcedure.input(RecordPurchaseInputSchema).mutation(({ ctx, input }) => recordPurchase(ctx.services, input)),
});
