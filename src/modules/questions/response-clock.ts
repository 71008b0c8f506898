/**
 * The response-time clock of a client's question or follow-up (decision record 061): the packages
 * promise an answer within a number of hours (Starter 48, Professional 24, Premium 12; the site 24
 * for every inquiry without a package), counted in business hours: Monday to Friday, 9:00–18:00 in
 * the firm's time zone (Europe/Berlin), never on a statutory holiday of the firm's Land (the
 * deadline engine's calendar, Berlin by default; 24 and 31 December are none). The clock stops when
 * an expert answers and pauses while the conversation waits for the client.
 *
 * Pure: instants in, instants out; the holidays come from the caller (HolidayCalendar), the time
 * zone's rules from `@date-fns/tz`. Daylight saving changes fall at night, outside business hours,
 * so an hour of the clock is always an hour of the wall clock.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, type CalendarDate, weekday } from '../../shared/deadlines/calendar-date.js';
import type { GermanState, HolidayCalendar } from '../../shared/deadlines/engine.js';
import { DEFAULT_BUSINESS_HOURS_SETTING, type BusinessHoursSetting } from '../../shared/settings/settings.schema.js';

/** When the firm answers: ISO weekdays (1 Monday … 7 Sunday), the day's opening and closing time ("HH:MM", 24 h), its time zone and Land. */
export interface BusinessHours {
  days: readonly number[];
  opens: string;
  closes: string;
  timeZone: string;
  state: GermanState;
}

/** The firm's business hours setting (the console's) as the clock counts them: in Berlin time. */
export function clockHours(setting: BusinessHoursSetting): BusinessHours {
  return { ...setting, timeZone: 'Europe/Berlin' };
}

/** Monday to Friday, 9:00–18:00 in Berlin, Berlin's holidays: the firm's default (a console setting). */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = clockHours(DEFAULT_BUSINESS_HOURS_SETTING);

/** A stretch while the conversation waits for the client; `to` undefined: still waiting. */
export interface ClockPause {
  from: Date;
  to?: Date;
}

/** How far a clock is at an instant. */
export interface ClockReading {
  /** When the promise breaks; undefined while paused (the rest is counted from the client's reply). */
  dueAt: Date | undefined;
  /** Business minutes counted so far, and the promise's business minutes. */
  usedMinutes: number;
  promisedMinutes: number;
  /**
   * `running`; `late soon` when a quarter of the time or less is left (the inbox marks it; at three
   * quarters used the assignee is told); `broken` once it is over; `paused` while the client is
   * awaited.
   */
  state: 'running' | 'late soon' | 'broken' | 'paused';
}

