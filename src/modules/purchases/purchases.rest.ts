/**
 * REST adapters for purchases.
 *
 *   GET  /api/purchases            the client's purchases, newest first (spec section 7)
 *   GET  /api/purchases/summary    hour totals over active purchases
 *   POST /api/admin/purchases      {userId, packageId, pricePaid?}   (admin: record a purchase)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { ownerOnly, signedIn, zodRoutes } from '../../rest.js';
import { RecordPurchaseInputSchema } from '../../shared/purchases/purchases.schema.js';
import { HoursSummarySchema, PurchaseSchema } from '../../shared/purchases/purchases.schema.js';
import { listPurchases, purchaseSummary, recordPurchase } from './purchases.service.js';

export async function purchasesRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get('/api/purchases', { preValidation: signedIn, schema: { response: { 200: z.array(PurchaseSchema) } } }, async (request) =>
    listPurchases(await serviceContext(request)),
  );
  api.get('/api/purchases/summary', { preValidation: signedIn, schema: { response: { 200: HoursSummarySchema } } }, async (request) =>
    purchaseSummary(await serviceContext(request)),
  );
  api.post(
    '/api/admin/purchases',
    { preValidation: ownerOnly, schema: { body: RecordPurchaseInputSchema, response: { 201: PurchaseSchema } } },
    async (request, reply) => reply.code(201).send(await recordPurchase(await serviceContext(request), request.body)),
  );
}
