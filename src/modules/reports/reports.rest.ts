/**
 * REST adapters for the owner's reports (admin; decision record 061).
 *
 *   GET /api/admin/reports/response-times?months=12                 the report (JSON)
 *   GET /api/admin/reports/response-times.csv?months=12&by=promise  one of its tables as CSV (by=promise|expert)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { ownerOnly, zodRoutes } from '../../rest.js';
import { ReportMonthsSchema, ResponseTimeReportInputSchema, ResponseTimeReportSchema } from '../../shared/reports/reports.schema.js';
import { responseTimeCsv, responseTimeReport } from './reports.service.js';

const CsvQuerySchema = z.object({ months: ReportMonthsSchema, by: z.enum(['promise', 'expert']).default('promise') });

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get(
    '/api/admin/reports/response-times',
    { preValidation: ownerOnly, schema: { querystring: ResponseTimeReportInputSchema, response: { 200: ResponseTimeReportSchema } } },
    async (request) => responseTimeReport(await serviceContext(request), request.query),
  );
  api.get('/api/admin/reports/response-times.csv', { preValidation: ownerOnly, schema: { querystring: CsvQuerySchema } }, async (request, reply) => {
    const report = await responseTimeReport(await serviceContext(request), { months: request.query.months });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="response-times-by-${request.query.by}-${report.from}-${report.to}.csv"`)
      .header('cache-control', 'no-store, private')
      .send(responseTimeCsv(report, request.query.by));
  });
}
