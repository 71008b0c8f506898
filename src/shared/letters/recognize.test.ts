import { describe, expect, it } from 'vitest';
import { LETTER_FIXTURES } from '../../test/letter-fixtures.js';
import { LETTER_TYPES } from './letter-types.js';
import { recognizeLetter, type RecognizedFields } from './recognize.js';

/** Tesseract-like damage: umlauts lose their dots, ß becomes B, § becomes 8, $ or S, long lines break mid-phrase. */
function ocrNoise(text: string): string {
  let n = 0;
  const damaged = text
    .replace(/§/g, () => ['8', '$', 'S'][n++ % 3]!)
    .replace(/[äÄöÖüÜ]/g, (c) => ({ ä: 'a', Ä: 'A', ö: 'o', Ö: 'O', ü: 'u', Ü: 'U' })[c]!)
    .replace(/ß/g, 'B');
  return damaged
    .split('\n')
    .map((line) => {
      if (line.length <= 60) return line;
      const mid = line.length / 2;
      let cut = -1;
      for (let i = 0; i < line.length; i++) if (line[i] === ' ' && (cut < 0 || Math.abs(i - mid) < Math.abs(cut - mid))) cut = i;
      return cut < 0 ? line : `${line.slice(0, cut)}\n${line.slice(cut + 1)}`;
    })
    .join('\n');
}

function withoutDots(s: string): string {
  return s.replace(/[äÄöÖüÜ]/g, (c) => ({ ä: 'a', Ä: 'A', ö: 'o', Ö: 'O', ü: 'u', Ü: 'U' })[c]!).replace(/ß/g, 'ß');
}

describe('recognizeLetter on the sample letters', () => {
  it('has one sample per letter type', () => {
    expect(new Set(LETTER_FIXTURES.map((f) => f.expected.letterType))).toEqual(new Set(LETTER_TYPES));
  });

  for (const fixture of LETTER_FIXTURES) {
    it(`reads every field of: ${fixture.name}`, () => {
      expect(recognizeLetter(fixture.text)).toEqual(fixture.expected);
    });

    it(`reads the same fields from an OCR-damaged copy of: ${fixture.name}`, () => {
      const noisy = ocrNoise(fixture.text);
      expect(noisy).not.toBe(fixture.text);
      const expected: RecognizedFields = { ...fixture.expected };
      if (expected.finanzamt) expected.finanzamt = withoutDots(expected.finanzamt);
      expect(recognizeLetter(noisy)).toEqual(expected);
    });
  }
});

describe('recognizeLetter on noisy text', () => {
  it('reads a badly scanned Einkommensteuerbescheid', () => {
    const text = `Flnanzamt Munchen
Steuemummer 181/815/0815 5        Munchen, O3.03.2025
Identifikationsnummer 47 182 93O 5l4

Bescheid fiir 2O23 uber Einkommen-
steuer und Solidaritatszuschlag
festgesetzt werden        8.4l2,00 €
Nachzahlung               1.147,OO €
Bitte zahlen Sie den Betrag von 1 147,00 € bis zum
07.04.2025.
Rechtsbehelfsbe-
lehrung: Gegen diesen Bescheid ist der Einspruch gegeben.`;
    expect(recognizeLetter(text)).toEqual({
      letterType: 'einkommensteuerbescheid',
      finanzamt: 'Finanzamt Munchen',
      steuernummer: '181/815/08155',
      state: 'BY',
      steuerId: '47182930514',
      letterDate: '2025-03-03',
      taxYear: 2023,
      amountDueCents: 114_700,
      dueDate: '2025-04-07',
      hasInstructions: true,
    });
  });

  it('counts "8 233a A0" as § 233a AO and recognizes a Zinsbescheid without its title', () => {
    const text =
      'Finanzamt Kassel\nDatum 02.10.2025\nFestsetzung von Zinsen\nnach 8 233a A0 zur Einkommensteuer 2023\nDie Zinsen werden auf 88,00 € festgesetzt.';
    expect(recognizeLetter(text)).toMatchObject({ letterType: 'zinsbescheid', state: 'HE', amountDueCents: 8_800, taxYear: 2023 });
  });

  it('joins a word split at the line end and reads "$ 152 AO"', () => {
    const text =
      'Finanzamt Rostock\nRostock, 01.08.2025\nFestsetzung eines Verspatungs-\nzuschlags ($ 152 AO)\nDer Verspatungszuschlag wird auf 50,00 EUR festgesetzt.';
    expect(recognizeLetter(text)).toMatchObject({ letterType: 'verspaetungszuschlag', state: 'MV', amountDueCents: 5_000, letterDate: '2025-08-01' });
  });

  it('reads an Außenprüfung with ß as B and § lost', () => {
    const text = 'Finanzamt Trier\nTrier, 05.05.2025\nWir ordnen nach 196 AO eine AuBenprüfung an.';
    expect(recognizeLetter(text)).toMatchObject({ letterType: 'pruefungsanordnung', state: 'RP' });
  });

  it('reads a Vorauszahlungsbescheid from weak signals only', () => {
    const text = 'Finanzamt Ulm\nUlm, 10.02.2025\nDie Vorauszahlungen werden nach S 37 EStG angepasst.';
    expect(recognizeLetter(text)).toMatchObject({ letterType: 'vorauszahlungsbescheid', state: 'BW' });
  });
});

