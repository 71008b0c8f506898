import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ownerPage } from '../../features/session/guard.js';
import { useState } from 'react';
import { germanToday } from '#shared/deadlines/calendar-date.js';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { BookkeepingExport, previousMonth } from '../../features/bookkeeping/index.js';
import { DatevSetting } from '../../features/settings/admin/DatevSetting.js';
import { prefetched } from '../../lib/prefetch.js';
import { orFailed, routeStates } from '../../lib/route-states.js';
import { trpc } from '../../lib/trpc.js';

const head = (
  <AdminPageTitle
    title={<Trans>Bookkeeping</Trans>}
    lead={<Trans>A period's invoices and credit notes for the tax advisor: as a DATEV booking batch and as PDFs.</Trans>}
  />
);

// The DATEV settings have their own section, with their own query, under the export and under its states.
const foot = <DatevSetting />;

const { Pending, Failed } = routeStates({
  head,
  foot,
  loading: <Trans>Loading the invoices...</Trans>,
  failed: <Trans>Failed to load the invoices. Please try again.</Trans>,
});

/** The owner's bookkeeping export for the tax advisor, last month first, and its DATEV settings (decision record 065). */
export const Route = createFileRoute('/admin/bookkeeping')({
  // The owner's page: an expert is taken to the inbox (decision record 064).
  beforeLoad: ownerPage,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api } }) =>
    prefetched(
      api.queryClient.ensureQueryData(api.utils.admin.bookkeeping.summary.queryOptions(previousMonth(germanToday(new Date())))),
      api.queryClient.ensureQueryData(api.utils.admin.settings.get.queryOptions()),
    ),
  component: BookkeepingPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function BookkeepingPage() {
  const [initial] = useState(() => previousMonth(germanToday(new Date())));
  const [, query] = trpc.admin.bookkeeping.summary.useSuspenseQuery(initial);
  orFailed(query);
  return (
    <>
      {head}
      <BookkeepingExport initial={initial} />
      {foot}
    </>
  );
}
