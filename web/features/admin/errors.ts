/** Turning a failed admin mutation into inline form errors, in the active language, by message key. */
import type { I18n } from '@lingui/core';
import { isMessageKey, type MessageKey } from '#shared/messages.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { errorIssues, errorMessageKey } from '../../lib/errors.js';
import { serverFieldErrors, type FieldErrors } from '../../lib/validation.js';

interface FormErrors {
  /** Per-field messages (react-aria Form validationErrors). */
  fields: FieldErrors;
  /** A message about the whole form, when no field is to blame. */
  form: string | null;
}

/**
 * The server's field issues, or its message (translated; a generic text for unknown ones).
 * `fieldFor` puts messages without a field on one, by key (e.g. `insufficientHours` on the
 * minutes selector).
 */
export function formErrorsOf(error: unknown, i18n: I18n, fieldFor: Partial<Record<MessageKey, string>> = {}): FormErrors {
  const fields = serverFieldErrors(errorIssues(error), i18n);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  const text = i18n._(serverErrorDescriptor(error));
  const key = errorMessageKey(error);
  const field = isMessageKey(key) ? fieldFor[key] : undefined;
  return field ? { fields: { [field]: text }, form: null } : { fields: {}, form: text };
}
