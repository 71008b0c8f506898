/**
 * REST adapters for packages.
 *
 *   GET  /api/packages             active packages (spec section 7)
 *   GET  /api/admin/packages       every package, inactive included   (admin)
 *   POST /api/admin/packages       {name, hours, price, description?, nameDe?, descriptionDe?, features?, featuresDe?,
 *                                   responseHours?, responseOrLess?, popular?, dedicatedSpecialist?, active?}
 *   PUT  /api/admin/packages/:id   the same, `active` required; omitted German texts, features, response time and popular stay
 * A change re-renders the public pages that show packages (src/plugins/web.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { thenRefreshPublicPages } from '../../plugins/web.js';
import { ownerOnly, paramsIntoBody, signedIn, zodRoutes } from '../../rest.js';
import { PackageInputSchema, UpdatePackageInputSchema } from '../../shared/packages/packages.schema.js';
import { PackageSchema } from '../../shared/purchases/purchases.schema.js';
import { createPackage, listAllPackages, listPackages, updatePackage } from './packages.service.js';

export async function packagesRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get('/api/packages', { preValidation: signedIn, schema: { response: { 200: z.array(PackageSchema) } } }, async (request) =>
    listPackages(await serviceContext(request)),
  );
  api.get('/api/admin/packages', { preValidation: ownerOnly, schema: { response: { 200: z.array(PackageSchema) } } }, async (request) =>
    listAllPackages(await serviceContext(request)),
  );
  api.post(
    '/api/admin/packages',
    { preValidation: ownerOnly, schema: { body: PackageInputSchema, response: { 201: PackageSchema } } },
    async (request, reply) => reply.code(201).send(await thenRefreshPublicPages(request.server, createPackage(await serviceContext(request), request.body))),
  );
  api.put(
    '/api/admin/packages/:id',
    { preValidation: [ownerOnly, paramsIntoBody({ id: 'id' })], schema: { body: UpdatePackageInputSchema, response: { 200: PackageSchema } } },
    async (request) => thenRefreshPublicPages(request.server, updatePackage(await serviceContext(request), request.body)),
  );
}
