/** Formatting and parsing helpers of the admin console (durations, date-times, euro amounts). */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TIME_INCREMENT_MINUTES } from '../../../src/shared/constants.js';
import { formatHours, intlLocale } from '../../../src/shared/format.js';

/** The time-spent choices: 15-minute steps up to 8 hours. */
export const TIME_STEP_OPTIONS: readonly number[] = Array.from(
  { length: (8 * 60) / TIME_INCREMENT_MINUTES },
  (_, i) => (i + 1) * TIME_INCREMENT_MINUTES,
);

/** A duration in minutes for display: '45 min', '1 h', '1 h 15 min'. */
export function durationLabel(minutes: number, i18n: I18n): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return i18n._(msg`${rest} min`);
  if (rest === 0) return i18n._(msg`${hours} h`);
  return i18n._(msg`${hours} h ${rest} min`);
}

/** Hours with the 'h' suffix, as on the client's dashboard: '6 h', '2,25 h'. */
export function hoursLabel(hours: number, language: string): string {
  return `${formatHours(hours, language)} h`;
}

/** Date and time: '21 Nov 2026, 14:05' / '21.11.2026, 14:05'. */
export function formatDateTime(value: string | Date, language: string): string {
  const date = value instanceof Date ? value : new Date(value);
  const german = intlLocale(language).startsWith('de');
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...(german
      ? { day: '2-digit', month: '2-digit', year: 'numeric' }
      : { day: 'numeric', month: 'short', year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  } as Intl.DateTimeFormatOptions).format(date);
}

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
