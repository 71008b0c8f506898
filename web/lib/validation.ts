/**
 * Turning validation issues (client-side zod or the server's `data.issues`) into react-aria
 * `Form` validationErrors, translated into the active language.
 */
import type { I18n } from '@lingui/core';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { z } from 'zod';
import { translateServerMessage } from '../i18n/server-messages.js';
import type { ErrorIssue } from './errors.js';

export type FieldErrors = Record<string, string>;

/** The first message per top-level field, translated. */
export function issuesToFieldErrors(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
  i18n: I18n,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    if (typeof field !== 'string' || field === '' || field in errors) continue;
    errors[field] = translateServerMessage(i18n, issue.message);
  }
  return errors;
}

export function zodFieldErrors(error: z.ZodError, i18n: I18n): FieldErrors {
  return issuesToFieldErrors(error.issues, i18n);
}

export function serverFieldErrors(issues: ErrorIssue[], i18n: I18n): FieldErrors {
  return issuesToFieldErrors(issues, i18n);
}

/** Moves focus to the first invalid field after a failed submit. */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, errors: FieldErrors): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, formRef]);
}

/**
 * Field errors of one form. `clear(name)` removes a field's error as soon as the user edits it
 * (on input, not on blur: an error that disappears on blur shifts the layout under the pointer
 * and swallows the click on the submit button below).
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);
  return { errors, setErrors, clear };
}

/**
 * Client-side validation with a shared zod schema: returns the parsed input, or null after
 * putting the schema's (translated) messages into the form's errors.
 */
export function validateWith<T>(
  schema: z.ZodType<T>,
  values: unknown,
  i18n: I18n,
  setErrors: (errors: FieldErrors) => void,
): T | null {
  const parsed = schema.safeParse(values);
  setErrors(parsed.success ? {} : zodFieldErrors(parsed.error, i18n));
  return parsed.success ? parsed.data : null;
}
