/** tRPC procedure `admin.reports.responseTimes`: the response-time report (decision record 061). */
import { ResponseTimeReportInputSchema } from '../../shared/reports/reports.schema.js';
import { ownerProcedure, router } from '../../trpc/init.js';
import { responseTimeReport } from './reports.service.js';

export const reportsAdminRouter = router({
  responseTimes: ownerProcedure.input(ResponseTimeReportInputSchema).query(({ ctx, input }) => responseTimeReport(ctx.services, input)),
});
