/**
 * The expert's "Time spent" choice (15-minute steps, or none) with the client's hours left, and
 * the optional note the client sees in their time ledger: used by the question inbox's answer
 * form, a conversation's reply form and a letter's answer form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextInputField } from '../../components/fields.js';
import { SelectField } from '../../components/SelectField.js';
import { formatHoursUnit } from '#shared/format.js';
import { translateMessageKey } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import type { FieldErrors } from '../../lib/validation.js';
import { formatDuration } from '../purchases/index.js';
import { TIME_STEP_OPTIONS } from './time-steps.js';

/** The selector's value for "No time logged"; any other value is a number of minutes. */
const NO_TIME = '0';

/**
 * The state of the time fields of a form that may log time against the client's `hoursRemaining`
 * (`form` is the form's useAdminForm): the props of TimeSpentFields / TimeSpentSelect (editing a
 * field clears its error), the chosen minutes (0: none), the schema input's optional
 * `minutes`/`note` (both left out when no time is chosen), `checkHours` (false after showing
 * "insufficient hours" under the selector) and `reset`.
 */
export function useTimeSpent(hoursRemaining: number, form: { clear: (name: string) => void; setErrors: (errors: FieldErrors) => void }) {
  const { i18n } = useLingui();
  const [minutes, setMinutes] = useState(NO_TIME);
  const [note, setNote] = useState('');
  const spent = Number(minutes);
  const onMinutesChange = (value: string) => {
    setMinutes(value);
    form.clear('minutes');
  };
  return {
    spent,
    logged: { minutes: spent || undefined, note: spent ? note : undefined },
    selectProps: { value: minutes, onChange: onMinutesChange, hoursRemaining },
    fieldsProps: {
      minutes,
      onMinutesChange,
      note,
      onNoteChange: (value: string) => {
        setNote(value);
        form.clear('note');
      },
      hoursRemaining,
    },
    checkHours(): boolean {
      if (spent / 60 <= hoursRemaining) return true;
      form.setErrors({ minutes: translateMessageKey(i18n, 'insufficientHours') });
      return false;
    },
    reset() {
      setMinutes(NO_TIME);
      setNote('');
    },
  };
}

/** The "Time spent" selector (field name `minutes`), described by the client's hours left. */
export function TimeSpentSelect({ value, onChange, hoursRemaining }: { value: string; onChange: (minutes: string) => void; hoursRemaining: number }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const options = [{ id: NO_TIME, label: t`No time logged` }, ...TIME_STEP_OPTIONS.map((m) => ({ id: String(m), label: formatDuration(m, i18n) }))];
  const remaining = formatHoursUnit(hoursRemaining, language);
  return (
    <SelectField
      name="minutes"
      label={<Trans>Time spent</Trans>}
      description={<Trans>{remaining} remaining</Trans>}
      options={options}
      value={value}
      onChange={(id) => onChange(id ?? NO_TIME)}
    />
  );
}

/** "Time spent" and "Time note (optional)" (field name `note`, usable once time is chosen) in one row. */
export function TimeSpentFields({
  minutes,
  onMinutesChange,
  note,
  onNoteChange,
  hoursRemaining,
}: {
  minutes: string;
  onMinutesChange: (minutes: string) => void;
  note: string;
  onNoteChange: (note: string) => void;
  hoursRemaining: number;
}) {
  const { t } = useLingui();
  return (
    <div className="answer-form__row">
      <TimeSpentSelect value={minutes} onChange={onMinutesChange} hoursRemaining={hoursRemaining} />
      <TextInputField
        name="note"
        label={t`Time note (optional)`}
        description={t`The client sees this note in their time ledger.`}
        value={note}
        onChange={onNoteChange}
        isDisabled={minutes === NO_TIME}
      />
    </div>
  );
}
