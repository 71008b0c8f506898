/** The audit module: the firm's log of who did what to a client's data. */
import { defineModule } from '../module.js';
import { auditPersonalData } from './audit.personal-data.js';
import { AuditLogEntity } from './audit-log.entity.js';
import { auditRoutes } from './audit.rest.js';
import { auditAdminRouter } from './audit.trpc.js';

export const auditModule = defineModule({
  name: 'audit',
  entities: [AuditLogEntity],
  rest: [auditRoutes],
  adminTrpc: { audit: auditAdminRouter },
  personalData: auditPersonalData,
});
