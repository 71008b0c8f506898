/** The reports module: the owner's reports: how often the response-time promises were kept (decision record 061), and the firm in figures (066). */
import { defineModule } from '../module.js';
import { reportsRoutes } from './reports.rest.js';
import { reportsAdminRouter } from './reports.trpc.js';

export const reportsModule = defineModule({
  name: 'reports',
  rest: [reportsRoutes],
  adminTrpc: { reports: reportsAdminRouter },
});
