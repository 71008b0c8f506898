import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ErrorState, LoadingState } from '../../components/States.js';
import { FirmDetailsForm } from '../../features/admin/FirmDetails.js';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { prefetched } from '../../lib/prefetch.js';
import { trpc } from '../../lib/trpc.js';

/** The firm's own details (decision record 021): entered once by an owner, shown on every legal page, invoice and order e-mail. */
export const Route = createFileRoute('/admin/firm')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.admin.firm.get.queryOptions())),
  component: FirmPage,
});

function FirmPage() {
  const { t } = useLingui();
  const view = trpc.admin.firm.get.useQuery();
  return (
    <>
      <AdminPageTitle
        title={<Trans>Firm details</Trans>}
        lead={
          <Trans>
            Shown in the legal notice, the privacy policy, the terms, the withdrawal instructions, the order emails and the GiroCode, and printed on new
            invoices. Issued invoices keep the details they were issued with.
          </Trans>
        }
      />
      {view.isPending ? (
        <LoadingState label={t`Loading the firm's details...`} />
      ) : view.isError ? (
        <ErrorState message={<Trans>Failed to load the firm's details. Please try again.</Trans>} onRetry={() => void view.refetch()} />
      ) : (
        <FirmDetailsForm firm={view.data.firm} readiness={view.data.readiness} orderingOpen={view.data.orderingOpen} />
      )}
    </>
  );
}
