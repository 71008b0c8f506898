/** The console's client list: name (link to the client's page), e-mail, language, hours, questions. */
import { Plural, useLingui } from '@lingui/react/macro';
import type { ClientSummary } from '#shared/clients/clients.schema.js';
import { formatDate, formatHoursUnit } from '#shared/format.js';
import { Link } from '../../../components/Link.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { AdminTable } from '../../admin/index.js';
import { LanguageBadge } from '../../admin/index.js';
import { Badge } from '../../../components/Badge.js';

export function ClientsTable({ clients, busy }: { clients: readonly ClientSummary[]; busy: boolean }) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <AdminTable
      rows={clients}
      rowKey={(client) => client.id}
      busy={busy}
      caption={<Plural value={clients.length} one="# client" other="# clients" />}
      columns={[
        {
          label: t`Name`,
          rowHeader: true,
          className: 'admin-table__primary',
          cell: (client) => (
            <Link to="/admin/clients/$clientId" params={{ clientId: client.id }} className="admin-table__link">
              {client.name}
            </Link>
          ),
        },
        { label: t`Email`, className: 'admin-table__email', cell: (client) => client.email },
        { label: t`Language`, cell: (client) => <LanguageBadge language={client.language} /> },
        { label: t`Hours remaining`, numeric: true, cell: (client) => formatHoursUnit(client.hoursRemaining, language) },
        {
          label: t`Pending questions`,
          numeric: true,
          cell: (client) => (client.pendingQuestions > 0 ? <Badge tone="pending">{client.pendingQuestions}</Badge> : '0'),
        },
        { label: t`Client since`, cell: (client) => <time dateTime={client.createdAt}>{formatDate(client.createdAt, language)}</time> },
      ]}
    />
  );
}
