import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ownerPage } from '../../features/session/guard.js';
import { EmptyState } from '../../components/States.js';
import { PackageDialog } from '../../features/packages/admin/PackageDialog.js';
import { PackagesTable } from '../../features/packages/admin/PackagesTable.js';
import { HourlyRateSetting } from '../../features/settings/admin/HourlyRateSetting.js';
import { VatRateSetting } from '../../features/settings/admin/VatRateSetting.js';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { prefetched } from '../../lib/prefetch.js';
import { orFailed, routeStates } from '../../lib/route-states.js';
import { trpc } from '../../lib/trpc.js';

const head = (
  <AdminPageTitle
    title={<Trans>Packages</Trans>}
    lead={<Trans>Inactive packages can no longer be sold; their purchases stay valid.</Trans>}
    actions={
      <PackageDialog
        triggerClassName="button button--primary button--small"
        trigger={
          <>
            <span aria-hidden="true">+ </span>
            <Trans>New package</Trans>
          </>
        }
      />
    }
  />
);

// The VAT rate and the standard hourly rate of extra hours have their own sections, with their own
// query, under the packages and under their states.
const foot = (
  <>
    <VatRateSetting />
    <HourlyRateSetting />
  </>
);

const { Pending, Failed } = routeStates({
  head,
  foot,
  loading: <Trans>Loading packages...</Trans>,
  failed: <Trans>Failed to load packages. Please try again.</Trans>,
});

/** Packages: create, edit, deactivate (no longer sold; purchases stay) and reactivate; the VAT rate and the standard hourly rate. */
export const Route = createFileRoute('/admin/packages')({
  // The owner's page: an expert is taken to the inbox (decision record 064).
  beforeLoad: ownerPage,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api } }) =>
    prefetched(
      api.queryClient.ensureQueryData(api.utils.admin.packages.list.queryOptions()),
      api.queryClient.ensureQueryData(api.utils.admin.settings.get.queryOptions()),
    ),
  component: PackagesPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function PackagesPage() {
  const [packages, query] = trpc.admin.packages.list.useSuspenseQuery();
  orFailed(query);
  return (
    <>
      {head}
      {packages.length === 0 ? <EmptyState title={<Trans>No packages yet.</Trans>} /> : <PackagesTable packages={packages} />}
      {foot}
    </>
  );
}
