/**
 * The client's calls (docs/decisions/072-calls.md): the coming ones first, each with its time in
 * the client's time zone, the expert, the topic, the letter or question to discuss, how to meet
 * (the video link, or the firm's number to call), and "Move" and "Cancel" while it has not begun;
 * then the past and cancelled ones. A change less than 24 hours before is marked late, and the
 * dialog says so first.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { FREE_CHANGE_HOURS, type Booking } from '#shared/bookings/bookings.schema.js';
import { Badge } from '../../components/Badge.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Link } from '../../components/Link.js';
import { EmptyState } from '../../components/States.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { letterName } from '../letters/index.js';
import './calls.css';
import { browserTimeZone, formatCallTime, zoneName } from './time.js';

export function CallList({ calls }: { calls: readonly Booking[] }) {
  const now = new Date().getTime();
  const upcoming = calls.filter((c) => c.status === 'booked' && new Date(c.endsAt).getTime() > now);
  const past = calls.filter((c) => !upcoming.includes(c));
  if (calls.length === 0) {
    return (
      <EmptyState title={<Trans>No calls yet.</Trans>}>
        <Trans>Book a call when you would rather talk a letter or a question through.</Trans>
      </EmptyState>
    );
  }
  return (
    <>
      <section aria-labelledby="upcoming-calls" className="section-block">
        <h2 id="upcoming-calls">
          <Trans>Coming up</Trans>
        </h2>
        {upcoming.length === 0 ? (
          <p className="muted">
            <Trans>No calls coming up.</Trans>
          </p>
        ) : (
          <ul className="card-list">
            {upcoming.map((c) => (
              <CallCard key={c.id} call={c} open />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-calls" className="section-block">
          <h2 id="past-calls">
            <Trans>Past and cancelled</Trans>
          </h2>
          <ul className="card-list">
            {past.map((c) => (
              <CallCard key={c.id} call={c} open={false} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function CallCard({ call, open }: { call: Booking; open: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const timeZone = useMemo(() => browserTimeZone(), []);
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const cancel = trpc.calls.cancel.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      toast.success(msg`Call cancelled`, msg`You will receive an email that removes it from your calendar.`);
      await utils.calls.invalidate();
    },
    onError: (error) => toast.error(msg`The call could not be cancelled`, serverErrorDescriptor(error)),
  });
  const late = new Date() > new Date(call.freeChangeUntil);
  const when = formatCallTime(call.startsAt, locale, timeZone);
  const expert = call.expert?.name;
  const minutes = call.lengthMinutes;
  const topic = call.topic;
  return (
    <li id={call.id} className="card call-card">
      <div className="call-card__head">
        <h3 className="call-card__when">
          {when} <span className="muted call-card__zone">{zoneName(timeZone, locale, new Date(call.startsAt))}</span>
        </h3>
        <div className="call-card__badges">
          {call.kind === 'checkIn' ? (
            <Badge tone="accent">
              <Trans>Quarterly call</Trans>
            </Badge>
          ) : null}
          {call.status === 'cancelled' ? (
            <Badge tone="muted">
              <Trans>Cancelled</Trans>
            </Badge>
          ) : null}
          {call.lateChange ? <Badge tone="pending">{call.status === 'cancelled' ? <Trans>Late cancellation</Trans> : <Trans>Late change</Trans>}</Badge> : null}
        </div>
      </div>
      <p>
        {expert ? (
          <Trans>
            {minutes} minutes with {expert}: “{topic}”
          </Trans>
        ) : (
          <Trans>
            {minutes} minutes: “{topic}”
          </Trans>
        )}
      </p>
      {call.letter ? (
        <p className="muted">
          <Trans>About:</Trans>{' '}
          <Link to="/letters/$letterId" params={{ letterId: call.letter.id }}>
            {letterName((call.letter.letterType as Parameters<typeof letterName>[0]) ?? null, locale === 'de' ? 'de' : 'en', i18n)}
          </Link>
        </p>
      ) : null}
      {call.question ? (
        <p className="muted">
          <Trans>About:</Trans>{' '}
          <Link to="/questions/$questionId" params={{ questionId: call.question.id }}>
            {call.question.excerpt}
          </Link>
        </p>
      ) : null}
      {open ? (
        <>
          <p>
            {call.meetingLink ? (
              <Trans>
                Join the video call at that time:{' '}
                <a href={call.meetingLink} target="_blank" rel="noreferrer noopener">
                  {call.meetingLink}
                </a>
              </Trans>
            ) : (
              <Trans>Please call us at that time at {call.firmPhone}.</Trans>
            )}
          </p>
          <div className="call-card__actions">
            <Link to="/calls/new" search={{ move: call.id }} className="button button--ghost button--small">
              <Trans>Move</Trans>
            </Link>
            <ConfirmDialog
              trigger={<Trans>Cancel the call</Trans>}
              triggerClassName="button button--ghost button--small"
              triggerLabel={t`Cancel the call: ${when}`}
              isOpen={confirming}
              onOpenChange={setConfirming}
              title={<Trans>Cancel this call?</Trans>}
              text={
                late ? (
                  <Trans>It is less than {FREE_CHANGE_HOURS} hours before the call, so it will be marked as a late cancellation.</Trans>
                ) : (
                  <Trans>Cancelling is free until {FREE_CHANGE_HOURS} hours before the call.</Trans>
                )
              }
              confirmLabel={<Trans>Cancel the call</Trans>}
              pendingLabel={<Trans>Cancelling...</Trans>}
              onConfirm={() => cancel.mutate({ id: call.id })}
              isPending={cancel.isPending}
            />
          </div>
        </>
      ) : null}
    </li>
  );
}
