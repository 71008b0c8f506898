/** A client's invoices and credit notes on their page in the console, newest first, each to download as PDF. */
import { Trans, useLingui } from '@lingui/react/macro';
import { LIST_PAGE_MAX } from '#shared/constants.js';
import { formatDate, formatEuros } from '#shared/format.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { trpc } from '../../../lib/trpc.js';
import { INVOICE_KIND_LABELS } from '../labels.js';
import { FirstPageTable } from './NewestShown.js';
import { Badge } from '../../../components/Badge.js';

export function ClientInvoices({ clientId }: { clientId: string }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const invoices = trpc.admin.orders.clientInvoices.useQuery({ clientId, limit: LIST_PAGE_MAX });
  const euros = (cents: number) => formatEuros(cents, language, true);

  // A download is audit-logged on the server: refresh the page's audit log shortly after.
  const onDownload = () => window.setTimeout(() => void utils.admin.clients.get.invalidate({ id: clientId }), 1500);
  return (
    <FirstPageTable
      query={invoices}
      loading={t`Loading invoices...`}
      failed={<Trans>Failed to load the invoices. Please try again.</Trans>}
      empty={<Trans>No invoices yet.</Trans>}
      columns={[
        { label: t`Number`, rowHeader: true, className: 'admin-table__primary admin-table__nowrap', cell: (invoice) => invoice.number },
        {
          label: t`Kind`,
          cell: (invoice) => <Badge tone={invoice.kind === 'credit_note' ? 'muted' : 'success'}>{i18n._(INVOICE_KIND_LABELS[invoice.kind])}</Badge>,
        },
        { label: t`Date`, cell: (invoice) => <time dateTime={invoice.issuedOn}>{formatDate(`${invoice.issuedOn}T12:00:00Z`, language)}</time> },
        { label: t`Order`, cell: (invoice) => invoice.orderReference },
        { label: t`Net`, numeric: true, cell: (invoice) => euros(invoice.netCents) },
        { label: t`VAT`, numeric: true, cell: (invoice) => euros(invoice.vatCents) },
        { label: t`Total`, numeric: true, cell: (invoice) => euros(invoice.grossCents) },
        {
          label: t`Download`,
          hideLabel: true,
          unlabelled: true,
          className: 'admin-table__action',
          cell: (invoice) => (
            <a href={`/api/invoices/${invoice.id}/pdf`} className="text-link" onClick={onDownload}>
              <Trans>Download PDF</Trans>
              <span className="visually-hidden">: {invoice.number}</span>
            </a>
          ),
        },
      ]}
    />
  );
}
