/**
 * Formatting a letter's values for its forms and pages: euro amounts as the text of an input in
 * the page's locale ('1.234,56' in German, '1,234.56' in English) and back to cents, calendar
 * dates (`YYYY-MM-DD`, a day rather than an instant) and "today" in Germany. Pure.
 */
import type { Language } from '#shared/constants.js';
import { germanToday, type CalendarDate } from '#shared/deadlines/calendar-date.js';
import { formatDate, intlLocale } from '#shared/format.js';

/** Cents as the text of a euro input: '1.234,56' (German) or '1,234.56' (English). */
export function formatEuroInput(cents: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/**
 * A euro amount as typed ('1.234,56', '1,234.56', '1234.5', '1234,50 €', '12') in cents; null for
 * an empty input; NaN when it is not an amount (the shared schema then says 'Enter an amount in
 * euros'). The last '.' or ',' followed by one or two digits is the decimal separator; every other
 * one groups thousands and must be followed by three digits.
 */
export function parseEuroInput(text: string): number | null {
  const value = text.replace(/[€\s\u00a0\u202f]/g, '');
  if (value === '') return null;
  const match = /^(\d+(?:([.,])\d{3})*?)(?:([.,])(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  const [, whole = '', group, decimal, fraction = ''] = match;
  // One grouping separator throughout ('1.234.567'), never the decimal one ('1,234,56').
  if (
    group &&
    (/^\d{4}/.test(whole) ||
      !whole
        .split(group)
        .slice(1)
        .every((g) => g.length === 3) ||
      whole.includes(group === '.' ? ',' : '.') ||
      group === decimal)
  ) {
    return Number.NaN;
  }
  return Number(whole.replace(/[.,]/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A tax year as typed: null when empty, NaN when not a whole number. */
export function parseWholeNumber(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** A calendar date for display: '10 Nov 2026' / '10.11.2026' (the same day in every time zone). */
export function formatCalendarDate(date: CalendarDate, language: Language): string {
  return formatDate(`${date}T00:00:00Z`, language, 'UTC');
}

/** Today in Germany: the day deadlines count from. */
export function todayInGermany(now: Date = new Date()): CalendarDate {
  return germanToday(now);
}

/** An IBAN in groups of four as printed ('DE12 3456 …'), from its electronic format. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
