/**
 * A letter's fields as one form (every field of LETTER_FIELDS, in that order), each marked with
 * where its value came from: "Recognised – please check", "Confirmed" or "Corrected by your
 * expert". The client's "Confirm" sends every field shown (they all become confirmed); the expert's
 * "Save corrections" sends only the fields changed (they become the expert's, and the client is
 * told). Checked with the shared schema first; the server's field errors show under the fields.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { TextInputField } from '../../components/fields.js';
import { SelectField } from '../../components/SelectField.js';
import { FormActions, FormError } from '../../components/FormParts.js';
import type { Language } from '#shared/constants.js';
import { DELIVERY_WAYS, GERMAN_STATES } from '#shared/deadlines/engine.js';
import { STATE_NAMES } from '#shared/deadlines/explain.js';
import { LETTER_TYPE_INFO, LETTER_TYPES } from '#shared/letters/letter-types.js';
import { LETTER_FIELDS, LetterFieldsSchema, type FieldSource, type LetterField, type LetterFields } from '#shared/letters/letters.schema.js';
import { serverErrorDescriptor, translateMessageKey } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { errorIssues, errorMessageKey, type ErrorIssue } from '../../lib/errors.js';
import { issuesToFieldErrors, useFieldErrors, useFocusFirstInvalid } from '../../lib/validation.js';
import { formatEuroInput, formatIban, parseEuroInput, parseWholeNumber } from '../../lib/format.js';
import { DELIVERY_LABELS, FIELD_LABELS, SOURCE_LABELS, SOURCE_LABELS_EXPERT } from './labels.js';
import { SourceChip } from './LetterParts.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { SubmitButton } from '../../components/SubmitButton.js';

/** The form's values as typed (text inputs hold text; selects an id or null). */
type Draft = Record<LetterField, string | null>;

const YES = 'yes';
const NO = 'no';

function toDraft(fields: LetterFields, language: Language): Draft {
  const cents = (v: number | null) => (v === null ? '' : formatEuroInput(v, language));
  return {
    letterType: fields.letterType,
    finanzamt: fields.finanzamt ?? '',
    steuernummer: fields.steuernummer ?? '',
    steuerId: fields.steuerId ?? '',
    letterDate: fields.letterDate ?? '',
    delivery: fields.delivery,
    state: fields.state,
    taxYear: fields.taxYear === null ? '' : String(fields.taxYear),
    amountDueCents: cents(fields.amountDueCents),
    refundCents: cents(fields.refundCents),
    dueDate: fields.dueDate ?? '',
    payee: fields.payee ?? '',
    iban: fields.iban ? formatIban(fields.iban) : '',
    bic: fields.bic ?? '',
    paymentReference: fields.paymentReference ?? '',
    hasInstructions: fields.hasInstructions === null ? null : fields.hasInstructions ? YES : NO,
  };
}

/** The draft as the schema's input: empty text is null, numbers parsed (NaN fails the schema with its message). */
function fromDraft(d: Draft): Record<LetterField, unknown> {
  const text = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());
  return {
    letterType: d.letterType,
    finanzamt: text(d.finanzamt),
    steuernummer: text(d.steuernummer),
    steuerId: text(d.steuerId),
    letterDate: text(d.letterDate),
    delivery: d.delivery,
    state: d.state,
    taxYear: parseWholeNumber(d.taxYear ?? ''),
    amountDueCents: parseEuroInput(d.amountDueCents ?? ''),
    refundCents: parseEuroInput(d.refundCents ?? ''),
    dueDate: text(d.dueDate),
    payee: text(d.payee),
    iban: text(d.iban),
    bic: text(d.bic),
    paymentReference: text(d.paymentReference),
    hasInstructions: d.hasInstructions === null ? null : d.hasInstructions === YES,
  };
}

/** The server's issues on `fields.<name>` as the form's field names. */
function fieldIssues(issues: ErrorIssue[]): ErrorIssue[] {
  return issues.map((i) => {
    const path = typeof i.path === 'string' ? i.path.split('.') : i.path.map(String);
    return { ...i, path: path[0] === 'fields' ? path.slice(1) : path };
  });
}

