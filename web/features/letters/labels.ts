/**
 * The words of a Finanzamt letter's page, shared by the client's letter pages and the expert's
 * console (web/features/letters is in both the `portal` and `admin` catalogs: lingui.config.ts):
 * field labels, delivery ways, where a value came from, deadline kinds, the letter's name.
 * Letter type names and explanations come in both languages with the shared data
 * (src/shared/letters/letter-types.ts); the Länder's names too (src/shared/deadlines/explain.ts).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '#shared/constants.js';
import type { DeliveryWay } from '#shared/deadlines/engine.js';
import { LETTER_TYPE_INFO, type LetterType } from '#shared/letters/letter-types.js';
import type { FieldSource, LetterDeadlineKind, LetterField } from '#shared/letters/letters.schema.js';

export const FIELD_LABELS: Record<LetterField, MessageDescriptor> = {
  letterType: msg`Type of letter`,
  finanzamt: msg`Finanzamt`,
  steuernummer: msg`Tax number (Steuernummer)`,
  steuerId: msg`Tax ID (Steuer-ID)`,
  letterDate: msg`Date of the letter`,
  delivery: msg`How did it come?`,
  state: msg`Land (federal state) of the Finanzamt`,
  taxYear: msg`Tax year`,
  amountDueCents: msg`Amount to pay (€)`,
  refundCents: msg`Refund (€)`,
  dueDate: msg`Due date printed on the letter`,
  payee: msg`Pay to (account holder)`,
  iban: msg`IBAN`,
  bic: msg`BIC`,
  paymentReference: msg`Payment reference`,
  hasInstructions: msg`Does the letter have a Rechtsbehelfsbelehrung (instructions on how to object)?`,
};

/** A yes-or-no field's value in a list of details. */
export const YES_NO = { yes: msg`Yes`, no: msg`No` } satisfies Record<string, MessageDescriptor>;

export const DELIVERY_LABELS: Record<DeliveryWay, MessageDescriptor> = {
  post: msg`By post to an address in Germany`,
  'post-abroad': msg`By post to an address abroad`,
  electronic: msg`In ELSTER (notification email)`,
};

/** Where a field's value came from, as the client reads it. */
export const SOURCE_LABELS: Record<FieldSource, MessageDescriptor> = {
  recognized: msg`Recognised – please check`,
  confirmed: msg`Confirmed`,
  expert: msg`Corrected by your expert`,
};

/** The same, as the expert reads it in the console. */
export const SOURCE_LABELS_EXPERT: Record<FieldSource, MessageDescriptor> = {
  recognized: msg`Recognised, not confirmed`,
  confirmed: msg`Confirmed by the client`,
  expert: msg`Corrected by an expert`,
};

/** The lines of a payment deadline's card and calendar entry. */
export const PAYMENT_LABELS = {
  amount: msg`Amount`,
  payee: msg`Pay to`,
  iban: msg`IBAN`,
  bic: msg`BIC`,
  reference: msg`Payment reference`,
} satisfies Record<string, MessageDescriptor>;

/** What a deadline is the last day for. */
export const DEADLINE_TITLES: Record<LetterDeadlineKind, MessageDescriptor> = {
  objection: msg`Last day for an Einspruch (objection)`,
  lawsuit: msg`Last day for a Klage (action) at the Finanzgericht`,
  payment: msg`Payment due`,
  respond: msg`Respond by`,
};

/** The same, short (lists, the inbox). */
export const DEADLINE_SHORT: Record<LetterDeadlineKind, MessageDescriptor> = {
  objection: msg`Einspruch`,
  lawsuit: msg`Klage`,
  payment: msg`Payment`,
  respond: msg`Reply`,
};

/** A letter's name: its type in the page's language, or a generic name while the type is unknown. */
export function letterName(type: LetterType | null, language: Language, i18n: I18n): string {
  if (type) return LETTER_TYPE_INFO[type].name[language];
  return i18n._(msg`Letter from the Finanzamt`);
}
