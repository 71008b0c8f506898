import { describe, expect, it } from 'vitest';
import { formatBerlinDay, formatBerlinInstant, formatCalendarDate, formatIban, invoicePdfUrl, plainAmount } from './format.js';

describe('order page formatting', () => {
  it('groups an IBAN by four', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('writes calendar dates without a time zone shift, in both languages', () => {
    expect(formatCalendarDate('2026-12-08', 'en')).toBe('8 December 2026');
    expect(formatCalendarDate('2026-12-08', 'de')).toBe('8. Dezember 2026');
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

  it('links an invoice to its PDF', () => {
    expect(invoicePdfUrl('0b9d3a52-1111-4222-8333-444455556666')).toBe('/api/invoices/0b9d3a52-1111-4222-8333-444455556666/pdf');
  });
});
