/** tRPC procedure `admin.audit.list`: the audit log, newest first. */
import { adminProcedure, router } from '../../trpc/init.js';
import { listAuditLog } from './audit.service.js';

export const auditAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listAuditLog(ctx.services)),
});
