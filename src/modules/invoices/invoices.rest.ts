/**
 * REST adapters for invoices and credit notes (decision record 011). Thin: validate with the shared
 * schema, call the service.
 *
 *   GET  /api/invoices?limit=&cursor=      the client's invoices and credit notes (Link header for the next page)
 *   GET  /api/invoices/:id/pdf             an invoice as PDF (client: own; admin: any)
 *   GET  /api/admin/clients/:id/invoices   a client's invoices
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ownerOnly, nextPageHeaders, sendDownload, signedIn, zodRoutes, pagedLists } from '../../rest.js';
import { isUuid, KeysetPageInputSchema } from '../../shared/common.schema.js';
import { InvoiceSummarySchema } from '../../shared/invoices/invoices.schema.js';
import { invoicePdf, listClientInvoices, listInvoices } from './invoices.service.js';

const IdParams = z.object({ id: z.string() });

/** Registers the invoices' REST routes on the app's `/api` scope. */
export async function invoicesRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  pagedLists(app).get('/api/invoices', { preValidation: signedIn, querystring: KeysetPageInputSchema, item: InvoiceSummarySchema }, listInvoices);
  api.get('/api/invoices/:id/pdf', { preValidation: signedIn, schema: { params: IdParams } }, async (request, reply) => {
    const file = await invoicePdf(await serviceContext(request), request.params.id);
    return sendDownload(reply, { type: 'application/pdf', filename: file.filename, body: file.bytes });
  });
  api.get(
    '/api/admin/clients/:id/invoices',
    { preValidation: ownerOnly, schema: { params: IdParams, querystring: KeysetPageInputSchema, response: { 200: z.array(InvoiceSummarySchema) } } },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw new AppError('NOT_FOUND', 'clientNotFound');
      const page = await listClientInvoices(await serviceContext(request), { clientId: request.params.id }, request.query);
      nextPageHeaders(request, reply, `/api/admin/clients/${request.params.id}/invoices`, page.nextCursor);
      return page.items;
    },
  );
}