/** Minutes after midnight of "HH:MM". @throws RangeError for another form */
function minutesOfDay(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!m) throw new RangeError(`not a time of day: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at instant `at`. */
export function localDate(at: Date, timeZone: string): CalendarDate {
  const z = new TZDate(at.getTime(), timeZone);
  return `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, '0')}-${String(z.getDate()).padStart(2, '0')}`;
}

/** The instant of wall-clock time `minutes` after midnight of `date` in `timeZone`. */
function wallClock(date: CalendarDate, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
}

/** Business days the clock looks ahead at most (a year: no promise is longer than 720 hours). */
const MAX_DAYS = 400;

/**
 * The business-hour stretches (instants, ms) from `from` on, day by day, with the pauses cut out.
 * Yields [start, end) pairs in order; an open pause ends the stretches.
 */
function* businessStretches(from: number, pauses: readonly ClockPause[], hours: BusinessHours, calendar: HolidayCalendar): Generator<[number, number]> {
  const opens = minutesOfDay(hours.opens);
  const closes = minutesOfDay(hours.closes);
  if (closes <= opens) throw new RangeError('business hours close before they open');
  const cuts = pauses.map((p) => [p.from.getTime(), p.to?.getTime() ?? Infinity] as const).sort((a, b) => a[0] - b[0]);
  let day = localDate(new Date(from), hours.timeZone);
  for (let i = 0; i < MAX_DAYS; i++, day = addDays(day, 1)) {
    if (!hours.days.includes(weekday(day) || 7) || calendar.holiday(day, hours.state)) continue;
    let start = Math.max(from, wallClock(day, opens, hours.timeZone));
    const end = wallClock(day, closes, hours.timeZone);
    for (const [pauseFrom, pauseTo] of cuts) {
      if (start >= end) break;
      if (pauseTo <= start || pauseFrom >= end) continue;
      if (pauseFrom > start) yield [start, pauseFrom];
      if (pauseTo === Infinity) return;
      start = pauseTo;
    }
    if (start < end) yield [start, end];
  }
}

/**
 * Business minutes between two instants (0 when `to` is not after `from`), pauses not counted.
 * @throws RangeError for business hours that are not "HH:MM" or close before they open
 */
export function businessMinutesBetween(from: Date, to: Date, pauses: readonly ClockPause[], calendar: HolidayCalendar, hours = DEFAULT_BUSINESS_HOURS): number {
  let ms = 0;
  for (const [start, end] of businessStretches(from.getTime(), pauses, hours, calendar)) {
    if (start >= to.getTime()) break;
    ms += Math.min(end, to.getTime()) - start;
  }
  return Math.floor(ms / 60_000);
}

/**
 * When a clock of `promisedHours` business hours started at `start` runs out, pauses not counted;
 * undefined while a pause is open (the client is awaited) or beyond a year of business days.
 * @throws RangeError for a negative promise or malformed business hours
 */
export function responseDueAt(
  start: Date,
  promisedHours: number,
  pauses: readonly ClockPause[],
  calendar: HolidayCalendar,
  hours = DEFAULT_BUSINESS_HOURS,
): Date | undefined {
  if (!(promisedHours >= 0)) throw new RangeError(`not a promise: ${promisedHours} hours`);
  let left = promisedHours * 3_600_000;
  let last = start.getTime();
  for (const [from, end] of businessStretches(start.getTime(), pauses, hours, calendar)) {
    if (end - from >= left) return new Date(from + left);
    left -= end - from;
    last = end;
  }
  // The stretches ended early: an open pause holds the clock (or a year passed without business days).
  return left === 0 ? new Date(last) : undefined;
}

/**
 * The business stretches of `hours` on every day from the day of `from` through the day of
 * `until`, laid out once: for the due instants of many clocks without pauses (the owner's report
 * reads tens of thousands, docs/decisions/066-owner-report.md), where walking the calendar for each
 * clock, as responseDueAt does, costs milliseconds apiece. The stretches are businessStretches'.
 * @returns `first`, the midnight (epoch ms) of `from`'s day, and the stretches as [start, end) epoch
 *   ms pairs in order
 */
export function businessStretchTable(
  from: Date,
  until: Date,
  calendar: HolidayCalendar,
  hours = DEFAULT_BUSINESS_HOURS,
): { first: number; stretches: number[] } {
  const opens = minutesOfDay(hours.opens);
  const closes = minutesOfDay(hours.closes);
  if (closes <= opens) throw new RangeError('business hours close before they open');
  const firstDay = localDate(from, hours.timeZone);
  const lastDay = localDate(until, hours.timeZone);
  const stretches: number[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    if (!hours.days.includes(weekday(day) || 7) || calendar.holiday(day, hours.state)) continue;
    stretches.push(wallClock(day, opens, hours.timeZone), wallClock(day, closes, hours.timeZone));
  }
  return { first: wallClock(firstDay, 0, hours.timeZone), stretches };
}

/**
 * responseDueAt(start, promisedHours, [], …) read off a table of businessStretchTable: the same
 * instant, in a binary search and a few additions.
 * @returns the due instant in epoch ms, or null when `start` lies before the table or the promise
 *   runs past its end (then ask responseDueAt)
 */
export function dueAtInTable(table: { first: number; stretches: number[] }, start: Date, promisedHours: number): number | null {
  const s = start.getTime();
  const st = table.stretches;
  if (s < table.first || !(promisedHours >= 0)) return null;
  // The first stretch that ends after the start (ends are at the odd indexes).
  let lo = 0;
  let hi = st.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (st[2 * mid + 1]! > s) hi = mid;
    else lo = mid + 1;
  }
  let left = promisedHours * 3_600_000;
  for (let i = lo; i < st.length / 2; i++) {
    const from = Math.max(s, st[2 * i]!);
    const end = st[2 * i + 1]!;
    if (end - from >= left) return from + left;
    left -= end - from;
  }
  return null;
}

/**
 * The clock at instant `now`: its due instant, the minutes used, and its state (ClockReading).
 * @throws RangeError as responseDueAt
 */
export function readClock(
  start: Date,
  promisedHours: number,
  pauses: readonly ClockPause[],
  now: Date,
  calendar: HolidayCalendar,
  hours = DEFAULT_BUSINESS_HOURS,
): ClockReading {
  const promisedMinutes = Math.round(promisedHours * 60);
  const usedMinutes = businessMinutesBetween(start, now, pauses, calendar, hours);
  const dueAt = responseDueAt(start, promisedHours, pauses, calendar, hours);
  const paused = pauses.some((p) => p.from.getTime() <= now.getTime() && (p.to === undefined || p.to.getTime() > now.getTime()));
  const state =
    usedMinutes >= promisedMinutes && (dueAt === undefined || dueAt.getTime() <= now.getTime())
      ? 'broken'
      : paused
        ? 'paused'
        : promisedMinutes - usedMinutes <= promisedMinutes / 4
          ? 'late soon'
          : 'running';
  return { dueAt, usedMinutes, promisedMinutes, state };
}
