/**
 * The response-time clock (response-clock.ts) against a case table worked out
 * by hand from a printed calendar, with the real holiday calendar: business hours Monday to Friday
 * 9:00–18:00 in Berlin (CET = UTC+1, CEST = UTC+2; 2026's summer time from 29 March to 25 October),
 * Berlin's statutory holidays (Karfreitag 3 April and Ostermontag 6 April 2026, Christmas 25 and
 * 26 December; the Internationaler Frauentag, 8 March, in Berlin only; 24 December is none).
 */
import { describe, expect, it } from 'vitest';
import {
  businessMinutesBetween,
  businessStretchTable,
  DEFAULT_BUSINESS_HOURS,
  dueAtInTable,
  readClock,
  responseDueAt,
  type ClockPause,
} from './response-clock.js';
import { germanHolidays } from '../deadlines/holidays.js';

interface Case {
  name: string;
  start: string;
  hours: number;
  pauses?: ClockPause[];
  state?: 'BE' | 'BY';
  due: string | undefined;
}

const at = (iso: string) => new Date(iso);

const CASES: Case[] = [
  // Monday 10:00 CET: 8 h on Monday, 9 h on Tuesday, 7 h on Wednesday → Wednesday 16:00 CET.
  { name: 'asked on a Monday morning, 24 hours', start: '2026-11-02T09:00:00Z', hours: 24, due: '2026-11-04T15:00:00Z' },
  // Saturday: the clock starts Monday 9:00; 9 h Monday, 3 h Tuesday → Tuesday 12:00 CET.
  { name: 'asked on a Saturday, 12 hours', start: '2026-11-07T10:00:00Z', hours: 12, due: '2026-11-10T11:00:00Z' },
  // Before opening: from 9:00; 9 h Tuesday, 3 h Wednesday → Wednesday 12:00 CET.
  { name: 'asked at 8:00 before opening, 12 hours', start: '2026-11-03T07:00:00Z', hours: 12, due: '2026-11-04T11:00:00Z' },
  // After closing on a Friday: from Monday 9:00; 12 h → Tuesday 12:00 CET.
  { name: 'asked on a Friday at 18:30, 12 hours', start: '2026-11-06T17:30:00Z', hours: 12, due: '2026-11-10T11:00:00Z' },
  // Five full days of 9 h (45 h), then 3 h on the next Monday → Monday 9 November 12:00 CET.
  { name: 'Starter’s 48 hours from Monday 9:00', start: '2026-11-02T08:00:00Z', hours: 48, due: '2026-11-09T11:00:00Z' },
  // Gründonnerstag 17:30 CEST: 0.5 h; Karfreitag, the weekend and Ostermontag are skipped; 9 h
  // Tuesday, 9 h Wednesday, 5.5 h Thursday → Thursday 9 April 14:30 CEST.
  { name: 'asked Thursday 17:30 before Easter, 24 hours', start: '2026-04-02T15:30:00Z', hours: 24, due: '2026-04-09T12:30:00Z' },
  // Karfreitag 17:30 is a holiday: from Tuesday 7 April 9:00; 9 + 9 + 6 h → Thursday 15:00 CEST.
  { name: 'asked Friday 17:30 before Easter (Karfreitag), 24 hours', start: '2026-04-03T15:30:00Z', hours: 24, due: '2026-04-09T13:00:00Z' },
  // Friday 15:00 CET: 3 h; the clocks go forward on Sunday; Monday 9 h → Monday 18:00 CEST.
  { name: 'over the night the clocks go forward, 12 hours', start: '2026-03-27T14:00:00Z', hours: 12, due: '2026-03-30T16:00:00Z' },
  // Friday 15:00 CEST: 3 h; the clocks go back on Sunday; Monday 9 h → Monday 18:00 CET.
  { name: 'over the night the clocks go back, 12 hours', start: '2026-10-23T13:00:00Z', hours: 12, due: '2026-10-26T17:00:00Z' },
  // 24 December is a business day (2 h from 16:00); 25 and 26 December holidays, then the weekend;
  // Monday 28th 9 h, Tuesday 1 h → Tuesday 29 December 10:00 CET.
  { name: 'asked on 24 December at 16:00, 12 hours', start: '2026-12-24T15:00:00Z', hours: 12, due: '2026-12-29T09:00:00Z' },
  // Friday 17:00 CET: 1 h; Monday 8 March 2027 is Berlin's Frauentag; 9 h Tuesday, 2 h Wednesday.
  { name: 'over Berlin’s Frauentag, 12 hours', start: '2027-03-05T16:00:00Z', hours: 12, due: '2027-03-10T10:00:00Z' },
  // The same in Bavaria, where 8 March is a working day: 1 h + 9 h Monday + 2 h Tuesday.
  { name: 'the same in Bavaria', start: '2027-03-05T16:00:00Z', hours: 12, state: 'BY', due: '2027-03-09T10:00:00Z' },
  // Monday 10:00–14:00 CET counts 4 h; the expert asks the client back, who answers on Wednesday at
  // 11:00: 7 h Wednesday (11 h), 9 h Thursday (20 h), 4 h Friday → Friday 13:00 CET.
  {
    name: 'a follow-up after a pause for the client',
    start: '2026-11-02T09:00:00Z',
    hours: 24,
    pauses: [{ from: at('2026-11-02T13:00:00Z'), to: at('2026-11-04T10:00:00Z') }],
    due: '2026-11-06T12:00:00Z',
  },
  // While the client has not answered, the clock holds and has no due time.
  { name: 'waiting for the client', start: '2026-11-02T09:00:00Z', hours: 24, pauses: [{ from: at('2026-11-02T13:00:00Z') }], due: undefined },
];

