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
import { weekdayName } from '../../../lib/format.js';
import { trpc } from '../../../lib/trpc.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { validateWith } from '../../../lib/validation.js';
import { SettingCard, useSettingForm } from './SettingCard.js';

/** ISO weekdays, Monday first. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The business hours section of the console's reports page: its own query, its own form. */
export function BusinessHoursSetting() {
  return (
    <SettingCard
      id="business-hours-title"
      title={<Trans>Business hours</Trans>}
      lead={
        <Trans>
          The response-time promises count these hours, in Berlin time, and skip the public holidays of the chosen Land. A change applies to the questions and
          follow-ups that arrive from then on.
        </Trans>
      }
    >
      {(settings) => <BusinessHoursForm key={JSON.stringify(settings.businessHours)} current={settings.businessHours} />}
    </SettingCard>
  );
}

function BusinessHoursForm({ current }: { current: Hours }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [days, setDays] = useState(current.days.map(String));
  const [opens, setOpens] = useState(current.opens);
  const [closes, setCloses] = useState(current.closes);
  const [state, setState] = useState<GermanState>(current.state);
  const { errors, setErrors, clear, formError, setFormError, callbacks } = useSettingForm(msg`Business hours saved`);
  const save = trpc.admin.settings.setBusinessHours.useMutation(callbacks);

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
      {(
        [
          ['opens', t`Opens at`, t`24-hour clock, e.g. 09:00`, opens, setOpens],
          ['closes', t`Closes at`, t`24-hour clock, e.g. 18:00`, closes, setCloses],
        ] as const
      ).map(([name, label, description, value, set]) => (
        <TextInputField
          key={name}
          name={name}
          label={label}
          description={description}
          inputMode="numeric"
          value={value}
          onChange={setAndClear(set, clear, name)}
          isRequired
        />
      ))}
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
