/**
 * The pattern of the console's forms: validate with the shared zod schema, mutate, show the
 * server's field errors inline (or its message above the buttons when no field is to blame) and
 * move focus to the first invalid field.
 */
import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import type { MessageKey } from '#shared/messages.js';
import { useFieldErrors, useFocusFirstInvalid, validateWith } from '../../lib/validation.js';
import { formErrorsOf } from './errors.js';

/**
 * A form's ref (for react-aria's `Form`), its field errors, its form-wide error (for `FormError`)
 * and the steps around the mutation: `validate` and `showErrors`.
 */
export function useAdminForm() {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);

  /**
   * Clears the form-wide error and returns the parsed input, or null after showing the schema's
   * messages under the fields.
   */
  function validate<T>(schema: z.ZodType<T>, values: unknown): T | null {
    setFormError(null);
    return validateWith(schema, values, i18n, setErrors);
  }

  /** Shows a failed mutation's errors: on the fields, on `fieldFor[key]`, or for the whole form. */
  function showErrors(error: unknown, fieldFor?: Partial<Record<MessageKey, string>>): void {
    const { fields, form } = formErrorsOf(error, i18n, fieldFor);
    setErrors(fields);
    setFormError(form);
  }

  return { formRef, errors, setErrors, clear, formError, validate, showErrors };
}

/**
 * A form's text values, starting at `initial`, and `bind(field)`: the props that tie a text field
 * to `values[field]` (name, value, onChange), clearing the field's error (`clear`) on a change.
 */
export function useFormValues<V extends Record<string, string>>(initial: V, clear: (field: string) => void) {
  const [values, setValues] = useState(initial);
  function bind(field: keyof V & string) {
    return {
      name: field,
      value: values[field],
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [field]: value }));
        clear(field);
      },
    };
  }
  return { values, bind };
}
