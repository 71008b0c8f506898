/**
 * REST adapter for the public catalogue.
 *
 *   GET /api/catalog   active packages, smallest first, and the VAT rate (no login)
 */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { zodRoutes } from '../../rest.js';
import { CatalogSchema } from '../../shared/packages/catalog.schema.js';
import { publicCatalog } from './catalog.service.js';

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  zodRoutes(app).get('/api/catalog', { schema: { response: { 200: CatalogSchema } } }, async (request, reply) =>
    reply.header('cache-control', 'no-cache').send(await publicCatalog(await serviceContext(request))),
  );
}