interface LetterFieldsFormProps {
  /** The letter's current values and their sources. */
  fields: LetterFields;
  sources: Partial<Record<LetterField, FieldSource>>;
  /** `client`: "Confirm" sends every field; `expert`: "Save corrections" sends the changed ones. */
  mode: 'client' | 'expert';
  /** Saves the fields; rejects with the server's error. */
  save: (fields: Partial<LetterFields>) => Promise<unknown>;
  isSaving: boolean;
  /** Shown above the button (e.g. "The client will be told by e-mail."). */
  note?: ReactNode;
  /** The id of the form's heading (the form is labelled by it). */
  labelledBy: string;
  /** Shows a "Cancel" button beside the save button, which calls this. */
  onCancel?: () => void;
}

/**
 * The letter's details form (`FieldsForm`) on `letter`'s fields and sources; it starts afresh
 * (a new draft from the saved values) whenever those change, after a save or a new reading.
 */
export function LetterFieldsForm({
  letter,
  ...props
}: Omit<LetterFieldsFormProps, 'fields' | 'sources'> & { letter: Pick<LetterFieldsFormProps, 'fields' | 'sources'> }) {
  return <FieldsForm key={JSON.stringify([letter.fields, letter.sources])} fields={letter.fields} sources={letter.sources} {...props} />;
}

