import { describe, expect, it } from 'vitest';
import { findGermanDates, parseGermanDate } from './german-dates.js';

describe('parseGermanDate', () => {
  it('reads the numeric forms, two-digit years as 20xx', () => {
    for (const text of ['03.03.2025', '3.3.2025', '03.03.25']) expect(parseGermanDate(text), text).toBe('2025-03-03');
    expect(parseGermanDate(' 31.12.2024 ')).toBe('2024-12-31');
    expect(parseGermanDate('29.02.2024')).toBe('2024-02-29');
  });

  it('reads written months, abbreviations and their OCR and ASCII spellings', () => {
    for (const text of ['3. März 2025', '3. Maerz 2025', '3. Marz 2025', '03. Mrz. 2025', '3 März 2025'])
      expect(parseGermanDate(text), text).toBe('2025-03-03');
    expect(parseGermanDate('1. Januar 2026')).toBe('2026-01-01');
    expect(parseGermanDate('15. Sept. 2025')).toBe('2025-09-15');
    expect(parseGermanDate('24. Dez 2025')).toBe('2025-12-24');
    for (const text of ['7. Mai 2025', '7. MAI 2025']) expect(parseGermanDate(text), text).toBe('2025-05-07');
  });

  it('tolerates OCR noise in the numeric form', () => {
    for (const text of ['O3.O3.2O25', '03. 03. 2025', '03,03.2025']) expect(parseGermanDate(text), text).toBe('2025-03-03');
    expect(parseGermanDate('l0.l1.2025')).toBe('2025-11-10');
  });

  it('rejects impossible dates and other text', () => {
    const impossible = ['29.02.2025', '31.04.2025', '00.01.2025', '12.13.2025', '31. Februar 2025', '3. Mürz 2025'];
    const otherText = ['Il.Il.IlIl', '2025-03-03', '03.03.2025 und mehr', ''];
    for (const text of [...impossible, ...otherText]) expect(parseGermanDate(text), text).toBeUndefined();
  });
});

describe('findGermanDates', () => {
  it('finds numeric and written dates in text order with their positions', () => {
    const text = 'München, 3. März 2025\nBitte zahlen Sie bis zum 07.04.2025. Zinslauf vom 1.4.24 bis 15. Sept. 2025.';
    const found = findGermanDates(text);
    expect(found.map((f) => f.date)).toEqual(['2025-03-03', '2025-04-07', '2024-04-01', '2025-09-15']);
    for (const f of found) expect(text.slice(f.index, f.index + f.raw.length)).toBe(f.raw);
    expect(found[0]).toEqual({ date: '2025-03-03', index: 9, raw: '3. März 2025' });
  });

  it('does not read amounts, Steuernummern, times or version numbers as dates', () => {
    expect(findGermanDates('1.234,56 € · 181/815/08155 · 7.30 - 12.00 Uhr · 12.345,67 · 2023')).toEqual([]);
  });

  it('leaves impossible dates out', () => {
    expect(findGermanDates('am 31.06.2025 oder am 30.06.2025').map((f) => f.date)).toEqual(['2025-06-30']);
  });

  it('reads a date whose dot OCR lost, but no amount or other number', () => {
    const text = 'Bescheid vom 2411.26 ändert den Bescheid vom 0112.25; Datum 02.072025; fällig am 2412.2024.';
    expect(findGermanDates(text).map((f) => [f.date, f.raw])).toEqual([
      ['2026-11-24', '2411.26'],
      ['2025-12-01', '0112.25'],
      ['2025-07-02', '02.072025'],
      ['2024-12-24', '2412.2024'],
    ]);
    expect(findGermanDates('3112,50 € · 1231.50 € · 1212.50 EUR · 1234.56 · 3112.5 · 12.345678 · 1.2412.2024')).toEqual([]);
  });

  it('reads a written date whose day OCR ends with a comma', () => {
    expect(findGermanDates('Telefon, Name 0375 88327-241, Team 6, August 2026').map((f) => f.date)).toEqual(['2026-08-06']);
  });

  it('reads a date whose footnote mark OCR glued to the year, but no longer number', () => {
    const text = 'Die Frist endet am 7. September 20261. Bitte entrichten Sie … bis zum Ablauf des 02.11.2026t.';
    expect(findGermanDates(text).map((f) => f.date)).toEqual(['2026-09-07', '2026-11-02']);
    expect(findGermanDates('Konto 01.02.202612 · 7. September 20264 · 02.11.2026te')).toEqual([]);
  });

  it('reads a written date wrapped in its column (the year ending the next line), never a postcode as a footnoted year', () => {
    const text = 'Schillerplatz 28        Ort, Datum        Schwerin, 12. Januar\n19061 Schwerin        2024\n';
    const found = findGermanDates(text);
    expect(found.map((f) => [f.date, f.raw])).toEqual([['2024-01-12', '12. Januar']]);
    expect(text.slice(found[0]!.index, found[0]!.index + found[0]!.raw.length)).toBe('12. Januar');
    expect(findGermanDates('am 12. Januar\n19061 Schwerin')).toEqual([]);
  });
});
