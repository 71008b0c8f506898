/**
 * Calendar dates as `YYYY-MM-DD` strings, without a time or a time zone: a deadline is a day,
 * not an instant. Arithmetic goes through UTC midnight, so no local time zone or daylight-saving
 * change can shift a day. Pure: no clock.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a real date in `YYYY-MM-DD` form (2025-02-30 and 2025-13-01 are not).
 */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

/** The number of days of month `month` (1–12) of `year` (Gregorian leap years). */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(date: CalendarDate): [number, number, number] {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`not a calendar date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function fromUtc(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `date` plus `days` days (negative: earlier). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = parts(date);
  return fromUtc(Date.UTC(y, m - 1, d + days));
}

/**
 * The day of the month `months` later with the same number as `date`'s day, or that month's last
 * day when it has no such day: the end of a period of months under § 188 (2), (3) BGB (31 Jan + 1
 * month = 28 Feb, or 29 Feb in a leap year; 29 Feb 2024 + 12 months = 28 Feb 2025).
 */
export function addMonthsClamped(date: CalendarDate, months: number): CalendarDate {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Day of the week: 0 Sunday … 6 Saturday. */
export function weekday(date: CalendarDate): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** The calendar date in Germany (Europe/Berlin) at instant `now`: the "today" deadlines count from. */
export function germanToday(now: Date): CalendarDate {
  berlinDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
  return berlinDay.format(now);
}

/**
 * Made once: making an Intl.DateTimeFormat with a time zone costs far more than formatting with it.
 * (Not through format.ts's `dateTimeFormat`: importing it here re-cuts the landing page's chunks,
 * about 2 kB more against its 150 kB budget.)
 */
let berlinDay: Intl.DateTimeFormat | undefined;
