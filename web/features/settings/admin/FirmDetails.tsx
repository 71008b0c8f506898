/**
 * The firm's own details in the console (decision record 021): the form an owner fills in once
 * (legal name and form, address, managing directors, register, Steuernummer and USt-IdNr., phone,
 * e-mail, bank account, privacy contact, supervisory authority) and the set-up checklist shown on
 * the console's start page until they are complete. Validated with the shared FirmSchema; the
 * legal pages, terms, withdrawal instructions, e-mails, invoices and the GiroCode read them.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FIRM_SECTIONS, FirmSchema, type Firm, type FirmReadiness, type FirmSection } from '#shared/firm/firm.js';
import { TextAreaField, TextInputField } from '../../../components/fields.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { FormError } from '../../../components/FormParts.js';
import { useAdminForm } from '../../admin/index.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { submitParsed } from '../../../lib/validation.js';

/** Each checklist section's name. */
const SECTION_NAMES: Record<FirmSection, MessageDescriptor> = {
  company: msg`Company name and address`,
  management: msg`Managing directors and commercial register`,
  tax: msg`Steuernummer and USt-IdNr.`,
  contact: msg`Phone and email`,
  bank: msg`Bank account`,
  privacy: msg`Data protection contact`,
};

/** The checklist: each section done or still to do. */
function FirmChecklist({ readiness, orderingOpen, linkToForm }: { readiness: FirmReadiness; orderingOpen: boolean; linkToForm: boolean }) {
  const { i18n } = useLingui();
  return (
    <section className={readiness.complete ? 'card firm-checklist firm-checklist--complete' : 'card firm-checklist'} aria-labelledby="firm-checklist-title">
      <h2 id="firm-checklist-title" className="firm-checklist__title">
        {readiness.complete ? <Trans>The firm's details are complete</Trans> : <Trans>Before going live: the firm's details</Trans>}
      </h2>
      <p className="muted">
        {readiness.complete ? (
          <Trans>
            The legal notice, privacy policy, terms, withdrawal instructions, invoices and order emails show these details, and online ordering is open.
          </Trans>
        ) : orderingOpen ? (
          <Trans>
            The legal notice, privacy policy, terms, withdrawal instructions, invoices and order emails show these details. On a production server, online
            ordering stays closed until every item is done.
          </Trans>
        ) : (
          <Trans>Online ordering is closed until every item is done: clients see “Online ordering opens once the firm's details are complete”.</Trans>
        )}
      </p>
      <ul className="firm-checklist__list">
        {FIRM_SECTIONS.map((section) => {
          const done = !readiness.pending.includes(section);
          return (
            <li key={section} className={done ? 'firm-checklist__item firm-checklist__item--done' : 'firm-checklist__item'}>
              <span className="firm-checklist__mark" aria-hidden="true">
                {done ? '✓' : '○'}
              </span>
              <span>{i18n._(SECTION_NAMES[section])}</span>
              <span className="visually-hidden">{done ? <Trans>done</Trans> : <Trans>still the sample values</Trans>}</span>
              {done ? null : (
                <span className="firm-checklist__state" aria-hidden="true">
                  <Trans>sample values</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {linkToForm ? (
        <Link to="/admin/firm" className="button button--primary button--small">
          <Trans>Enter the firm's details</Trans>
        </Link>
      ) : null}
    </section>
  );
}

/** The checklist on the console's start page, while the firm's details are not complete. */
export function FirmSetupNotice() {
  const view = trpc.admin.firm.get.useQuery();
  if (!view.data || view.data.readiness.complete) return null;
  return <FirmChecklist readiness={view.data.readiness} orderingOpen={view.data.orderingOpen} linkToForm />;
}

/** The form's values: one text per input (the managing directors one per line). */
type Values = Record<string, string>;

function valuesOf(firm: Firm): Values {
  return {
    legalName: firm.legalName,
    legalForm: firm.legalForm,
    'address.street': firm.address.street,
    'address.postalCode': firm.address.postalCode,
    'address.city': firm.address.city,
    representatives: firm.representatives.join('\n'),
    contentResponsible: firm.contentResponsible,
    'register.court': firm.register?.court ?? '',
    'register.number': firm.register?.number ?? '',
    taxNumber: firm.taxNumber,
    vatId: firm.vatId ?? '',
    phone: firm.phone,
    email: firm.email,
    'bank.accountHolder': firm.bank.accountHolder,
    'bank.iban': firm.bank.iban,
    'bank.bic': firm.bank.bic,
    'bank.bankName': firm.bank.bankName ?? '',
    privacyEmail: firm.privacyEmail,
    dataProtectionOfficer: firm.dataProtectionOfficer ?? '',
    'supervisoryAuthority.name': firm.supervisoryAuthority.name,
    'supervisoryAuthority.address': firm.supervisoryAuthority.address,
    'supervisoryAuthority.url': firm.supervisoryAuthority.url,
  };
}

/** The input FirmSchema parses: the register is null when both its fields are empty. */
function inputOf(v: Values): unknown {
  const court = v['register.court']!.trim();
  const number = v['register.number']!.trim();
  return {
    legalName: v.legalName,
    legalForm: v.legalForm,
    address: { street: v['address.street'], postalCode: v['address.postalCode'], city: v['address.city'], countryCode: 'DE' },
    representatives: v
      .representatives!.split('\n')
      .map((name) => name.trim())
      .filter(Boolean),
    contentResponsible: v.contentResponsible,
    register: court || number ? { court, number } : null,
    taxNumber: v.taxNumber,
    vatId: v.vatId,
    phone: v.phone,
    email: v.email,
    bank: { accountHolder: v['bank.accountHolder'], iban: v['bank.iban'], bic: v['bank.bic'], bankName: v['bank.bankName'] },
    privacyEmail: v.privacyEmail,
    dataProtectionOfficer: v.dataProtectionOfficer,
    supervisoryAuthority: { name: v['supervisoryAuthority.name'], address: v['supervisoryAuthority.address'], url: v['supervisoryAuthority.url'] },
  };
}

/** The firm's details form, with the checklist above it. */
export function FirmDetailsForm({ firm, readiness, orderingOpen }: { firm: Firm; readiness: FirmReadiness; orderingOpen: boolean }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Values>(() => valuesOf(firm));
  const { formRef, errors, clear, formError, validate, showErrors } = useAdminForm();
  const save = trpc.admin.firm.update.useMutation({
    onSuccess: async (view) => {
      toast.success(view.readiness.complete ? msg`The firm's details are saved and complete.` : msg`The firm's details are saved.`);
      utils.admin.firm.get.setData(undefined, view);
      setValues(valuesOf(view.firm));
      await utils.admin.audit.invalidate().catch(() => undefined);
    },
    onError: (error) => showErrors(error),
  });

  function field(name: string, label: string, options: { description?: string; required?: boolean; type?: string; autoComplete?: string } = {}): ReactNode {
    return (
      <TextInputField
        name={name}
        label={label}
        description={options.description}
        type={options.type}
        autoComplete={options.autoComplete ?? 'off'}
        value={values[name] ?? ''}
        onChange={(value) => {
          setValues((current) => ({ ...current, [name]: value }));
          clear(name);
          clear(name.split('.')[0]!);
        }}
        isRequired={options.required ?? true}
      />
    );
  }

  const onSubmit = submitParsed(
    () => validate(FirmSchema, inputOf(values)),
    (input) => save.mutate(input),
  );

  return (
    <>
      <FirmChecklist readiness={readiness} orderingOpen={orderingOpen} linkToForm={false} />
      <ValidatedForm ref={formRef} className="card firm-form" errors={errors} onSubmit={onSubmit}>
        <fieldset className="firm-form__section">
          <legend>{t(SECTION_NAMES.company)}</legend>
          {field('legalName', t`Registered name`, { description: t`As in the commercial register, e.g. Muster Steuerhilfe GmbH` })}
          {field('legalForm', t`Legal form`, { description: t`Spelled out, e.g. Gesellschaft mit beschränkter Haftung (GmbH)` })}
          {field('address.street', t`Street and number`)}
          <div className="firm-form__row">
            {field('address.postalCode', t`Postcode`)}
            {field('address.city', t`City`)}
          </div>
        </fieldset>
        <fieldset className="firm-form__section">
          <legend>{t(SECTION_NAMES.management)}</legend>
          <TextAreaField
            name="representatives"
            label={t`Managing directors`}
            description={t`One name per line`}
            rows={2}
            value={values.representatives ?? ''}
            onChange={(value) => {
              setValues((current) => ({ ...current, representatives: value }));
              clear('representatives');
            }}
            isRequired
          />
          {field('contentResponsible', t`Responsible for the content (§ 18 (2) MStV)`)}
          <div className="firm-form__row">
            {field('register.court', t`Register court`, { required: false, description: t`e.g. Amtsgericht Charlottenburg; leave empty without an entry` })}
            {field('register.number', t`Register number`, { required: false, description: t`e.g. HRB 123456 B` })}
          </div>
        </fieldset>
        <fieldset className="firm-form__section">
          <legend>{t(SECTION_NAMES.tax)}</legend>
          <div className="firm-form__row">
            {field('taxNumber', t`Steuernummer`, { description: t`As the Finanzamt writes it, e.g. 37/123/45678` })}
            {field('vatId', t`USt-IdNr.`, { required: false, description: t`DE and nine digits; leave empty if the firm has none` })}
          </div>
        </fieldset>
        <fieldset className="firm-form__section">
          <legend>{t(SECTION_NAMES.contact)}</legend>
          <div className="firm-form__row">
            {field('phone', t`Phone`, { type: 'tel', description: t`Named in the legal notice and the withdrawal instructions` })}
            {field('email', t`Email`, { type: 'email' })}
          </div>
        </fieldset>
        <fieldset className="firm-form__section">
          <legend>{t(SECTION_NAMES.bank)}</legend>
          {field('bank.accountHolder', t`Account holder`)}
          <div className="firm-form__row">
            {field('bank.iban', t`IBAN`)}
            {field('bank.bic', t`BIC`)}
          </div>
          {field('bank.bankName', t`Bank`, { required: false })}
        </fieldset>
        <fieldset className="firm-form__section">
          <legend>{t(SECTION_NAMES.privacy)}</legend>
          <div className="firm-form__row">
            {field('privacyEmail', t`Email for data protection`, { type: 'email' })}
            {field('dataProtectionOfficer', t`Data protection officer`, { required: false, description: t`Name, if the firm has appointed one` })}
          </div>
          {field('supervisoryAuthority.name', t`Supervisory authority`, { description: t`The data protection authority of the Land of the registered office` })}
          <div className="firm-form__row">
            {field('supervisoryAuthority.address', t`Its address`)}
            {field('supervisoryAuthority.url', t`Its website`, { type: 'url' })}
          </div>
        </fieldset>
        <FormError message={formError} />
        <div className="firm-form__actions">
          <SubmitButton pending={save.isPending} pendingLabel={<Trans>Saving...</Trans>}>
            <Trans>Save the firm's details</Trans>
          </SubmitButton>
        </div>
      </ValidatedForm>
    </>
  );
}
