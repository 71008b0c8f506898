/**
 * The dashboard's card for calls (docs/decisions/072-calls.md), shown while the client's package
 * includes them: the next call, or a link to book one; and, with quarterly check-ins, a link to
 * book this quarter's.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from '../../components/Link.js';
import { trpc } from '../../lib/trpc.js';
import { browserTimeZone, formatCallTime } from './time.js';

export function CallsCard() {
  const { i18n } = useLingui();
  const timeZone = useMemo(() => browserTimeZone(), []);
  const access = trpc.calls.access.useQuery(undefined, { staleTime: 60_000 });
  const calls = trpc.calls.list.useQuery(undefined, { enabled: access.data?.calls === true, staleTime: 60_000 });
  if (!access.data?.calls) return null;
  const next = calls.data?.find((c) => c.status === 'booked' && new Date(c.endsAt) > new Date());
  const when = next ? formatCallTime(next.startsAt, i18n.locale, timeZone) : '';
  return (
    <section className="card calls-card" aria-labelledby="calls-card-title">
      <h2 id="calls-card-title" className="calls-card__title">
        <Trans>Calls with our experts</Trans>
      </h2>
      <p className="muted">
        {next ? (
          <Trans>
            Your next call: {when}, “{next.topic}”.
          </Trans>
        ) : (
          <Trans>Your package includes calls: talk a letter or a question through with an expert.</Trans>
        )}
      </p>
      <div className="calls-card__actions">
        <Link to="/calls/new" className="button button--primary button--small">
          <Trans>Book a call</Trans>
        </Link>
        {access.data.checkIns ? (
          <Link to="/calls/new" search={{ kind: 'checkIn' }} className="button button--ghost button--small">
            <Trans>Book your quarterly call</Trans>
          </Link>
        ) : null}
        <Link to="/calls" className="button button--ghost button--small">
          <Trans>Your calls</Trans>
        </Link>
      </div>
    </section>
  );
}
