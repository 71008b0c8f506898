/**
 * "My hours", the week (docs/decisions/072-calls.md): a member of staff's stretches per weekday,
 * Monday to Sunday, in Berlin time, and the video link their invitations carry. Clients book free
 * times within them; calls already booked stay when the hours change.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { AvailabilityInputSchema, type Availability } from '#shared/bookings/bookings.schema.js';
import { TextInputField } from '../../../components/fields.js';
import { FormActions, FormError } from '../../../components/FormParts.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { weekdayName } from '../../../lib/format.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { submitParsed } from '../../../lib/validation.js';
import { useAdminForm } from '../../admin/index.js';
import { StretchRows, stretch, type Stretch } from './StretchRows.js';
import './calls.css';

/** ISO weekdays, Monday (1) to Sunday (7). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Stretches per weekday at most: the schema allows 28 in the week. */
const PER_DAY = 4;

/** Whether two of a day's stretches overlap (as the schema checks it). */
function overlaps(stretches: readonly Stretch[]): boolean {
  const sorted = [...stretches].sort((a, b) => a.from.localeCompare(b.from));
  return sorted.some((s, i) => i > 0 && s.from < sorted[i - 1]!.to);
}

export function WeeklyHoursForm({ availability }: { availability: Availability }) {
  const { t } = useLingui();
  const language = useLanguage();
  const headingId = useId();
  const utils = trpc.useUtils();
  const [week, setWeek] = useState<Stretch[][]>(() =>
    WEEKDAYS.map((day) => availability.weekly.filter((r) => r.weekday === day).map((r) => stretch(r.from, r.to))),
  );
  const [meetingLink, setMeetingLink] = useState(availability.meetingLink ?? '');
  const { formRef, errors, clear, formError, validate, showErrors } = useAdminForm();
  const save = trpc.admin.calls.setAvailability.useMutation({
    onSuccess: (saved) => {
      utils.admin.calls.availability.setData(undefined, saved);
      toast.success(msg`Your hours are saved`, msg`Clients can book free times within them from now on.`);
    },
    onError: (error) => showErrors(error, { meetingLinkInvalid: 'meetingLink', availabilityOverlap: 'weekly', timeRangeInvalid: 'weekly' }),
  });

  // The stretches in the order the form shows them: their index is their schema path (weekly.<i>).
  const offsets = week.map((_, day) => week.slice(0, day).reduce((n, stretches) => n + stretches.length, 0));
  const onSubmit = submitParsed(
    () =>
      validate(AvailabilityInputSchema, {
        weekly: week.flatMap((stretches, i) => stretches.map(({ from, to }) => ({ weekday: WEEKDAYS[i], from, to }))),
        meetingLink,
      }),
    (input) => save.mutate(input),
  );

  // An error about the week as a whole (overlapping stretches) goes under the days it concerns, or above the button.
  const weekError = errors.weekly && !Object.keys(errors).some((key) => key.startsWith('weekly.')) ? errors.weekly : undefined;
  const overlapping = week.map((stretches) => Boolean(weekError) && overlaps(stretches));
  const firmPhone = availability.firmPhone;

  return (
    <section className="card calls-hours" aria-labelledby={headingId}>
      <h2 id={headingId} className="calls-section__title">
        <Trans>Weekly hours</Trans>
      </h2>
      <p className="muted calls-section__lead">
        <Trans>
          In Berlin time. Clients book free times within these hours, from two hours ahead up to four weeks ahead. Calls already booked stay when you change
          your hours.
        </Trans>
      </p>
      <ValidatedForm ref={formRef} className="form calls-hours__form" errors={errors} onSubmit={onSubmit}>
        <div className="calls-week">
          {WEEKDAYS.map((weekday, i) => {
            const day = weekdayName(weekday, language);
            const dayId = `${headingId}-day-${weekday}`;
            return (
              <div key={weekday} className="calls-week__day" role="group" aria-labelledby={dayId}>
                <h3 id={dayId} className="calls-week__name">
                  {day}
                </h3>
                <StretchRows
                  day={day}
                  stretches={week[i]!}
                  onChange={(stretches) => {
                    setWeek((current) => current.map((s, j) => (j === i ? stretches : s)));
                    clear('weekly');
                  }}
                  nameOf={(index) => `weekly.${offsets[i]! + index}`}
                  clear={clear}
                  empty={<Trans>No calls</Trans>}
                  max={PER_DAY}
                />
                {overlapping[i] ? (
                  <p className="field__error" role="alert">
                    {weekError}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        {weekError && !overlapping.some(Boolean) ? <FormError message={weekError} /> : null}
        <TextInputField
          name="meetingLink"
          type="url"
          label={t`Video link (optional)`}
          description={
            firmPhone
              ? t`An https:// address of your video room, sent with every invitation. Without one, the invitation names the firm’s phone number, ${firmPhone}, and the client calls it at the time.`
              : t`An https:// address of your video room, sent with every invitation. Without one, the invitation names the firm’s phone number, which is not set yet: an owner enters it under Firm details.`
          }
          placeholder="https://"
          value={meetingLink}
          onChange={(value) => {
            setMeetingLink(value);
            clear('meetingLink');
          }}
        />
        <FormError message={formError} />
        <FormActions>
          <SubmitButton pending={save.isPending} pendingLabel={<Trans>Saving...</Trans>}>
            <Trans>Save hours</Trans>
          </SubmitButton>
        </FormActions>
      </ValidatedForm>
    </section>
  );
}
