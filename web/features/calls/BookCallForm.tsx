/**
 * Booking a call, or moving one (docs/decisions/072-calls.md): what about (a quarterly check-in is
 * a call too), how long, a free time shown in the client's own time zone, and optionally a letter
 * or question to discuss. The free times come from the server for the length chosen; a time taken
 * meanwhile is said and the times are loaded again.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { BookCallInputSchema, CALL_LENGTHS, FREE_CHANGE_HOURS, type Booking, type BookingKind, type CallLength } from '#shared/bookings/bookings.schema.js';
import { Link } from '../../components/Link.js';
import { SelectField } from '../../components/SelectField.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { TextInputField } from '../../components/fields.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { errorMessageKey } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { letterName } from '../letters/index.js';
import './calls.css';
import { browserTimeZone, formatCallTime, formatDay, formatTime, slotsByDay, zoneName } from './time.js';

export function BookCallForm({ kind, moving, letterId, questionId }: { kind: BookingKind; moving?: Booking; letterId?: string; questionId?: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const language = locale === 'de' ? 'de' : 'en';
  const timeZone = useMemo(() => browserTimeZone(), []);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { formRef, errors, clear, validate, showServerErrorsOrToast } = useServerForm();
  const [topic, setTopic] = useState(moving?.topic ?? (kind === 'checkIn' ? t`Quarterly call` : ''));
  const [length, setLength] = useState<CallLength>((moving?.lengthMinutes as CallLength | undefined) ?? 30);
  const [day, setDay] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [about, setAbout] = useState<string | null>(letterId ? `letter:${letterId}` : questionId ? `question:${questionId}` : null);

  // Booking: every free time for the length; moving: the call's own expert's free times.
  const newSlots = trpc.calls.slots.useQuery({ lengthMinutes: length }, { staleTime: 30_000, enabled: !moving });
  const moveSlots = trpc.calls.moveSlots.useQuery({ id: moving?.id ?? '' }, { staleTime: 30_000, enabled: moving !== undefined });
  const slots = moving ? moveSlots : newSlots;
  const days = useMemo(() => slotsByDay(slots.data?.slots ?? [], timeZone), [slots.data, timeZone]);
  const letters = trpc.letters.list.useQuery({ limit: 20 }, { enabled: !moving });
  const questions = trpc.questions.list.useQuery({ limit: 20 }, { enabled: !moving });

  // The first day with free times is shown until the client picks another (that still has some).
  const shownDay = day !== null && days.some((d) => d.day === day) ? day : (days[0]?.day ?? null);

  const done = (booking: Booking) => {
    toast.success(moving ? msg`Call moved` : msg`Call booked`, msg`You will receive an email with the invitation for your calendar.`);
    void utils.calls.invalidate();
    void navigate({ to: '/calls', hash: booking.id });
  };
  const failed = (error: unknown) => {
    if (errorMessageKey(error) === 'slotTaken' || errorMessageKey(error) === 'slotUnavailable') {
      setStartsAt(null);
      void slots.refetch();
    }
    showServerErrorsOrToast(error, moving ? msg`The call could not be moved` : msg`The call could not be booked`);
  };
  const book = trpc.calls.book.useMutation({ onSuccess: done, onError: failed });
  const move = trpc.calls.move.useMutation({ onSuccess: done, onError: failed });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (moving) {
      if (!startsAt) return void validate(BookCallInputSchema.pick({ startsAt: true }), { startsAt: '' });
      move.mutate({ id: moving.id, startsAt });
      return;
    }
    const [aboutKind, aboutId] = about?.split(':') ?? [];
    const input = validate(BookCallInputSchema, {
      kind,
      topic,
      lengthMinutes: length,
      startsAt: startsAt ?? '',
      timeZone,
      letterId: aboutKind === 'letter' ? aboutId : null,
      questionId: aboutKind === 'question' ? aboutId : null,
    });
    if (input) book.mutate(input);
  };

  const aboutOptions = [
    { id: 'none', label: t`Nothing in particular` },
    ...(letters.data?.items ?? []).map((l) => ({
      id: `letter:${l.id}`,
      label: `${letterName(l.letterType, language, i18n)}${l.letterDate ? ` (${l.letterDate.split('-').reverse().join('.')})` : ''}`,
    })),
    ...(questions.data?.items ?? []).map((q) => ({ id: `question:${q.id}`, label: t`Question: ${q.question.slice(0, 60)}` })),
  ];
  const dayTimes = days.find((d) => d.day === shownDay)?.slots ?? [];
  const zone = zoneName(timeZone, locale);
  const lateMove = moving !== undefined && new Date() > new Date(moving.freeChangeUntil);

  return (
    <ValidatedForm ref={formRef} className="form card call-form" errors={errors} onSubmit={onSubmit}>
      {moving ? (
        <p className="call-form__moving">
          <Trans>
            Moving your call “{moving.topic}” of {formatCallTime(moving.startsAt, locale, timeZone)}.
          </Trans>{' '}
          {lateMove ? (
            <strong>
              <Trans>It is less than {FREE_CHANGE_HOURS} hours before the call, so the move will be marked as late.</Trans>
            </strong>
          ) : null}
        </p>
      ) : (
        <>
          <TextInputField
            name="topic"
            label={t`What would you like to talk about?`}
            value={topic}
            onChange={(v) => {
              setTopic(v);
              clear('topic');
            }}
            isRequired
            maxLength={200}
          />
          <RadioGroup
            name="lengthMinutes"
            className="field radio-group"
            value={String(length)}
            onChange={(v) => {
              setLength(Number(v) as CallLength);
              setStartsAt(null);
            }}
            orientation="horizontal"
          >
            <Label className="field__label">
              <Trans>Length</Trans>
            </Label>
            <div className="radio-group__options">
              {CALL_LENGTHS.map((n) => (
                <Radio key={n} value={String(n)} className="radio">
                  <Trans>{n} minutes</Trans>
                </Radio>
              ))}
            </div>
          </RadioGroup>
        </>
      )}

      <fieldset className="call-form__times">
        <legend className="field__label">
          <Trans>Choose a time</Trans>
        </legend>
        <p className="field__description">
          <Trans>
            Times are shown in your time zone: {zone} ({timeZone}).
          </Trans>{' '}
          {slots.data?.withSpecialist ? <Trans>They are the free times of your dedicated specialist.</Trans> : null}
        </p>
        {slots.isPending ? (
          <p className="muted">
            <Trans>Loading free times...</Trans>
          </p>
        ) : days.length === 0 ? (
          <p className="notice">
            <Trans>There are no free times in the next four weeks. Please ask us a question instead, or try again later.</Trans>
          </p>
        ) : (
          <>
            <div className="call-form__days" role="group" aria-label={t`Day`}>
              {days.map((d) => (
                <button
                  key={d.day}
                  type="button"
                  className={`button button--small ${d.day === shownDay ? 'button--primary' : 'button--ghost'}`}
                  aria-pressed={d.day === shownDay}
                  onClick={() => {
                    setDay(d.day);
                    setStartsAt(null);
                  }}
                >
                  {formatDay(d.day, locale)}
                </button>
              ))}
            </div>
            <RadioGroup
              name="startsAt"
              className="field radio-group"
              value={startsAt}
              onChange={(v) => {
                setStartsAt(v);
                clear('startsAt');
              }}
              aria-label={shownDay ? formatDay(shownDay, locale) : t`Time`}
              isRequired
            >
              <div className="call-form__slots">
                {dayTimes.map((s) => (
                  <Radio key={s} value={s} className="slot">
                    {formatTime(s, locale, timeZone)}
                  </Radio>
                ))}
              </div>
              <FieldError className="field__error" />
            </RadioGroup>
          </>
        )}
      </fieldset>

      {moving ? null : (
        <SelectField
          name="about"
          label={t`About a letter or question (optional)`}
          options={aboutOptions}
          value={about ?? 'none'}
          onChange={(id) => setAbout(id === 'none' ? null : id)}
        />
      )}
      {startsAt ? (
        <p className="call-form__summary" aria-live="polite">
          <Trans>
            Your call: {formatCallTime(startsAt, locale, timeZone)}, {length} minutes. Moving or cancelling it is free until {FREE_CHANGE_HOURS} hours before.
          </Trans>
        </p>
      ) : null}
      <div className="form__actions">
        <SubmitButton pending={book.isPending || move.isPending} pendingLabel={<Trans>Booking...</Trans>}>
          {moving ? <Trans>Move the call</Trans> : kind === 'checkIn' ? <Trans>Book the quarterly call</Trans> : <Trans>Book the call</Trans>}
        </SubmitButton>
        <Link to="/calls" className="button button--ghost">
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </ValidatedForm>
  );
}
