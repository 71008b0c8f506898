/**
 * The bookkeeping export for the tax advisor (docs/decisions/065-datev-export.md): the owner
 * chooses a period within one fiscal year, sees how many invoices and credit notes were issued in
 * it with their net, VAT and gross sums, and downloads the DATEV booking batch (EXTF
 * Buchungsstapel) and a ZIP of the PDFs. A download that the server would refuse (no Beraternummer
 * yet, a VAT rate the revenue account does not book, too many PDFs) is replaced by the reason.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  BOOKKEEPING_ZIP_MAX_DOCUMENTS,
  BookkeepingPeriodSchema,
  type BookkeepingPeriod,
  type BookkeepingSummary,
} from '#shared/bookkeeping/bookkeeping.schema.js';
import { addMonthsClamped, type CalendarDate } from '#shared/deadlines/calendar-date.js';
import { formatDate, formatEuros } from '#shared/format.js';
import { TextInputField } from '../../../components/fields.js';
import { FormError } from '../../../components/FormParts.js';
import { EmptyState } from '../../../components/States.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { trpc } from '../../../lib/trpc.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { useFieldErrors, validateWith } from '../../../lib/validation.js';
import { AdminTable, formErrorsOf } from '../../admin/index.js';

/** The calendar month before `today`'s: the period a monthly delivery to the tax advisor covers. */
export function previousMonth(today: CalendarDate): BookkeepingPeriod {
  const thisMonth = `${today.slice(0, 8)}01`;
  const from = addMonthsClamped(thisMonth, -1);
  const end = new Date(`${thisMonth}T00:00:00Z`);
  end.setUTCDate(0);
  return { from, to: end.toISOString().slice(0, 10) };
}

/** The address of a download of `period` ('datev.csv' or 'invoices.zip'). */
function downloadUrl(file: 'datev.csv' | 'invoices.zip', period: BookkeepingPeriod): string {
  return `/api/admin/bookkeeping/${file}?${new URLSearchParams({ from: period.from, to: period.to })}`;
}

/** The export's section: the period form, the sums of the period shown, its downloads. */
export function BookkeepingExport({ initial }: { initial: BookkeepingPeriod }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [period, setPeriod] = useState(initial);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  const summary = trpc.admin.bookkeeping.summary.useQuery(period);

  // The sums change only once the server has accepted the period (it checks the fiscal year).
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validateWith(BookkeepingPeriodSchema, { from, to }, i18n, setErrors);
    if (!input) return;
    setPending(true);
    try {
      await utils.admin.bookkeeping.summary.fetch(input);
      setPeriod(input);
    } catch (error) {
      const { fields, form } = formErrorsOf(error, i18n);
      setErrors(fields);
      setFormError(form);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="section-block" aria-labelledby="bookkeeping-export-title">
      <h2 id="bookkeeping-export-title">
        <Trans>Invoices for the tax advisor</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Choose a period within one fiscal year, by the invoices' dates. The DATEV booking batch books each invoice to the debtor account and each credit note
          back, against the revenue account; the ZIP holds every invoice and credit note as PDF.
        </Trans>
      </p>
      <ValidatedForm className="admin-setting__form" errors={errors} onSubmit={(e) => void onSubmit(e)}>
        <TextInputField name="from" type="date" label={t`Period from`} value={from} onChange={setAndClear(setFrom, clear, 'from')} isRequired />
        <TextInputField name="to" type="date" label={t`Period to`} value={to} onChange={setAndClear(setTo, clear, 'to')} isRequired />
        <SubmitButton pending={pending} pendingLabel={<Trans>Loading...</Trans>} variant="secondary">
          <Trans>Show period</Trans>
        </SubmitButton>
        <FormError message={formError} />
      </ValidatedForm>
      {summary.data ? (
        <PeriodSums summary={summary.data} />
      ) : summary.isError ? (
        <p className="muted">
          <Trans>Failed to load the sums. Please try again.</Trans>
        </p>
      ) : null}
    </section>
  );
}

/** One row of the sums table. */
interface SumRow {
  key: string;
  label: string;
  count: number | null;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** The sums of the period shown, and its downloads or why one is not offered. */
function PeriodSums({ summary }: { summary: BookkeepingSummary }) {
  const { t } = useLingui();
  const language = useLanguage();
  const first = formatDate(summary.from, language);
  const last = formatDate(summary.to, language);
  const documents = summary.invoices.count + summary.creditNotes.count;
  const euros = (cents: number) => formatEuros(cents, language, true);
  const rows: SumRow[] = [
    { key: 'invoices', label: t`Invoices`, ...summary.invoices },
    { key: 'credit-notes', label: t`Credit notes`, ...summary.creditNotes },
    { key: 'balance', label: t`Invoices less credit notes`, count: null, ...summary.balance },
  ];
  const rates = summary.otherVatRates.map((rate) => `${rate} %`).join(', ');
  const limit = BOOKKEEPING_ZIP_MAX_DOCUMENTS;

  return (
    <>
      <h3 className="bookkeeping-period">
        <Trans>
          From {first} to {last}
        </Trans>
      </h3>
      {documents === 0 ? (
        <EmptyState title={<Trans>No invoices or credit notes in this period.</Trans>} />
      ) : (
        <>
          <AdminTable
            caption={t`Invoices and credit notes from ${first} to ${last}`}
            rows={rows}
            rowKey={(r) => r.key}
            columns={[
              { label: t`Kind of document`, rowHeader: true, cell: (r) => r.label },
              { label: t`Count`, numeric: true, cell: (r) => r.count ?? '—' },
              { label: t`Net`, numeric: true, cell: (r) => euros(r.netCents) },
              { label: t`VAT`, numeric: true, cell: (r) => euros(r.vatCents) },
              { label: t`Gross`, numeric: true, cell: (r) => euros(r.grossCents) },
            ]}
          />
          <ul className="bookkeeping-downloads">
            <li>
              {!summary.datevReady ? (
                <p className="bookkeeping-note">
                  <Trans>Enter the Beraternummer and the Mandantennummer in the DATEV settings below to download the DATEV booking batch.</Trans>
                </p>
              ) : rates ? (
                <p className="bookkeeping-note">
                  <Trans>
                    Some documents in this period have a VAT rate of {rates}, which the revenue account does not book. Set the DATEV settings for that rate and
                    export those days on their own.
                  </Trans>
                </p>
              ) : (
                <a className="button button--primary" href={downloadUrl('datev.csv', summary)} download>
                  <Trans>Download DATEV booking batch (CSV)</Trans>
                </a>
              )}
            </li>
            <li>
              {documents > limit ? (
                <p className="bookkeeping-note">
                  <Trans>A ZIP holds at most {limit} invoices and credit notes. Choose a shorter period for the PDFs.</Trans>
                </p>
              ) : (
                <a className="button button--secondary" href={downloadUrl('invoices.zip', summary)} download>
                  <Trans>Download invoices as PDF (ZIP)</Trans>
                </a>
              )}
            </li>
          </ul>
        </>
      )}
    </>
  );
}
