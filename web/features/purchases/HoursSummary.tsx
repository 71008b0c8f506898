/** The dashboard's hours summary: total, used and remaining hours over the client's packages. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatHoursUnit } from '#shared/format.js';
import { ErrorState, LoadingState } from '../../components/States.js';
import { SummaryCard } from '../../components/SummaryCard.js';
import { useLanguage } from '../../i18n/use-language.js';
import { trpc } from '../../lib/trpc.js';

export function HoursSummary() {
  const { t } = useLingui();
  const language = useLanguage();
  const summary = trpc.purchases.summary.useQuery();

  if (summary.isPending) return <LoadingState label={t`Loading your hours...`} />;
  if (summary.isError) {
    return <ErrorState message={<Trans>Failed to load your hours. Please try again.</Trans>} onRetry={() => void summary.refetch()} />;
  }
  const { totalHours, hoursUsed, hoursRemaining, activePackages } = summary.data;
  const hours = (value: number) => formatHoursUnit(value, language);

  return (
    <section aria-labelledby="summary-title" className="section-block">
      <h2 id="summary-title" className="visually-hidden">
        <Trans>Hours summary</Trans>
      </h2>
      <dl className="summary-grid">
        <SummaryCard
          label={<Trans>Total Hours</Trans>}
          value={hours(totalHours)}
          note={<Plural value={activePackages} one="# active package" other="# active packages" />}
        />
        <SummaryCard label={<Trans>Hours Used</Trans>} value={hours(hoursUsed)} />
        <SummaryCard accent label={<Trans>Hours Remaining</Trans>} value={hours(hoursRemaining)} />
      </dl>
    </section>
  );
}
