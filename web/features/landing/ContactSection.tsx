/**
 * Contact section (spec sections 2, 5, 8): contact details, the 24-hours-on-business-days
 * promise, and the contact form (name, email, preferred language, message). Validation uses
 * the shared ContactInputSchema with the spec's messages; the preferred language starts as the
 * page language (and follows it until the visitor picks one). Submitting shows "Sending...",
 * then the success toast and a reset form, or the failure toast. It posts `POST /api/contact`
 * directly (the spec's call), so the landing page needs no tRPC client.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { LANGUAGE_NAMES, LANGUAGES, RESPONSE_PROMISE_HOURS, type Language } from '#shared/constants.js';
import type { ContactInput } from '#shared/contact/contact.schema.js';
import { parseLanguage } from '#shared/language.js';
import { TextAreaField, TextInputField } from '../../components/fields.js';
import { useLanguage } from '../../i18n/use-language.js';
import { errorIssues, throwIfNotOk } from '../../lib/errors.js';
import { requireCatalog } from '../../i18n/i18n.js';
import { toast } from '../../lib/toast.js';
import { useFieldErrors, useFocusFirstInvalid } from '../../lib/use-field-errors.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useFirm } from '../packages/index.js';
import { LandingSectionFrame, LandingSectionHeader } from './LandingSection.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { DescriptionRow } from '../../components/DescriptionRow.js';
import { SubmitButton } from '../../components/SubmitButton.js';

/** The shared schema, loaded on the first submit (keeps zod out of the landing page's first load). */
const loadSchema = () => import('#shared/contact/contact.schema.js').then((m) => m.ContactInputSchema);
/** Validation and the translated server messages: loaded when the form is first submitted. */
const loadValidation = () => import('../../lib/validation.js');

export function ContactSection() {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const pageLanguage = useLanguage();
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const language = chosenLanguage ?? pageLanguage;
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);
  const hours = RESPONSE_PROMISE_HOURS;
  const firm = useFirm();
  const email = firm.email;

  const [sending, setSending] = useState(false);

  /** POST /api/contact (spec section 7; the response is not read). */
  async function send(input: ContactInput): Promise<void> {
    setSending(true);
    try {
      const res = await fetch('/api/contact', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      await throwIfNotOk(res);
      toast.success(msg`Message sent successfully!`, msg`We'll get back to you within 24 hours.`);
      formRef.current?.reset();
      setChosenLanguage(null);
      setErrors({});
    } catch (error) {
      const [{ serverFieldErrors }] = await Promise.all([loadValidation(), requireCatalog('errors')]);
      setErrors(serverFieldErrors(errorIssues(error), i18n));
      toast.error(msg`Error sending message`, msg`Please try again or contact us directly via email.`);
    } finally {
      setSending(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = { ...Object.fromEntries(new FormData(event.currentTarget)), language };
    const [schema, { validateWith }] = await Promise.all([loadSchema(), loadValidation(), requireCatalog('errors')]);
    const input = validateWith(schema, values, i18n, setErrors);
    if (input) await send(input);
  }

  return (
    <LandingSectionFrame id="contact" tone="surface">
      <div className="section__inner contact">
        <div className="contact__intro">
          <LandingSectionHeader
            titleId="contact-title"
            title={<Trans>Get in touch</Trans>}
            lead={<Trans>Tell us about your letter, your tax return or your business. Write in English or German; we reply in the language you prefer.</Trans>}
          />
          <dl className="contact__details">
            <DescriptionRow label={<Trans>Email</Trans>}>
              <a href={`mailto:${email}`}>{email}</a>
            </DescriptionRow>
            <DescriptionRow label={<Trans>Phone</Trans>}>
              <Trans>Available after consultation booking</Trans>
            </DescriptionRow>
            <DescriptionRow label={<Trans>Location</Trans>}>
              <Trans>Serving clients throughout Germany</Trans>
            </DescriptionRow>
          </dl>
          <p className="contact__promise">
            <Trans>We respond within {hours} hours on business days.</Trans>
          </p>
        </div>

        <div className="card contact__card">
          <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={(event) => void onSubmit(event)} aria-labelledby="contact-title">
            <TextInputField isDisabled={!hydrated} name="name" autoComplete="name" label={t`Name`} onChange={() => clear('name')} isRequired />
            <TextInputField isDisabled={!hydrated} name="email" type="email" autoComplete="email" label={t`Email`} onChange={() => clear('email')} isRequired />
            <RadioGroup
              isDisabled={!hydrated}
              name="language"
              className="field radio-group"
              orientation="horizontal"
              value={language}
              onChange={(value) => {
                setChosenLanguage(parseLanguage(value));
                clear('language');
              }}
              isRequired
            >
              <Label className="field__label">
                <Trans>Preferred language</Trans>
              </Label>
              <div className="radio-group__options">
                {LANGUAGES.map((code) => (
                  <Radio key={code} value={code} className="radio">
                    {LANGUAGE_NAMES[code]}
                  </Radio>
                ))}
              </div>
              <FieldError className="field__error" />
            </RadioGroup>
            <TextAreaField isDisabled={!hydrated} name="message" label={t`Message`} rows={6} onChange={() => clear('message')} isRequired />
            <SubmitButton pending={sending} isDisabled={!hydrated} pendingLabel={<Trans>Sending...</Trans>} block>
              <Trans>Send Message</Trans>
            </SubmitButton>
          </ValidatedForm>
        </div>
      </div>
    </LandingSectionFrame>
  );
}
