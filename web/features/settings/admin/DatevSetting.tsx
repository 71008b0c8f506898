/**
 * The DATEV settings of the bookkeeping export (docs/decisions/065-datev-export.md): the tax
 * advisor's Beraternummer and the firm's Mandantennummer, the Sachkontenlänge, the Erlöskonto (an
 * automatic VAT account) with its VAT rate, the collective Debitorenkonto and the month the fiscal
 * year begins. A change applies to the batches downloaded from then on.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { DatevSettingsSchema, type DatevSettings } from '#shared/settings/settings.schema.js';
import { TextInputField } from '../../../components/fields.js';
import { FormError } from '../../../components/FormParts.js';
import { SelectField } from '../../../components/SelectField.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { parseWholeNumber } from '../../../lib/format.js';
import { trpc } from '../../../lib/trpc.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { validateWith } from '../../../lib/validation.js';
import { SettingCard, useSettingForm } from './SettingCard.js';

/** The name of month `month` (1–12) in `locale`. */
function monthName(month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, month - 1, 1));
}

/** The DATEV settings' section of the console's bookkeeping page: its own query, its own form. */
export function DatevSetting() {
  return (
    <SettingCard
      id="datev-settings-title"
      title={<Trans>DATEV settings</Trans>}
      lead={
        <Trans>
          Your tax advisor gives you these numbers. The revenue account must be an automatic VAT account for the VAT rate of the invoices (in SKR03, 8400 for 19
          %), and the debtor account one collective account for all clients.
        </Trans>
      }
    >
      {(settings) => <DatevForm key={JSON.stringify(settings.datev)} current={settings.datev} />}
    </SettingCard>
  );
}

/** The fields as typed (text) from the stored settings. */
function asText(d: DatevSettings) {
  return {
    consultantNumber: d.consultantNumber === null ? '' : String(d.consultantNumber),
    clientNumber: d.clientNumber === null ? '' : String(d.clientNumber),
    accountLength: String(d.accountLength),
    revenueAccount: d.revenueAccount,
    revenueVatRatePercent: String(d.revenueVatRatePercent),
    debtorAccount: d.debtorAccount,
  };
}

type TextField = keyof ReturnType<typeof asText>;

function DatevForm({ current }: { current: DatevSettings }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [values, setValues] = useState(() => asText(current));
  const [month, setMonth] = useState(String(current.fiscalYearStartMonth));
  const { errors, setErrors, clear, formError, setFormError, callbacks } = useSettingForm(msg`DATEV settings saved`);
  const save = trpc.admin.settings.setDatev.useMutation({
    ...callbacks,
    onSuccess: async () => {
      await callbacks.onSuccess();
      // Whether the batch can be downloaded depends on them.
      await utils.admin.bookkeeping.summary.invalidate();
    },
  });
  const unchanged = JSON.stringify(values) === JSON.stringify(asText(current)) && month === String(current.fiscalYearStartMonth);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const number = (text: string) => parseWholeNumber(text) ?? Number.NaN;
    const input = validateWith(
      DatevSettingsSchema,
      {
        consultantNumber: number(values.consultantNumber),
        clientNumber: number(values.clientNumber),
        accountLength: number(values.accountLength),
        revenueAccount: values.revenueAccount.trim(),
        revenueVatRatePercent: number(values.revenueVatRatePercent),
        debtorAccount: values.debtorAccount.trim(),
        fiscalYearStartMonth: Number(month),
      },
      i18n,
      setErrors,
    );
    if (input) save.mutate(input);
  }

  const fields: [TextField, string, string][] = [
    ['consultantNumber', t`Beraternummer`, t`The tax advisor's number at DATEV, 1001 to 9999999`],
    ['clientNumber', t`Mandantennummer`, t`The firm's number at the tax advisor, 1 to 99999`],
    ['accountLength', t`Account length (Sachkontenlänge)`, t`Digits of a general ledger account, usually 4`],
    ['revenueAccount', t`Revenue account (Erlöskonto)`, t`SKR03: 8400; SKR04: 4400`],
    ['revenueVatRatePercent', t`VAT rate of the revenue account (%)`, t`The rate the account books; invoices at another rate are not exported`],
    ['debtorAccount', t`Debtor account (Debitorenkonto)`, t`One collective account for all clients, e.g. 10000`],
  ];

  return (
    <ValidatedForm className="admin-setting__form" errors={errors} onSubmit={onSubmit}>
      {fields.map(([name, label, description]) => (
        <TextInputField
          key={name}
          name={name}
          label={label}
          description={description}
          inputMode="numeric"
          value={values[name]}
          onChange={setAndClear((value: string) => setValues((v) => ({ ...v, [name]: value })), clear, name)}
          isRequired
        />
      ))}
      <SelectField
        name="fiscalYearStartMonth"
        label={t`Fiscal year begins in`}
        options={Array.from({ length: 12 }, (_, i) => ({ id: String(i + 1), label: monthName(i + 1, i18n.locale) }))}
        value={month}
        onChange={(id) => id && setMonth(id)}
        isRequired
      />
      <SubmitButton pending={save.isPending} isDisabled={unchanged} pendingLabel={<Trans>Saving...</Trans>} variant="secondary">
        <Trans>Save</Trans>
      </SubmitButton>
      <FormError message={formError} />
    </ValidatedForm>
  );
}
