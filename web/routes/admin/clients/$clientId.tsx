import { Trans } from '@lingui/react/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { Link } from '../../../components/Link.js';
import { ClientView } from '../../../features/clients/admin/ClientView.js';
import { prefetched } from '../../../lib/prefetch.js';
import { orFailed, routeStates } from '../../../lib/route-states.js';
import { trpc } from '../../../lib/trpc.js';

/** A client id as the server issues it: a UUID (any version). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const head = (
  <Link to="/admin/clients" className="back-link">
    <Trans>← All clients</Trans>
  </Link>
);

const { Pending, Failed } = routeStates({
  head,
  loading: <Trans>Loading client...</Trans>,
  failed: <Trans>Failed to load the client. Please try again.</Trans>,
  notFound: { title: <Trans>Client not found</Trans> },
});

/** One client: purchases, time (log form and ledger), questions, folders and documents, audit log. */
export const Route = createFileRoute('/admin/clients/$clientId')({
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  // An address with something else than a client id is no page: the app's 404, no request.
  beforeLoad: ({ params }) => {
    if (!UUID.test(params.clientId)) throw notFound();
  },
  loader: ({ context: { api }, params: { clientId } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.admin.clients.get.queryOptions({ id: clientId }))),
  component: ClientPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function ClientPage() {
  const { clientId } = Route.useParams();
  const [detail, query] = trpc.admin.clients.get.useSuspenseQuery({ id: clientId });
  orFailed(query);
  return (
    <>
      {head}
      <ClientView detail={detail} />
    </>
  );
}
