import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatEuroInput, parseEuroInput, parseWholeNumber } from './format.js';

describe('euro inputs', () => {
  it('writes cents in the page locale', () => {
    expect(formatEuroInput(123_456, 'de')).toBe('1.234,56');
    expect(formatEuroInput(123_456, 'en')).toBe('1,234.56');
    expect(formatEuroInput(5, 'de')).toBe('0,05');
  });

  it('reads what people type, in either notation', () => {
    expect(parseEuroInput('1.234,56')).toBe(123_456);
    expect(parseEuroInput('1,234.56')).toBe(123_456);
    expect(parseEuroInput('1234,5 €')).toBe(123_450);
    expect(parseEuroInput('1234.50')).toBe(123_450);
    expect(parseEuroInput('12')).toBe(1200);
    expect(parseEuroInput('1.234')).toBe(123_400);
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
