/**
 * The statutory holidays of each Land for the deadline engine (§ 108 (3) AO), from the
 * `date-holidays` library: holidays of type `public` for the whole Land only. One-off holidays
 * (Berlin, 8 May 2025) are included; holidays of only some municipalities (15 August in Catholic
 * Bavarian municipalities, Fronleichnam in parts of Saxony and Thuringia) and days that are no
 * statutory holidays (24 and 31 December, Rosenmontag) are not.
 */
import Holidays from 'date-holidays';
import type { CalendarDate } from '../../shared/deadlines/calendar-date.js';
import type { GermanState, HolidayCalendar } from '../../shared/deadlines/engine.js';

/** Land → year → date → the holiday's German name. */
const cache = new Map<GermanState, Map<number, Map<CalendarDate, string>>>();

function holidaysOf(state: GermanState, year: number): Map<CalendarDate, string> {
  let years = cache.get(state);
  if (!years) cache.set(state, (years = new Map()));
  let days = years.get(year);
  if (!days) {
    const library = new Holidays('DE', state, { languages: ['de'], types: ['public'] });
    // `date` is the local calendar date with a time, "2025-05-08 00:00:00": its first ten characters are the day.
    days = new Map(library.getHolidays(year).map((h) => [h.date.slice(0, 10), h.name]));
    years.set(year, days);
  }
  return days;
}

/** Germany's statutory holidays, per Land. */
export const germanHolidays: HolidayCalendar = {
  holiday(date: CalendarDate, state: GermanState): string | undefined {
    return holidaysOf(state, Number(date.slice(0, 4))).get(date);
  },
};
