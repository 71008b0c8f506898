/**
 * Creating and editing a package: names, descriptions and features in English and German (the
 * features one per line), hours, net price in euros (sent in cents), the response time ("or
 * less"), "Most Popular", a dedicated specialist, and calls and quarterly check-ins (decision
 * record 072). These are what the public pages, the order page and the e-mails show.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Checkbox } from 'react-aria-components';
import { PackageInputSchema, UpdatePackageInputSchema } from '#shared/packages/packages.schema.js';
import { PACKAGE_FEATURES_MAX, RESPONSE_PROMISE_HOURS } from '#shared/constants.js';
import type { Package } from '#shared/purchases/purchases.schema.js';
import { TextAreaField, TextInputField } from '../../../components/fields.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { useFieldErrors, validateWith } from '../../../lib/validation.js';
import { formErrorsOf, useFormValues } from '../../admin/index.js';
import { centsToEuroInput, euroInputToCents, parseWholeNumber } from '../../../lib/format.js';
import { FormError } from '../../../components/FormParts.js';
import { DialogActions, DialogTitle, ModalDialog, type DialogTriggerProps } from '../../../components/ModalDialog.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';

/** A button opening the package form: empty for a new package, filled in for `pkg`. */
export function PackageDialog({ pkg, ...triggerProps }: { pkg?: Package } & DialogTriggerProps) {
  return (
    <ModalDialog modalClassName="admin-modal admin-modal--wide" {...triggerProps}>
      {(close) => <PackageForm pkg={pkg} onDone={close} />}
    </ModalDialog>
  );
}

/** A feature list as the textarea shows it: one feature per line. */
const linesOf = (features: readonly string[] | undefined) => (features ?? []).join('\n');
/** The textarea's lines as a feature list (blank lines dropped; the schema trims and bounds them). */
const featuresOf = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

