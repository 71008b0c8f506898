/**
 * The owner's report of the firm's figures on the console's reports page
 * (docs/decisions/066-owner-report.md): a period of 12, 24 or 36 months, and the charts (hours
 * sold and used, net revenue, orders, letters by type, busiest hours, promises kept by response
 * time and by expert), each with its table and CSV. The charts are a chunk of their own
 * (FirmCharts.tsx, with recharts) that the page's loader fetches beside the data, so neither the
 * public site nor any other console page loads the chart library.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { LoadingState, QueryStates } from '../../../components/States.js';
import { SelectField } from '../../../components/SelectField.js';
import { lazyView } from '../../../lib/lazy-view.js';
import { trpc } from '../../../lib/trpc.js';

/** The periods the owner can choose, in months (the current one included); the page opens with the first. */
export const FIRM_REPORT_PERIODS = [12, 24, 36] as const;

/** The charts' chunk; the reports route's loader starts it with the data. */
export const { load: loadFirmCharts, View: FirmChartsView } = lazyView(() => import('./FirmCharts.js').then((m) => m.FirmCharts));

export function FirmReport() {
  const { t } = useLingui();
  const [months, setMonths] = useState<number>(FIRM_REPORT_PERIODS[0]);
  const firm = trpc.admin.reports.firm.useQuery({ months }, { placeholderData: keepPreviousData });
  const responseTimes = trpc.admin.reports.responseTimes.useQuery({ months }, { placeholderData: keepPreviousData });
  const loading = <Trans>Loading the figures...</Trans>;
  return (
    <section
      className="section-block firm-report"
      aria-labelledby="firm-report-title"
      aria-busy={firm.isPlaceholderData || responseTimes.isPlaceholderData || undefined}
    >
      <h2 id="firm-report-title">
        <Trans>The firm in figures</Trans>
      </h2>
      <p className="muted">
        <Trans>Per calendar month in Berlin time, the current month included. Each chart can be shown as a table and downloaded as CSV.</Trans>
      </p>
      <SelectField
        className="firm-report__period"
        label={<Trans>Period</Trans>}
        options={FIRM_REPORT_PERIODS.map((count) => ({ id: String(count), label: t`Last ${count} months` }))}
        value={String(months)}
        onChange={(id) => id && setMonths(Number(id))}
      />
      <QueryStates query={firm} loading={loading} failed={<Trans>Failed to load the figures. Please try again.</Trans>}>
        {(report) => (
          <QueryStates query={responseTimes} loading={loading} failed={<Trans>Failed to load the figures. Please try again.</Trans>}>
            {(promises) => (
              <Suspense fallback={<LoadingState label={<Trans>Loading the charts...</Trans>} />}>
                <FirmChartsView report={report} responseTimes={promises} months={months} />
              </Suspense>
            )}
          </QueryStates>
        )}
      </QueryStates>
    </section>
  );
}
