/**
 * The standard hourly rate of extra hours (a setting, net, default €30.00; decision record 071):
 * applied to extra hours ordered from then on and stated in the terms. Orders already placed keep
 * their price.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { HourlyRateSettingInputSchema } from '#shared/settings/settings.schema.js';
import { TextInputField } from '../../../components/fields.js';
import { trpc } from '../../../lib/trpc.js';
import { validateWith } from '../../../lib/validation.js';
import { centsToEuroInput, euroInputToCents } from '../../../lib/format.js';
import { FormError } from '../../../components/FormParts.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { SettingCard, useSettingForm } from './SettingCard.js';

export function HourlyRateSetting() {
  return (
    <SettingCard id="hourly-rate-title" title={<Trans>Standard hourly rate</Trans>}>
      {(settings) => <HourlyRateForm key={settings.hourlyRateCents} current={settings.hourlyRateCents} />}
    </SettingCard>
  );
}

function HourlyRateForm({ current }: { current: number }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [rate, setRate] = useState(() => centsToEuroInput(current, language));
  const { errors, setErrors, clear, formError, setFormError, callbacks } = useSettingForm(msg`Hourly rate saved`);
  const save = trpc.admin.settings.setHourlyRate.useMutation(callbacks);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validateWith(HourlyRateSettingInputSchema, { hourlyRateCents: euroInputToCents(rate) }, i18n, setErrors);
    if (input) save.mutate(input);
  }

  return (
    <ValidatedForm className="admin-setting__form" errors={errors} onSubmit={onSubmit}>
      <TextInputField
        name="hourlyRateCents"
        label={t`Hourly rate (EUR, net)`}
        description={t`The price per extra hour that clients buy online (1 to 20 hours, valid for 12 months); VAT is added as for packages. For orders placed from now on.`}
        inputMode="decimal"
        value={rate}
        onChange={setAndClear(setRate, clear, 'hourlyRateCents')}
        isRequired
      />
      <SubmitButton pending={save.isPending} isDisabled={euroInputToCents(rate) === current} pendingLabel={<Trans>Saving...</Trans>} variant="secondary">
        <Trans>Save</Trans>
      </SubmitButton>
      <FormError message={formError} />
    </ValidatedForm>
  );
}
