/**
 * Locale-aware formatting for the portal (file sizes, dates, hours, prices).
 * Pure functions: no React, no Lingui. `locale` is an app language ('en' | 'de') or any BCP 47 tag.
 */

/** The BCP 47 locale used for Intl formatting of an app language. */
export function intlLocale(locale: string): string {
  if (locale === 'de') return 'de-DE';
  if (locale === 'en') return 'en-GB';
  return locale;
}

/*
 * Intl formatters made once and reused. Making an `Intl.DateTimeFormat` or `Intl.NumberFormat`
 * costs far more than formatting with one (the locale's and the time zone's data are looked up
 * each time): a letter's page formats a few dozen dates and amounts in its first render, and the
 * server formats every date of an e-mail, an invoice or an export. The keys are the few fixed
 * option sets of the callers; at most MAX_FORMATTERS are kept.
 */

const MAX_FORMATTERS = 200;
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file size for display (spec section 9): bytes under 1 KB, KB with one decimal under 1 MB,
 * otherwise MB with one decimal. The decimal separator follows the locale ('1.5 KB' / '1,5 KB').
 */
export function formatFileSize(bytes: number, locale: string): string {
  const size = Math.max(0, Math.round(bytes));
  if (size < KB) return `${size} B`;
  const oneDecimal = numberFormat(intlLocale(locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  if (size < MB) return `${oneDecimal.format(size / KB)} KB`;
  return `${oneDecimal.format(size / MB)} MB`;
}

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * A calendar date: '21 Nov 2026' in English, '21.11.2026' in German.
 * `timeZone` is for tests; the browser's zone is used otherwise.
 */
export function formatDate(value: string | Date, locale: string, timeZone?: string): string {
  return dateTimeFormat(intlLocale(locale), { ...dateOptions(locale), ...(timeZone ? { timeZone } : {}) }).format(toDate(value));
}

/** Date and time: '21 Nov 2026, 14:05' / '21.11.2026, 14:05' (admin console, audit log). */
export function formatDateTime(value: string | Date, locale: string, timeZone?: string): string {
  return dateTimeFormat(intlLocale(locale), {
    ...dateOptions(locale),
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(toDate(value));
}

/**
 * An instant in `timeZone` with the weekday, 24-hour: 'Monday, 30 November 2026 at 14:00' /
 * 'Montag, 30. November 2026 um 14:00'; `zoneName` 'long' adds the zone ('… Central European Standard
 * Time'). For answer-by times, calls and their e-mails, where the weekday matters.
 */
export function formatLongDateTime(value: string | Date, locale: string, timeZone: string, zoneName?: 'long'): string {
  return dateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    ...(zoneName ? { timeZoneName: zoneName } : {}),
  }).format(toDate(value));
}

/** The calendar-date part: '21 Nov 2026' in English, '21.11.2026' in German. */
function dateOptions(locale: string): Intl.DateTimeFormatOptions {
  return intlLocale(locale).startsWith('de') ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' };
}

/** A number of hours with up to two decimals ('2.5' / '2,5'); the caller adds the unit. */
export function formatHours(hours: number, locale: string): string {
  return numberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(hours);
}

/** Hours with the spec's 'h' suffix (dashboard, console): '6 h', '0.75 h' / '0,75 h'. */
export function formatHoursUnit(hours: number, locale: string): string {
  return `${formatHours(hours, locale)} h`;
}

/**
 * A euro price from cents: '€140' in English, '140 €' in German; cents shown only when present,
 * or always with `withCents` ('€140.00', for net, VAT and gross side by side).
 */
export function formatEuros(cents: number, locale: string, withCents = false): string {
  const whole = !withCents && cents % 100 === 0;
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
