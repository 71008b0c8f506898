/**
 * The owner's report of response-time promises (decision record 061): for the last 12 months, per
 * month and promise how many questions were answered in time, late or are still waiting, and per
 * month and expert how many answers were in time; each table also as a CSV download.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale, numberFormat } from '#shared/format.js';
import type { ResponseTimeReport as Report } from '#shared/reports/reports.schema.js';
import { EmptyState } from '../../../components/States.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { AdminTable } from '../../admin/index.js';

/** The months the console's report reaches. */
export const REPORT_MONTHS = 12;

/** "October 2026" for "2026-10". */
function monthName(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** "83 %" of `part` in `whole`; "–" for none. */
function share(part: number, whole: number, language: string): string {
  return whole ? numberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(part / whole) : '–';
}

export function ResponseTimeReport({ report }: { report: Report }) {
  const { t } = useLingui();
  const language = useLanguage();
  const csv = (by: 'promise' | 'expert') => `/api/admin/reports/response-times.csv?months=${REPORT_MONTHS}&by=${by}`;
  const from = monthName(report.from, language);
  const to = monthName(report.to, language);
  return (
    <section className="section-block" aria-labelledby="response-times-title">
      <h2 id="response-times-title">
        <Trans>Response-time promises</Trans>
      </h2>
      <p className="muted">
        <Trans>
          {from} to {to}. Each question and each follow-up after an answer is a promise: the client's package's response time when they asked (48, 24 or 12
          business hours; 24 without a package), counted in the business hours set below, without public holidays.
        </Trans>
      </p>
      <h3>
        <Trans>By month and promise</Trans>
      </h3>
      {report.byPromise.length === 0 ? (
        <EmptyState title={<Trans>No questions in these months.</Trans>} />
      ) : (
        <AdminTable
          caption={t`Promises by month and response time`}
          rows={report.byPromise}
          rowKey={(r) => `${r.month}-${r.promisedHours}`}
          columns={[
            { label: t`Month`, rowHeader: true, cell: (r) => monthName(r.month, language) },
            { label: t`Promise`, cell: (r) => t`${r.promisedHours} business hours` },
            { label: t`Questions`, numeric: true, cell: (r) => r.clocks },
            { label: t`In time`, numeric: true, cell: (r) => r.kept },
            { label: t`Late`, numeric: true, cell: (r) => r.late },
            { label: t`Still waiting`, numeric: true, cell: (r) => r.open },
            { label: t`Kept`, numeric: true, cell: (r) => share(r.kept, r.kept + r.late, language) },
          ]}
        />
      )}
      <p>
        <a className="text-link" href={csv('promise')} download>
          <Trans>Download as CSV</Trans>
        </a>
      </p>
      <h3>
        <Trans>By month and expert</Trans>
      </h3>
      {report.byExpert.length === 0 ? (
        <EmptyState title={<Trans>No answers in these months.</Trans>} />
      ) : (
        <AdminTable
          caption={t`Answers by month and expert`}
          rows={report.byExpert}
          rowKey={(r) => `${r.month}-${r.expertId ?? 'former'}`}
          columns={[
            { label: t`Month`, rowHeader: true, cell: (r) => monthName(r.month, language) },
            { label: t`Expert`, cell: (r) => r.expertName ?? t`Former staff member` },
            { label: t`Answers`, numeric: true, cell: (r) => r.answered },
            { label: t`In time`, numeric: true, cell: (r) => r.kept },
            { label: t`Kept`, numeric: true, cell: (r) => share(r.kept, r.answered, language) },
          ]}
        />
      )}
      <p>
        <a className="text-link" href={csv('expert')} download>
          <Trans>Download as CSV</Trans>
        </a>
      </p>
    </section>
  );
}
