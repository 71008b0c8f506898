/** The firm module: the firm's details kept in the console (decision record 021). */
import { defineModule } from '../module.js';
import { firmRoutes } from './firm.rest.js';
import { firmAdminRouter } from './firm.trpc.js';

export const firmModule = defineModule({
  name: 'firm',
  rest: [firmRoutes],
  adminTrpc: { firm: firmAdminRouter },
});
