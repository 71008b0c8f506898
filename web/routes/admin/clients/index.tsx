import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ErrorState, LoadingState } from '../../../components/States.js';
import { ClientsTable } from '../../../features/clients/admin/ClientsTable.js';
import { AdminPageTitle, NoResults, SearchBox } from '../../../features/admin/ui.js';
import { prefetchedOnEnter } from '../../../lib/prefetch.js';
import { trpc } from '../../../lib/trpc.js';

interface ClientsSearch {
  /** Search text (name or e-mail). */
  q?: string;
}

/** Clients, by name, searchable by name or e-mail. */
export const Route = createFileRoute('/admin/clients/')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: (search: Record<string, unknown>): ClientsSearch => ({
    q: typeof search.q === 'string' && search.q.trim() ? search.q.trim() : undefined,
  }),
  loaderDeps: ({ search: { q } }) => ({ q }),
  loader: ({ context: { api }, deps: { q }, cause }) =>
    prefetchedOnEnter(cause, api.queryClient.ensureQueryData(api.utils.admin.clients.list.queryOptions({ search: q }))),
  component: ClientsPage,
});

function ClientsPage() {
  const { t } = useLingui();
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const clients = trpc.admin.clients.list.useQuery({ search: q || undefined }, { placeholderData: keepPreviousData });

  return (
    <>
      <AdminPageTitle title={<Trans>Clients</Trans>} lead={<Trans>Open a client to see their purchases, questions, documents and time ledger.</Trans>} />
      <div className="admin-toolbar">
        <SearchBox
          label={<Trans>Search clients</Trans>}
          placeholder={t`Name or email`}
          value={q}
          onSearch={(text) => void navigate({ search: { q: text || undefined }, replace: true })}
        />
      </div>
      {clients.isPending ? (
        <LoadingState label={t`Loading clients...`} />
      ) : clients.isError ? (
        <ErrorState message={<Trans>Failed to load clients. Please try again.</Trans>} onRetry={() => void clients.refetch()} />
      ) : clients.data.length === 0 ? (
        <NoResults search={q}>
          <Trans>No clients yet.</Trans>
        </NoResults>
      ) : (
        <ClientsTable clients={clients.data} busy={clients.isFetching} />
      )}
    </>
  );
}
