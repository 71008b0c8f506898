/** REST adapter for GET /api/packages (spec section 7). */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { listPackages } from './packages.service.js';

export async function packagesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/packages', async (request) => listPackages(await serviceContext(request)));
}
