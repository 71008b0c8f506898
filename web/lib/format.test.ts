import { describe, expect, it } from 'vitest';
import {
  centsToEuroInput,
  euroInputToCents,
  formatBerlinCallTime,
  formatBerlinDay,
  formatBerlinInstant,
  formatBerlinShortInstant,
  formatCalendarDate,
  formatEuroInput,
  formatIban,
  formatLongCalendarDate,
  formatMinutesSpan,
  parseEuroInput,
  parseWholeNumber,
  plainAmount,
  weekdayName,
} from './format.js';

describe('euro inputs', () => {
  it('writes cents in the page locale', () => {
    expect(formatEuroInput(123_456, 'de')).toBe('1.234,56');
    expect(formatEuroInput(123_456, 'en')).toBe('1,234.56');
    expect(formatEuroInput(5, 'de')).toBe('0,05');
  });

  it('reads what people type, in either notation', () => {
    const typed: [string, number][] = [
      ['1.234,56', 123_456],
      ['1,234.56', 123_456],
      ['1234,5 €', 123_450],
      ['1234.50', 123_450],
      ['12', 1200],
      ['1.234', 123_400],
    ];
    for (const [text, cents] of typed) expect(parseEuroInput(text), text).toBe(cents);
    expect(parseEuroInput('  ')).toBeNull();
  });

  it('reads round trips of its own output', () => {
    for (const cents of [0, 1, 99, 100, 123_456, 1_000_000_00]) {
      expect(parseEuroInput(formatEuroInput(cents, 'de'))).toBe(cents);
      expect(parseEuroInput(formatEuroInput(cents, 'en'))).toBe(cents);
    }
  });

  it('refuses what is not an amount', () => {
    for (const text of ['abc', '1,2,3', '12.345.6', '-5', '1,234,56', '1.2345']) expect(parseEuroInput(text)).toBeNaN();
  });
});

describe('other values', () => {
  it('reads whole numbers', () => {
    expect(parseWholeNumber('2025')).toBe(2025);
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('20x5')).toBeNaN();
  });

  it('shows a calendar date as the same day everywhere', () => {
    expect(formatCalendarDate('2026-11-10', 'de')).toBe('10.11.2026');
    expect(formatCalendarDate('2026-11-10', 'en')).toBe('10 Nov 2026');
  });
});

describe('order page formatting', () => {
  it('groups an IBAN by four', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('writes calendar dates without a time zone shift, in both languages', () => {
    expect(formatLongCalendarDate('2026-12-08', 'en')).toBe('8 December 2026');
    expect(formatLongCalendarDate('2026-12-08', 'de')).toBe('8. Dezember 2026');
  });

  it('gives the day and the instant as the clock in Berlin reads them', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Berlin.
    expect(formatBerlinDay('2026-12-31T23:30:00.000Z', 'en')).toBe('1 January 2027');
    expect(formatBerlinInstant('2026-11-25T13:05:33.000Z', 'en')).toBe('25 November 2026 at 14:05:33 CET');
    expect(formatBerlinInstant('2026-07-01T10:00:07.000Z', 'de')).toBe('1. Juli 2026 um 12:00:07 MESZ');
  });

  it('writes amounts as a banking app takes them', () => {
    expect(plainAmount(41650, 'en')).toBe('416.50');
    expect(plainAmount(123456, 'de')).toBe('1234,56');
  });
});

describe('console price fields', () => {
  it('writes cents only when there are any, with the decimal separator of the language', () => {
    expect(centsToEuroInput(27800, 'en')).toBe('278');
    expect(centsToEuroInput(27850, 'en')).toBe('278.50');
    expect(centsToEuroInput(27805, 'de')).toBe('278,05');
  });

  it('reads what an admin types, and NaN for what is no amount', () => {
    const typed: [string, number][] = [
      ['278', 27800],
      ['278,5', 27850],
      ['€ 1.278,50', 127850],
      ['1,278.50', 127850],
    ];
    for (const [text, cents] of typed) expect(euroInputToCents(text), text).toBe(cents);
    for (const text of ['', '12a']) expect(euroInputToCents(text), text).toBeNaN();
  });
});

describe('a response clock’s answer-by time and time left', () => {
  it('shows the instant in Berlin with its weekday, in summer and winter time', () => {
    expect(formatBerlinShortInstant('2026-11-30T13:00:00.000Z', 'en')).toBe('Mon 30 Nov, 14:00');
    expect(formatBerlinShortInstant('2026-11-30T13:00:00.000Z', 'de')).toBe('Mo., 30. Nov., 14:00');
    expect(formatBerlinShortInstant('2026-07-01T07:30:00.000Z', 'de')).toBe('Mi., 1. Juli, 09:30');
  });

  it('writes minutes as hours and minutes', () => {
    expect([0, 45, 60, 200, 2880].map(formatMinutesSpan)).toEqual(['0 min', '45 min', '1 h', '3 h 20 min', '48 h']);
  });
});

describe('a call’s time', () => {
  it('shows the day with its weekday and the start and end in Berlin, in winter and summer time', () => {
    expect(formatBerlinCallTime('2026-12-07T09:00:00.000Z', '2026-12-07T09:30:00.000Z', 'en')).toBe('Monday, 7 December 2026, 10:00–10:30');
    expect(formatBerlinCallTime('2026-12-07T09:00:00.000Z', '2026-12-07T09:30:00.000Z', 'de')).toBe('Montag, 7. Dezember 2026, 10:00–10:30');
    expect(formatBerlinCallTime('2026-07-01T07:45:00.000Z', '2026-07-01T08:45:00.000Z', 'de')).toBe('Mittwoch, 1. Juli 2026, 09:45–10:45');
  });
});

describe('weekdayName', () => {
  it('names ISO weekdays 1 (Monday) to 7 (Sunday), long or short, in the page language', () => {
    expect([1, 7].map((d) => weekdayName(d, 'en'))).toEqual(['Monday', 'Sunday']);
    expect([1, 7].map((d) => weekdayName(d, 'de'))).toEqual(['Montag', 'Sonntag']);
    expect(weekdayName(3, 'en', 'short')).toBe('Wed');
    expect(weekdayName(3, 'de', 'short')).toBe('Mi');
  });
});
