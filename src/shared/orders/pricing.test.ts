import { describe, expect, it } from 'vitest';
import { germanHolidays } from '../../modules/deadlines/holidays.js';
import { priceWithVat, withdrawalLastDay, withdrawalSettlement, withinWithdrawalPeriod } from './pricing.js';
import { isVatIdFormat } from './vat-id.js';

describe('priceWithVat (§ 12 (1) UStG)', () => {
  it('adds VAT rounded half up to the cent', () => {
    expect(priceWithVat(14_000, 19)).toEqual({ netCents: 14_000, vatRatePercent: 19, vatCents: 2_660, grossCents: 16_660 });
    expect(priceWithVat(27_800, 19)).toMatchObject({ vatCents: 5_282, grossCents: 33_082 });
    expect(priceWithVat(22_240, 19)).toMatchObject({ vatCents: 4_226 }); // 4225.6
    expect(priceWithVat(50, 7)).toMatchObject({ vatCents: 4 }); // 3.5 → 4
    expect(priceWithVat(14_000, 0)).toMatchObject({ vatCents: 0, grossCents: 14_000 });
  });
});

describe('withdrawalSettlement (§ 357a (2) BGB)', () => {
  const professional = priceWithVat(27_800, 19);
  it('refunds the price less the pro-rata value of the hours used when the client asked for an early start', () => {
    const s = withdrawalSettlement(professional, 600, 120, true);
    expect(s.refund).toEqual({ netCents: 22_240, vatRatePercent: 19, vatCents: 4_226, grossCents: 26_466 });
    expect(s.refundCents).toBe(26_466);
    expect(s.valueProvidedCents + s.refundCents).toBe(professional.grossCents);
  });
  it('refunds everything without an early-start request, whatever was used', () => {
    expect(withdrawalSettlement(professional, 600, 300, false).refundCents).toBe(33_082);
  });
  it('refunds nothing when everything was used, and never more than was paid', () => {
    expect(withdrawalSettlement(professional, 600, 600, true).refundCents).toBe(0);
    expect(withdrawalSettlement(professional, 600, 900, true).refundCents).toBe(0);
    expect(withdrawalSettlement(professional, 600, -15, true).refundCents).toBe(33_082);
  });
});

describe('withdrawalLastDay (§§ 355 (2), 187 (1), 188, 193 BGB)', () => {
  it('is 14 days after the day of the order, counted in Berlin', () => {
    expect(withdrawalLastDay(new Date('2026-11-24T10:00:00Z'), germanHolidays)).toBe('2026-12-08');
    // 23:30 UTC on 11 December is 00:30 on Saturday 12 December in Berlin.
    expect(withdrawalLastDay(new Date('2026-12-11T22:59:00Z'), germanHolidays)).toBe('2026-12-28'); // Fri 11th + 14 = Fri 25th (Christmas) → Mon 28th
    expect(withdrawalLastDay(new Date('2026-12-11T23:30:00Z'), germanHolidays)).toBe('2026-12-28'); // Sat 12th + 14 = Sat 26th → Mon 28th
  });
  it('moves past weekends and Berlin holidays (§ 193 BGB)', () => {
    expect(withdrawalLastDay(new Date('2026-03-23T09:00:00Z'), germanHolidays)).toBe('2026-04-07'); // Easter Monday
    expect(withdrawalLastDay(new Date('2027-02-22T09:00:00Z'), germanHolidays)).toBe('2027-03-09'); // 8 March, a Berlin holiday
    expect(withdrawalLastDay(new Date('2026-11-21T09:00:00Z'), germanHolidays)).toBe('2026-12-07'); // Sat 5th → Mon 7th
  });
  it('a withdrawal received on the last day in Berlin is in time, the next day is not', () => {
    const ordered = new Date('2026-11-24T10:00:00Z');
    expect(withinWithdrawalPeriod(ordered, new Date('2026-12-08T22:59:00Z'), germanHolidays)).toBe(true); // 23:59 Berlin
    expect(withinWithdrawalPeriod(ordered, new Date('2026-12-08T23:00:00Z'), germanHolidays)).toBe(false); // 00:00 on the 9th
  });
});

describe('isVatIdFormat', () => {
  it('accepts the formats of the Member States', () => {
    for (const id of ['DE123456789', 'ATU12345678', 'FR4X123456789', 'NL123456789B01', 'EL123456789', 'IE1234567WA', 'ESX1234567X', 'SE123456789001']) {
      expect(isVatIdFormat(id), id).toBe(true);
    }
  });
  it('refuses wrong lengths, unknown prefixes and Greece as GR', () => {
    for (const id of ['DE12345678', 'DE1234567890', 'GR123456789', 'XX123456789', 'ATU1234567', 'NL123456789A01', '']) {
      expect(isVatIdFormat(id), id).toBe(false);
    }
  });
});
