import { createFileRoute } from '@tanstack/react-router';
import { CallsCard } from '../../features/calls/index.js';
import { PortalShortcuts, SpecialistCard, Welcome } from '../../features/portal/Dashboard.js';
import { HoursSummary } from '../../features/purchases/HoursSummary.js';
import { PurchaseList } from '../../features/purchases/PurchaseList.js';
import { prefetched } from '../../lib/prefetch.js';

/** The client's dashboard (spec section 2): hours, packages with their time log, shortcuts. */
export const Route = createFileRoute('/_portal/dashboard')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) => {
    const { queryClient, utils } = api;
    // The time log is fetched in the same batch; the cards show it when it arrives.
    void queryClient.prefetchQuery(utils.purchases.ledger.queryOptions());
    return prefetched(queryClient.ensureQueryData(utils.purchases.summary.queryOptions()), queryClient.ensureQueryData(utils.purchases.list.queryOptions()));
  },
  component: DashboardPage,
});

function DashboardPage() {
  return (
    <>
      <Welcome />
      <SpecialistCard />
      <CallsCard />
      <HoursSummary />
      <PurchaseList />
      <PortalShortcuts />
    </>
  );
}
