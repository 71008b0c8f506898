import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './format.js';

describe('cached Intl formatters', () => {
  it('reuse one formatter per locale and options, and format as a new one would', () => {
    const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
    const first = dateTimeFormat('de-DE', options);
    expect(dateTimeFormat('de-DE', { ...options })).toBe(first);
    expect(dateTimeFormat('en-GB', options)).not.toBe(first);
    const date = new Date(Date.UTC(2026, 10, 24));
    expect(first.format(date)).toBe(new Intl.DateTimeFormat('de-DE', options).format(date));
    expect(first.format(date)).toBe('Dienstag, 24. November 2026');
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5)).toBe('1.234,50\u00a0€');
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(numberFormat('de-DE', { style: 'currency', currency: 'EUR' }));
  });
});
