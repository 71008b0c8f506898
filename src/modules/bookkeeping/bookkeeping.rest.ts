/**
 * REST adapters for the bookkeeping export (the owner's, in the console; decision record 065).
 *
 *   GET /api/admin/bookkeeping/summary?from=&to=       the period's invoices and credit notes, counted and summed (JSON)
 *   GET /api/admin/bookkeeping/datev.csv?from=&to=     the DATEV booking batch (EXTF Buchungsstapel, Windows-1252)
 *   GET /api/admin/bookkeeping/invoices.zip?from=&to=  the period's invoice PDFs as a ZIP, streamed
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { ownerOnly, sendDownload, zodRoutes } from '../../rest.js';
import { BookkeepingPeriodSchema, BookkeepingSummarySchema } from '../../shared/bookkeeping/bookkeeping.schema.js';
import { bookkeepingSummary, datevExport, invoicePdfZip } from './bookkeeping.service.js';

export async function bookkeepingRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get(
    '/api/admin/bookkeeping/summary',
    { preValidation: ownerOnly, schema: { querystring: BookkeepingPeriodSchema, response: { 200: BookkeepingSummarySchema } } },
    async (request) => bookkeepingSummary(await serviceContext(request), request.query),
  );
  api.get('/api/admin/bookkeeping/datev.csv', { preValidation: ownerOnly, schema: { querystring: BookkeepingPeriodSchema } }, async (request, reply) => {
    const file = await datevExport(await serviceContext(request), request.query);
    return sendDownload(reply, { type: 'text/csv; charset=windows-1252', filename: file.filename, body: file.bytes });
  });
  api.get('/api/admin/bookkeeping/invoices.zip', { preValidation: ownerOnly, schema: { querystring: BookkeepingPeriodSchema } }, async (request, reply) => {
    const zip = await invoicePdfZip(await serviceContext(request), request.query);
    const body = new PassThrough();
    // Past this point the status is sent: a failure can only cut the download off (its length is unknown, so the browser sees it fail).
    zip.writeTo(body).catch((err: unknown) => {
      // The reader leaving (a cancelled download) is no fault of the server's.
      if (body.destroyed) request.log.info({ documents: zip.documents }, 'invoice ZIP download ended early');
      else request.log.error({ err, documents: zip.documents }, 'invoice ZIP failed');
      body.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return sendDownload(reply, { type: 'application/zip', filename: zip.filename, body });
  });
}
