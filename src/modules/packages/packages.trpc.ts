/** tRPC procedures for packages: the client's `packages.list`; the firm's `admin.packages.*`. */
import { PackageInputSchema, UpdatePackageInputSchema } from '../../shared/admin.schema.js';
import { adminProcedure, clientProcedure, router } from '../../trpc/init.js';
import { createPackage, listAllPackages, listPackages, updatePackage } from './packages.service.js';

export const packagesRouter = router({
  list: clientProcedure.query(({ ctx }) => listPackages(ctx.services)),
});

export const packagesAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listAllPackages(ctx.services)),
  create: adminProcedure.input(PackageInputSchema).mutation(({ ctx, input }) => createPackage(ctx.services, input)),
  update: adminProcedure.input(UpdatePackageInputSchema).mutation(({ ctx, input }) => updatePackage(ctx.services, input)),
});
