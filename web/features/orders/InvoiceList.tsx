/**
 * The client's invoices and credit notes (`/invoices`), newest first: number, date, kind, order,
 * amounts, and the PDF (a plain link: the server sends it as a download).
 */
import { PagedQueryList } from '../../components/ShowMore.js';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatEuros } from '#shared/format.js';
import type { InvoiceSummary } from '#shared/invoices/invoices.schema.js';
import { EmptyState } from '../../components/States.js';
import { useLanguage } from '../../i18n/use-language.js';
import { trpc } from '../../lib/trpc.js';
import { invoicePdfUrl } from './invoice-pdf.js';
import { INVOICE_KIND_LABELS } from './labels.js';
import { PAGE_INPUT, PAGE_OPTIONS } from './queries.js';
import './orders.css';
import { DescriptionRow } from '../../components/DescriptionRow.js';
import { Badge } from '../../components/Badge.js';

export function InvoiceList() {
  const { t } = useLingui();
  const invoices = trpc.invoices.list.useInfiniteQuery(PAGE_INPUT, PAGE_OPTIONS);
  return (
    <PagedQueryList
      query={invoices}
      className="invoice-list"
      more={<Trans>Show more invoices</Trans>}
      loading={t`Loading your invoices...`}
      failed={<Trans>Failed to load your invoices. Please try again.</Trans>}
      empty={
        <EmptyState title={<Trans>No invoices yet</Trans>}>
          <p>
            <Trans>Every paid order gets an invoice; you find it here.</Trans>
          </p>
        </EmptyState>
      }
    >
      {(invoice) => <InvoiceRow key={invoice.id} invoice={invoice} />}
    </PagedQueryList>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const euros = (cents: number) => formatEuros(cents, language, true);
  const credit = invoice.kind === 'credit_note';
  const kind = i18n._(INVOICE_KIND_LABELS[invoice.kind]);
  const number = invoice.number;
  const reference = invoice.orderReference;
  const corrects = invoice.correctsNumber;
  const rate = invoice.vatRatePercent;
  return (
    <li className={`card invoice-row${credit ? ' invoice-row--credit' : ''}`}>
      <div className="invoice-row__main">
        <h2 className="invoice-row__title">
          <Badge tone={credit ? 'muted' : 'success'}>{kind}</Badge> <Trans>No. {number}</Trans>
        </h2>
        <p className="invoice-row__meta muted">
          <span>
            <time dateTime={invoice.issuedOn}>{formatDate(`${invoice.issuedOn}T12:00:00Z`, language)}</time>
          </span>
          <span>
            <Trans>Order {reference}</Trans>
          </span>
          {corrects ? (
            <span>
              <Trans>Corrects invoice {corrects}</Trans>
            </span>
          ) : null}
        </p>
      </div>
      <dl className="invoice-row__amounts">
        <DescriptionRow label={<Trans>Net</Trans>}>{euros(invoice.netCents)}</DescriptionRow>
        <DescriptionRow label={<Trans>VAT ({rate} %)</Trans>}>{euros(invoice.vatCents)}</DescriptionRow>
        <div className="invoice-row__total">
          <dt>{credit ? <Trans>Refund</Trans> : <Trans>Total</Trans>}</dt>
          <dd>{euros(invoice.grossCents)}</dd>
        </div>
      </dl>
      <a href={invoicePdfUrl(invoice.id)} className="button button--secondary button--small invoice-row__download">
        <Trans>Download PDF</Trans>
        <span className="visually-hidden">
          : {kind} {number}
        </span>
      </a>
    </li>
  );
}
