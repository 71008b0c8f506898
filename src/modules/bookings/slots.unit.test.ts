/**
 * The free times of an expert (docs/decisions/072-calls.md) as a case table: weekly hours in
 * Berlin, a holiday, an exception, booked calls, the spring and autumn clock changes, 24 December.
 */
import { describe, expect, it } from 'vitest';
import { germanHolidays } from '../deadlines/holidays.js';
import { freeSlots, isFreeChange, startOfDayIn, type SlotRules } from './slots.js';
import { quarterOf } from './bookings.service.js';

const berlin = (d: Date) => d.toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' }).slice(0, 16);

function rules(extra: Partial<SlotRules> = {}): SlotRules {
  return {
    weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:00', to: '11:00' })),
    overrides: new Map(),
    isHoliday: (date) => germanHolidays.holiday(date, 'BE') !== undefined,
    busy: [],
    timeZone: 'Europe/Berlin',
    ...extra,
  };
}

/** Free 60-minute times on one Berlin day (from its midnight to its end). */
function day(date: string, r: SlotRules = rules(), lengthMinutes = 60, stepMinutes = 30): string[] {
  const from = new Date(`${date}T00:00:00+01:00`);
  const until = new Date(from.getTime() + 24 * 3_600_000 - 1);
  return freeSlots(r, { lengthMinutes, from, until, stepMinutes }).map(berlin);
}

describe('free times', () => {
  it.each([
    ['an ordinary Thursday', '2026-12-03', ['2026-12-03 09:00', '2026-12-03 09:30', '2026-12-03 10:00']],
    ['a Saturday', '2026-12-05', []],
    ['24 December (a working day in Berlin)', '2026-12-24', ['2026-12-24 09:00', '2026-12-24 09:30', '2026-12-24 10:00']],
    ['25 December (a holiday)', '2026-12-25', []],
    ['Good Friday before Easter', '2027-03-26', []],
    ['Women’s Day, a Berlin holiday', '2027-03-08', []],
  ])('%s', (_name, date, expected) => {
    expect(day(date)).toEqual(expected);
  });

  it('an exception replaces the day’s hours, even on a holiday; an empty one means away', () => {
    expect(day('2026-12-25', rules({ overrides: new Map([['2026-12-25', [{ from: '14:00', to: '15:00' }]]]) }))).toEqual(['2026-12-25 14:00']);
    expect(day('2026-12-03', rules({ overrides: new Map([['2026-12-03', []]]) }))).toEqual([]);
  });

  it('a booked call takes every time that would overlap it', () => {
    const busy = [{ start: new Date('2026-12-03T09:30:00+01:00').getTime(), end: new Date('2026-12-03T10:00:00+01:00').getTime() }];
    expect(day('2026-12-03', rules({ busy }))).toEqual(['2026-12-03 10:00']);
    expect(day('2026-12-03', rules({ busy }), 30, 15)).toEqual(['2026-12-03 09:00', '2026-12-03 10:00', '2026-12-03 10:15', '2026-12-03 10:30']);
  });

  it('the spring change: no time in the skipped hour; a call across it is as long as it says', () => {
    const night = rules({ weekly: [{ weekday: 7, from: '01:00', to: '04:00' }], isHoliday: () => false });
    const free = day('2027-03-28', night, 60, 30);
    expect(free.some((s) => s.includes(' 02:'))).toBe(false);
    expect(free).toContain('2027-03-28 01:00');
    expect(free).toContain('2027-03-28 03:00');
  });

  it('the autumn change: the hours are the wall clock’s, each start once', () => {
    const night = rules({ weekly: [{ weekday: 7, from: '01:00', to: '04:00' }], isHoliday: () => false });
    const free = day('2026-10-25', night, 60, 60);
    expect(free).toEqual(['2026-10-25 01:00', '2026-10-25 02:00', '2026-10-25 03:00']);
  });

  it('respects the earliest and latest start', () => {
    const from = new Date('2026-12-03T09:45:00+01:00');
    const until = new Date('2026-12-03T10:00:00+01:00');
    expect(freeSlots(rules(), { lengthMinutes: 60, from, until, stepMinutes: 15 }).map(berlin)).toEqual(['2026-12-03 09:45', '2026-12-03 10:00']);
  });

  it('a change is free until 24 hours before the start', () => {
    const start = new Date('2026-12-03T10:00:00Z');
    expect(isFreeChange(start, new Date('2026-12-02T10:00:00Z'), 24)).toBe(true);
    expect(isFreeChange(start, new Date('2026-12-02T10:00:01Z'), 24)).toBe(false);
  });

  it('a quarter runs from a Berlin midnight to the next quarter’s, across the change of year', () => {
    expect(startOfDayIn('2027-01-01', 'Europe/Berlin').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(quarterOf(new Date('2026-12-31T23:30:00Z'))).toEqual({
      key: '2027-Q1',
      start: new Date('2026-12-31T23:00:00Z'),
      end: new Date('2027-03-31T22:00:00Z'),
    });
    expect(quarterOf(new Date('2026-11-29T12:00:00Z')).key).toBe('2026-Q4');
  });
});
