import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { Link } from '../../../components/Link.js';
import { ErrorState, LoadingState } from '../../../components/States.js';
import { ClientView } from '../../../features/admin/ClientView.js';
import { errorStatus } from '../../../lib/errors.js';
import { prefetched } from '../../../lib/prefetch.js';
import { trpc } from '../../../lib/trpc.js';

/** A client id as the server issues it: a UUID (any version). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One client: purchases, time (log form and ledger), questions, folders and documents, audit log. */
export const Route = createFileRoute('/admin/clients/$clientId')({
  codeSplitGroupings: [['loader', 'component']],
  // An address with something else than a client id is no page: the app's 404, no request.
  beforeLoad: ({ params }) => {
    if (!UUID.test(params.clientId)) throw notFound();
  },
  loader: ({ context: { api }, params: { clientId } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.admin.clients.get.queryOptions({ id: clientId }))),
  component: ClientPage,
});

function ClientPage() {
  const { t } = useLingui();
  const { clientId } = Route.useParams();
  const detail = trpc.admin.clients.get.useQuery({ id: clientId });

  return (
    <>
      <Link to="/admin/clients" className="back-link">
        <Trans>← All clients</Trans>
      </Link>
      {detail.isPending ? (
        <LoadingState label={t`Loading client...`} />
      ) : detail.isError ? (
        errorStatus(detail.error) === 404 || errorStatus(detail.error) === 400 ? (
          <div className="state state--empty">
            <p className="state__title">
              <Trans>Client not found</Trans>
            </p>
          </div>
        ) : (
          <ErrorState message={<Trans>Failed to load the client. Please try again.</Trans>} onRetry={() => void detail.refetch()} />
        )
      ) : (
        <ClientView detail={detail.data} />
      )}
    </>
  );
}
