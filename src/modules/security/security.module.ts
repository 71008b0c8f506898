/** The security module: the account's security log (decision record 012) and the shared rate-limit counters (049). */
import { defineModule } from '../module.js';
import { securityPersonalData } from './security.personal-data.js';
import { SecurityEventEntity } from './security-event.entity.js';
import { RateLimitEntity } from './rate-limit.entity.js';
import { securityRoutes } from './security.rest.js';
import { securityAdminRouter } from './security.trpc.js';

export const securityModule = defineModule({
  name: 'security',
  entities: [SecurityEventEntity, RateLimitEntity],
  rest: [securityRoutes],
  adminTrpc: { security: securityAdminRouter },
  personalData: securityPersonalData,
});
