/** tRPC procedure `admin.reports.responseTimes`: the response-time report (decision record 061). */
import { ResponseTimeReportInputSchema } from '../../shared/reports/reports.schema.js';
import { adminProcedure, router } from '../../trpc/init.js';
import { responseTimeReport } from './reports.service.js';

export const reportsAdminRouter = router({
  responseTimes: adminProcedure.input(ResponseTimeReportInputSchema).query(({ ctx, input }) => responseTimeReport(ctx.services, input)),
});