function PackageForm({ pkg, onDone }: { pkg?: Package; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const [responseOrLess, setResponseOrLess] = useState(pkg?.responseOrLess ?? false);
  const [popular, setPopular] = useState(pkg?.popular ?? false);
  const [dedicatedSpecialist, setDedicatedSpecialist] = useState(pkg?.dedicatedSpecialist ?? false);
  const [calls, setCalls] = useState(pkg?.calls ?? false);
  const [quarterlyCheckIns, setQuarterlyCheckIns] = useState(pkg?.quarterlyCheckIns ?? false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  const { values, bind } = useFormValues(
    {
      name: pkg?.name ?? '',
      nameDe: pkg?.nameDe ?? '',
      hours: pkg ? String(pkg.hours) : '',
      price: pkg ? centsToEuroInput(pkg.price, language) : '',
      responseHours: String(pkg?.responseHours ?? RESPONSE_PROMISE_HOURS),
      description: pkg?.description ?? '',
      descriptionDe: pkg?.descriptionDe ?? '',
      features: linesOf(pkg?.features),
      featuresDe: linesOf(pkg?.featuresDe),
    },
    clear,
  );
  const maxFeatures = PACKAGE_FEATURES_MAX;

  const handlers = {
    onSuccess: async () => {
      toast.success(pkg ? msg`Package updated` : msg`Package created`);
      onDone();
      await utils.admin.packages.list.invalidate();
    },
    onError: (error: unknown) => {
      const { fields, form } = formErrorsOf(error, i18n, { packageNameTaken: 'name' });
      setErrors(fields);
      setFormError(form);
    },
  };
  const create = trpc.admin.packages.create.useMutation(handlers);
  const update = trpc.admin.packages.update.useMutation(handlers);
  const isPending = create.isPending || update.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = {
      name: values.name,
      nameDe: values.nameDe,
      hours: parseWholeNumber(values.hours) ?? Number.NaN,
      price: euroInputToCents(values.price),
      description: values.description,
      descriptionDe: values.descriptionDe,
      features: featuresOf(values.features),
      featuresDe: featuresOf(values.featuresDe),
      responseHours: parseWholeNumber(values.responseHours) ?? Number.NaN,
      responseOrLess,
      popular,
      dedicatedSpecialist,
      calls,
      quarterlyCheckIns,
    };
    if (pkg) {
      const parsed = validateWith(UpdatePackageInputSchema, { ...input, id: pkg.id, active: pkg.active }, i18n, setErrors);
      if (parsed) update.mutate(parsed);
    } else {
      const parsed = validateWith(PackageInputSchema, { ...input, active: true }, i18n, setErrors);
      if (parsed) create.mutate(parsed);
    }
  }

  return (
    <>
      <DialogTitle>{pkg ? <Trans>Edit package</Trans> : <Trans>New package</Trans>}</DialogTitle>
      <p className="muted dialog__lead">
        {pkg ? <Trans>Changes apply to later purchases only; recorded purchases keep their hours and price.</Trans> : null}{' '}
        <Trans>The landing page, the terms and the order page show these values within a minute.</Trans>
      </p>
      <ValidatedForm className="form" errors={errors} onSubmit={onSubmit}>
        <div className="form-row">
          <TextInputField {...bind('name')} label={t`Name (English)`} autoFocus isRequired />
          <TextInputField {...bind('nameDe')} label={t`Name (German)`} description={t`Empty: the English name`} lang="de" />
        </div>
        <div className="form-row form-row--three">
          <TextInputField {...bind('hours')} label={t`Hours`} inputMode="numeric" isRequired />
          <TextInputField {...bind('price')} label={t`Price (EUR, net)`} inputMode="decimal" isRequired />
          <TextInputField {...bind('responseHours')} label={t`Response time (hours)`} inputMode="numeric" isRequired />
        </div>
        <div className="form-checks">
          <Checkbox className="checkbox" isSelected={responseOrLess} onChange={setResponseOrLess}>
            <Trans>Response time reads “or less”</Trans>
          </Checkbox>
          <Checkbox className="checkbox" isSelected={popular} onChange={setPopular}>
            <Trans>Marked “Most Popular” (one package at a time)</Trans>
          </Checkbox>
          <Checkbox className="checkbox" isSelected={dedicatedSpecialist} onChange={setDedicatedSpecialist}>
            <Trans>Includes a dedicated specialist (the client’s new questions and letters go to the expert you choose on the client’s page)</Trans>
          </Checkbox>
          <Checkbox
            className="checkbox"
            isSelected={calls}
            onChange={(selected) => {
              setCalls(selected);
              // A check-in is a call: without calls the client could not book it.
              if (!selected) setQuarterlyCheckIns(false);
            }}
          >
            <Trans>Includes calls (the client books calls with the experts from the portal, within their hours)</Trans>
          </Checkbox>
          <Checkbox className="checkbox" isSelected={quarterlyCheckIns} onChange={setQuarterlyCheckIns} isDisabled={!calls}>
            <Trans>Includes a quarterly call (the client is invited by email each quarter to book one; needs calls)</Trans>
          </Checkbox>
        </div>
        <div className="form-row">
          <TextAreaField {...bind('description')} label={t`Description (English)`} rows={3} />
          <TextAreaField {...bind('descriptionDe')} label={t`Description (German)`} rows={3} lang="de" />
        </div>
        <div className="form-row">
          <TextAreaField {...bind('features')} label={t`Features (English)`} description={t`One per line, at most ${maxFeatures}`} rows={6} />
          <TextAreaField {...bind('featuresDe')} label={t`Features (German)`} description={t`One per line; empty: the English features`} rows={6} lang="de" />
        </div>
        <FormError message={formError} />
        <DialogActions
          cancelLabel={<Trans>Cancel</Trans>}
          onCancel={onDone}
          confirmLabel={pkg ? <Trans>Save changes</Trans> : <Trans>Create package</Trans>}
          pendingLabel={<Trans>Saving...</Trans>}
          isPending={isPending}
        />
      </ValidatedForm>
    </>
  );
}