describe('recognizeLetter: precedence and distractors', () => {
  it('keeps a Bescheid that mentions "ohne vorherige Mahnung" a Bescheid', () => {
    const text = 'Finanzamt Bonn\nBescheid für 2024 über Einkommensteuer\nWird nicht fristgerecht gezahlt, kann ohne vorherige Mahnung vollstreckt werden.';
    expect(recognizeLetter(text).letterType).toBe('einkommensteuerbescheid');
  });

  it('keeps a reminder to file that threatens a Bescheid and a Schätzung a reminder', () => {
    const text =
      'Finanzamt Bonn\nIhre Erklärung für 2024 ist noch nicht eingegangen. Andernfalls erlasse ich einen Bescheid über Einkommensteuer, für den die Besteuerungsgrundlagen geschätzt werden.';
    expect(recognizeLetter(text).letterType).toBe('abgabeaufforderung');
  });

  it('takes the letter date from the date line, not from the Bekanntgabe or a footer', () => {
    const text = 'Finanzamt Bonn\nTag der Bekanntgabe 06.03.2025\nBonn, 03.03.2025\nBescheid für 2024 über Einkommensteuer\nStand 01.01.2025';
    expect(recognizeLetter(text).letterDate).toBe('2025-03-03');
  });

  it('reads the date below a "Datum" column header', () => {
    const text = 'Finanzamt Bonn\nSteuernummer      Datum\n205/5012/3456     03.03.2025\nBescheid für 2024 über Einkommensteuer';
    expect(recognizeLetter(text)).toMatchObject({ letterDate: '2025-03-03', steuernummer: '205/5012/3456', state: 'NW' });
  });

  it('ignores a due date before the letter date and a period "vom … bis"', () => {
    const text = 'Finanzamt Bonn\nDatum 01.07.2025\nDie Erklärung war bis zum 02.09.2024 abzugeben. Zinslauf vom 01.04.2024 bis 01.07.2025.';
    expect(recognizeLetter(text).dueDate).toBeUndefined();
  });

  it('takes the amount to pay from the payment section, not the breakdown', () => {
    const text =
      'Finanzamt Bonn\nBescheid für 2024 über Einkommensteuer\nfestgesetzt werden 5.432,00 €\nGesamtbetrag der Einkünfte 40.000,00 €\nabzüglich Lohnsteuer 4.000,00 €\nEs sind noch 1.432,00 € zu zahlen.';
    expect(recognizeLetter(text).amountDueCents).toBe(143_200);
  });

  it('finds the Steuer-ID without a label only in its printed form', () => {
    expect(recognizeLetter('Finanzamt Bonn\nHerrn Max Mustermann 47 182 930 514').steuerId).toBe('47182930514');
    expect(recognizeLetter('Finanzamt Bonn\nAktenzeichen 47182930514').steuerId).toBeUndefined();
  });

  it('does not take the Finanzamt’s bank account or telephone for the Steuernummer', () => {
    const fields = recognizeLetter('Finanzamt Bonn\nTelefon 0228 7268-0\nIBAN DE00 3705 0000 0000 1234 56\nBitte geben Sie die Steuernummer an.');
    expect(fields.steuernummer).toBeUndefined();
  });

  it('names the Land from the ELSTER prefix over the city', () => {
    expect(recognizeLetter('Finanzamt Bonn\nSteuernummer 9181081508155')).toMatchObject({ steuernummer: '181/815/08155', state: 'BY' });
  });

  it('shows an ambiguous Steuernummer as printed when the Land is unknown', () => {
    const fields = recognizeLetter('Finanzamt für Körperschaften I\nSteuernummer 29/123/45678');
    expect(fields).toMatchObject({ finanzamt: 'Finanzamt für Körperschaften I', steuernummer: '29/123/45678' });
    expect(fields.state).toBeUndefined();
  });

  it('tells Frankfurt (Oder) from Frankfurt am Main', () => {
    expect(recognizeLetter('Finanzamt Frankfurt (Oder)\nMahnung').state).toBe('BB');
    expect(recognizeLetter('Finanzamt Frankfurt am Main V-Höchst\nMahnung')).toMatchObject({ finanzamt: 'Finanzamt Frankfurt am Main V-Höchst', state: 'HE' });
  });

  it('reads "Bad Homburg v.d.H." and a name on the line after "Finanzamt"', () => {
    expect(recognizeLetter('Finanzamt Bad Homburg v.d.H.\nMahnung')).toMatchObject({ finanzamt: 'Finanzamt Bad Homburg v.d.H.', state: 'HE' });
    expect(recognizeLetter('Finanzamt\nHamburg-Nord\nMahnung')).toMatchObject({ finanzamt: 'Finanzamt Hamburg-Nord', state: 'HH' });
  });

  it('calls a Finanzamt letter of no known kind "other" and leaves other text alone', () => {
    expect(recognizeLetter('Finanzamt Bonn\nBonn, 03.03.2025\nVielen Dank für Ihren Anruf.').letterType).toBe('other');
    expect(recognizeLetter('Einkaufsliste: Milch, Brot, 2,50 €')).toEqual({});
    expect(recognizeLetter('')).toEqual({});
  });
});