describe('the response-time clock, case table', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const hours = { ...DEFAULT_BUSINESS_HOURS, state: c.state ?? 'BE' };
      const due = responseDueAt(at(c.start), c.hours, c.pauses ?? [], germanHolidays, hours);
      expect(due?.toISOString().replace('.000Z', 'Z')).toBe(c.due);
      // Counted back, the time up to the due instant is the promise.
      if (due) expect(businessMinutesBetween(at(c.start), due, c.pauses ?? [], germanHolidays, hours)).toBe(c.hours * 60);
    });
  }
});

describe('reading the clock', () => {
  const start = at('2026-11-02T09:00:00Z'); // Monday 10:00 CET; 24 h → Wednesday 16:00 CET

  it('runs, is marked when a quarter of its time is left, and breaks at its due time', () => {
    // Wednesday 9:59 CET: 8 + 9 h + 59 min used, 6 h 1 min left.
    expect(readClock(start, 24, [], at('2026-11-04T08:59:00Z'), germanHolidays)).toMatchObject({
      state: 'running',
      usedMinutes: 17 * 60 + 59,
      promisedMinutes: 1440,
    });
    // Wednesday 10:00 CET: 6 h left, a quarter of 24 h.
    expect(readClock(start, 24, [], at('2026-11-04T09:00:00Z'), germanHolidays).state).toBe('late soon');
    expect(readClock(start, 24, [], at('2026-11-04T15:00:00Z'), germanHolidays)).toMatchObject({ state: 'broken', dueAt: at('2026-11-04T15:00:00Z') });
  });

  it('counts no time at night, at weekends and while the client is awaited', () => {
    // Monday 18:00 to Tuesday 9:00 CET: nothing.
    expect(businessMinutesBetween(at('2026-11-02T17:00:00Z'), at('2026-11-03T08:00:00Z'), [], germanHolidays)).toBe(0);
    const waiting = [{ from: at('2026-11-02T13:00:00Z') }];
    expect(readClock(start, 24, waiting, at('2026-11-05T12:00:00Z'), germanHolidays)).toMatchObject({ state: 'paused', usedMinutes: 240, dueAt: undefined });
  });

  it('refuses malformed business hours and a negative promise', () => {
    expect(() => responseDueAt(start, 24, [], germanHolidays, { ...DEFAULT_BUSINESS_HOURS, opens: '9:00' })).toThrow(RangeError);
    expect(() => responseDueAt(start, 24, [], germanHolidays, { ...DEFAULT_BUSINESS_HOURS, closes: '08:00' })).toThrow(RangeError);
    expect(() => responseDueAt(start, -1, [], germanHolidays)).toThrow(RangeError);
  });
});

describe("the due instants read off a table of business stretches (the owner's report, decision record 066)", () => {
  it('equal responseDueAt for every case without pauses and 160 starts spread over 2025–2026, two sets of hours', () => {
    const saturdays = { ...DEFAULT_BUSINESS_HOURS, days: [1, 2, 3, 4, 6], opens: '07:30', closes: '12:15', state: 'BY' as const };
    for (const hours of [DEFAULT_BUSINESS_HOURS, saturdays]) {
      const table = businessStretchTable(at('2025-01-01T00:00:00Z'), at('2027-12-31T00:00:00Z'), germanHolidays, hours);
      const starts = [...CASES.filter((c) => !c.pauses?.length).map((c) => at(c.start))];
      // Every 4 days 13 hours 7 minutes: every hour of the day and day of the week, both years' changes of the clocks, Easter and Christmas.
      for (let i = 0; i < 160; i++) starts.push(new Date(Date.UTC(2025, 0, 1, 0, 1) + i * (4 * 1440 + 13 * 60 + 7) * 60_000));
      for (const start of starts) {
        for (const promise of [0, 12, 48]) {
          expect(dueAtInTable(table, start, promise), `${start.toISOString()} + ${promise} h`).toBe(
            responseDueAt(start, promise, [], germanHolidays, hours)?.getTime() ?? null,
          );
        }
      }
    }
  });

  it('gives null before the table and when the promise runs past its end', () => {
    const table = businessStretchTable(at('2026-11-02T12:00:00Z'), at('2026-11-06T12:00:00Z'), germanHolidays);
    expect(table.first).toBe(at('2026-11-01T23:00:00Z').getTime());
    expect(dueAtInTable(table, at('2026-11-01T12:00:00Z'), 12)).toBeNull();
    expect(dueAtInTable(table, at('2026-11-02T09:00:00Z'), 24)).toBe(at('2026-11-04T15:00:00Z').getTime());
    expect(dueAtInTable(table, at('2026-11-05T09:00:00Z'), 24)).toBeNull();
  });
});
