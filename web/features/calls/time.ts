/**
 * The portal's calls in the client's own time zone (docs/decisions/072-calls.md): the server sends
 * instants (UTC); the browser's zone groups them into days and writes them.
 */
import { dateTimeFormat, formatLongDateTime, intlLocale } from '#shared/format.js';

/** The browser's IANA time zone (Europe/Berlin when it cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Berlin';
  } catch {
    return 'Europe/Berlin';
  }
}

/** 'YYYY-MM-DD' of instant `iso` in `timeZone`. */
export function dayIn(iso: string, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The free times grouped by their day in `timeZone`, days and times ascending. */
export function slotsByDay(slots: readonly string[], timeZone: string): { day: string; slots: string[] }[] {
  const days = new Map<string, string[]>();
  for (const s of [...slots].sort()) {
    const day = dayIn(s, timeZone);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** A day 'YYYY-MM-DD' as "Mon, 30 Nov" ("Mo., 30. Nov."). */
export function formatDay(day: string, locale: string): string {
  return dateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** The time of day of `iso` in `timeZone`, 24-hour: "14:30". */
export function formatTime(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
}

/** `iso` in `timeZone` with the weekday: "Monday, 30 November 2026 at 14:30". */
export function formatCallTime(iso: string, locale: string, timeZone: string): string {
  return formatLongDateTime(iso, locale, timeZone);
}

/** The readable name of `timeZone` in `locale` ("Central European Standard Time"), or the zone's id. */
export function zoneName(timeZone: string, locale: string, at = new Date()): string {
  const part = dateTimeFormat(intlLocale(locale), { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
