/**
 * The firm's business hours (a setting, default Monday to Friday, 9:00–18:00, Berlin's holidays):
 * the response-time clocks count them, in Berlin time (decision record 061). A change counts for
 * the clocks started from then on; a running clock keeps the hours it started with.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { GERMAN_STATES, type GermanState } from '#shared/deadlines/engine.js';
import { STATE_NAMES } from '#shared/deadlines/explain.js';
import { BusinessHoursSchema, type BusinessHoursSetting as Hours } from '#shared/settings/settings.schema.js';
import { TextInputField } from '../../../components/fields.js';
import { FormError } from '../../../components/FormParts.js';
import { SelectField } from '../../../components/SelectField.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { useFieldErrors, validateWith } from '../../../lib/validation.js';
import { formErrorsOf } from '../../admin/index.js';

/** ISO weekdays, Monday first. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The name of ISO weekday `day` (1 Monday … 7 Sunday) in `locale`: 2024-01-01 was a Monday. */
function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

/** The business hours section of the console's reports page: its own query, its own form. */
export function BusinessHoursSetting() {
  const settings = trpc.admin.settings.get.useQuery();
  const current = settings.data?.businessHours;
  return (
    <section className="card admin-setting" aria-labelledby="business-hours-title">
      <h2 id="business-hours-title" className="admin-setting__title">
        <Trans>Business hours</Trans>
      </h2>
      <p className="muted admin-setting__lead">
        <Trans>
          The response-time promises count these hours, in Berlin time, and skip the public holidays of the chosen Land. A change applies to the questions and
          follow-ups that arrive from then on.
        </Trans>
      </p>
      {current ? (
        <BusinessHoursForm key={JSON.stringify(current)} current={current} />
      ) : settings.isError ? (
        <p className="muted">
          <Trans>Failed to load the settings.</Trans>
        </p>
      ) : null}
    </section>
  );
}

function BusinessHoursForm({ current }: { current: Hours }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const [days, setDays] = useState(current.days.map(String));
  const [opens, setOpens] = useState(current.opens);
  const [closes, setCloses] = useState(current.closes);
  const [state, setState] = useState<GermanState>(current.state);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  const save = trpc.admin.settings.setBusinessHours.useMutation({
    onSuccess: async () => {
      toast.success(msg`Business hours saved`);
      await utils.admin.settings.get.invalidate();
    },
    onError: (error) => {
      const { fields, form } = formErrorsOf(error, i18n);
      setErrors(fields);
      setFormError(form);
    },
  });

  const values = { days: days.map(Number), opens: opens.trim(), closes: closes.trim(), state };
  const unchanged =
    [...values.days].sort().join() === [...current.days].sort().join() &&
    values.opens === current.opens &&
    values.closes === current.closes &&
    state === current.state;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validateWith(BusinessHoursSchema, values, i18n, setErrors);
    if (input) save.mutate(input);
  }

  return (
    <ValidatedForm className="admin-setting__form business-hours" errors={errors} onSubmit={onSubmit}>
      <CheckboxGroup name="days" className="business-hours__days" value={days} onChange={setAndClear(setDays, clear, 'days')} isRequired>
        <Label className="field__label">
          <Trans>Business days</Trans>
        </Label>
        <div className="business-hours__day-list">
          {WEEKDAYS.map((day) => (
            <Checkbox key={day} value={String(day)} className="checkbox">
              {weekdayName(day, i18n.locale)}
            </Checkbox>
          ))}
        </div>
        <FieldError className="field__error" />
      </CheckboxGroup>
      <TextInputField
        name="opens"
        label={t`Opens at`}
        description={t`24-hour clock, e.g. 09:00`}
        inputMode="numeric"
        value={opens}
        onChange={setAndClear(setOpens, clear, 'opens')}
        isRequired
      />
      <TextInputField
        name="closes"
        label={t`Closes at`}
        description={t`24-hour clock, e.g. 18:00`}
        inputMode="numeric"
        value={closes}
        onChange={setAndClear(setCloses, clear, 'closes')}
        isRequired
      />
      <SelectField
        name="state"
        label={t`Public holidays of`}
        options={GERMAN_STATES.map((code) => ({ id: code, label: STATE_NAMES[code][language] }))}
        value={state}
        onChange={(id) => id && setState(id as GermanState)}
        isRequired
      />
      <SubmitButton pending={save.isPending} isDisabled={unchanged} pendingLabel={<Trans>Saving...</Trans>} variant="secondary">
        <Trans>Save</Trans>
      </SubmitButton>
      <FormError message={formError} />
    </ValidatedForm>
  );
}
