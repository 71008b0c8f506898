/** tRPC procedure `admin.audit.list`: the audit log, newest first. */
import { ownerProcedure, router } from '../../trpc/init.js';
import { listAuditLog } from './audit.service.js';

export const auditAdminRouter = router({
  list: ownerProcedure.query(({ ctx }) => listAuditLog(ctx.services)),
});
