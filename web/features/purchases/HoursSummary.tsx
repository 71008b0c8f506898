/** The dashboard's hours summary: total, used and remaining hours over the client's packages. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatHoursUnit } from '#shared/format.js';
import { ErrorState, LoadingState } from '../../components/States.js';
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
        <div className="card summary-card">
          <dt>
            <Trans>Total Hours</Trans>
          </dt>
          <dd className="summary-card__value">{hours(totalHours)}</dd>
          <dd className="summary-card__note muted">
            <Plural value={activePackages} one="# active package" other="# active packages" />
          </dd>
        </div>
        <div className="card summary-card">
          <dt>
            <Trans>Hours Used</Trans>
          </dt>
          <dd className="summary-card__value">{hours(hoursUsed)}</dd>
        </div>
        <div className="card summary-card summary-card--accent">
          <dt>
            <Trans>Hours Remaining</Trans>
          </dt>
          <dd className="summary-card__value">{hours(hoursRemaining)}</dd>
        </div>
      </dl>
    </section>
  );
}
