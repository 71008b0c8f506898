/** tRPC `admin.security.*`: a client's security log on the console's client page (docs/decisions/012-account-security.md). */
import { ClientSecurityLogInputSchema } from '../../shared/security/security.schema.js';
import { ownerProcedure, router } from '../../trpc/init.js';
import { listClientSecurityLog } from './security-log.service.js';

export const securityAdminRouter = router({
  clientLog: ownerProcedure.input(ClientSecurityLogInputSchema).query(({ ctx, input }) => listClientSecurityLog(ctx.services, input)),
});
