/**
 * "My hours", the exceptions (docs/decisions/072-calls.md): dates from today on with hours of their
 * own or "Away" (no calls that day), each removable, and a form that adds one (or replaces a date's).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { AvailabilityOverrideInputSchema, type Availability } from '#shared/bookings/bookings.schema.js';
import { Badge } from '../../../components/Badge.js';
import { TextInputField } from '../../../components/fields.js';
import { FormActions, FormError } from '../../../components/FormParts.js';
import { EmptyState } from '../../../components/States.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { serverErrorDescriptor } from '../../../i18n/server-messages.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { formatLongCalendarDate, weekdayName } from '../../../lib/format.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { submitParsed } from '../../../lib/validation.js';
import { useAdminForm } from '../../admin/index.js';
import { StretchRows, stretch, type Stretch } from './StretchRows.js';
import './calls.css';

/** A date ('YYYY-MM-DD') with its weekday: 'Thursday, 24 December 2026'. */
function dayName(date: string, language: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  return `${weekdayName(weekday, language)}, ${formatLongCalendarDate(date, language)}`;
}

export function AvailabilityExceptions({ availability }: { availability: Availability }) {
  const language = useLanguage();
  const headingId = useId();
  return (
    <section className="card calls-exceptions" aria-labelledby={headingId}>
      <h2 id={headingId} className="calls-section__title">
        <Trans>Exceptions</Trans>
      </h2>
      <p className="muted calls-section__lead">
        <Trans>
          A date’s own hours replace the weekly ones on that day; “Away” means no calls that day. Berlin’s public holidays have no hours unless you add them
          here. Calls already booked stay.
        </Trans>
      </p>
      {availability.overrides.length === 0 ? (
        <EmptyState title={<Trans>No exceptions ahead.</Trans>} />
      ) : (
        <ul className="calls-exceptions__list">
          {availability.overrides.map((o) => (
            <ExceptionRow key={o.date} date={o.date} ranges={o.ranges} day={dayName(o.date, language)} />
          ))}
        </ul>
      )}
      <AddExceptionForm />
    </section>
  );
}

function ExceptionRow({ date, ranges, day }: { date: string; ranges: readonly { from: string; to: string }[]; day: string }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const remove = trpc.admin.calls.deleteOverride.useMutation({
    onSuccess: (saved) => {
      utils.admin.calls.availability.setData(undefined, saved);
      toast.success(msg`Exception removed`, msg`The weekly hours apply on that day again.`);
    },
    onError: (error) => toast.error(msg`Removing failed`, serverErrorDescriptor(error)),
  });
  return (
    <li className="calls-exceptions__item">
      <span className="calls-exceptions__date">
        <time dateTime={date}>{day}</time>
      </span>
      <span className="calls-exceptions__hours">
        {ranges.length === 0 ? (
          <Badge tone="muted">
            <Trans>Away</Trans>
          </Badge>
        ) : (
          ranges.map((r) => `${r.from}–${r.to}`).join(', ')
        )}
      </span>
      <Button
        className="button button--ghost button--small calls-exceptions__remove"
        aria-label={t`Remove the exception on ${day}`}
        onPress={() => remove.mutate({ date })}
        isDisabled={remove.isPending}
      >
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

/** A date and either "Away all day" or its stretches; a date that has an exception gets these instead. */
function AddExceptionForm() {
  const { t } = useLingui();
  const language = useLanguage();
  const headingId = useId();
  const utils = trpc.useUtils();
  const [date, setDate] = useState('');
  const [away, setAway] = useState(true);
  const [stretches, setStretches] = useState<Stretch[]>(() => [stretch('09:00', '12:00')]);
  const { formRef, errors, clear, formError, validate, showErrors } = useAdminForm();
  const save = trpc.admin.calls.setOverride.useMutation({
    onSuccess: (saved) => {
      utils.admin.calls.availability.setData(undefined, saved);
      toast.success(msg`Exception saved`);
      setDate('');
      setAway(true);
    },
    onError: (error) => showErrors(error, { dateInvalid: 'date', availabilityOverlap: 'ranges', timeRangeInvalid: 'ranges' }),
  });
  const onSubmit = submitParsed(
    () => validate(AvailabilityOverrideInputSchema, { date, ranges: away ? [] : stretches.map(({ from, to }) => ({ from, to })) }),
    (input) => save.mutate(input),
  );
  const rangesError = errors.ranges && !Object.keys(errors).some((key) => key.startsWith('ranges.')) ? errors.ranges : undefined;
  const day = date ? dayName(date, language) : t`the date`;

  return (
    <ValidatedForm ref={formRef} className="form calls-exceptions__form" errors={errors} onSubmit={onSubmit} aria-labelledby={headingId}>
      <h3 id={headingId} className="calls-exceptions__form-title">
        <Trans>Add an exception</Trans>
      </h3>
      <TextInputField
        className="calls-exceptions__date-field"
        name="date"
        type="date"
        label={t`Date`}
        description={t`A date that already has an exception gets these hours instead.`}
        value={date}
        onChange={(value) => {
          setDate(value);
          clear('date');
        }}
        isRequired
      />
      <Checkbox
        className="checkbox"
        isSelected={away}
        onChange={(selected) => {
          setAway(selected);
          clear('ranges');
        }}
      >
        <Trans>Away all day</Trans>
      </Checkbox>
      {away ? null : (
        <div role="group" aria-label={t`Hours on ${day}`}>
          <StretchRows
            day={day}
            stretches={stretches}
            onChange={(next) => {
              setStretches(next);
              clear('ranges');
            }}
            nameOf={(index) => `ranges.${index}`}
            clear={clear}
            empty={<Trans>No hours: add some, or tick “Away all day”.</Trans>}
            max={6}
          />
        </div>
      )}
      {rangesError ? (
        <p className="field__error" role="alert">
          {rangesError}
        </p>
      ) : null}
      <FormError message={formError} />
      <FormActions>
        <SubmitButton variant="secondary" pending={save.isPending} pendingLabel={<Trans>Saving...</Trans>}>
          <Trans>Save exception</Trans>
        </SubmitButton>
      </FormActions>
    </ValidatedForm>
  );
}
