import { describe, expect, it } from 'vitest';
import { findEuroAmounts, fixOcrDigits, parseEuroAmount } from './amounts.js';

describe('parseEuroAmount', () => {
  it('reads the German notations in euro cents', () => {
    for (const text of ['1.234,56 €', '1.234,56 EUR', '€ 1.234,56', 'EUR 1.234,56', '1234,56']) expect(parseEuroAmount(text), text).toBe(123_456);
    expect(parseEuroAmount('12.345 €')).toBe(1_234_500);
    expect(parseEuroAmount('0,15')).toBe(15);
    for (const text of ['25,- €', '25,--']) expect(parseEuroAmount(text), text).toBe(2_500);
    expect(parseEuroAmount('1.000.000,00 Euro')).toBe(100_000_000);
    expect(parseEuroAmount('500 €')).toBe(50_000);
  });

  it('reads negative amounts', () => {
    for (const text of ['-1.234,56', '1.234,56-']) expect(parseEuroAmount(text), text).toBe(-123_456);
    expect(parseEuroAmount('− 858,00 €')).toBe(-85_800);
    expect(parseEuroAmount('€ -12,50')).toBe(-1_250);
    expect(parseEuroAmount('-0,00')).toBe(0);
  });

  it('reads OCR variants', () => {
    for (const text of ['1.234.56 €', '1 234,56', '1\u00a0234,56 €']) expect(parseEuroAmount(text), text).toBe(123_456);
    expect(parseEuroAmount('1.2O4,5O €')).toBe(120_450);
    expect(parseEuroAmount('l.147,00')).toBe(114_700);
    expect(parseEuroAmount('12.34 €')).toBe(1_234);
  });

  it('rejects what is not exactly one amount', () => {
    for (const text of ['', '€', '12,345', '1.23.45', '1.2345,00', '12 €uro', 'abc', '1.234,56 € und 2,00 €'])
      expect(parseEuroAmount(text), text).toBeUndefined();
  });
});

describe('findEuroAmounts', () => {
  it('finds amounts with positions, in text order', () => {
    const text = 'festgesetzt 8.412,00 € abzüglich EUR 7.350,00, Nachzahlung 1.062,00 und 25,- Euro sowie 12.345 € und -858,00';
    const found = findEuroAmounts(text);
    expect(found.map((f) => f.cents)).toEqual([841_200, 735_000, 106_200, 2_500, 1_234_500, -85_800]);
    for (const f of found) expect(text.slice(f.index, f.index + f.raw.length)).toBe(f.raw);
    expect(found[0]).toEqual({ cents: 841_200, index: 12, raw: '8.412,00 €' });
  });

  it('takes numbers without a currency sign only with a decimal comma', () => {
    const text = 'Steuernummer 181/815/08155, Jahr 2023, Datum 03.03.2025, Telefon 089 1252-0, 45.862 zu versteuern, Saldo 0,15';
    expect(findEuroAmounts(text).map((f) => f.cents)).toEqual([15]);
  });

  it('takes no rate for an amount: per cent, "Prozent", "v. H.", "vom Hundert"', () => {
    const text = 'Zinssatz 0,15 %; 0,25 Prozent der festgesetzten Steuer; 0,25 v. H.; 0,25 vom Hundert; 1,5 ‰; der Verspätungszuschlag beträgt 150,00 €';
    expect(findEuroAmounts(text).map((f) => f.cents)).toEqual([15_000]);
  });

  it('reads OCR variants next to a currency sign and keeps the printed text', () => {
    const text = 'Nachzahlung 1.147,OO € und 1 234,56 € und 1.234.56 €';
    const found = findEuroAmounts(text);
    expect(found.map((f) => f.cents)).toEqual([114_700, 123_456, 123_456]);
    expect(found[0]!.raw).toBe('1.147,OO €');
  });
});

describe('fixOcrDigits', () => {
  it('replaces O and l inside numbers only, one character for one', () => {
    const text = 'Soll 1.147,OO € für 2O23, l81/815/O8155, Il';
    const fixed = fixOcrDigits(text);
    expect(fixed).toBe('Soll 1.147,00 € für 2023, 181/815/08155, Il');
    expect(fixed).toHaveLength(text.length);
  });
});
