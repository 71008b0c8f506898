import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ownerPage } from '../../features/session/guard.js';
import { FirmDetailsForm } from '../../features/settings/admin/FirmDetails.js';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { prefetched } from '../../lib/prefetch.js';
import { orFailed, routeStates } from '../../lib/route-states.js';
import { trpc } from '../../lib/trpc.js';

const head = (
  <AdminPageTitle
    title={<Trans>Firm details</Trans>}
    lead={
      <Trans>
        Shown in the legal notice, the privacy policy, the terms, the withdrawal instructions, the order emails and the GiroCode, and printed on new invoices.
        Issued invoices keep the details they were issued with.
      </Trans>
    }
  />
);

const { Pending, Failed } = routeStates({
  head,
  loading: <Trans>Loading the firm's details...</Trans>,
  failed: <Trans>Failed to load the firm's details. Please try again.</Trans>,
});

/** The firm's own details (decision record 021): entered once by an owner, shown on every legal page, invoice and order e-mail. */
export const Route = createFileRoute('/admin/firm')({
  // The owner's page: an expert is taken to the inbox (decision record 064).
  beforeLoad: ownerPage,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.admin.firm.get.queryOptions())),
  component: FirmPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function FirmPage() {
  const [view, query] = trpc.admin.firm.get.useSuspenseQuery();
  orFailed(query);
  return (
    <>
      {head}
      <FirmDetailsForm firm={view.firm} readiness={view.readiness} orderingOpen={view.orderingOpen} />
    </>
  );
}
