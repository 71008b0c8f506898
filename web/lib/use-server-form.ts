/**
 * The pattern of every server-backed form (login, register, password pages, account forms):
 * validate with the shared zod schema, mutate, show the server's field errors (or a toast when
 * no field is to blame) and move focus to the first invalid field.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useRef, type FormEvent } from 'react';
import type { z } from 'zod';
import { serverErrorDescriptor } from '../i18n/server-messages.js';
import { errorIssues } from './errors.js';
import { toast } from './toast.js';
import { serverFieldErrors, useFieldErrors, useFocusFirstInvalid, validateWith, type FieldErrors } from './validation.js';

/**
 * A form's ref (for ValidatedForm), its field errors and the steps around the mutation:
 * `validate` (client side, with the schema's translated messages), `submitWith` (validate the
 * form's fields, then send), `showServerErrors` and `showServerErrorsOrToast`.
 */
export function useServerForm() {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);

  /** The parsed input, or null after showing the schema's messages under the fields. */
  function validate<T>(schema: z.ZodType<T>, values: unknown): T | null {
    return validateWith(schema, values, i18n, setErrors);
  }

  /**
   * Shows the server's per-field messages of a failed mutation and returns them (an empty
   * object when no field is to blame: the caller then shows a toast).
   */
  function showServerErrors(error: unknown): FieldErrors {
    const fieldErrors = serverFieldErrors(errorIssues(error), i18n);
    setErrors(fieldErrors);
    return fieldErrors;
  }

  /**
   * A failed mutation's errors: under the fields the server names, or, when no field is to blame,
   * as a toast titled `title` with the server's message.
   */
  function showServerErrorsOrToast(error: unknown, title: MessageDescriptor): void {
    const fieldErrors = showServerErrors(error);
    if (Object.keys(fieldErrors).length === 0) toast.error(title, serverErrorDescriptor(error));
  }

  /**
   * The form's `onSubmit` for a form whose fields are the input: checks them (by name) with
   * `schema` and, when they pass, hands the input to `send` (the mutation).
   */
  function submitWith<T>(schema: z.ZodType<T>, send: (input: T) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const input = validate(schema, Object.fromEntries(new FormData(event.currentTarget)));
      if (input) send(input);
    };
  }

  return { formRef, errors, setErrors, clear, validate, showServerErrors, showServerErrorsOrToast, submitWith };
}
