/** tRPC `packages` procedures. */
import { clientProcedure, router } from '../../trpc/init.js';
import { listPackages } from './packages.service.js';

export const packagesRouter = router({
  list: clientProcedure.query(({ ctx }) => listPackages(ctx.services)),
});
