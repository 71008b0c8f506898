/** The packages module: the hour packages and the public catalogue (decision record 008). */
import { defineModule } from '../module.js';
import { PackageEntity } from './package.entity.js';
import { catalogRoutes } from './catalog.rest.js';
import { catalogRouter } from './catalog.trpc.js';
import { packagesRoutes } from './packages.rest.js';
import { packagesAdminRouter, packagesRouter } from './packages.trpc.js';

export const packagesModule = defineModule({
  name: 'packages',
  entities: [PackageEntity],
  rest: [packagesRoutes, catalogRoutes],
  trpc: { catalog: catalogRouter, packages: packagesRouter },
  adminTrpc: { packages: packagesAdminRouter },
});
