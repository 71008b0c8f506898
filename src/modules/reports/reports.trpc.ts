/** tRPC procedures `admin.reports.responseTimes`: the response-time report (decision record 061); `admin.reports.firm`: the firm's figures (066). */
import { FirmReportInputSchema } from '../../shared/reports/firm-report.schema.js';
import { ResponseTimeReportInputSchema } from '../../shared/reports/reports.schema.js';
import { ownerProcedure, router } from '../../trpc/init.js';
import { firmReport } from './firm-report.service.js';
import { responseTimeReport } from './reports.service.js';

export const reportsAdminRouter = router({
  responseTimes: ownerProcedure.input(ResponseTimeReportInputSchema).query(({ ctx, input }) => responseTimeReport(ctx.services, input)),
  firm: ownerProcedure.input(FirmReportInputSchema).query(({ ctx, input }) => firmReport(ctx.services, input)),
});
