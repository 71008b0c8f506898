/** The bookkeeping module: the invoices and credit notes of a period for the tax advisor, as a DATEV booking batch and a ZIP of PDFs (decision record 065). */
import { defineModule } from '../module.js';
import { bookkeepingRoutes } from './bookkeeping.rest.js';
import { bookkeepingAdminRouter } from './bookkeeping.trpc.js';

export const bookkeepingModule = defineModule({
  name: 'bookkeeping',
  rest: [bookkeepingRoutes],
  adminTrpc: { bookkeeping: bookkeepingAdminRouter },
});
