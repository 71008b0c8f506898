import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuros, formatFileSize, formatHours, formatHoursUnit } from './format.js';

/** Each size as [bytes, English text, German text where it is checked]. */
function expectFileSizes(sizes: [number, string, string?][]) {
  for (const [bytes, en, de] of sizes) {
    expect(formatFileSize(bytes, 'en')).toBe(en);
    if (de) expect(formatFileSize(bytes, 'de')).toBe(de);
  }
}

describe('formatFileSize', () => {
  it('shows bytes below 1 KB', () => {
    expectFileSizes([
      [0, '0 B'],
      [1, '1 B'],
      [1023, '1023 B', '1023 B'],
    ]);
  });

  it('shows KB with exactly one decimal from 1 KB up to below 1 MB', () => {
    expectFileSizes([
      [1024, '1.0 KB', '1,0 KB'],
      [1536, '1.5 KB', '1,5 KB'],
      [10 * 1024, '10.0 KB'],
      [1024 * 1024 - 1, '1024.0 KB', '1024,0 KB'],
    ]);
  });

  it('shows MB with one decimal from 1 MB on', () => {
    expectFileSizes([
      [1024 * 1024, '1.0 MB', '1,0 MB'],
      [2.5 * 1024 * 1024, '2.5 MB', '2,5 MB'],
      [5000 * 1024 * 1024, '5000.0 MB'],
    ]);
  });
});

describe('formatDate', () => {
  it('formats per language', () => {
    expect(formatDate('2026-11-21T10:00:00.000Z', 'en', 'UTC')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21T10:00:00.000Z', 'de', 'UTC')).toBe('21.11.2026');
  });
});

describe('formatHours', () => {
  it('keeps up to two decimals with the locale separator', () => {
    expect(formatHours(10, 'en')).toBe('10');
    expect(formatHours(2.5, 'en')).toBe('2.5');
    expect(formatHours(2.5, 'de')).toBe('2,5');
    expect(formatHours(1.255555, 'en')).toBe('1.26');
  });
});

describe('formatEuros', () => {
  it('formats whole euro prices without cents', () => {
    expect(formatEuros(14_000, 'en')).toBe('€140');
    expect(formatEuros(14_000, 'de')).toBe('140\u00a0€');
    expect(formatEuros(1_050, 'en')).toBe('€10.50');
  });
});

describe('formatHoursUnit', () => {
  it('adds the h suffix to hours with the locale separator', () => {
    expect(formatHoursUnit(0.75, 'en')).toBe('0.75 h');
    expect(formatHoursUnit(9.25, 'de')).toBe('9,25 h');
  });
});

describe('formatDateTime', () => {
  it('shows the date as formatDate does, plus the time', () => {
    const at = '2026-11-21T13:05:00Z';
    expect(formatDateTime(at, 'en', 'UTC')).toBe('21 Nov 2026, 13:05');
    expect(formatDateTime(at, 'de', 'Europe/Berlin')).toBe('21.11.2026, 14:05');
  });
});
