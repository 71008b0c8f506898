/** Helpers of the admin console's forms: the time-spent choices and euro amounts (cents <-> input text). */
import { TIME_INCREMENT_MINUTES } from '#shared/constants.js';

/** The time-spent choices: 15-minute steps up to 8 hours. */
export const TIME_STEP_OPTIONS: readonly number[] = Array.from(
  { length: (8 * 60) / TIME_INCREMENT_MINUTES }, // up to a working day
  (_, i) => (i + 1) * TIME_INCREMENT_MINUTES,
);

/** Cents as the text of a euro input field: '278', '278.50' (English) or '278,50' (German). */
export function centsToEuroInput(cents: number, language: string): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(euros);
  return `${euros}${language === 'de' ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}

/**
 * A euro amount typed by an admin ('278', '278,50', '278.5', '1.278,50', '€ 278') in cents,
 * or NaN when it is not an amount (the shared schema then reports 'Price must be ...').
 */
export function euroInputToCents(text: string): number {
  let value = text.replace(/[€\s]/g, '');
  if (value === '') return Number.NaN;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  // The last separator followed by one or two digits is the decimal one; others group thousands.
  const decimalAt = Math.max(lastComma, lastDot);
  if (decimalAt >= 0 && value.length - decimalAt - 1 <= 2) {
    value = `${value.slice(0, decimalAt).replace(/[.,]/g, '')}.${value.slice(decimalAt + 1)}`;
  } else {
    value = value.replace(/[.,]/g, '');
  }
  if (!/^\d+(\.\d{0,2})?$/.test(value)) return Number.NaN;
  return Math.round(Number(value) * 100);
}

/** A whole number typed into a field ('10'), or NaN. */
export function parseWholeNumber(text: string): number {
  const value = text.trim();
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
