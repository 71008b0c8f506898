import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { formatDate, formatHoursUnit } from '#shared/format.js';
import { Link } from '../../../components/Link.js';
import { ErrorState, LoadingState } from '../../../components/States.js';
import { AdminPageTitle, LanguageBadge, NoResults, SearchBox } from '../../../features/admin/ui.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { trpc } from '../../../lib/trpc.js';

interface ClientsSearch {
  /** Search text (name or e-mail). */
  q?: string;
}

/** Clients, by name, searchable by name or e-mail. */
export const Route = createFileRoute('/admin/clients/')({
  validateSearch: (search: Record<string, unknown>): ClientsSearch => ({
    q: typeof search.q === 'string' && search.q.trim() ? search.q.trim() : undefined,
  }),
  component: ClientsPage,
});

function ClientsPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const clients = trpc.admin.clients.list.useQuery({ search: q || undefined }, { placeholderData: keepPreviousData });

  return (
    <>
      <AdminPageTitle title={<Trans>Clients</Trans>} lead={<Trans>Open a client to see their purchases, questions, documents and time ledger.</Trans>} />
      <div className="admin-toolbar">
        <SearchBox
          label={<Trans>Search clients</Trans>}
          placeholder={t`Name or e-mail`}
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
        <div className="card admin-table-card" aria-busy={clients.isFetching || undefined}>
          <table className="admin-table admin-table--stack">
            <caption className="visually-hidden">
              <Plural value={clients.data.length} one="# client" other="# clients" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>E-mail</Trans>
                </th>
                <th scope="col">
                  <Trans>Language</Trans>
                </th>
                <th scope="col" className="admin-table__num">
                  <Trans>Hours remaining</Trans>
                </th>
                <th scope="col" className="admin-table__num">
                  <Trans>Pending questions</Trans>
                </th>
                <th scope="col">
                  <Trans>Client since</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {clients.data.map((client) => (
                <tr key={client.id}>
                  <th scope="row" className="admin-table__primary">
                    <Link to="/admin/clients/$clientId" params={{ clientId: client.id }} className="admin-table__link">
                      {client.name}
                    </Link>
                  </th>
                  <td data-label={t`E-mail`} className="admin-table__email">
                    {client.email}
                  </td>
                  <td data-label={t`Language`}>
                    <LanguageBadge language={client.language} />
                  </td>
                  <td data-label={t`Hours remaining`} className="admin-table__num">
                    {formatHoursUnit(client.hoursRemaining, language)}
                  </td>
                  <td data-label={t`Pending questions`} className="admin-table__num">
                    {client.pendingQuestions > 0 ? <span className="badge badge--pending">{client.pendingQuestions}</span> : '0'}
                  </td>
                  <td data-label={t`Client since`}>
                    <time dateTime={client.createdAt}>{formatDate(client.createdAt, language)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
