/**
 * The names of a Finanzamt letter's fields and of where a value came from, without the schemas
 * (letters.schema.ts re-exports them): a page that only shows a letter's details needs the names,
 * not zod (docs/decisions/041-confirmed-details-as-text.md).
 */

/** The fields of a letter, in the order the forms show them. */
export const LETTER_FIELDS = [
  'letterType',
  'finanzamt',
  'steuernummer',
  'steuerId',
  'letterDate',
  'delivery',
  'state',
  'taxYear',
  'amountDueCents',
  'refundCents',
  'dueDate',
  'payee',
  'iban',
  'bic',
  'paymentReference',
  'hasInstructions',
] as const;
export type LetterField = (typeof LETTER_FIELDS)[number];

/** Where a field's value came from (see the module comment). */
export const FIELD_SOURCES = ['recognized', 'confirmed', 'expert'] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];
