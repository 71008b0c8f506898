/** tRPC `catalog.get`: the public catalogue (active packages and the VAT rate), for visitors too. */
import { publicProcedure, router } from '../../trpc/init.js';
import { publicCatalog } from './catalog.service.js';

export const catalogRouter = router({
  get: publicProcedure.query(({ ctx }) => publicCatalog(ctx.services)),
});