function FieldsForm({ fields, sources, mode, save, isSaving, note, labelledBy, onCancel }: LetterFieldsFormProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(fields, language));
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);
  const sourceLabels = mode === 'client' ? SOURCE_LABELS : SOURCE_LABELS_EXPERT;

  function set(field: LetterField, value: string | null) {
    setDraft((current) => ({ ...current, [field]: value }));
    clear(field);
    setFormError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    setFormError(null);
    const parsed = LetterFieldsSchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues, i18n));
      return;
    }
    setErrors({});
    let input: Partial<LetterFields> = parsed.data;
    if (mode === 'expert') {
      const changed = LETTER_FIELDS.filter((f) => parsed.data[f] !== fields[f]);
      if (changed.length === 0) {
        setFormError(t`Nothing to save: no value was changed.`);
        return;
      }
      input = Object.fromEntries(changed.map((f) => [f, parsed.data[f]]));
    }
    try {
      await save(input);
    } catch (error) {
      const fieldErrors = issuesToFieldErrors(fieldIssues(errorIssues(error)), i18n);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        const key = errorMessageKey(error);
        setFormError(key ? translateMessageKey(i18n, key) : i18n._(serverErrorDescriptor(error)));
      }
    }
  }

  const label = (f: LetterField) => i18n._(FIELD_LABELS[f]);
  const chipId = (f: LetterField) => `${idPrefix}-${f}-source`;
  const source = (f: LetterField) => {
    const s = sources[f];
    return s ? <SourceChip id={chipId(f)} source={s} label={i18n._(sourceLabels[s])} /> : null;
  };
  const describedBy = (f: LetterField) => (sources[f] ? chipId(f) : undefined);
  /** What every field of the form shows of itself: its name, label, source chip and the chip's link (aria-describedby). */
  const named = (f: LetterField) => ({ name: f, label: label(f), chip: source(f), describedBy: describedBy(f) });
  const text = (f: LetterField, props: Partial<TextProps> = {}) => (
    <LetterTextField {...named(f)} value={draft[f] ?? ''} onChange={(v) => set(f, v)} {...props} />
  );

  return (
    <ValidatedForm ref={formRef} className="form letter-form" errors={errors} onSubmit={(event) => void onSubmit(event)} aria-labelledby={labelledBy}>
      <div className="letter-form__grid">
        <LetterSelectField
          {...named('letterType')}
          placeholder={t`Choose the type`}
          options={LETTER_TYPES.map((type) => ({ id: type, label: LETTER_TYPE_INFO[type].name[language] }))}
          value={draft.letterType}
          onChange={(v) => set('letterType', v)}
        />
        {text('finanzamt', { autoComplete: 'off' })}
        {text('steuernummer', { inputMode: 'numeric', autoComplete: 'off' })}
        {text('steuerId', { inputMode: 'numeric', autoComplete: 'off', description: t`11 digits, on the letter and on your tax ID notice.` })}
        {text('letterDate', { type: 'date' })}
        <LetterSelectField
          {...named('delivery')}
          placeholder={t`Choose how it came`}
          description={t`This decides the day the letter counts as delivered (Bekanntgabe).`}
          options={DELIVERY_WAYS.map((d) => ({ id: d, label: i18n._(DELIVERY_LABELS[d]) }))}
          value={draft.delivery}
          onChange={(v) => set('delivery', v)}
        />
        <LetterSelectField
          {...named('state')}
          placeholder={t`Choose a Land`}
          description={t`Public holidays of this Land can move a deadline.`}
          options={GERMAN_STATES.map((code) => ({ id: code, label: STATE_NAMES[code][language] }))}
          value={draft.state}
          onChange={(v) => set('state', v)}
        />
        {text('taxYear', { inputMode: 'numeric', autoComplete: 'off', placeholder: t`e.g. 2025` })}
        {text('amountDueCents', { inputMode: 'decimal', autoComplete: 'off', placeholder: language === 'de' ? '1.234,56' : '1,234.56' })}
        {text('refundCents', { inputMode: 'decimal', autoComplete: 'off', placeholder: language === 'de' ? '1.234,56' : '1,234.56' })}
        {text('dueDate', { type: 'date', description: t`A date to pay or to answer by, if the letter gives one.` })}
        {text('payee', { autoComplete: 'off', description: t`The account holder named for payments, e.g. Finanzkasse Dresden.` })}
        {text('iban', { autoComplete: 'off', description: t`The Finanzamt's bank account, usually at the foot of the letter (Bankverbindung).` })}
        {text('bic', { autoComplete: 'off' })}
        {text('paymentReference', { autoComplete: 'off', description: t`What to write in the transfer, as the letter asks (Verwendungszweck).` })}
        <YesNoField
          {...named('hasInstructions')}
          value={draft.hasInstructions}
          onChange={(v) => set('hasInstructions', v)}
          error={errors.hasInstructions}
          description={<Trans>It is usually at the end of a Bescheid. Without one, an Einspruch may be filed within a year instead of a month.</Trans>}
        />
      </div>
      <FormError message={formError} />
      {note ? <p className="letter-form__note muted">{note}</p> : null}
      <FormActions>
        {onCancel ? (
          <Button className="button button--secondary" onPress={onCancel} isDisabled={isSaving}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <SubmitButton pending={isSaving} pendingLabel={<Trans>Saving...</Trans>}>
          {mode === 'client' ? <Trans>Confirm</Trans> : <Trans>Save corrections</Trans>}
        </SubmitButton>
      </FormActions>
    </ValidatedForm>
  );
}

interface TextProps {
  name: string;
  label: string;
  chip: ReactNode;
  describedBy: string | undefined;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date';
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
  placeholder?: string;
  description?: string;
}

function LetterTextField({ chip, describedBy, ...props }: TextProps) {
  return <TextInputField {...props} className="letter-field" labelAddon={chip} aria-describedby={describedBy} />;
}

function LetterSelectField({
  chip,
  ...props
}: {
  name: string;
  label: string;
  chip: ReactNode;
  describedBy: string | undefined;
  placeholder: string;
  description?: string;
  options: { id: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return <SelectField {...props} className="letter-field" labelAddon={chip} />;
}

/**
 * Yes / No as native radio buttons in a radio group (react-aria's RadioGroup is on the landing page's
 * contact form: using it here too would move it out of the landing page's chunks). No choice is
 * null ("not known").
 */
function YesNoField({
  name,
  label,
  chip,
  describedBy,
  value,
  onChange,
  error,
  description,
}: {
  name: string;
  label: string;
  chip: ReactNode;
  describedBy: string | undefined;
  value: string | null;
  onChange: (value: string) => void;
  error: string | undefined;
  description: ReactNode;
}) {
  const id = useId();
  const groupDescribedBy = [describedBy, `${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    // tabIndex -1: a failed save can move focus to the group (useFocusFirstInvalid).
    <div
      role="radiogroup"
      className="field letter-field letter-form__wide"
      aria-labelledby={`${id}-label`}
      aria-describedby={groupDescribedBy}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
    >
      <div className="field__label-row">
        <span id={`${id}-label`} className="field__label">
          {label}
        </span>
        {chip}
      </div>
      <div className="yes-no__options">
        {[
          { value: YES, text: <Trans>Yes</Trans> },
          { value: NO, text: <Trans>No</Trans> },
        ].map((option) => (
          <label key={option.value} className="yes-no__option">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.text}
          </label>
        ))}
      </div>
      <p id={`${id}-description`} className="field__description">
        {description}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
