/** The account module (the client's data rights: export, deletion, retention purge; decision record 013). */
import { defineModule } from '../module.js';
import { DataExportEntity } from './data-export.entity.js';
import { accountRoutes } from './account.rest.js';
import { accountRouter, accountsAdminRouter } from './account.trpc.js';

export const accountModule = defineModule({
  name: 'account',
  entities: [DataExportEntity],
  rest: [accountRoutes],
  trpc: { account: accountRouter },
  adminTrpc: { accounts: accountsAdminRouter },
});
