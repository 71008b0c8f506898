/**
 * The VAT rate (a setting, default 19 %): applied to orders placed from then on, and shown in the
 * public pages' gross prices. Orders already placed keep their rate.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { VatSettingInputSchema } from '#shared/settings/settings.schema.js';
import { TextInputField } from '../../../components/fields.js';
import { trpc } from '../../../lib/trpc.js';
import { validateWith } from '../../../lib/validation.js';
import { parseWholeNumber } from '../../../lib/format.js';
import { FormError } from '../../../components/FormParts.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { SettingCard, useSettingForm } from './SettingCard.js';

export function VatRateSetting() {
  return (
    <SettingCard id="vat-rate-title" title={<Trans>VAT rate</Trans>}>
      {(settings) => <VatRateForm key={settings.vatRatePercent} current={settings.vatRatePercent} />}
    </SettingCard>
  );
}

function VatRateForm({ current }: { current: number }) {
  const { t, i18n } = useLingui();
  const [rate, setRate] = useState(String(current));
  const { errors, setErrors, clear, formError, setFormError, callbacks } = useSettingForm(msg`VAT rate saved`);
  const save = trpc.admin.settings.setVatRate.useMutation(callbacks);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validateWith(VatSettingInputSchema, { vatRatePercent: parseWholeNumber(rate) ?? Number.NaN }, i18n, setErrors);
    if (input) save.mutate(input);
  }

  return (
    <ValidatedForm className="admin-setting__form" errors={errors} onSubmit={onSubmit}>
      <TextInputField
        name="vatRatePercent"
        label={t`VAT rate (%)`}
        description={t`For orders placed from now on; the public pages show prices including it.`}
        inputMode="numeric"
        value={rate}
        onChange={setAndClear(setRate, clear, 'vatRatePercent')}
        isRequired
      />
      <SubmitButton pending={save.isPending} isDisabled={rate.trim() === String(current)} pendingLabel={<Trans>Saving...</Trans>} variant="secondary">
        <Trans>Save</Trans>
      </SubmitButton>
      <FormError message={formError} />
    </ValidatedForm>
  );
}
