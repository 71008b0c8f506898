import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.js';
import { PackageDialog } from '../../features/admin/PackageDialog.js';
import { PackagesTable } from '../../features/admin/PackagesTable.js';
import { VatRateSetting } from '../../features/admin/VatRateSetting.js';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { prefetched } from '../../lib/prefetch.js';
import { trpc } from '../../lib/trpc.js';

/** Packages: create, edit, deactivate (no longer sold; purchases stay) and reactivate; the VAT rate. */
export const Route = createFileRoute('/admin/packages')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) =>
    prefetched(
      api.queryClient.ensureQueryData(api.utils.admin.packages.list.queryOptions()),
      api.queryClient.ensureQueryData(api.utils.admin.settings.get.queryOptions()),
    ),
  component: PackagesPage,
});

function PackagesPage() {
  const { t } = useLingui();
  const packages = trpc.admin.packages.list.useQuery();

  return (
    <>
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
      {packages.isPending ? (
        <LoadingState label={t`Loading packages...`} />
      ) : packages.isError ? (
        <ErrorState message={<Trans>Failed to load packages. Please try again.</Trans>} onRetry={() => void packages.refetch()} />
      ) : packages.data.length === 0 ? (
        <EmptyState title={<Trans>No packages yet.</Trans>} />
      ) : (
        <PackagesTable packages={packages.data} />
      )}
      <VatRateSetting />
    </>
  );
}
