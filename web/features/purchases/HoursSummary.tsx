/**
 * The dashboard's hours summary: total, used and remaining hours over the client's packages and
 * extra hours, with the way to buy extra hours (decision record 071).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatHoursUnit } from '#shared/format.js';
import { QueryStates } from '../../components/States.js';
import { SummaryCard } from '../../components/SummaryCard.js';
import { useLanguage } from '../../i18n/use-language.js';
import { trpc } from '../../lib/trpc.js';
import { Link } from '../../components/Link.js';

export function HoursSummary() {
  const { t } = useLingui();
  const language = useLanguage();
  const summary = trpc.purchases.summary.useQuery();

  const hours = (value: number) => formatHoursUnit(value, language);
  return (
    <QueryStates query={summary} loading={t`Loading your hours...`} failed={<Trans>Failed to load your hours. Please try again.</Trans>}>
      {({ totalHours, hoursUsed, hoursRemaining, activePackages }) => (
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
          <p className="muted hours-summary__more">
            <Trans>
              Need a few more hours?{' '}
              <Link to="/order/extra-hours" className="text-link">
                Buy extra hours
              </Link>{' '}
              at our standard hourly rate.
            </Trans>
          </p>
        </section>
      )}
    </QueryStates>
  );
}
