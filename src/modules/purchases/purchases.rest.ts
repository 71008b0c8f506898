/** REST adapters: GET /api/purchases (spec section 7), /api/purchases/summary and /api/purchases/ledger. */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { listLedger, listPurchases, purchaseSummary } from './purchases.service.js';

export async function purchasesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/purchases', async (request) => listPurchases(await serviceContext(request)));
  app.get('/api/purchases/summary', async (request) => purchaseSummary(await serviceContext(request)));
  app.get('/api/purchases/ledger', async (request) => listLedger(await serviceContext(request)));
}
