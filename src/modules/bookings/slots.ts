/**
 * The free times of an expert for a call (docs/decisions/072-calls.md): their weekly hours in the
 * firm's time zone, or a date's own hours where they set an exception; no hours on a statutory
 * holiday of the firm's Land unless an exception gives some; minus their booked calls; at least
 * MIN_NOTICE_MINUTES ahead, within the horizon. Start times lie on a SLOT_STEP_MINUTES grid from the
 * start of each stretch, and the whole call fits inside the stretch.
 *
 * Pure: instants in, instants out; the holidays come from the caller, the time zone's rules from
 * `@date-fns/tz`. A wall-clock time that does not exist (the spring change) yields no slot; a call
 * across the autumn change is as long as it says.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, type CalendarDate, weekday } from '../../shared/deadlines/calendar-date.js';
import type { TimeRange } from '../../shared/bookings/bookings.schema.js';

export interface SlotRules {
  /** Weekly hours: ISO weekday (1 Monday … 7 Sunday) with "HH:MM" stretches, in `timeZone`. */
  weekly: readonly (TimeRange & { weekday: number })[];
  /** Dates with their own hours (an empty list: away). */
  overrides: ReadonlyMap<CalendarDate, readonly TimeRange[]>;
  /** Whether a date is a holiday (no weekly hours). */
  isHoliday: (date: CalendarDate) => boolean;
  /** Busy stretches [start, end) in ms since the epoch (the expert's and the client's booked calls). */
  busy: readonly { start: number; end: number }[];
  timeZone: string;
}

export interface SlotQuery {
  lengthMinutes: number;
  /** The earliest start (now plus the notice) and the latest start, instants. */
  from: Date;
  until: Date;
  stepMinutes: number;
}

/** Minutes after midnight of "HH:MM". */
function minutesOfDay(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at instant `at`. */
export function dateIn(at: Date, timeZone: string): CalendarDate {
  const z = new TZDate(at.getTime(), timeZone);
  return `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, '0')}-${String(z.getDate()).padStart(2, '0')}`;
}

/**
 * The instant of wall-clock time `minutes` after midnight of `date` in `timeZone`, or undefined when
 * that time does not exist there (skipped by the spring change).
 */
function wallClock(date: CalendarDate, minutes: number, timeZone: string): number | undefined {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  const z = new TZDate(y, m - 1, d, h, min, timeZone);
  return z.getHours() === h && z.getMinutes() === min ? z.getTime() : undefined;
}

/** The instant `date` begins in `timeZone` (its midnight; a zone's midnight always exists in Germany). */
export function startOfDayIn(date: CalendarDate, timeZone: string): Date {
  return new Date(wallClock(date, 0, timeZone) ?? Date.parse(`${date}T00:00:00Z`));
}

/** The stretches of `date`: its exception's, else (not on a holiday) its weekday's. */
export function hoursOn(date: CalendarDate, rules: Pick<SlotRules, 'weekly' | 'overrides' | 'isHoliday'>): readonly TimeRange[] {
  const own = rules.overrides.get(date);
  if (own) return own;
  if (rules.isHoliday(date)) return [];
  // ISO weekday: weekday() counts Sunday as 0.
  const day = weekday(date) || 7;
  return rules.weekly.filter((r) => r.weekday === day);
}

/**
 * The start instants of free calls of `query.lengthMinutes` between `query.from` and `query.until`
 * (both inclusive), ascending, without duplicates.
 */
export function freeSlots(rules: SlotRules, query: SlotQuery): Date[] {
  const lengthMs = query.lengthMinutes * 60_000;
  const from = query.from.getTime();
  const until = query.until.getTime();
  const busy = [...rules.busy].sort((a, b) => a.start - b.start);
  const out: number[] = [];
  const last = dateIn(query.until, rules.timeZone);
  for (let date = dateIn(query.from, rules.timeZone); date <= last; date = addDays(date, 1)) {
    const ranges = hoursOn(date, rules);
    if (ranges.length === 0) continue;
    // A day without a clock change is 24 hours from its midnight: each time is an offset from it.
    const midnight = wallClock(date, 0, rules.timeZone);
    const next = wallClock(addDays(date, 1), 0, rules.timeZone);
    const plain = midnight !== undefined && next !== undefined && next - midnight === 24 * 3_600_000;
    const at = (minutes: number) => (plain ? midnight + minutes * 60_000 : wallClock(date, minutes, rules.timeZone));
    // The busy stretches that can touch this day.
    const dayBusy = busy.filter((b) => b.end > (midnight ?? 0) - 3_600_000 && b.start < (next ?? Infinity) + 3_600_000);
    for (const range of ranges) {
      const end = at(minutesOfDay(range.to));
      if (end === undefined) continue;
      for (let m = minutesOfDay(range.from); m + query.lengthMinutes <= minutesOfDay(range.to); m += query.stepMinutes) {
        const start = at(m);
        if (start === undefined || start < from || start > until || start + lengthMs > end) continue;
        if (dayBusy.some((b) => start < b.end && b.start < start + lengthMs)) continue;
        out.push(start);
      }
    }
  }
  return [...new Set(out)].sort((a, b) => a - b).map((t) => new Date(t));
}

/** Whether a change of a call starting at `startsAt` is free at `now` (up to `freeHours` before it). */
export function isFreeChange(startsAt: Date, now: Date, freeHours: number): boolean {
  return now.getTime() <= startsAt.getTime() - freeHours * 3_600_000;
}
