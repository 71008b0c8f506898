/**
 * The client's formatting of dates, euros and IBANs for the portal's and the console's pages and
 * forms, in one place (docs/decisions/034-one-domain-axis-on-the-screen.md). Pure: no React, no
 * Lingui. Built on src/shared/format.ts (the formatters shared with the server, each made once:
 * docs/decisions/030-the-view-in-the-first-frame.md).
 */
import type { Language } from '#shared/constants.js';
import { germanToday, type CalendarDate } from '#shared/deadlines/calendar-date.js';
import { dateTimeFormat, formatDate, intlLocale, numberFormat } from '#shared/format.js';

// ---- Dates ---------------------------------------------------------------------------------

/**
 * The name of ISO weekday `day` (1 Monday … 7 Sunday) in `language`, long ('Monday' / 'Montag') or
 * short ('Mon' / 'Mo'): 1 January 2024 was a Monday.
 */
export function weekdayName(day: number, language: string, width: 'short' | 'long' = 'long'): string {
  return dateTimeFormat(intlLocale(language), { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

/** A calendar date (`YYYY-MM-DD`, a day rather than an instant) for lists: '10 Nov 2026' / '10.11.2026', the same day in every time zone. */
export function formatCalendarDate(date: CalendarDate | string, language: string): string {
  return formatDate(`${date}T00:00:00Z`, language, 'UTC');
}

/** A calendar date (`YYYY-MM-DD`) in words: '8 December 2026' / '8. Dezember 2026', never shifted by a time zone. */
export function formatLongCalendarDate(date: string, language: string): string {
  return dateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The day of an instant (ISO text) in Berlin, in words (an order's pay-by day): '1 January 2027'. */
export function formatBerlinDay(instant: string, language: string): string {
  return dateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(instant));
}

/** An instant (ISO text) to the second with its zone, as the firm's clock in Berlin reads it: '25 November 2026 at 14:05:33 CET'. */
export function formatBerlinInstant(instant: string, language: string): string {
  return dateTimeFormat(intlLocale(language), { dateStyle: 'long', timeStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(instant));
}

/**
 * A call's day and time in Berlin, from its start to its end (the console's calls, decision record 072):
 * 'Monday, 7 December 2026, 10:00–10:30' / 'Montag, 7. Dezember 2026, 10:00–10:30'.
 */
export function formatBerlinCallTime(startsAt: string, endsAt: string, language: string): string {
  const locale = intlLocale(language);
  const day = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Berlin' });
  return `${day.format(new Date(startsAt))}, ${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`;
}

/** An instant (ISO text) as a short weekday, day and time in Berlin (an answer-by time): 'Mon 30 Nov, 14:00' / 'Mo., 30. Nov., 14:00'. */
export function formatBerlinShortInstant(instant: string, language: string): string {
  return dateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Berlin',
  }).format(new Date(instant));
}

/** A span of minutes in hours and minutes: '3 h 20 min', '45 min', '2 h'. @param minutes whole minutes, ≥ 0 */
export function formatMinutesSpan(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Today in Germany: the day deadlines count from. */
export function todayInGermany(now: Date = new Date()): CalendarDate {
  return germanToday(now);
}

// ---- Euros ---------------------------------------------------------------------------------

/** Cents as the text of a letter's euro input, grouped and with two decimals: '1.234,56' (German) or '1,234.56' (English). */
export function formatEuroInput(cents: number, language: Language): string {
  return numberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/**
 * A euro amount as typed into a letter's form ('1.234,56', '1,234.56', '1234.5', '1234,50 €', '12')
 * in cents; null for an empty input; NaN when it is not an amount (the shared schema then says
 * 'Enter an amount in euros'). The last '.' or ',' followed by one or two digits is the decimal
 * separator; every other one groups thousands and must be followed by three digits.
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

/** Cents as the text of a console price field, cents only when there are any: '278', '278.50' (English) or '278,50' (German). */
export function centsToEuroInput(cents: number, language: string): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(euros);
  return `${euros}${language === 'de' ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}

/**
 * A euro amount typed by an admin ('278', '278,50', '278.5', '1.278,50', '€ 278') in cents,
 * or NaN when it is not an amount or empty (the shared schema then reports 'Price must be ...').
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

/** An amount as a banking app's amount field takes it: '416.50' (English) or '416,50' (German), no currency sign. */
export function plainAmount(cents: number, language: string): string {
  return numberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}

// ---- Numbers and IBANs ---------------------------------------------------------------------

/** A whole number as typed (a tax year, hours, a VAT rate): null when empty, NaN when not a whole number. */
export function parseWholeNumber(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** An IBAN in groups of four, as printed ('DE89 3704 0044 0532 0130 00'), from its electronic or printed form. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
