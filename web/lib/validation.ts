/**
 * Turning validation issues (client-side zod or the server's `data.issues`) into react-aria
 * `Form` validationErrors, translated into the active language by message key: the shared
 * schemas' issue messages are keys, and the server's issues carry `messageKey`.
 */
import type { I18n } from '@lingui/core';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { translateMessageKey } from '../i18n/server-messages.js';
import type { ErrorIssue } from './errors.js';

export type { FieldErrors } from './use-field-errors.js';
export { useFieldErrors, useFocusFirstInvalid } from './use-field-errors.js';
import type { FieldErrors } from './use-field-errors.js';

/**
 * The first message per top-level field, translated; a nested field's message also under its
 * dotted path (`address.postalCode`), for forms whose inputs are named that way.
 */
export function issuesToFieldErrors(
  issues: readonly { path: string | readonly PropertyKey[]; message: string; messageKey?: string }[],
  i18n: I18n,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    const field = path.split('.')[0];
    if (!field) continue;
    // A server issue names its key; a client-side zod issue's message is the key itself.
    const text = translateMessageKey(i18n, issue.messageKey ?? issue.message);
    if (!(field in errors)) errors[field] = text;
    if (path !== field && !(path in errors)) errors[path] = text;
  }
  return errors;
}

export function zodFieldErrors(error: z.ZodError, i18n: I18n): FieldErrors {
  return issuesToFieldErrors(error.issues, i18n);
}

export function serverFieldErrors(issues: ErrorIssue[], i18n: I18n): FieldErrors {
  return issuesToFieldErrors(issues, i18n);
}

/**
 * Client-side validation with a shared zod schema: returns the parsed input, or null after
 * putting the schema's (translated) messages into the form's errors.
 */
export function validateWith<T>(schema: z.ZodType<T>, values: unknown, i18n: I18n, setErrors: (errors: FieldErrors) => void): T | null {
  const parsed = schema.safeParse(values);
  setErrors(parsed.success ? {} : zodFieldErrors(parsed.error, i18n));
  return parsed.success ? parsed.data : null;
}

/**
 * The `onSubmit` of a form whose input is held in state: stops the browser's own submit, parses the
 * input with `parse` (a form hook's `validate`, which shows the schema's messages under the fields
 * and returns null) and, when it passes, hands it to `send` (the mutation). Returns the handler.
 */
export function submitParsed<T>(parse: () => T | null, send: (input: T) => void): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    const input = parse();
    if (input) send(input);
  };
}
