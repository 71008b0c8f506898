/**
 * The console's calls (docs/decisions/072-calls.md): the viewer's or everyone's, upcoming (soonest
 * first) or past and cancelled (latest first). Each card: the day and time in Berlin, length, kind,
 * topic, client, expert, the letter or question to discuss, how the call happens, and "Late change"
 * or "Cancelled"; an upcoming call can be moved or cancelled, a past one reminds to log the time.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Booking, BookingKind, StaffBookingsInput } from '#shared/bookings/bookings.schema.js';
import { isLetterType, letterDisplayName } from '#shared/letters/letter-types.js';
import { Badge } from '../../../components/Badge.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { DescriptionRow } from '../../../components/DescriptionRow.js';
import { Link } from '../../../components/Link.js';
import { ErrorState, EmptyState, LoadingState } from '../../../components/States.js';
import { serverErrorDescriptor } from '../../../i18n/server-messages.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { formatBerlinCallTime, formatBerlinDay, formatBerlinShortInstant, formatCalendarDate } from '../../../lib/format.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { MoveCall } from './MoveCall.js';
import './calls.css';

const KIND_LABELS: Record<BookingKind, MessageDescriptor> = {
  call: msg`Call`,
  checkIn: msg`Quarterly call`,
};

/** The calls of `input` as cards, with their loading, error and empty states. */
export function StaffCallList({ input }: { input: StaffBookingsInput }) {
  const { t } = useLingui();
  const calls = trpc.admin.calls.list.useQuery(input);
  if (calls.isPending) return <LoadingState label={t`Loading calls...`} />;
  if (calls.isError) return <ErrorState message={<Trans>Failed to load calls. Please try again.</Trans>} onRetry={() => void calls.refetch()} />;
  if (calls.data.length === 0) {
    const title =
      input.when === 'upcoming' ? (
        input.who === 'mine' ? (
          <Trans>No calls coming up with you.</Trans>
        ) : (
          <Trans>No calls coming up.</Trans>
        )
      ) : (
        <Trans>No past or cancelled calls.</Trans>
      );
    return (
      <EmptyState title={title}>
        {input.when === 'upcoming' && input.who === 'mine' ? (
          <Trans>
            Clients book free times within your hours: set them under{' '}
            <Link to="/admin/availability" className="text-link">
              My hours
            </Link>
            .
          </Trans>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <ul className="card-list" aria-busy={calls.isFetching || undefined}>
      {calls.data.map((call) => (
        <StaffCallCard key={call.id} call={call} upcoming={input.when === 'upcoming'} />
      ))}
    </ul>
  );
}

function StaffCallCard({ call, upcoming }: { call: Booking; upcoming: boolean }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const cancelled = call.status === 'cancelled';
  const when = formatBerlinCallTime(call.startsAt, call.endsAt, language);
  const length = call.lengthMinutes;
  const firmPhone = call.firmPhone;
  const meetingLink = call.meetingLink;
  const cancelledOn = call.cancelledAt ? formatBerlinDay(call.cancelledAt, language) : null;

  return (
    <li className={`card call-card${cancelled ? ' call-card--cancelled' : ''}`}>
      <div className="call-card__head">
        <h2 className="call-card__when">
          <time dateTime={call.startsAt}>{when}</time>
        </h2>
        <div className="call-card__badges">
          <Badge tone={call.kind === 'checkIn' ? 'accent' : 'muted'}>{i18n._(KIND_LABELS[call.kind])}</Badge>
          {cancelled ? (
            <Badge tone="muted" className="call-card__cancelled">
              <Trans context="call">Cancelled</Trans>
            </Badge>
          ) : null}
          {call.lateChange ? (
            <Badge tone="pending">
              <Trans>Late change</Trans>
            </Badge>
          ) : null}
        </div>
      </div>
      <p className="call-card__length muted">
        <Trans>Berlin time · {length} minutes</Trans>
      </p>
      <p className="call-card__topic">{call.topic}</p>
      <dl className="call-card__facts">
        <DescriptionRow label={<Trans>Client</Trans>} className="call-card__fact">
          <Link to="/admin/clients/$clientId" params={{ clientId: call.client.id }} className="text-link">
            {call.client.name}
          </Link>{' '}
          <a href={`mailto:${call.client.email}`} className="text-link call-card__email">
            {call.client.email}
          </a>
        </DescriptionRow>
        <DescriptionRow label={<Trans>Expert</Trans>} className="call-card__fact">
          {call.expert ? call.expert.name : <Trans>No longer on the team</Trans>}
        </DescriptionRow>
        {call.letter ? (
          <DescriptionRow label={<Trans>Letter</Trans>} className="call-card__fact">
            <Link to="/admin/letters/$letterId" params={{ letterId: call.letter.id }} className="text-link">
              {letterDisplayName(call.letter.letterType && isLetterType(call.letter.letterType) ? call.letter.letterType : null, language)}
              {call.letter.letterDate ? ` (${formatCalendarDate(call.letter.letterDate, language)})` : ''}
            </Link>
          </DescriptionRow>
        ) : null}
        {call.question ? (
          <DescriptionRow label={<Trans>Question</Trans>} className="call-card__fact">
            <Link to="/admin/questions/$questionId" params={{ questionId: call.question.id }} className="text-link">
              {call.question.excerpt}
            </Link>
          </DescriptionRow>
        ) : null}
        <DescriptionRow label={<Trans>How</Trans>} className="call-card__fact">
          {meetingLink ? (
            <Trans>
              Video:{' '}
              <a href={meetingLink} className="text-link call-card__link" target="_blank" rel="noreferrer">
                {meetingLink}
              </a>
            </Trans>
          ) : firmPhone ? (
            <Trans>The client calls {firmPhone}</Trans>
          ) : (
            <Trans>The client calls the firm’s phone number</Trans>
          )}
        </DescriptionRow>
      </dl>
      {cancelled ? (
        <p className="call-card__foot muted">
          {cancelledOn ? (
            <Trans>
              Cancelled on <time dateTime={call.cancelledAt ?? undefined}>{cancelledOn}</time>.
            </Trans>
          ) : (
            <Trans>Cancelled.</Trans>
          )}{' '}
          {call.lateChange ? <Trans>Less than 24 hours before the call.</Trans> : null}
        </p>
      ) : upcoming ? (
        <div className="call-card__foot call-card__actions">
          <MoveCall call={call} />
          <CancelCall call={call} />
        </div>
      ) : (
        <p className="call-card__foot">
          <Trans>
            After the call:{' '}
            <Link to="/admin/clients/$clientId" params={{ clientId: call.client.id }} className="text-link">
              Log the time on the client’s page
            </Link>
            .
          </Trans>
        </p>
      )}
    </li>
  );
}

/** "Cancel call": asks first, saying whether it is still free or marked late (less than 24 hours before). */
function CancelCall({ call }: { call: Booking }) {
  const { t } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const [isOpen, setOpen] = useState(false);
  const [late, setLate] = useState(false);
  const client = call.client.name;
  const when = formatBerlinShortInstant(call.startsAt, language);
  const freeUntil = formatBerlinShortInstant(call.freeChangeUntil, language);
  const cancel = trpc.admin.calls.cancel.useMutation({
    onSuccess: async () => {
      setOpen(false);
      toast.success(msg`Call cancelled`, msg`The client and the expert get the cancellation by email, with a calendar update.`);
      await utils.admin.calls.list.invalidate();
    },
    onError: (error) => toast.error(msg`Cancelling failed`, serverErrorDescriptor(error)),
  });
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        // Whether it is late is decided when the dialog opens, by the clock then.
        if (open) setLate(Date.now() >= Date.parse(call.freeChangeUntil));
        setOpen(open);
      }}
      triggerClassName="button button--secondary button--small"
      trigger={<Trans>Cancel call</Trans>}
      triggerLabel={t`Cancel call with ${client} on ${when}`}
      title={<Trans>Cancel this call?</Trans>}
      text={
        late ? (
          <Trans>
            The call with {client} on {when} (Berlin time) starts in less than 24 hours: the cancellation is marked as a late change for both sides. Both get it
            by email.
          </Trans>
        ) : (
          <Trans>
            The call with {client} on {when} (Berlin time) is more than 24 hours away: cancelling is free until {freeUntil}. Both sides get the cancellation by
            email.
          </Trans>
        )
      }
      confirmLabel={<Trans>Cancel call</Trans>}
      cancelLabel={<Trans>Keep the call</Trans>}
      pendingLabel={<Trans>Cancelling...</Trans>}
      onConfirm={() => cancel.mutate({ id: call.id })}
      isPending={cancel.isPending}
    />
  );
}
