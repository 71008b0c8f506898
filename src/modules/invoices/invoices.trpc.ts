/** tRPC procedures for invoices: the client's `invoices.list`. A client's invoices in the console stay `admin.orders.clientInvoices` (orders.trpc.ts), the key the console calls. Invoice PDFs are REST only. */
import { KeysetPageInputSchema } from '../../shared/common.schema.js';
import { clientProcedure, router } from '../../trpc/init.js';
import { listInvoices } from './invoices.service.js';

export const invoicesRouter = router({
  list: clientProcedure.input(KeysetPageInputSchema).query(({ ctx, input }) => listInvoices(ctx.services, input)),
});
