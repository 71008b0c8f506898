/**
 * The VAT rate (a setting, default 19 %): applied to orders placed from then on, and shown in the
 * public pages' gross prices. Orders already placed keep their rate.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { VatSettingInputSchema } from '#shared/settings/settings.schema.js';
import { TextInputField } from '../../../components/fields.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { useFieldErrors, validateWith } from '../../../lib/validation.js';
import { formErrorsOf } from '../../admin/index.js';
import { parseWholeNumber } from '../../../lib/format.js';
import { FormError } from '../../../components/FormParts.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { SubmitButton } from '../../../components/SubmitButton.js';

export function VatRateSetting() {
  const settings = trpc.admin.settings.get.useQuery();
  return (
    <section className="card admin-setting" aria-labelledby="vat-rate-title">
      <h2 id="vat-rate-title" className="admin-setting__title">
        <Trans>VAT rate</Trans>
      </h2>
      {settings.data ? (
        <VatRateForm key={settings.data.vatRatePercent} current={settings.data.vatRatePercent} />
      ) : settings.isError ? (
        <p className="muted">
          <Trans>Failed to load the settings.</Trans>
        </p>
      ) : null}
    </section>
  );
}

function VatRateForm({ current }: { current: number }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [rate, setRate] = useState(String(current));
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  const save = trpc.admin.settings.setVatRate.useMutation({
    onSuccess: async () => {
      toast.success(msg`VAT rate saved`);
      await utils.admin.settings.get.invalidate();
    },
    onError: (error) => {
      const { fields, form } = formErrorsOf(error, i18n);
      setErrors(fields);
      setFormError(form);
    },
  });

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
