/**
 * The DATEV booking batch writer (docs/decisions/065-datev-export.md): the header's 31 fields in
 * DATEV's order (its developer documentation's sample header, field by field), the 125 column
 * headings, the booking rows and the Windows-1252 bytes.
 */
import { describe, expect, it } from 'vitest';
import { DATEV_BOOKING_COLUMNS, datevAmount, datevBookingBatch, encodeWindows1252, type DatevBatchHeader } from './datev.js';

const HEADER: DatevBatchHeader = {
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  from: '2026-03-01',
  to: '2026-03-31',
  label: 'Erlöse 01.03.2026-31.03.2026',
  createdAt: new Date('2026-04-02T08:05:06.789Z'),
};

describe('datevBookingBatch', () => {
  it('writes the header row as DATEV’s sample does, then the headings, then a row per booking, each ended by CR LF', () => {
    const csv = datevBookingBatch(HEADER, [
      {
        amountCents: 16_660,
        side: 'S',
        account: '10000',
        contraAccount: '8400',
        documentDate: '2026-03-05',
        documentNumber: '2026-00007',
        text: 'Rechnung 2026-00007',
      },
      {
        amountCents: 5,
        side: 'H',
        account: '10000',
        contraAccount: '8400',
        documentDate: '2026-03-31',
        documentNumber: '2026-00009',
        text: 'Stornorechnung 2026-00009 zu 2026-00007 "Teil"',
      },
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = csv.split('\r\n').slice(0, -1);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => !r.includes('\n') && !r.includes('\r'))).toBe(true);
    // Berlin summer time: 08:05 UTC is 10:05.
    expect(rows[0]).toBe(
      '"EXTF";700;21;"Buchungsstapel";13;20260402100506789;;"RE";"";"";29098;55003;20260101;4;20260301;20260331;"Erlöse 01.03.2026-31.03.2026";"";1;0;0;"EUR";;"";;;"";;;"";""',
    );
    expect(rows[0]!.split(';')).toHaveLength(31);
    expect(rows[1]).toBe(DATEV_BOOKING_COLUMNS.join(';'));
    const first = rows[2]!.split(';');
    expect(first).toHaveLength(125);
    expect(first.slice(0, 14)).toEqual(['166,60', '"S"', '', '', '', '', '10000', '8400', '', '0503', '"2026-00007"', '', '', '"Rechnung 2026-00007"']);
    expect(first.slice(14).every((f) => f === '')).toBe(true);
    const second = rows[3]!.split(';');
    expect([second[0], second[1], second[9], second[13]]).toEqual(['0,05', '"H"', '3103', '"Stornorechnung 2026-00009 zu 2026-00007 ""Teil"""']);
  });

  it('has DATEV’s 125 columns of format version 13 at their numbers', () => {
    expect(DATEV_BOOKING_COLUMNS).toHaveLength(125);
    expect(new Set(DATEV_BOOKING_COLUMNS).size).toBe(125);
    const at = (n: number) => DATEV_BOOKING_COLUMNS[n - 1];
    expect([at(1), at(2), at(7), at(8), at(9), at(10), at(11), at(14), at(20)]).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
      'Belegdatum',
      'Belegfeld 1',
      'Buchungstext',
      'Beleglink',
    ]);
    expect([at(37), at(48), at(88), at(114), at(115), at(117), at(118), at(125)]).toEqual([
      'KOST1 - Kostenstelle',
      'Zusatzinformation - Art 1',
      'Stück',
      'Festschreibung',
      'Leistungsdatum',
      'Fälligkeit',
      'Generalumkehr',
      'Abw. Skontokonto',
    ]);
  });

  it('cuts the texts to DATEV’s lengths, keeps control characters out and refuses what DATEV would', () => {
    const long = datevBookingBatch({ ...HEADER, label: 'x'.repeat(40) }, [
      {
        amountCents: 100,
        side: 'S',
        account: '10000',
        contraAccount: '8400',
        documentDate: '2026-03-01',
        documentNumber: '2026 00001;x',
        text: `a\r\nb${'c'.repeat(80)}`,
      },
    ]);
    const [header, , row] = long.split('\r\n');
    expect(header!.split(';')[16]).toBe(`"${'x'.repeat(30)}"`);
    const fields = row!.split(';');
    expect(fields[10]).toBe('"202600001x"');
    expect(fields[13]).toBe(`"a  b${'c'.repeat(56)}"`);
    const booking = {
      amountCents: 100,
      side: 'S',
      account: '10000',
      contraAccount: '8400',
      documentDate: '2026-04-01',
      documentNumber: '1',
      text: 't',
    } as const;
    expect(() => datevBookingBatch(HEADER, [booking])).toThrow(RangeError);
    expect(() => datevBookingBatch(HEADER, [{ ...booking, documentDate: '2026-03-01', amountCents: 0 }])).toThrow(RangeError);
    expect(datevBookingBatch(HEADER, []).split('\r\n')).toHaveLength(3);
  });
});

describe('datevAmount', () => {
  it('writes euro cents with a decimal comma and no thousands separator', () => {
    expect([0, 5, 99, 100, 16_660, 123_456_789].map(datevAmount)).toEqual(['0,00', '0,05', '0,99', '1,00', '166,60', '1234567,89']);
    expect(() => datevAmount(-1)).toThrow(RangeError);
    expect(() => datevAmount(1.5)).toThrow(RangeError);
  });
});

describe('encodeWindows1252', () => {
  it('writes one byte per character: umlauts, ß, € and typographic marks by the code page, others as ?', () => {
    const text = 'Erlöse Gebühr Maß € „Teil“ – Łódź';
    const bytes = encodeWindows1252(text);
    expect(bytes).toHaveLength([...text].length);
    expect([...encodeWindows1252('öüßÄ€„“–')]).toEqual([0xf6, 0xfc, 0xdf, 0xc4, 0x80, 0x84, 0x93, 0x96]);
    expect(new TextDecoder('windows-1252').decode(bytes)).toBe('Erlöse Gebühr Maß € „Teil“ – ?ód?');
    // Decomposed umlauts are composed first; a character outside the BMP is one '?'.
    expect([...encodeWindows1252('o\u0308😀')]).toEqual([0xf6, 0x3f]);
  });
});
