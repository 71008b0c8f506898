import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ownerPage } from '../../features/session/guard.js';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { FIRM_REPORT_PERIODS, FirmReport, loadFirmCharts, REPORT_MONTHS, ResponseTimeReport } from '../../features/reports/index.js';
import { BusinessHoursSetting } from '../../features/settings/admin/BusinessHoursSetting.js';
import { prefetched } from '../../lib/prefetch.js';
import { orFailed, routeStates } from '../../lib/route-states.js';
import { trpc } from '../../lib/trpc.js';

const head = <AdminPageTitle title={<Trans>Reports</Trans>} lead={<Trans>How the firm is doing and how it keeps its promises.</Trans>} />;

// The business hours the clocks count have their own section, with their own query, under the report and under its states.
const foot = <BusinessHoursSetting />;

const { Pending, Failed } = routeStates({
  head,
  foot,
  loading: <Trans>Loading the report...</Trans>,
  failed: <Trans>Failed to load the report. Please try again.</Trans>,
});

/**
 * The owner's reports: the firm in figures with charts (decision record 066), the response-time
 * promises of the last 12 months, and the business hours the clocks count (decision record 061).
 */
export const Route = createFileRoute('/admin/reports')({
  // The owner's page: an expert is taken to the inbox (decision record 064).
  beforeLoad: ownerPage,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api } }) =>
    prefetched(
      api.queryClient.ensureQueryData(api.utils.admin.reports.responseTimes.queryOptions({ months: REPORT_MONTHS })),
      api.queryClient.ensureQueryData(api.utils.admin.settings.get.queryOptions()),
      // The firm's figures and their charts' chunk (decision record 066), fetched beside the report.
      api.queryClient.ensureQueryData(api.utils.admin.reports.firm.queryOptions({ months: FIRM_REPORT_PERIODS[0] })),
      loadFirmCharts(),
    ),
  component: ReportsPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function ReportsPage() {
  const [report, query] = trpc.admin.reports.responseTimes.useSuspenseQuery({ months: REPORT_MONTHS });
  orFailed(query);
  return (
    <>
      {head}
      <FirmReport />
      <ResponseTimeReport report={report} />
      {foot}
    </>
  );
}
