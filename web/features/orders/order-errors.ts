/**
 * The order form's field errors from the shared schema's issues (client side) or the server's
 * (`data.issues`), translated by message key. The billing address is nested in the input
 * (`billing.name`); the form names its fields by their last part (`name`).
 */
import type { I18n } from '@lingui/core';
import { translateMessageKey } from '../../i18n/server-messages.js';
import type { FieldErrors } from '../../lib/use-field-errors.js';

/** The form's fields, in the order they appear (the first invalid one gets the focus). */
const ORDER_FIELDS = [
  'extraHours',
  'customerType',
  'name',
  'company',
  'vatId',
  'street',
  'postalCode',
  'city',
  'countryCode',
  'paymentMethod',
  'acceptTerms',
] as const;

interface Issue {
  path: string | readonly PropertyKey[];
  message: string;
  messageKey?: string;
}

/**
 * The first message per field of the form, and the issues no field of the form shows (returned
 * as `rest`, e.g. the package that is no longer sold).
 */
export function orderFieldErrors(issues: readonly Issue[], i18n: I18n): { fields: FieldErrors; rest: string[] } {
  const fields: FieldErrors = {};
  const rest: string[] = [];
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = path[0] === 'billing' ? path[1] : path[0];
    // A server issue names its key; a client-side zod issue's message is the key itself.
    const text = translateMessageKey(i18n, issue.messageKey ?? issue.message);
    if (field && (ORDER_FIELDS as readonly string[]).includes(field)) {
      if (!(field in fields)) fields[field] = text;
    } else if (!rest.includes(text)) {
      rest.push(text);
    }
  }
  return { fields, rest };
}
