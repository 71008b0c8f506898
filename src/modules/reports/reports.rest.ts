/**
 * REST adapters for the owner's reports (admin; decision record 061).
 *
 *   GET /api/admin/reports/response-times?months=12                 the report (JSON)
 *   GET /api/admin/reports/response-times.csv?months=12&by=promise  one of its tables as CSV (by=promise|expert)
 *   GET /api/admin/reports/firm?months=12                           the firm's figures (JSON; decision record 066)
 *   GET /api/admin/reports/:table.csv?months=12                     one of their tables as CSV (hours, revenue, orders, letters, busiest-hours)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { ownerOnly, sendDownload, zodRoutes } from '../../rest.js';
import { FirmReportInputSchema, FirmReportCsvParamsSchema, FirmReportSchema } from '../../shared/reports/firm-report.schema.js';
import { ReportMonthsSchema, ResponseTimeReportInputSchema, ResponseTimeReportSchema } from '../../shared/reports/reports.schema.js';
import { firmReport, firmReportCsv } from './firm-report.service.js';
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
  api.get(
    '/api/admin/reports/firm',
    { preValidation: ownerOnly, schema: { querystring: FirmReportInputSchema, response: { 200: FirmReportSchema } } },
    async (request) => firmReport(await serviceContext(request), request.query),
  );
  // A static path (response-times.csv) takes precedence over this parametric one.
  api.get(
    '/api/admin/reports/:table.csv',
    { preValidation: ownerOnly, schema: { params: FirmReportCsvParamsSchema, querystring: FirmReportInputSchema } },
    async (request, reply) => {
      const report = await firmReport(await serviceContext(request), request.query);
      return sendDownload(reply, {
        type: 'text/csv; charset=utf-8',
        filename: `${request.params.table}-${report.from}-${report.to}.csv`,
        body: Buffer.from(firmReportCsv(report, request.params.table)),
      });
    },
  );
}
