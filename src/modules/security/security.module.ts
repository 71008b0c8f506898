/** The security module: the account's security log (decision record 012). */
import { defineModule } from '../module.js';
import { securityPersonalData } from './security.personal-data.js';
import { SecurityEventEntity } from './security-event.entity.js';
import { securityRoutes } from './security.rest.js';
import { securityAdminRouter } from './security.trpc.js';

export const securityModule = defineModule({
  name: 'security',
  entities: [SecurityEventEntity],
  rest: [securityRoutes],
  adminTrpc: { security: securityAdminRouter },
  personalData: securityPersonalData,
});
