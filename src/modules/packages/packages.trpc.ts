/**
 * tRPC procedures for packages: the client's `packages.list`; the firm's `admin.packages.*`. A
 * change re-renders the public pages that show packages (src/plugins/web.ts).
 */
import { PackageInputSchema, UpdatePackageInputSchema } from '../../shared/packages/packages.schema.js';
import { thenRefreshPublicPages } from '../../plugins/web.js';
import { ownerProcedure, clientProcedure, router } from '../../trpc/init.js';
import { createPackage, listAllPackages, listPackages, updatePackage } from './packages.service.js';

export const packagesRouter = router({
  list: clientProcedure.query(({ ctx }) => listPackages(ctx.services)),
});

export const packagesAdminRouter = router({
  list: ownerProcedure.query(({ ctx }) => listAllPackages(ctx.services)),
  create: ownerProcedure.input(PackageInputSchema).mutation(({ ctx, input }) => thenRefreshPublicPages(ctx.request.server, createPackage(ctx.services, input))),
  update: ownerProcedure
    .input(UpdatePackageInputSchema)
    .mutation(({ ctx, input }) => thenRefreshPublicPages(ctx.request.server, updatePackage(ctx.services, input))),
});
