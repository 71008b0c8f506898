/** The ledger module: the time ledger of hours sold and used (decision record 003). */
import { defineModule } from '../module.js';
import { TimeEntryEntity } from './time-entry.entity.js';
import { ledgerRoutes } from './ledger.rest.js';
import { timeAdminRouter } from './ledger.trpc.js';

export const ledgerModule = defineModule({
  name: 'ledger',
  entities: [TimeEntryEntity],
  rest: [ledgerRoutes],
  adminTrpc: { time: timeAdminRouter },
});