describe('recognizeLetter: more letterhead forms', () => {
  it('skips "Datum Ihres Schreibens"; a USt-IdNr. is no Steuer-ID', () => {
    const text = 'Finanzamt Bonn\nUSt-IdNr. DE 471 829 305\nDatum Ihres Schreibens 01.02.2025\nDatum 03.03.2025\nMahnung';
    const fields = recognizeLetter(text);
    expect(fields.letterDate).toBe('2025-03-03');
    expect(fields.steuerId).toBeUndefined();
  });

  it('takes the Land from the date line when the Finanzamt is not named', () => {
    const fields = recognizeLetter('Steuernummer 24/815/08151\nOsnabrück, den 3. März 2025\nMahnung');
    expect(fields).toMatchObject({ state: 'NI', steuernummer: '24/815/08151', letterDate: '2025-03-03', letterType: 'mahnung' });
  });

  it('stays fast on long and hostile text', () => {
    const hostile = [
      '1' + ' '.repeat(50_000) + 'März',
      'wird ' + 'b'.repeat(50_000) + ' erstattet',
      '\n'.repeat(50_000) + 'Finanzamt',
      'Bescheid '.repeat(5_000),
      // Dot leaders after a long run of spaces (the clean-up's dot-leader rule, tried at each space, was quadratic).
      'Fälliger Betrag' + ' '.repeat(50_000) + '. '.repeat(10) + '5,00 €',
      // A long rule before a date (the head line's rule once backtracked exponentially on it).
      'Finanzamt Bonn\n' + '-'.repeat(5_000) + ' 01.02.2025\n' + ' ·'.repeat(5_000) + ' 01.02.2025',
    ];
    const started = performance.now();
    for (const text of hostile) recognizeLetter(text);
    recognizeLetter(
      LETTER_FIXTURES.map((f) => f.text)
        .join('\n')
        .repeat(10),
    );
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('the letter date in a reference row', () => {
  it('is the date under "Datum", not the date of the client’s message before it', () => {
    const text = [
      'Finanzamt Würzburg',
      'Ihr Zeichen        Ihre Nachricht vom        Unser Zeichen        Datum',
      '—        13.03.2026        St 039        6. April 2026',
      'Bescheid für 2025 über Einkommensteuer',
    ].join('\n');
    expect(recognizeLetter(text).letterDate).toBe('2026-04-06');
  });
});

describe('the Finanzamt name', () => {
  it('is the full name when the letterhead prints it short', () => {
    const text =
      'Finanzamt Frankfurt am Main\nFinanzamt Frankfurt am Main III · Wilhelmstraße 58 · 60313 Frankfurt am Main\nBescheid für 2025 über Umsatzsteuer';
    expect(recognizeLetter(text).finanzamt).toBe('Finanzamt Frankfurt am Main III');
    expect(recognizeLetter('Finanzamt Köln-Mitte\nBeim Finanzamt Köln-Mitte einzulegen').finanzamt).toBe('Finanzamt Köln-Mitte');
  });

  it('continues on the next line after a slash', () => {
    expect(recognizeLetter('Finanzamt Pankow/\nWeißensee\nBescheid für 2025 über Einkommensteuer').finanzamt).toBe('Finanzamt Pankow/Weißensee');
  });
});
