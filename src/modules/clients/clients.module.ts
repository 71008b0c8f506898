/** The clients module: the console's view of a client (no tables of its own). */
import { defineModule } from '../module.js';
import { clientsRoutes } from './clients.rest.js';
import { clientsAdminRouter } from './clients.trpc.js';

export const clientsModule = defineModule({
  name: 'clients',
  rest: [clientsRoutes],
  adminTrpc: { clients: clientsAdminRouter },
});
