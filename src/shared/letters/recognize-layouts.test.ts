/**
 * recognizeLetter on layouts of real Finanzamt letters beyond the sample letters (src/test/letter-fixtures.ts):
 * labels in one row with the values below, values far right of their labels, rates beside amounts,
 * quarterly prepayment tables, recipients in cities ending in "-den", Roman numerals and composite
 * Finanzamt names, the bank block, and documents that are no Finanzamt letter at all.
 */
import { describe, expect, it } from 'vitest';
import { recognizeLetter, recognizeReadings } from './recognize.js';

describe('labels in one row, values in the row below', () => {
  it('reads Steuernummer, Steuer-ID and Datum from a PDF row of labels (columns two spaces or more apart)', () => {
    const text = [
      'Finanzamt Dresden-Nord',
      'Finanzamt Dresden-Nord · Rabenerstraße 1 · 01069 Dresden',
      'Herrn',
      'Jonas Becker',
      'Bautzner Straße 12',
      '01099 Dresden',
      'Steuernummer        Steuer-ID            Datum',
      '202/123/45678       57 381 496 235       12.05.2026',
      'Bescheid für 2025 über Einkommensteuer und Solidaritätszuschlag',
    ].join('\n');
    expect(recognizeLetter(text)).toMatchObject({
      letterType: 'einkommensteuerbescheid',
      steuernummer: '202/123/45678',
      steuerId: '57381496235',
      letterDate: '2026-05-12',
      state: 'SN',
    });
  });

  it('reads the same row as OCR gives it, one space between the columns, with the client’s message date first', () => {
    const text = [
      'Finanzamt Leipzig II',
      'Ihr Schreiben vom Steuernummer Steuer-ID Datum',
      '02.04.2026 232/111/22233 57 381 496 235 20.04.2026',
      'Bescheid für 2025 über Einkommensteuer',
    ].join('\n');
    expect(recognizeLetter(text)).toMatchObject({ steuernummer: '232/111/22233', steuerId: '57381496235', letterDate: '2026-04-20' });
  });

  it('reads "IdNr" and "Identifikationsnummer" in a row of labels', () => {
    for (const label of ['IdNr.', 'Identifikationsnummer']) {
      const text = `Finanzamt München\nDatum          ${label}          St.-Nr.\n03.03.2025     57 381 496 235     181/815/08155\nMahnung`;
      expect(recognizeLetter(text)).toMatchObject({ steuerId: '57381496235', steuernummer: '181/815/08155', letterDate: '2025-03-03' });
    }
  });

  it('reads a Steuernummer whose slashes OCR read as "1"', () => {
    expect(recognizeLetter('Finanzamt Hamburg-Nord\nSteuer-Nr.: 431876118213 Finanzamt Hamburg-Nord\nMahnung')).toMatchObject({
      steuernummer: '43/876/18213',
      state: 'HH',
    });
  });

  it('reads the label "Steuer-Nr." (a Hessian number in groups, which has no slash to go by)', () => {
    expect(recognizeLetter('Finanzamt Kassel I\nSteuer-Nr.: 013 815 08153\nMahnung')).toMatchObject({ steuernummer: '013 815 08153', state: 'HE' });
  });

  it('reads a value printed 60 characters or more right of its label on the same line', () => {
    const gap = ' '.repeat(64);
    const text = `Finanzamt Kiel\nSteuernummer${gap}29 815 08158\nIdentifikationsnummer${gap}57 381 496 235\nDatum${gap}17.02.2026\nMahnung`;
    expect(recognizeLetter(text)).toMatchObject({ steuernummer: '29 815 08158', steuerId: '57381496235', letterDate: '2026-02-17' });
  });

  it('keeps the Steuer-ID that follows the Steuernummer after a single space (as OCR reads a photo)', () => {
    const text = 'Finanzamt Hamburg-Altona\nSteuernummer: 34/567/01234 Steuer-ID: 57 381 496 235\nHamburg, 03.03.2025\nMahnung';
    expect(recognizeLetter(text)).toMatchObject({ steuernummer: '34/567/01234', steuerId: '57381496235' });
    // The same with the label misread and lost: the printed form alone still counts.
    const lost = 'Finanzamt Hamburg-Altona\nSteuernummer: 34/567/01234 57 381 496 235\nHamburg, 03.03.2025\nMahnung';
    expect(recognizeLetter(lost)).toMatchObject({ steuernummer: '34/567/01234', steuerId: '57381496235' });
    expect(recognizeLetter(lost.replace('Steuernummer: 34/567/01234 ', 'Steuernummer: 34/567/01234 Steuer-lD: ')).steuerId).toBe('57381496235');
  });
});

describe('rows as OCR reads a photo', () => {
  it('reads a row of values across the blank lines Tesseract puts between rows', () => {
    const text =
      'Finanzamt Homburg\n\nSteuernummer Steuer-ID Datum\n\n020/675/01921 57 381 496 235 4. März 2024\n\nBescheid über Nachzahlungszinsen zur Einkommensteuer 2022';
    expect(recognizeLetter(text)).toMatchObject({ steuernummer: '020/675/01921', steuerId: '57381496235', letterDate: '2024-03-04', state: 'SL' });
  });

  it('reads values that OCR put above their labels, and the date line below the label column', () => {
    const text =
      'Finanzamt Steglitz\n\n24/347/69282\n57 381 496 235\n\nSteuernummer\nSteuer-ID\n\nBerlin, 28. Juli 2025\n\nBescheid für 2024 über Einkommensteuer';
    expect(recognizeLetter(text)).toMatchObject({ steuernummer: '24/347/69282', steuerId: '57381496235', letterDate: '2025-07-28' });
  });

  it('joins a Finanzamt name broken after its hyphen, past a label of the column beside it and OCR’s split fragments', () => {
    const pdf = 'Finanzamt Braunschweig-        St.-Nr.: 13/981/87223\nSteuer-ID: 57 381 496 235\nAltewiekring\nMahnung';
    expect(recognizeLetter(pdf).finanzamt).toBe('Finanzamt Braunschweig-Altewiekring');
    const ocr = 'Finanzamt Braunschweig- St.-Nr.: 13/981/87223\nAltewi ekri ng Steuer-ID: 57 381 496 235\nMahnung';
    expect(recognizeLetter(ocr).finanzamt).toBe('Finanzamt Braunschweig-Altewiekring');
    expect(recognizeLetter('Finanzamt Friedrichshain-\n\nKreuzberg\nMahnung').finanzamt).toBe('Finanzamt Friedrichshain-Kreuzberg');
  });
});

describe('rates are not amounts', () => {
  const letter = (rate: string, amount: string) =>
    [
      'Finanzamt Bonn-Innenstadt',
      'Bonn, 14.07.2025',
      'Festsetzung eines Verspätungszuschlags zur Einkommensteuer 2023',
      `Der Verspätungszuschlag beträgt für jeden angefangenen Monat der Verspätung ${rate} der festgesetzten Steuer, mindestens jedoch 25 € für jeden angefangenen Monat (§ 152 Abs. 5 AO).`,
      `Der Verspätungszuschlag wird auf ${amount} festgesetzt.`,
      `Bitte zahlen Sie ${amount} bis zum 18.08.2025.`,
    ].join('\n');

  for (const rate of ['0,25 Prozent', '0,25 %', '0,25 v. H.', '0,25 vom Hundert']) {
    it(`takes the surcharge, not "${rate}" or the minimum per month`, () => {
      expect(recognizeLetter(letter(rate, '150,00 €'))).toMatchObject({ letterType: 'verspaetungszuschlag', amountDueCents: 15_000, dueDate: '2025-08-18' });
    });
  }

  it('takes the surcharge from its table row when the text names only the rate', () => {
    const text = [
      'Finanzamt Bonn-Innenstadt',
      'Bonn, 14.07.2025',
      'Festsetzung eines Verspätungszuschlags',
      'Nach § 152 AO wird ein Verspätungszuschlag festgesetzt. Er beträgt 0,25 % der festgesetzten Steuer, mindestens 25 € je Monat.',
      'Anzahl der angefangenen Monate der Verspätung       2',
      'Verspätungszuschlag                                 50,00 €',
    ].join('\n');
    expect(recognizeLetter(text).amountDueCents).toBe(5_000);
  });
});

describe('a Vorauszahlungsbescheid', () => {
  it('reads the amount and due date from a sentence', () => {
    const text = [
      'Finanzamt Nürnberg-Nord',
      'Nürnberg, 12.05.2026',
      'Bescheid über Vorauszahlungen zur Einkommensteuer für 2026',
      'Die Vorauszahlung in Höhe von 1.234,00 € ist am 10.06.2026 fällig.',
    ].join('\n');
    expect(recognizeLetter(text)).toMatchObject({ letterType: 'vorauszahlungsbescheid', amountDueCents: 123_400, dueDate: '2026-06-10', taxYear: 2026 });
  });

  it('takes the next quarterly date after the letter’s date, and that row’s amount', () => {
    const text = [
      'Finanzamt Nürnberg-Nord',
      'Nürnberg, 12.05.2026',
      'Bescheid über Vorauszahlungen zur Einkommensteuer und zum Solidaritätszuschlag für 2026',
      'Die Vorauszahlungen werden nach § 37 EStG wie folgt festgesetzt:',
      'Fälligkeit              Einkommensteuer €',
      '10.03.2026                      1.100,00',
      '10.06.2026                      1.234,00',
      '10.09.2026                      1.234,00',
      '10.12.2026                      1.234,00',
      'Bitte zahlen Sie die Beträge zu den Fälligkeitstagen.',
    ].join('\n');
    expect(recognizeLetter(text)).toMatchObject({ amountDueCents: 123_400, dueDate: '2026-06-10' });
  });

  it('reads a table whose dates have no year ("10.09.") in the year of the Bescheid', () => {
    const text = [
      'Finanzamt Nürnberg-Nord',
      'Nürnberg, 20.07.2026',
      'Bescheid über Vorauszahlungen zur Einkommensteuer für 2026',
      'fällig am 10.03.      800,00 €',
      'fällig am 10.06.      800,00 €',
      'fällig am 10.09.      950,00 €',
      'fällig am 10.12.      950,00 €',
    ].join('\n');
    expect(recognizeLetter(text)).toMatchObject({ amountDueCents: 95_000, dueDate: '2026-09-10' });
  });
});

describe('the title under a recipient in a city ending in "-den"', () => {
  for (const city of ['01099 Dresden', '32423 Minden', '26721 Emden']) {
    it(`keeps the title below "${city}"`, () => {
      const text = ['Finanzamt Bielefeld-Innenstadt', 'Herrn', 'Paul Krüger', 'Marktstraße 4', city, 'Bescheid', 'für 2024 über Umsatzsteuer'].join('\n');
      expect(recognizeLetter(text).letterType).toBe('umsatzsteuerbescheid');
    });
  }
});

describe('Finanzamt names', () => {
  const read = (name: string) => recognizeLetter(`${name}\nBescheid für 2024 über Einkommensteuer`).finanzamt;

  it('reads Roman numerals that OCR took for I, l or 1 at the name’s end', () => {
    expect(read('Finanzamt Frankfurt am Main Il')).toBe('Finanzamt Frankfurt am Main II');
    expect(read('Finanzamt München l')).toBe('Finanzamt München I');
    expect(read('Finanzamt Frankfurt am Main 111')).toBe('Finanzamt Frankfurt am Main III');
    expect(read('Finanzamt Frankfurt am Main V-Höchst')).toBe('Finanzamt Frankfurt am Main V-Höchst');
    // Not inside a sentence: "Finanzamt Kassel 1 und 2".
    expect(recognizeLetter('Finanzamt Kassel\nDie Finanzämter Kassel 1 und 2 sind zusammengelegt.\nMahnung').finanzamt).toBe('Finanzamt Kassel');
  });

  it('keeps names with slashes, hyphens and two words whole', () => {
    expect(read('Finanzamt Berlin Mitte/Tiergarten')).toBe('Finanzamt Berlin Mitte/Tiergarten');
    expect(read('Finanzamt Berlin Mitte / Tiergarten')).toBe('Finanzamt Berlin Mitte/Tiergarten');
    expect(read('Finanzamt Hamburg-Altona')).toBe('Finanzamt Hamburg-Altona');
    expect(read('Finanzamt Bergisch Gladbach')).toBe('Finanzamt Bergisch Gladbach');
    expect(read('Finanzamt Saarbrücken Am Stadtgraben')).toBe('Finanzamt Saarbrücken Am Stadtgraben');
  });

  it('does not take the next noun of a sentence into the name', () => {
    expect(recognizeLetter('Finanzamt Köln-Altstadt\nDas Finanzamt Köln-Altstadt Zinsen festgesetzt.\nBescheid für 2024 über Zinsen').finanzamt).toBe(
      'Finanzamt Köln-Altstadt',
    );
  });
});

describe('payment details', () => {
  const head = 'Finanzamt Dresden-Nord\nDresden, 12.05.2026\nBescheid für 2024 über Einkommensteuer\nNachzahlung 1.147,00 €\n';

  it('reads IBAN, BIC, payee and reference from the payment block', () => {
    const text =
      head +
      'Bitte zahlen Sie den Betrag von 1.147,00 € bis zum 15.06.2026.\n' +
      'Empfänger: Finanzkasse Dresden, Deutsche Bundesbank, Filiale Dresden\n' +
      'IBAN: DE84 8500 0000 8501 7000 01   BIC: MARKDEF1850\n' +
      'Verwendungszweck: 203/123/45678 ESt 2023\n';
    expect(recognizeLetter(text)).toMatchObject({
      iban: 'DE84850000008501700001',
      bic: 'MARKDEF1850',
      payee: 'Finanzkasse Dresden',
      paymentReference: '203/123/45678 ESt 2023',
    });
  });

  it('takes the first valid IBAN of a footer with several banks, and no payee when none is printed', () => {
    const text =
      head +
      'Bitte geben Sie bei Zahlung an:\n203/123/45678   ESt   2023\n' +
      'Bankverbindungen: Deutsche Bundesbank IBAN DE84 8500 0000 8501 7000 01 BIC MARKDEFI850 · ' +
      'Ostsächsische Sparkasse IBAN DE16 8600 0000 8601 5000 01 BIC OSDDDE81XXX';
    const fields = recognizeLetter(text);
    expect(fields).toMatchObject({ iban: 'DE84850000008501700001', bic: 'MARKDEF1850', paymentReference: '203/123/45678' });
    expect(fields.payee).toBeUndefined();
  });

  it('reads "Zahlungsempfänger" and a Kassenzeichen; skips a zeroed IBAN and the client’s own account', () => {
    const text =
      head +
      'Die Erstattung wird auf Ihr Konto IBAN DE98 5000 0000 5001 7000 01 überwiesen.\n' +
      'Bankverbindung: IBAN DE00 8500 0000 0000 0000 00\n' +
      'Zahlungsempfänger: Finanzamt Dresden-Nord   IBAN DE16 8600 0000 8601 5000 01   BIC MARKDEF1860\n' +
      'Kassenzeichen 0202.1234.5678\n';
    expect(recognizeLetter(text)).toMatchObject({
      iban: 'DE16860000008601500001',
      bic: 'MARKDEF1860',
      payee: 'Finanzamt Dresden-Nord',
      paymentReference: '0202.1234.5678',
    });
  });

  it('reads an IBAN with OCR’s extra or missing spaces and "O" for 0', () => {
    expect(recognizeLetter(`${head}IBAN DE848500 0000 85017000 01 BIC MARKDEF1850`).iban).toBe('DE84850000008501700001');
    expect(recognizeLetter(`${head}IBAN DE84 85OO 0000 8501 7000 01 BIC MARKDEF1850`).iban).toBe('DE84850000008501700001');
    expect(recognizeLetter(`${head}IBAN DEO84 8500 0000 8501 7000 01 BIC MARKDEF1850`).iban).toBe('DE84850000008501700001');
  });

  it('reads a payee’s Roman numeral as OCR misreads it, and drops a trailing colon from the reference', () => {
    const text = `${head}Zahlungsempfänger: Finanzkasse Frankfurt am Main Ill\nIBAN DE84 8500 0000 8501 7000 01\nBitte geben Sie bei Zahlung an: 14/379/39694 ESt 2024 :`;
    expect(recognizeLetter(text)).toMatchObject({ payee: 'Finanzkasse Frankfurt am Main III', paymentReference: '14/379/39694 ESt 2024' });
  });
});

describe('documents that are no Finanzamt letter', () => {
  const nothing = (text: string) => {
    const fields = recognizeLetter(text);
    expect(fields.letterType).toBeUndefined();
    for (const key of ['letterDate', 'dueDate', 'amountDueCents', 'refundCents', 'taxYear', 'hasInstructions', 'iban'] as const) {
      expect(fields[key], key).toBeUndefined();
    }
  };

  it('reads nothing from an invoice, though it prints a Steuernummer, dates and amounts', () => {
    nothing(
      [
        'Malerbetrieb Schulze GmbH · Lindenweg 3 · 04109 Leipzig',
        'Frau Anna Weber, Gartenstraße 8, 04105 Leipzig',
        'Rechnung Nr. 2026-0412                         Leipzig, 03.03.2026',
        'Kundennummer 10233',
        'Leistungsdatum 24.02.2026',
        'Malerarbeiten Wohnzimmer     1.200,00 €',
        'Nettobetrag                  1.200,00 €',
        'zzgl. MwSt. 19 %               228,00 €',
        'Gesamtbetrag                 1.428,00 €',
        'Bitte zahlen Sie den Betrag bis zum 17.03.2026 auf unser Konto IBAN DE84 8500 0000 8501 7000 01.',
        'Steuernummer 231/456/78901 · Finanzamt Leipzig II',
      ].join('\n'),
    );
  });

  it('reads nothing from a rental contract', () => {
    nothing(
      [
        'Mietvertrag über Wohnraum',
        'zwischen Herrn Karl Braun (Vermieter) und Frau Lea Schmitt (Mieterin)',
        '§ 1 Mietsache: Wohnung im 2. OG, Hauptstraße 5, 10115 Berlin',
        '§ 3 Miete: Die Kaltmiete beträgt monatlich 850,00 €, die Nebenkostenvorauszahlung 180,00 €.',
        'Die Miete ist bis zum 3. Werktag eines Monats zu zahlen, erstmals zum 01.04.2026.',
        'Berlin, den 15.03.2026',
      ].join('\n'),
    );
  });

  it('reads nothing from a bank statement with a debit to the Finanzamt', () => {
    nothing(
      [
        'Sparkasse Leipzig · Kontoauszug 3/2026',
        'Buchungstag  Valuta      Vorgang                                             Betrag',
        '10.03.2026   10.03.2026  SEPA-Lastschrift Finanzamt Leipzig II ESt-VZ 2026  -1.234,00',
        '12.03.2026   12.03.2026  Gehalt März                                         3.210,55',
        'Neuer Kontostand am 31.03.2026                                               4.876,12',
      ].join('\n'),
    );
  });

  it('still reads a Finanzamt letter about rental income that names tenants and landlords', () => {
    const text =
      'Finanzamt Leipzig II\nSteuernummer 231/456/78901\nLeipzig, 03.03.2026\nAnhörung\nDie Einnahmen aus der Vermietung an Ihre Mieter sind als Vermieter zu erklären. Bitte äußern Sie sich bis zum 31.03.2026.';
    expect(recognizeLetter(text)).toMatchObject({ letterType: 'anhoerung', dueDate: '2026-03-31' });
  });

  it('still reads a short Finanzamt letter that names little but its sender', () => {
    expect(recognizeLetter('Finanzamt Bonn\nBonn, 03.03.2025\nVielen Dank für Ihren Anruf.').letterType).toBe('other');
  });
});

describe('the letter date labelled with the letter it dates', () => {
  it('reads "Datum des Bescheids" beside its date, and as the head of a column', () => {
    expect(recognizeLetter('Finanzamt Stendal\nZimmer 429\nDatum des Bescheids 22. April 2025\nBescheid für 2024 über Umsatzsteuer').letterDate).toBe(
      '2025-04-22',
    );
    const row = [
      'Finanzamt Saarbrücken Am Stadtgraben',
      'Steuernummer / Geschäftszeichen        Steuerliche Identifikationsnummer        Datum des Bescheids',
      '040/093/81674        07614098239        12.01.2026',
      'Bescheid über Vorauszahlungen zur Einkommensteuer und zum Solidaritätszuschlag für 2026',
    ].join('\n');
    expect(recognizeLetter(row).letterDate).toBe('2026-01-12');
    // As OCR reads the same row: one space between the columns, blank lines between the rows.
    expect(recognizeLetter(row.replace(/ {2,}/g, ' ').replace(/\n/g, '\n\n')).letterDate).toBe('2026-01-12');
  });

  it('reads "Datum des Schreibens", "Datum des Bescheides" and "Bescheiddatum" beside the recipient’s address, as OCR puts them', () => {
    for (const label of ['Datum des Schreibens', 'Datum des Bescheides', 'Datum des Briefes', 'Bescheiddatum:']) {
      const text = `Finanzamt Lübeck\nAndreas Kessler Bearbeitet von Herr Yildiz\n23560 Lübeck ${label} 30.04.2026\nErinnerung an die Abgabe Ihrer Einkommensteuererklärung 2025`;
      expect(recognizeLetter(text).letterDate, label).toBe('2026-04-30');
    }
  });

  it('does not take the date of a receipt, a payment, an application or the client’s letter for the letter’s', () => {
    for (const label of ['Datum des Eingangs', 'Datum der Zahlung:', 'Datum des Zugangs', 'Datum des Antrags', 'Datum Ihres Schreibens']) {
      const text = `Finanzamt Bonn\n${label} 01.02.2025\nBonn, den 03.03.2025\nAnhörung`;
      expect(recognizeLetter(text).letterDate, label).toBe('2025-03-03');
      expect(recognizeLetter(`Finanzamt Bonn\n${label} 01.02.2025\nAnhörung`).letterDate, label).toBeUndefined();
    }
  });

  it('takes the date of "Datum des Bescheids" only when it follows the label', () => {
    const text =
      'Finanzamt Hannover-Nord\nEinspruchsentscheidung\nDatum des Bescheids, gegen den sich der Einspruch richtet: 31.03.2024\nDer Einspruch wird als unbegründet zurückgewiesen.';
    expect(recognizeLetter(text).letterDate).toBeUndefined();
  });

  it('reads "Bescheid vom" as a label, not in a sentence that refers to an earlier Bescheid', () => {
    expect(recognizeLetter('Finanzamt Bonn\nSteuernummer 205/5012/3456\nBescheid vom 03.03.2025\nBescheid für 2024 über Einkommensteuer').letterDate).toBe(
      '2025-03-03',
    );
    for (const sentence of [
      'Über Ihren Einspruch gegen den\nBescheid vom 31.03.2024 wird wie folgt entschieden.',
      'Die Einkommensteuer 2023 wurde mit\nBescheid vom 31.03.2024 festgesetzt.',
      'Dieser Bescheid ändert den Bescheid vom 31.03.2024.',
      'Bescheid vom 31.03.2024 wird geändert.',
    ]) {
      expect(recognizeLetter(`Finanzamt Bonn\nEinspruchsentscheidung\n${sentence}`).letterDate, sentence).toBeUndefined();
    }
  });
});

describe('the amount to pay in other payment wordings', () => {
  const letter = (payment: string) =>
    [
      'Finanzamt Heidelberg',
      'Heidelberg, 12.08.2024',
      'Bescheid für 2023 über Einkommensteuer',
      'Einkommensteuer EUR',
      'festgesetzt                                        16.241,68',
      'abzüglich geleistete Vorauszahlungen        -5.068,28',
      payment,
    ].join('\n');

  it('reads "Bitte überweisen Sie", "… ist bis zum … zu entrichten" and "Zahlen Sie bitte … spätestens am"', () => {
    expect(recognizeLetter(letter('Bitte überweisen Sie 11.173,40 € bis zum 23. Sept. 2024 auf das unten genannte Konto.'))).toMatchObject({
      amountDueCents: 1_117_340,
      dueDate: '2024-09-23',
    });
    expect(recognizeLetter(letter('Der Betrag von 11.173,40 EUR ist bis zum 23. Sept. 2024 zu entrichten.'))).toMatchObject({
      amountDueCents: 1_117_340,
      dueDate: '2024-09-23',
    });
    expect(recognizeLetter(letter('Zahlen Sie bitte 11.173,40 EUR spätestens am 23.09.2024.'))).toMatchObject({
      amountDueCents: 1_117_340,
      dueDate: '2024-09-23',
    });
  });

  it('reads an amount with "EUR" before it, also when a line break follows "EUR"', () => {
    expect(recognizeLetter(letter('Bitte überweisen Sie EUR 11.173,40 bis zum 23.09.2024.')).amountDueCents).toBe(1_117_340);
    expect(recognizeLetter(letter('Der Betrag von EUR\n11.173,40 ist bis zum 23.09.2024 zu entrichten.')).amountDueCents).toBe(1_117_340);
  });

  it('takes no minimum, nothing "nicht" to pay and nothing "nichts" to entrichten for the amount to pay', () => {
    const stundung = 'Finanzamt Bonn\nBonn, 03.03.2025\nStundung der Einkommensteuer 2023\nBitte überweisen Sie monatlich mindestens 200,00 € bis zur Tilgung.';
    expect(recognizeLetter(stundung).amountDueCents).toBeUndefined();
    const refund =
      'Finanzamt Bonn\nBonn, 03.03.2025\nBescheid für 2023 über Einkommensteuer\nEs ergibt sich eine Erstattung von 512,00 €. Es ist nichts zu entrichten.';
    expect(recognizeLetter(refund)).toMatchObject({ refundCents: 51_200 });
    expect(recognizeLetter(refund).amountDueCents).toBeUndefined();
    const messbescheid =
      'Finanzamt Bonn\nBonn, 03.03.2025\nBescheid für 2023 über den Gewerbesteuermessbetrag\nZahlen Sie bitte nicht an das Finanzamt. Der Gewerbesteuermessbetrag beträgt 1.234,00 €.';
    expect(recognizeLetter(messbescheid).amountDueCents).toBeUndefined();
  });
});

describe('an IBAN whose check digits OCR misread, and the payee without an IBAN', () => {
  const head = 'Finanzamt Leipzig II\nLeipzig, 12.05.2026\nVollstreckungsankündigung\n';

  it('reads "B" for 8, "S" for 5 or 9 and drops a "$" when the check digits then are valid', () => {
    expect(recognizeLetter(`${head}Öffnungszeiten: Mo-Fr 8-12 Uhr IBAN DEB8 8100 0000 0010 6395 01\nBIC MARKDEF1810`).iban).toBe('DE88810000000010639501');
    expect(recognizeLetter(`${head}Telefax 0511 761-1432 IBAN DE$98 2500 0000 0002 5301 01`).iban).toBe('DE98250000000002530101');
    expect(recognizeLetter(`${head}IBAN DES$6 8500 0000 0023 2041 01, BIC MARKDEF1850`)).toMatchObject({ iban: 'DE96850000000023204101', bic: 'MARKDEF1850' });
  });

  it('reads "©" for 0 in a German IBAN (a faded photo), only with valid check digits', () => {
    expect(recognizeLetter(`${head}Öffnungszeiten: Mo-Fr 8-12 Uhr, Do 14- IBAN DEO5 6000 0000 0003 7681 ©1\n17 Uhr BIC MARKDEF1600`).iban).toBe(
      'DE05600000000003768101',
    );
    expect(recognizeLetter(`${head}IBAN DEO5 6000 0000 0003 7681 ©2`).iban).toBeUndefined();
  });

  it('takes no reading whose check digits are not valid', () => {
    // Neither "DE58…" nor "DE98…" is valid for this account (its IBAN is DE96…).
    expect(recognizeLetter(`${head}IBAN DES8 8500 0000 0023 2041 01`).iban).toBeUndefined();
  });

  it('drops only an "O" or a doubled character from an IBAN one character too long, never a wrong account whose checksum holds by chance', () => {
    // OCR's reading of "DE34 5000 0000 0004 5603 01" off a faded photo: without its doubled "0",
    // dropping the "5" gave DE34 0080 0000 8045 6030 81, which passes the checksum.
    expect(recognizeLetter(`${head}IBAN DE34 5008 0000 0804 5603 081 - BIC MARKDEF1500`).iban).toBeUndefined();
    expect(recognizeLetter(`${head}IBAN DEO34 5000 0000 0004 5603 01`).iban).toBe('DE34500000000004560301');
  });

  it('reads a printed Finanzkasse as the payee when the IBAN could not be read', () => {
    const text = `${head}Empfänger: Finanzkasse Leipzig II\nIBAN DES8 8500 0000 0023 2041 01, BIC MARKDEF1850\nVerwendungszweck: 231/456/78901 ESt 2024`;
    const fields = recognizeLetter(text);
    expect(fields).toMatchObject({ payee: 'Finanzkasse Leipzig II', paymentReference: '231/456/78901 ESt 2024' });
    expect(fields.iban).toBeUndefined();
    expect(recognizeLetter(`${head}Zahlungsempfänger        Finanzamt Leipzig II\nKreditinstitut        Deutsche Bundesbank`).payee).toBe(
      'Finanzamt Leipzig II',
    );
  });

  it('takes no person and no bank for the payee when no IBAN was read', () => {
    const refund =
      'Finanzamt Bonn\nBonn, 03.03.2025\nBescheid für 2023 über Einkommensteuer\nDie Erstattung wird auf Ihr Konto IBAN DE98 5000 0000 5001 7000 01 (Kontoinhaber: Jonas Becker) überwiesen.';
    expect(recognizeLetter(refund)).toMatchObject({ letterType: 'einkommensteuerbescheid' });
    expect(recognizeLetter(refund).payee).toBeUndefined();
    expect(recognizeLetter(`${head}Empfänger: Sparkasse Leipzig`).payee).toBeUndefined();
  });
});

describe('the unseen set’s layouts (docs/measurements.md, "Unseen letters")', () => {
  it('reads "Bescheid vom" in a row of labels whose first label wraps, and after the addressee’s name as OCR prints it', () => {
    const header = [
      'Finanzamt Magdeburg',
      'Steuernummer (bitte stets        Steuerjahr        Identifikations-Nr.        Bescheid vom',
      'angeben)',
      '102/190/58503        2022        57 381 496 235        22.02.2024',
      'Bescheid für 2022 über Einkommensteuer',
    ].join('\n');
    expect(recognizeLetter(header)).toMatchObject({ letterDate: '2024-02-22', steuernummer: '102/190/58503', taxYear: 2022 });
    const ocr =
      'Finanzamt Bergisch Gladbach\nCafe Hoffmann Telefon 02202 4690-868\nInh. Kai Hoffmann Bescheid vom 2802.24\nKastanienallee 83\nBescheid für 2022 über den Gewerbesteuermessbetrag';
    expect(recognizeLetter(ocr)).toMatchObject({ letterDate: '2024-02-28' });
    // A Bescheid that refers to another one names that one's date in a sentence.
    expect(
      recognizeLetter('Finanzamt Bremen\nDieser Bescheid ändert den Bescheid vom 01.12.25.\nBescheid für 2024 über Einkommensteuer').letterDate,
    ).toBeUndefined();
  });

  it('reads the amount after "Bitte begleichen Sie", before "… ist fällig am" and in a "Zahlbetrag" row', () => {
    const letter = (payment: string) =>
      `Finanzamt Kiel\nDatum 24.12.2024\nBescheid für 2023 über Einkommensteuer\nVerbleibender Betrag        2 651,53\n${payment}`;
    expect(recognizeLetter(letter('Bitte begleichen Sie € 3.242,56 bis spätestens 06.05.25.'))).toMatchObject({
      amountDueCents: 324256,
      dueDate: '2025-05-06',
    });
    expect(recognizeLetter(letter('Der Betrag von 712,41 € ist fällig am 29.12.26.'))).toMatchObject({ amountDueCents: 71241, dueDate: '2026-12-29' });
    expect(recognizeLetter(letter('Nachzahlungszinsen        460,00 €\nZahlbetrag        460,00 €\nfällig am        24.01.2025'))).toMatchObject({
      amountDueCents: 46000,
      dueDate: '2025-01-24',
    });
  });

  it('reads the payee in "Konto der Finanzkasse …:" and a Kassenzeichen without its note, from its own column', () => {
    const text = [
      'Finanzamt Bremen',
      'Herrn        Kassenzeichen',
      'Cem Schäfer        289-476756-1',
      'Datum 24.11.2026',
      'Konto der Finanzkasse Bremen: IBAN DE85 2900 0000 0006 0281 01, BIC MARKDEF1290',
      'Kassenzeichen: 289-476756-1 (bitte bei Zahlung angeben)',
    ].join('\n');
    expect(recognizeLetter(text)).toMatchObject({ payee: 'Finanzkasse Bremen', paymentReference: '289-476756-1', iban: 'DE85290000000006028101' });
    expect(recognizeLetter('Finanzamt Bremen\nKassenzeichen: 289-476756-1 (bitte bei Zahlung angeben)').paymentReference).toBe('289-476756-1');
  });
});

describe('the blind set’s layouts (docs/measurements.md, "Blind letters")', () => {
  it('reads the date at the end of the title, and after "Ausgefertigt am"', () => {
    const title = 'Finanzamt Darmstadt\nBescheid für 2024 über Einkommensteuer und Solidaritätszuschlag vom\n13. März 2025\nFestsetzung';
    expect(recognizeLetter(title)).toMatchObject({ letterDate: '2025-03-13', taxYear: 2024 });
    expect(recognizeLetter('Finanzamt Charlottenburg\n10627 Berlin        Ausgefertigt am        07.11.2024\nAnhörung').letterDate).toBe('2024-11-07');
  });

  it('reads the payment block: "Restbetrag", "zugunsten der Finanzkasse", "Bei Zahlung bitte angeben", "Zahlungszweck", "Aktenzeichen"', () => {
    const block = (lines: string[]) => ['Finanzamt Jena', 'Datum 08. April 2025', 'Bescheid für 2024 über Einkommensteuer', ...lines].join('\n');
    expect(
      recognizeLetter(
        block([
          'Restbetrag        18277,61',
          'Fälligkeit: 14. April 2025',
          'Zahlungsempfänger: Finanzamt Darmstadt',
          'Bankverbindung der Finanzkasse: Deutsche Bundesbank, IBAN DE72 5000 0000 0000 7642 01, BIC MARKDEF1500',
          'Bei Zahlung bitte angeben: StNr. 007 445 93316',
          'Bei Zahlung nach Fälligkeit entstehen Säumniszuschläge nach § 240 AO.',
        ]),
      ),
    ).toMatchObject({ amountDueCents: 1827761, payee: 'Finanzamt Darmstadt', paymentReference: 'StNr. 007 445 93316' });
    expect(
      recognizeLetter(
        block([
          'Zahlung zugunsten der Finanzkasse Jena',
          'Deutsche Bundesbank, Filiale Erfurt – IBAN DE74 7000 0000 0010 3861 01 – BIC MARKDEF1700',
          'Aktenzeichen: Erh 21/16401',
        ]),
      ),
    ).toMatchObject({ payee: 'Finanzkasse Jena', paymentReference: 'Erh 21/16401' });
    // OCR reads the Roman numeral "II" as "Il".
    expect(recognizeLetter(block(['Zahlung zugunsten der Finanzkasse Frankfurt am Main Il', 'IBAN DE34 5000 0000 0004 5603 01'])).payee).toBe(
      'Finanzkasse Frankfurt am Main II',
    );
    expect(recognizeLetter(block(['Zahlungsempfänger: Finanzkasse Homburg', 'Zahlungszweck: 1020 0816 91865 ESt-VZ 2026']))).toMatchObject({
      paymentReference: '1020 0816 91865 ESt-VZ 2026',
      taxYear: 2024,
    });
    // An Aktenzeichen outside the payment block is the office's file number, not a payment reference.
    expect(recognizeLetter('Finanzamt Jena\nAktenzeichen: St 12/345\nBescheid für 2024 über Einkommensteuer').paymentReference).toBeUndefined();
  });
});

describe('statement grids, remittance slips and the letterhead’s Land', () => {
  const head = ['Freistaat Thüringen', 'Finanzamt Sömmerda', 'Justus-Liebig-Platz 59', '99610 Sömmerda', 'Steuernummer/Az.        157/351/02283'];

  it('takes the grid’s total row as the amount when the payment text names none, and never a credit', () => {
    const grid = (total: string) =>
      [
        ...head,
        'Bescheid für 2025 über Einkommensteuer',
        'Abrechnung (Beträge in Euro)',
        'Abgabe        Zeitraum        Fälligkeit        Euro',
        'Einkommensteuer        2025      06.01.2027        1.265,41',
        'Kirchensteuer ev        2025      06.01.2027        113,89',
        total,
        'Bitte zahlen Sie den Gesamtbetrag bis zum 06.01.2027.',
      ].join('\n');
    for (const total of ['Gesamtbetrag        1.379,30', 'Summe        1.379,30', 'Zu zahlen insgesamt        1.379,30']) {
      expect(recognizeLetter(grid(total)).amountDueCents).toBe(137930);
    }
    expect(recognizeLetter(grid('Summe        -1.379,30')).amountDueCents).toBeUndefined();
    // A "Summe" row of a computation, with no statement grid above it, is no amount to pay.
    expect(
      recognizeLetter([...head, 'Bescheid für 2025 über Einkommensteuer', 'Einkünfte aus Gewerbebetrieb        12.000,00', 'Summe        12.000,00'].join('\n'))
        .amountDueCents,
    ).toBeUndefined();
  });

  it('reads "Wir bitten Sie, … € bis zum … zu überweisen", "Auszahlungsbetrag" and "Sie erhalten … zurück"', () => {
    expect(
      recognizeLetter([...head, 'Wir bitten Sie, 3.210,41 € bis zum 08.09.2026 auf das unten genannte Konto zu überweisen.'].join('\n')).amountDueCents,
    ).toBe(321041);
    expect(recognizeLetter([...head, 'Erstattungszinsen        24,00 €', 'Auszahlungsbetrag: 24,00 €'].join('\n')).refundCents).toBe(2400);
    expect(recognizeLetter([...head, 'Verbleibender Betrag        -1.815,22', 'Sie erhalten 1.815,22 € zurück.'].join('\n')).refundCents).toBe(181522);
  });

  it('reads the payee and the reference filled into a SEPA remittance slip, not the slip’s printed field hints', () => {
    const slip = [
      ...head,
      'SEPA-Überweisung/Zahlschein        Für Überweisungen in Deutschland und in andere EU-/EWR-Staaten in Euro.',
      'Angaben zum Zahlungsempfänger: Name, Vorname/Firma (max. 27 Stellen, bei maschineller Beschriftung max. 35 Stellen)',
      'Finanzkasse Bochum-Mitte',
      'IBAN',
      'DE05 3000 0000 0035 0447 01',
      'Kunden-Referenznummer - Verwendungszweck, ggf. Name und Anschrift des Zahlers',
      'USt 2025 StNr 350/5943/2022',
      'noch Verwendungszweck (insgesamt max. 2 Zeilen à 27 Stellen, bei maschineller Beschriftung max. 2 Zeilen à 35 Stellen)',
      'Tanja Günther',
    ].join('\n');
    expect(recognizeLetter(slip)).toMatchObject({ payee: 'Finanzkasse Bochum-Mitte', paymentReference: 'USt 2025 StNr 350/5943/2022' });
  });

  it('reads "Überweisung an" with "Kunden-Referenz", and "Begünstigter" with "Zahlungsreferenz"', () => {
    expect(
      recognizeLetter(
        [...head, 'Überweisung an: Finanzkasse Nürnberg-Süd', 'IBAN: DE05 3000 0000 0035 0447 01', 'Kunden-Referenz: StNr. 240/811/00566 · ESt 2026'].join(
          '\n',
        ),
      ),
    ).toMatchObject({ payee: 'Finanzkasse Nürnberg-Süd', paymentReference: 'StNr. 240/811/00566 · ESt 2026' });
    expect(
      recognizeLetter(
        [...head, 'Begünstigter: Finanzkasse Gotha', 'IBAN: DE05 3000 0000 0035 0447 01', 'Zahlungsreferenz: USt 2026 StNr 4156034070403'].join('\n'),
      ),
    ).toMatchObject({ payee: 'Finanzkasse Gotha', paymentReference: 'USt 2026 StNr 4156034070403' });
    // Not a label: "… der Finanzkasse." at the end of a sentence gives no payee named "Finanzkasse".
    expect(recognizeLetter([...head, 'Maßgeblich ist der Tag der Gutschrift auf dem Konto der Finanzkasse.'].join('\n')).payee).toBeUndefined();
  });

  it('reads the letter’s date after "Erstellt am", also with dot leaders and beside the recipient', () => {
    expect(
      recognizeLetter([...head, 'Renate Günther', 'Erstellt am ...................................................... 28.05.2026'].join('\n')).letterDate,
    ).toBe('2026-05-28');
    expect(recognizeLetter([...head, 'Petra Hoffmann        Erstellt am        17. Oktober 2024'].join('\n')).letterDate).toBe('2024-10-17');
  });

  it('takes the Land from the letterhead when the Finanzamt’s place is ambiguous', () => {
    const text = ['Rheinland-Pfalz', 'Finanzamt Neustadt', 'Steuernummer       31/831/02519', 'Bescheid für 2025 über Einkommensteuer'].join('\n');
    expect(recognizeLetter(text).state).toBe('RP');
    expect(recognizeLetter(head.join('\n')).state).toBe('TH');
  });
});

describe('payment schedules, quoted references and branch offices', () => {
  const head = ['Land Berlin · Senatsverwaltung für Finanzen', 'Finanzamt für Körperschaften I', 'Am Finanzpark 19', '10707 Berlin'];

  it('takes the amount of a payment schedule whose rows fall due on one day, and none of a schedule over several days', () => {
    const schedule = (rows: string[]) =>
      [
        ...head,
        'Bescheid für 2024 über Umsatzsteuer',
        'Fälligkeiten',
        'fällig am        Betrag EUR Abgabeart        Jahr',
        ...rows,
        'Bitte überweisen Sie den oben aufgeführten Betrag fristgerecht.',
      ].join('\n');
    expect(recognizeLetter(schedule(['11.11.2024        4.254,21 Umsatzsteuer        2022']))).toMatchObject({
      amountDueCents: 425421,
      dueDate: '2024-11-11',
      state: 'BE',
    });
    expect(
      recognizeLetter(schedule(['11.11.2024        4.000,00 Umsatzsteuer        2022', '11.11.2024        254,21 Zinsen        2022'])).amountDueCents,
    ).toBe(425421);
    expect(
      recognizeLetter(schedule(['11.11.2024        4.000,00 Umsatzsteuer        2022', '10.12.2024        254,21 Umsatzsteuer        2023'])).amountDueCents,
    ).toBeUndefined();
  });

  it('reads "Die Zahlung von … muss bis zum … eingegangen sein" and "Am … werden … fällig"', () => {
    expect(recognizeLetter([...head, 'Die Zahlung von 2.218,87 € muss bis zum 20.01.2025 bei der Finanzkasse eingegangen sein.'].join('\n'))).toMatchObject({
      amountDueCents: 221887,
      dueDate: '2025-01-20',
    });
    expect(recognizeLetter([...head, 'Datum 01.10.2025', 'Am 28.10.2025 werden 6.058,60 € fällig.'].join('\n'))).toMatchObject({
      amountDueCents: 605860,
      dueDate: '2025-10-28',
    });
  });

  it('reads the reference quoted in the sentence, after "Bitte unbedingt angeben:" and after what "Verwendungszweck (…)" asks for', () => {
    const pay = (line: string) =>
      [...head, 'Steuernummer bitte stets angeben      27/351/77197', line, 'Finanzamt Cottbus, IBAN DE03 1600 0000 0005 6030 01, BIC MARKDEF1160'].join('\n');
    expect(recognizeLetter(pay('Überweisen Sie bitte unter Angabe von „StNr. 056/667/52519, Umsatzsteuer 2024“ auf das folgende Konto:'))).toMatchObject({
      paymentReference: 'StNr. 056/667/52519, Umsatzsteuer 2024',
      payee: 'Finanzamt Cottbus',
    });
    expect(recognizeLetter(pay('Bitte unbedingt angeben: 48/668/98869 / ESt / 2024')).paymentReference).toBe('48/668/98869 / ESt / 2024');
    expect(recognizeLetter(pay('Verwendungszweck (Steuernummer, Steuerart, Zeitraum): 60 385 47845 ESt 2026')).paymentReference).toBe('60 385 47845 ESt 2026');
    // "Steuernummer (bei Zahlung angeben)" labels the Steuernummer; a letter with nothing to pay has no reference.
    expect(
      recognizeLetter([...head, 'Steuernummer (bei Zahlung angeben) 3227051006410', 'Es ergibt sich ein Guthaben zu Ihren Gunsten.'].join('\n'))
        .paymentReference,
    ).toBeUndefined();
  });

  it('keeps the street an office is named after, and no street of an address', () => {
    expect(recognizeLetter('Finanzamt Saarbrücken Mainzer Straße\nMainzer Straße 109-111\n66121 Saarbrücken').finanzamt).toBe(
      'Finanzamt Saarbrücken Mainzer Straße',
    );
    expect(recognizeLetter('Finanzamt Bonn Bonner Straße 5\n53111 Bonn').finanzamt).toBe('Finanzamt Bonn');
  });

  it('keeps a branch office in the Finanzamt’s name, and takes no "Finanzkasse" out of a sentence as the payee', () => {
    expect(recognizeLetter('Finanzamt Kaufbeuren mit Außenstelle Füssen\nBehördenzentrum 5\n87600 Kaufbeuren').finanzamt).toBe(
      'Finanzamt Kaufbeuren mit Außenstelle Füssen',
    );
    expect(
      recognizeLetter([...head, 'Eine Zahlung gilt erst mit der Gutschrift auf dem Konto der Finanzkasse als geleistet.'].join('\n')).payee,
    ).toBeUndefined();
  });
});

describe('the eighth set’s layouts (docs/measurements.md, "The eighth set")', () => {
  const letterhead = 'Saarland\nFinanzamt Homburg\nBehördenzentrum 28\n66424 Homburg';

  it('takes the Steuernummer below its label past the window envelope’s return-address line', () => {
    const text = [letterhead, 'Unser Zeichen (StNr.):', 'Finanzamt Homburg · Behördenzentrum 28 · 66424 Homburg', '1020028944414', 'Homburg, 01.10.2024'].join(
      '\n',
    );
    expect(recognizeLetter(text).steuernummer).toBe('020/289/44414');
    // As OCR reads a photo of it: the separators as "-", a stray word before the number.
    const photo = [letterhead, 'Unser Zeichen (StNr.):', 'inanzamt Homburg - Behördenzentrum 28.- 66424 Homburg', 'ut: E 1020028944414'].join('\n');
    expect(recognizeLetter(photo).steuernummer).toBe('020/289/44414');
  });

  it('dates the letter by its "Ausfertigungsdatum"', () => {
    const text = [letterhead, 'Steuernummer 020/289/44414', 'Ausfertigungsdatum      7. Februar 2024', 'Mahnung'].join('\n');
    expect(recognizeLetter(text).letterDate).toBe('2024-02-07');
  });

  it('reads "Zahlungsziel: … – Betrag: …", the payee after "Zahlungen an:" and the reference after "Buchungszeichen:"', () => {
    const text = [
      letterhead,
      'Homburg, 23.12.2025',
      'Bescheid für 2024 über Einkommensteuer',
      'Zahlungshinweis',
      'Zahlungsziel: 26.01.2026 – Betrag: 1.646,52 €.',
      'Zahlungen an: Finanzkasse beim Finanzamt Homburg',
      'IBAN DE 37 5900 0000 0002 0664 01 · Deutsche Bundesbank, Filiale Saarbrücken',
      'Buchungszeichen: 1020028944414 ESt 2025',
    ].join('\n');
    expect(recognizeLetter(text)).toMatchObject({
      amountDueCents: 164652,
      dueDate: '2026-01-26',
      payee: 'Finanzkasse beim Finanzamt Homburg',
      iban: 'DE37590000000002066401',
      paymentReference: '1020028944414 ESt 2025',
    });
  });

  it('reads a Landes(zentral)kasse as the payee and the reference after "Als Verwendungszweck bitte angeben:" or "Referenz:", not "Ihre Referenz:"', () => {
    const pay = (line: string) =>
      [
        letterhead,
        'Homburg, 23.12.2025',
        'Der Betrag von 3.215,00 EUR ist fällig zum 10.02.2026.',
        'Zahlungen an: Landeszentralkasse Mecklenburg-Vorpommern',
        line,
      ].join('\n');
    expect(recognizeLetter(pay('Als Verwendungszweck bitte angeben: 07203960327 ESt-VZ 2024'))).toMatchObject({
      payee: 'Landeszentralkasse Mecklenburg-Vorpommern',
      paymentReference: '07203960327 ESt-VZ 2024',
      amountDueCents: 321500,
      dueDate: '2026-02-10',
    });
    expect(recognizeLetter(pay('Referenz: StNr 15 349 71464 Verspätungszuschlag 2026')).paymentReference).toBe('StNr 15 349 71464 Verspätungszuschlag 2026');
    expect(recognizeLetter(pay('Ihre Referenz: KD-4711')).paymentReference).toBeUndefined();
  });

  it('reads a refund printed with a trailing minus and its note in brackets', () => {
    const refund = (line: string) => recognizeLetter([letterhead, 'Homburg, 10.02.2026', 'Bescheid für 2024 über Einkommensteuer', line].join('\n'));
    expect(refund('Saldo: 1.012,81- EUR (Guthaben zu Ihren Gunsten)')).toMatchObject({ refundCents: 101281 });
    expect(refund('Abrechnungsergebnis: 48,48- (Erstattung)')).toMatchObject({ refundCents: 4848 });
    expect(refund('Abrechnungsergebnis: 48,48- (Erstattung)').amountDueCents).toBeUndefined();
  });
});

describe('the ninth set’s layouts (docs/measurements.md, "The ninth set")', () => {
  const letterhead = 'Mecklenburg-Vorpommern\nFinanzamt Neubrandenburg\nSteinstraße 47\n17033 Neubrandenburg';
  const column = (label: string, value: string) => `${' '.repeat(60)}${label.padEnd(26)}${value}`;

  it('dates the letter by the day it was posted: "Zur Post gegeben am", "Tag der Aufgabe zur Post" (its label wrapped), not "Ihr Schreiben vom"', () => {
    const posted = (rows: string[]) => recognizeLetter([letterhead, ...rows, 'Mahnung'].join('\n')).letterDate;
    expect(posted([column('Ihr Schreiben vom', '12.11.2023'), column('Zur Post gegeben am', '02.01.2024')])).toBe('2024-01-02');
    expect(posted([column('Ihr Schreiben vom', '16.12.2026'), column('Tag der Aufgabe zur', '24.12.2026'), column('Post', '')])).toBe('2026-12-24');
    expect(posted(['Zur Post gegeben am: 9. Mai 2024'])).toBe('2024-05-09');
    // The Rechtsbehelfsbelehrung's "… nach Aufgabe zur Post als bewirkt" names no date of the letter.
    expect(posted(['Die Bekanntgabe gilt mit dem dritten Tag nach Aufgabe zur Post 04.01.2024 als bewirkt.'])).toBeUndefined();
  });

  it('reads the due date after "zahlbar am", "bis einschließlich" and under a "zahlbar bis" column, and the payee after "Inhaber des Kontos:"', () => {
    const pay = (rows: string[]) =>
      recognizeLetter(
        [
          letterhead,
          'Neubrandenburg, 02.01.2024',
          'Bescheid über Einkommensteuer für das Kalenderjahr 2023',
          ...rows,
          'Konto: DE07 1300 0000 0007 2170 01 (BIC MARKDEF1130)',
        ].join('\n'),
      );
    expect(pay(['Der Betrag von 693,00 € ist zahlbar am 26.01.2024 (Dienstag).', 'Inhaber des Kontos: Finanzamt Trier – Finanzkasse –'])).toMatchObject({
      amountDueCents: 69300,
      dueDate: '2024-01-26',
      payee: 'Finanzamt Trier – Finanzkasse –',
    });
    expect(
      pay([
        'Bitte zahlen Sie den Rückstand von 5 231,54 € bis einschließlich 01.02.2024 (Donnerstag).',
        'Inhaber der Konten: Land Hessen (Finanzamt Frankfurt am Main III)',
      ]),
    ).toMatchObject({ amountDueCents: 523154, dueDate: '2024-02-01', payee: 'Land Hessen (Finanzamt Frankfurt am Main III)' });
    expect(pay(['Betrag                     zahlbar bis', '1 358,00 €                 05.02.2024 (Montag)'])).toMatchObject({ dueDate: '2024-02-05' });
  });

  it('reads a refund as an "Überzahlung … die Ihnen erstattet wird"', () => {
    const text = [
      letterhead,
      'Neubrandenburg, 23.07.2026',
      'Geänderter Bescheid für 2023 über Einkommensteuer',
      'Es ergibt sich eine Überzahlung von 1 111,20 €, die Ihnen erstattet wird.',
    ];
    expect(recognizeLetter(text.join('\n'))).toMatchObject({ refundCents: 111120 });
    expect(recognizeLetter(text.join('\n')).amountDueCents).toBeUndefined();
  });

  it('ends the Finanzamt’s name before a label that OCR ran into it with one space', () => {
    for (const label of [
      'Steuer-Nr. (bitte stets angeben): 22 274 38025',
      'Az. (Steuernummer): 047 980 42654',
      'IdNr. der steuerpflichtigen Person: 08472938512',
    ]) {
      expect(recognizeLetter(`Schleswig-Holstein\nFinanzamt Lübeck ${label}\nSteinstraße 26\n23552 Lübeck\nMahnung`).finanzamt).toBe('Finanzamt Lübeck');
    }
    expect(recognizeLetter('Finanzamt Frankfurt am Main V-Höchst\nMahnung').finanzamt).toBe('Finanzamt Frankfurt am Main V-Höchst');
  });

  it('sets right what OCR reads differently in a payee and a reference: dashes, a Roman numeral before a bracket, a speck before the reference', () => {
    const pay = (payee: string, reference: string) =>
      recognizeLetter(
        [
          letterhead,
          'Neubrandenburg, 02.01.2024',
          'Mahnung',
          `Inhaber des Kontos: ${payee}`,
          'Konto: DE07 1300 0000 0007 2170 01',
          'Verwendungszweck:',
          reference,
        ].join('\n'),
      );
    expect(pay('Finanzamt Trier — Finanzkasse —', 'St.-Nr. 43/682/83010, VSZ 2026')).toMatchObject({
      payee: 'Finanzamt Trier – Finanzkasse –',
      paymentReference: 'St.-Nr. 43/682/83010, VSZ 2026',
    });
    expect(pay('Land Hessen (Finanzamt Frankfurt am Main Ill)', '‚St.-Nr. 162/219/43746, ESt 2024')).toMatchObject({
      payee: 'Land Hessen (Finanzamt Frankfurt am Main III)',
      paymentReference: 'St.-Nr. 162/219/43746, ESt 2024',
    });
    // As OCR reads the block: a blank line between the label and its value.
    expect(pay('Finanzamt Trier – Finanzkasse –', '\nSt.-Nr. 047 980 42654, ESt 2026').paymentReference).toBe('St.-Nr. 047 980 42654, ESt 2026');
    // A hyphen inside a name stays.
    expect(pay('Finanzamt Hamburg-Eimsbüttel - Finanzkasse -', 'Kassenzeichen 30.399.69892.4').payee).toBe('Finanzamt Hamburg-Eimsbüttel – Finanzkasse –');
  });

  it('joins a Steuer-ID that its narrow column wraps onto a later line, past the left column’s text', () => {
    const text = [
      'Freie Hansestadt Bremen',
      column('Finanzamt Bremen', 'Az. (Steuernummer): 60 554 89478'),
      `${' '.repeat(60)}Identifikationsnummer nach § 139b AO: 57 381 496`,
      'Am Finanzpark 38',
      `${' '.repeat(60)}235`,
      'Ankündigung von Vollstreckungsmaßnahmen',
    ].join('\n');
    expect(recognizeLetter(text).steuerId).toBe('57381496235');
    // Digits of another column do not complete it.
    expect(recognizeLetter(text.replace(`${' '.repeat(60)}235`, '235')).steuerId).toBeUndefined();
  });
});

describe('the tenth set’s layouts (docs/measurements.md, "The tenth set")', () => {
  const letterhead = 'Saarland\nFinanzamt Homburg\nJustus-Liebig-Platz 47\n66424 Homburg';
  const gap = '        ';

  it('dates the letter by "Tag des Schreibens", "Schreiben vom" starting its column and a "Datum des" whose "Bescheides" wraps below, not "Ihr Schreiben vom"', () => {
    const dated = (rows: string[]) => recognizeLetter([letterhead, ...rows, 'Mahnung'].join('\n')).letterDate;
    expect(dated([`Frau${gap}Ihr Schreiben vom     04.07.2024`, `79098 Freiburg im Breisgau`, 'Tag des Schreibens   05.08.2024'])).toBe('2024-08-05');
    expect(dated([`Herrn${gap}Ihr Schreiben vom      03.01.2025`, `Telefon${gap}04321 2767-582`, `Schreiben vom${gap}21.02.2025`])).toBe('2025-02-21');
    expect(dated([`Zimmer${gap}419`, `Datum des${gap}19. Juni 2026`, 'Bescheides'])).toBe('2026-06-19');
    // Another letter's date: "Ihr Schreiben vom", and "mit Schreiben vom" in a sentence.
    expect(dated([`Frau${gap}Ihr Schreiben vom     04.07.2024`])).toBeUndefined();
    expect(dated(['Sie haben mit Schreiben vom 04.07.2024 Einspruch eingelegt.'])).toBeUndefined();
  });

  it('reads the payment block: "Betrag in Ziffern", "Zahlungsfrist endet am", "Letzter Zahlungstag:", "Zahlungsempfänger/in:", "Ordnungsbegriff:"', () => {
    const fields = recognizeLetter(
      [
        letterhead,
        `01099 Dresden${gap}Datum des Bescheides 18.04.2025`,
        'Geänderter Bescheid für 2023 über Einkommensteuer und Solidaritätszuschlag',
        'Überweisungsdaten',
        `Betrag in Ziffern${gap}894,40 €`,
        `Betrag in Worten${gap}achthundertvierundneunzig Euro und 40 Cent`,
        `Zahlungsfrist endet am       23.05.2025`,
        'Zahlungsempfänger/in: Finanzamt Homburg, Finanzkasse',
        'IBAN: DE37 5900 0000 0002 0664 01',
        'Ordnungsbegriff: 020/491/38038 Einkommensteuer',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      letterDate: '2025-04-18',
      amountDueCents: 89440,
      dueDate: '2025-05-23',
      payee: 'Finanzamt Homburg, Finanzkasse',
      paymentReference: '020/491/38038 Einkommensteuer',
    });
    const other = recognizeLetter(
      [
        letterhead,
        'Homburg, 12.02.2026',
        'Festsetzung eines Verspätungszuschlags',
        'Ihre Zahlung von 157,00 € muss die Finanzkasse spätestens am 18.03.2026 erreicht haben.',
        'Letzter Zahlungstag: 16.03.2026',
        'Empfänger der Zahlung: Finanzamt Kiel',
        'Konto-Inhaber: Finanzkasse Oranienburg',
        'Aktenzeichen für die Zahlung: 084/076/52303 VSZ 2026',
      ].join('\n'),
    );
    expect(other).toMatchObject({ amountDueCents: 15700, dueDate: '2026-03-16', payee: 'Finanzamt Kiel', paymentReference: '084/076/52303 VSZ 2026' });
    expect(recognizeLetter(`${letterhead}\nHomburg, 12.02.2026\nMahnung\nKonto-Inhaber: Finanzkasse Oranienburg`).payee).toBe('Finanzkasse Oranienburg');
  });

  it('keeps the Land the letterhead names when OCR lost a Steuernummer’s separator (the grouping of another Land)', () => {
    const read = (head: string, stnr: string) =>
      recognizeLetter(`${head}\nBehördenzentrum 26\n12163 Berlin\nSteuernummer (StNr.) ${stnr}\nBerlin, 13.02.2024\nMahnung`);
    // "24275/72479" is Baden-Württemberg's grouping; under "Land Berlin" it is Berlin's 24/275/72479.
    expect(read('Land Berlin - Senatsverwaltung für Finanzen\nFinanzamt Steglitz', '24275/72479')).toMatchObject({ state: 'BE', steuernummer: '24/275/72479' });
    expect(read('Schleswig-Holstein\nFinanzamt Flensburg', '15873 51809')).toMatchObject({ state: 'SH', steuernummer: '15 873 51809' });
    // OCR's "Stover-Nr." for "Steuer-Nr." is still the Steuernummer's label.
    expect(recognizeLetter('Schleswig-Holstein\nFinanzamt Neumünster\nInansan Stover-Nr. der 21 836 02785,\nMahnung')).toMatchObject({
      state: 'SH',
      steuernummer: '21 836 02785',
    });
    // Where the letterhead and the notation agree, nothing changes.
    expect(read('Baden-Württemberg\nFinanzamt Stuttgart I', '93815/08152')).toMatchObject({ state: 'BW', steuernummer: '93815/08152' });
  });

  it('takes OCR’s specks after the cash desk’s closing dash off the payee', () => {
    for (const speck of ['in', '|', 'nn'])
      expect(recognizeLetter(`Thüringen\nFinanzamt Jena\nJena, 02.01.2024\nMahnung\nInhaber der Konten: Finanzamt Jena - Finanzkasse - ${speck}`).payee).toBe(
        'Finanzamt Jena – Finanzkasse –',
      );
  });

  it('reads a refund "zu Ihren Gunsten" and one that "Sie bekommen … zurückgezahlt"', () => {
    const refund = (line: string) =>
      recognizeLetter([letterhead, 'Homburg, 12.02.2026', 'Bescheid über Erstattungszinsen zur Einkommensteuer 2022', line].join('\n'));
    expect(refund('Zu Ihren Gunsten ergibt sich ein Betrag von 2.125,65 € (in Worten: zweitausendeinhundertfünfundzwanzig Euro)')).toMatchObject({
      refundCents: 212565,
    });
    expect(refund('Sie bekommen 23,00 € zurückgezahlt.')).toMatchObject({ refundCents: 2300 });
    expect(refund('Sie bekommen 23,00 € zurückgezahlt.').amountDueCents).toBeUndefined();
  });
});

describe('the eleventh set’s layouts', () => {
  const letterhead = 'Freie Hansestadt Bremen\nFinanzamt Bremerhaven\nJustus-Liebig-Platz 17\n27568 Bremerhaven';
  const gap = '        ';

  it('dates the letter by an ISO date (DIN 5008) after "Datum" or the place', () => {
    const dated = (row: string) => recognizeLetter([letterhead, row, 'Mahnung'].join('\n')).letterDate;
    expect(dated(`E-Mail${gap}fa75@stv-muster.de\nDatum${gap}2024-09-11`)).toBe('2024-09-11');
    expect(dated('Datum: 2024-05-27')).toBe('2024-05-27');
    expect(dated('Bremerhaven, 2026-01-14')).toBe('2026-01-14');
    // Not a date: a month 13, a number run on.
    expect(dated('Datum: 2024-13-27')).toBeUndefined();
    expect(dated('Datum: 2024-05-27-3')).toBeUndefined();
  });

  it('dates the letter by "Ausstellungsdatum", also in one strip with the numbers, and "Ausgestellt am"', () => {
    const dated = (row: string) => recognizeLetter([letterhead, row, 'Mahnung'].join('\n')).letterDate;
    expect(dated(`Bahnhofstraße 66${gap}Ausstellungsdatum    01.08.2025`)).toBe('2025-08-01');
    expect(dated('StNr: 144/222/15944 · Steuer-ID-Nummer: 57 381 496 235 · Ausstellungsdatum: 24.11.2026')).toBe('2026-11-24');
    expect(dated(`Telefon${gap}0471 45627-580\nAusstellungsdatum     12. Mai 2025`)).toBe('2025-05-12');
    expect(dated('Ausgestellt am 3. März 2026')).toBe('2026-03-03');
  });

  it('reads the amount from "Ihre Zahlung über … erwarten wir", "Verbleibende Zahlungsverpflichtung:", "Offener Gesamtbetrag:", "zu überweisender Betrag" and "zur Zahlung fällig:"', () => {
    const amount = (line: string) =>
      recognizeLetter(
        [letterhead, 'Bremerhaven, 11.09.2024', 'Bescheid für 2022 über Einkommensteuer', 'Verbleibender Betrag        15.191,57', line].join('\n'),
      ).amountDueCents;
    expect(amount('Ihre Zahlung über 15.191,57 € erwarten wir bis 15.10.2024.')).toBe(1519157);
    expect(amount('Verbleibende Zahlungsverpflichtung: 214,11 €')).toBe(21411);
    expect(amount('Offener Gesamtbetrag: 1.740,61 €')).toBe(174061);
    expect(amount('Fälligkeitsdatum 04.07.2025 – zu überweisender Betrag 60,00 €')).toBe(6000);
    expect(amount('Der Betrag ist am 16.01.2025 zur Zahlung fällig: 5.285,85 €')).toBe(528585);
  });

  it('reads the amount of a tax-account extract’s rows marked "offen", and dates no payment by a row marked "bezahlt"', () => {
    const fields = recognizeLetter(
      [
        letterhead,
        'Bescheid für 2024 über Umsatzsteuer',
        'Kontoübersicht (Auszug)',
        `fällig am${gap}Betrag € Steuerart / Zeitraum${gap}Stand`,
        `10.10.2026${gap}250,00 USt-Vorauszahlung 09/2026${gap}bezahlt`,
        `10.11.2026${gap}250,00 USt-Vorauszahlung 10/2026${gap}bezahlt`,
        `28.12.2026${gap}214,11 Umsatzsteuer 2024${gap}offen`,
        'So zahlen Sie',
        'Bitte überweisen Sie spätestens am 28.12.2026 auf folgendes Konto:',
        'IBAN DE11 2900 0000 0007 5275 01',
      ].join('\n'),
    );
    expect(fields).toMatchObject({ amountDueCents: 21411, dueDate: '2026-12-28' });
    // A row of another state: no amount is guessed.
    const unknown = recognizeLetter(
      [
        letterhead,
        'Bescheid für 2024 über Umsatzsteuer',
        `fällig am${gap}Betrag €${gap}Stand`,
        `10.10.2026${gap}250,00${gap}gestundet`,
        `28.12.2026${gap}214,11${gap}offen`,
      ].join('\n'),
    );
    expect(unknown.amountDueCents).toBeUndefined();
  });

  it('reads the payee from "Kontoinhaber ist das Finanzamt …", "Empfänger ist die Finanzkasse …" and "an das Finanzamt … (Kontoinhaber)", and keeps the role out of the office’s name', () => {
    const read = (line: string) => recognizeLetter([letterhead, 'Bremerhaven, 11.09.2024', 'Mahnung', line, 'IBAN DE11 2900 0000 0007 5275 01'].join('\n'));
    expect(read('Kontoinhaber ist das Finanzamt Halle (Saale).').payee).toBe('Finanzamt Halle (Saale)');
    expect(read('Empfänger ist die Finanzkasse Kassel I.').payee).toBe('Finanzkasse Kassel I');
    const bracketed = read('Die Zahlung richten Sie bitte an das Finanzamt Bremerhaven (Kontoinhaber).');
    expect(bracketed).toMatchObject({ payee: 'Finanzamt Bremerhaven', finanzamt: 'Finanzamt Bremerhaven' });
    // Such a sentence names only an office as the payee.
    expect(read('Kontoinhaber ist der Steuerpflichtige selbst.').payee).toBeUndefined();
  });

  it('reads the reference after "Betreff der Überweisung:", "Referenz für Ihre Überweisung:" and "Verwendungszweck ausschließlich an:" with the value below', () => {
    const reference = (lines: string[]) =>
      recognizeLetter([letterhead, 'Bremerhaven, 11.09.2024', 'Mahnung', 'IBAN DE11 2900 0000 0007 5275 01', ...lines].join('\n')).paymentReference;
    expect(reference(['Betreff der Überweisung: ESt 2024 StNr 75 951 26484'])).toBe('ESt 2024 StNr 75 951 26484');
    expect(reference(['Referenz für Ihre Überweisung: USt 2026 StNr 144/222/15944'])).toBe('USt 2026 StNr 144/222/15944');
    expect(reference(['Bitte geben Sie als Verwendungszweck ausschließlich an:', 'StNr 026 789 31583 ESt-VZ'])).toBe('StNr 026 789 31583 ESt-VZ');
  });

  it('reads a refund that "Wir zahlen Ihnen … zurück", the office "erstattet Ihnen …" or that "Ihnen werden … erstattet"', () => {
    const refund = (line: string) => recognizeLetter([letterhead, 'Bremerhaven, 12.02.2026', 'Bescheid für 2024 über Einkommensteuer', line].join('\n'));
    expect(refund('Wir zahlen Ihnen 3.542,33 € zurück.')).toMatchObject({ refundCents: 354233 });
    expect(refund('Das Finanzamt erstattet Ihnen 747,74 € auf das angegebene Konto.')).toMatchObject({ refundCents: 74774 });
    expect(refund('Ihnen werden 2.392,08 € erstattet.')).toMatchObject({ refundCents: 239208 });
    expect(refund('Wir zahlen Ihnen 3.542,33 € zurück.').amountDueCents).toBeUndefined();
    // No amount right after it: nothing is refunded here.
    expect(refund('Wir erstatten Ihnen die Auslagen nach Vorlage der Belege; die Gebühr beträgt 25,00 €.').refundCents).toBeUndefined();
  });

  it('reads the office a sentence sends the payment to, not one it forbids, and "Geben Sie bei der Überweisung bitte folgendes an:"', () => {
    const read = (line: string) => recognizeLetter([letterhead, 'Bremerhaven, 11.09.2024', 'Mahnung', 'IBAN DE11 2900 0000 0007 5275 01', line].join('\n'));
    expect(read('Bitte überweisen Sie den Betrag an die Landeshauptkasse Bremen.').payee).toBe('Landeshauptkasse Bremen');
    expect(read('Zahlungen richten Sie bitte an die Finanzkasse Bremerhaven, IBAN siehe oben.').payee).toBe('Finanzkasse Bremerhaven');
    expect(read('Die Gewerbesteuer zahlen Sie bitte nicht an das Finanzamt Bremerhaven.').payee).toBeUndefined();
    // A photo: the role in brackets cut short, a space after the hyphen.
    expect(read('Die Zahlung richten Sie bitte an das Finanzamt Köln- Altstadt (Kontoinhabe: ı').payee).toBe('Finanzamt Köln-Altstadt');
    expect(read('Geben Sie bei der Überweisung bitte folgendes an: StNr 60/792/22890 ESt').paymentReference).toBe('StNr 60/792/22890 ESt');
    expect(read('Bitte geben Sie bei Überweisung stets folgende Angaben an:\nStNr 60/792/22890 ESt').paymentReference).toBe('StNr 60/792/22890 ESt');
  });

  it('reads a photo’s payee sentence and reference past OCR’s specks', () => {
    const fields = recognizeLetter(
      [
        letterhead,
        'Bremerhaven, 14. Juli 2025',
        'Mahnung',
        'Offener Gesamtbetrag: 1.740,61 € \\',
        'Kontoinhaber ist das Finanzamt Berlin Mitte/Tiergarten. & .',
        'DE61100000000003010101',
        'Bitte geben Sie als Verwendungszweck ausschließlich an: :',
        'StNr 30/667/04478 ESt ) : u',
      ].join('\n'),
    );
    expect(fields).toMatchObject({ payee: 'Finanzamt Berlin Mitte/Tiergarten', paymentReference: 'StNr 30/667/04478 ESt' });
    // An abbreviation's dot is no sentence's end.
    expect(recognizeLetter(`${letterhead}\nBremerhaven, 14. Juli 2025\nMahnung\nEmpfänger ist die Finanzkasse St. Wendel.\nDE61100000000003010101`).payee).toBe(
      'Finanzkasse St. Wendel',
    );
  });

  it('takes no Steuer-ID for the Steuernummer where "(StNr.)" wraps below its value', () => {
    const fields = recognizeLetter(
      [
        letterhead,
        `Finanzamt Bremerhaven · Justus-Liebig-Platz 17 · 27568 Bremerhaven${gap}Geschäftszeichen     75 951 26484`,
        '(StNr.)',
        `Eheleute${gap}Steuer-ID-Nummer    07386219441`,
        `Bernd und Ines Jäger${gap}Sachgebiet${gap}Veranlagung`,
        'Datum        11.09.2024',
        'Mahnung',
        'Betreff der Überweisung: ESt 2024 StNr 75 951 26484',
      ].join('\n'),
    );
    expect(fields.steuernummer).toBe('75 951 26484');
  });

  it('reads the Steuernummer after "Geschäftszeichen" whose "(StNr.)" wraps below it', () => {
    const read = (label: string) =>
      recognizeLetter(
        [
          letterhead,
          `Frau${gap}${label}     75 951 26484`,
          '(StNr.)',
          `Ines Jäger${gap}Sachgebiet${gap}Veranlagung`,
          'Datum        11.09.2024',
          'Mahnung',
        ].join('\n'),
      ).steuernummer;
    expect(read('Geschäftszeichen')).toBe('75 951 26484');
    expect(read('Aktenzeichen')).toBe('75 951 26484');
  });
});

describe('the twelfth set’s layouts', () => {
  const gap = '        ';
  const letterhead = 'Freistaat Sachsen\nFinanzamt Zwickau-Stadt\nPostfach 10 04 52\n08069 Zwickau';
  const of = (...lines: string[]) => recognizeLetter([letterhead, ...lines].join('\n'));

  it('reads the reference line of DIN 5008: the Steuernummer under "Unser Zeichen", the date under a closing "Datum"', () => {
    const fields = of(
      `Ihr Zeichen, Ihre Nachricht vom${gap}Unser Zeichen, unsere Nachricht vom${gap}Telefon, Name${gap}Datum`,
      `KM/7, 02.01.2025${gap}227/104/05218${gap}0375 4411-217, Herr Vogel${gap}22. Januar 2025`,
      'Bescheid für 2023 über Einkommensteuer',
    );
    expect(fields).toMatchObject({ steuernummer: '227/104/05218', state: 'SN', letterDate: '2025-01-22' });
    // The 13-digit form in groups of four, as OCR reads the row (single spaces).
    expect(of('Ihr Zeichen Unser Zeichen Durchwahl Datum', '— 3227 0104 0521 8 217 20.04.26', 'Mahnung')).toMatchObject({
      steuernummer: '227/104/05218',
      letterDate: '2026-04-20',
    });
    // An office's own file reference there is no Steuernummer; the labelled one is.
    expect(
      of(`Ihr Zeichen${gap}Unser Zeichen${gap}Datum`, `—${gap}St 017${gap}23.09.2026`, 'Steuernummer 227/104/05218 – bitte stets angeben').steuernummer,
    ).toBe('227/104/05218');
  });

  it('reads the Steuernummer below a label row that wraps, and the 13-digit form in groups of four without its label', () => {
    const head = ['Freie Hansestadt Bremen', 'Finanzamt Bremerhaven'].join('\n');
    const row = recognizeLetter(
      [head, 'Unser Zeichen, unsere Nachricht vom Telefon, Name', 'Be Datum', '', '75 510 94888 0471 4894-769, Frau 11.06.2024', 'Mahnung'].join('\n'),
    );
    expect(row).toMatchObject({ steuernummer: '75 510 94888', state: 'HB' });
    expect(of('nummer 3207 0409 0846 7', 'Mahnung')).toMatchObject({ steuernummer: '207/409/08467', state: 'SN' });
    expect(recognizeLetter('Finanzamt Ostholstein\n2116 0919 0264 8\nMahnung')).toMatchObject({ steuernummer: '16 919 02648', state: 'SH' });
    // An IBAN's groups of four are no Steuernummer.
    expect(of('Mahnung', 'IBAN DE66 8500 0000 0022 7080 01').steuernummer).toBeUndefined();
  });

  it('reads a Steuer-ID grouped by dots and labelled "Steuer-Identnummer" or "Identifikationsnummer (IDNr)"', () => {
    expect(of(`Steuer-Identnummer${gap}57.381.496.235`, 'Mahnung').steuerId).toBe('57381496235');
    expect(of(`Identifikationsnummer (IDNr)${gap}57.381.496.235`, 'Mahnung').steuerId).toBe('57381496235');
  });

  it('dates the letter by the reference line’s last label as OCR reads it: "Da" of a wrapped "Da-/tum", "Jatum"', () => {
    const row = `en, 10.06.2026${gap}227/859/30284${gap}0375 88327-241, Team 6, August 2026`;
    expect(of('Zeichen, Ihre Nachricht Unser Zeichen, unsere Nachricht vom Telefon, Name Da', '', row, 'Mahnung').letterDate).toBe('2026-08-06');
    expect(of('Unser Zeichen, unsere Nachricht vom Telefon, Name r', 'Be Jatum', '', '75 510 94888 0471 4894-769, Frau 11.06.2024', 'Mahnung').letterDate).toBe(
      '2024-06-11',
    );
    // "Da" ending another line is no label.
    expect(of('Bitte rufen Sie uns an. Da', '01.02.2024 war Ihr Schreiben', 'Mahnung').letterDate).toBeUndefined();
  });

  it('dates the letter by the latest of the dates alone on their lines when a photo lost their labels', () => {
    expect(
      of('Inh. Franziska Schäfer', '4084 0589 9133 g', '31.05.2024', '', 'Frau Krämer', '03834 881-690', '15. Juli 2024', 'Prüfungsanordnung').letterDate,
    ).toBe('2024-07-15');
  });

  it('dates the letter by "Druckdatum"', () => {
    expect(of(`Druckdatum${gap}04.01.24`, 'Bescheid für 2023 über Umsatzsteuer').letterDate).toBe('2024-01-04');
    expect(of(`Druckdatum${gap}16. November 2026`, 'Mahnung').letterDate).toBe('2026-11-16');
  });

  it('reads a due date marked with a footnote, and the payment sentences "Bitte entrichten Sie … bis zum Ablauf des", "spätestens am … zu leisten", "Die Frist für die Zahlung … endet am"', () => {
    const pay = (line: string) =>
      of('Zwickau, 12.10.2026', 'Bescheid für 2025 über Einkommensteuer', line, '¹ Maßgeblich ist der Tag der Gutschrift auf dem Konto des Finanzamts.');
    expect(pay('Bitte entrichten Sie 3.414,27 € bis zum Ablauf des 16.11.2026¹.')).toMatchObject({ amountDueCents: 341427, dueDate: '2026-11-16' });
    expect(pay('Die Zahlung von 3.694,11 € ist spätestens am 16.11.2026¹ zu leisten.')).toMatchObject({ amountDueCents: 369411, dueDate: '2026-11-16' });
    expect(pay('Die Frist für die Zahlung von 3.916,26 € endet am 16. November 2026.')).toMatchObject({ amountDueCents: 391626, dueDate: '2026-11-16' });
    expect(pay(`Fälligkeitstermin: 16.11.2026¹\nZahlbetrag: 730,05 €`)).toMatchObject({ amountDueCents: 73005, dueDate: '2026-11-16' });
    // The footnote mark as OCR reads it, glued to the year.
    expect(pay('Die Frist für die Zahlung von 833,13 € endet am 7. Dezember 20261.')).toMatchObject({ amountDueCents: 83313, dueDate: '2026-12-07' });
    expect(pay('Bitte entrichten Sie 3.414,27 € bis zum Ablauf des 02.11.2026t.')).toMatchObject({ amountDueCents: 341427, dueDate: '2026-11-02' });
    // The Einspruch's month is no payment deadline.
    expect(pay('Die Frist für die Einlegung des Einspruchs beträgt einen Monat.').dueDate).toBeUndefined();
  });

  it('reads the payee of "Name des Zahlungsempfängers" and "Zahlungsempfänger ist:", the cash desk in brackets not in the Finanzamt’s name', () => {
    const payment = (line: string) => of('Zwickau, 12.10.2026', 'Bescheid für 2025 über Einkommensteuer', line, 'IBAN DE66 8500 0000 0022 7080 01');
    expect(payment('Name des Zahlungsempfängers: FA Zwickau-Stadt').payee).toBe('FA Zwickau-Stadt');
    expect(payment('Name des Zahlungsempfängers: FA Neumarkt i. d. OPf.').payee).toBe('FA Neumarkt i. d. OPf.');
    const desk = recognizeLetter(
      ['Finanzamt Neumarkt i. d. OPf.', 'Bescheid für 2025 über Einkommensteuer', 'Zahlungsempfänger ist: Finanzamt Neumarkt i. d. OPf. (Finanzkasse)'].join(
        '\n',
      ),
    );
    expect(desk).toMatchObject({ finanzamt: 'Finanzamt Neumarkt i. d. OPf.', payee: 'Finanzamt Neumarkt i. d. OPf. (Finanzkasse)' });
  });

  it('reads abbreviated office names whole: "Bad Homburg v. d. Höhe", "Hann. Münden", "Mühldorf a. Inn"', () => {
    const office = (name: string) => recognizeLetter(`${name}\nKaiser-Friedrich-Promenade 8\nMahnung`).finanzamt;
    expect(office('Finanzamt Bad Homburg v. d. Höhe')).toBe('Finanzamt Bad Homburg v. d. Höhe');
    expect(office('Finanzamt Hann. Münden')).toBe('Finanzamt Hann. Münden');
    expect(office('Finanzamt Mühldorf a. Inn')).toBe('Finanzamt Mühldorf a. Inn');
  });

  it('reads an office name as a photo shows it: wrapped after "v. d.", its first letters cut at the edge, "FA …" in the payment block; no name of one or two letters', () => {
    const read = (...lines: string[]) => recognizeLetter([...lines, 'Mahnung'].join('\n'));
    expect(read('Finanzamt Bad Homburg v. d.', 'Höhe', 'Finanzamt Bad Homburg v.d. Höhe Am Finanzpark 39 61348 Bad Homburg')).toMatchObject({
      finanzamt: 'Finanzamt Bad Homburg v. d. Höhe',
      state: 'HE',
    });
    // "Am" before a street is no part of the name; before a district word it is.
    expect(read('Finanzamt Bad Homburg v.d. Höhe Am Finanzpark 39').finanzamt).toBe('Finanzamt Bad Homburg v.d. Höhe');
    expect(read('Finanzamt Saarbrücken Am Stadtgraben').finanzamt).toBe('Finanzamt Saarbrücken Am Stadtgraben');
    expect(read('Finanzam', 'nanzamt Greifswald wilheimstraße 37 : 17489 Greifswald', 'Finanzamt G a')).toMatchObject({
      finanzamt: 'Finanzamt Greifswald',
      state: 'MV',
    });
    expect(read('Finanzamt OS', 'Wilhelmstraße 12').finanzamt).toBeUndefined();
    expect(read('Finanz', 'Bescheid für 2024 über Einkommensteuer', 'Steuernummer 207/511/29492', 'Name des Zahlungsempfängers: FA Hoyerswerda')).toMatchObject(
      { finanzamt: 'Finanzamt Hoyerswerda', state: 'SN' },
    );
  });

  it('knows the Land of more office seats', () => {
    const land = (name: string) => recognizeLetter(`${name}\nMahnung`).state;
    expect(land('Finanzamt Neumarkt i. d. OPf.')).toBe('BY');
    expect(land('Finanzamt Bad Bentheim')).toBe('NI');
    expect(land('Finanzamt Hann. Münden')).toBe('NI');
    expect(land('Finanzamt Sömmerda')).toBe('TH');
    expect(land('Finanzamt Kusel-Landstuhl')).toBe('RP');
  });

  it('reads the reference after "Zuordnungsnummer (bitte angeben):"', () => {
    expect(of('Bescheid für 2025 über Einkommensteuer', 'Zuordnungsnummer (bitte angeben): 1701 2859 3389 4365').paymentReference).toBe('1701 2859 3389 4365');
  });
  it('reads the office’s account after "Überweisen Sie bitte auf das Konto", not a refund’s "Die Auszahlung erfolgt auf das Konto"', () => {
    const pay = of(
      'Zwickau, 12.10.2026',
      'Bescheid für 2025 über Einkommensteuer',
      'Überweisen Sie bitte auf das Konto IBAN DE66 8500 0000 0022 7080 01 (BIC: MARKDEF1850).',
    );
    expect(pay).toMatchObject({ iban: 'DE66850000000022708001', bic: 'MARKDEF1850' });
    const refund = of(
      'Zwickau, 12.10.2026',
      'Bescheid für 2025 über Einkommensteuer',
      'Die Auszahlung erfolgt auf das Konto IBAN DE98 5000 0000 5001 7000 01.',
    );
    expect(refund.iban).toBeUndefined();
  });

  it('reads OCR’s "S" for 6 in an IBAN’s check digits and drops a letter before them, when the check digits then are valid', () => {
    const bank = (line: string) => of('Zwickau, 12.10.2026', 'Mahnung', line).iban;
    expect(bank('IBAN DES6 8500 0000 0022 7080 01 (MARKDEF1850)')).toBe('DE66850000000022708001');
    expect(bank('Telefax 030 4467-1954 IBAN DESO 1000 0000 0001 4102 01')).toBe('DE60100000000001410201');
    expect(bank('IBAN DEA44 8100 0000 0010 2391 01 (MARKDEF1810)')).toBe('DE44810000000010239101');
    // A letter that reads as a digit is no speck ("I" for 1), and no reading passes on invalid check digits.
    expect(bank('IBAN DEI6 5000 0000 0000 3613 01')).toBe('DE16500000000000361301');
    expect(bank('IBAN DEA45 8100 0000 0010 2391 01')).toBeUndefined();
  });
});

describe('a second reading of a photo', () => {
  const first = [
    'Finanzamt Kiel',
    'Kiel, 03.11.2026',
    'Bescheid für 2025 über Einkommensteuer',
    'Bitte zahlen Sie 312,00 € bis zum 07.12.2026.',
    'Bankverbindung: Deutsche Bundesbank, Filiale Kiel - IBAN DE3S 2100 0080 0003 0238 01 » BIC MARKDEF1210',
  ].join('\n');
  const second = first.replace('DE3S 2100 0080 0003 0238 01', 'DE38 2100 0000 0003 0238 01').replace('Bitte zahlen Sie 312,00 €', 'Bitte zahlen Sie 812,00 €');

  it('gives the IBAN (and its BIC) the first reading missed, and nothing else of its own', () => {
    expect(recognizeLetter(first).iban).toBeUndefined();
    const fields = recognizeReadings(first, second);
    expect(fields).toMatchObject({ iban: 'DE38210000000003023801', bic: 'MARKDEF1210', amountDueCents: 31200, dueDate: '2026-12-07' });
  });

  it('is not asked when the first reading has a valid IBAN, nor when it has none either', () => {
    expect(recognizeReadings(second, first).iban).toBe('DE38210000000003023801');
    expect(recognizeReadings(second, first).amountDueCents).toBe(81200);
    expect(recognizeReadings(first, first).iban).toBeUndefined();
    expect(recognizeReadings(first).iban).toBeUndefined();
  });
});

describe('the thirteenth set’s layouts', () => {
  const gap = '        ';
  const letterhead = 'Freistaat Thüringen\nFinanzamt Erfurt\nSteinstraße 60\n99084 Erfurt';
  const of = (...lines: string[]) => recognizeLetter([letterhead, ...lines].join('\n'));

  it('reads no payment reference from the head’s "Steuernummer / Ordnungsbegriff", also wrapped below its value', () => {
    expect(of(`Steuernummer / Ordnungsbegriff${gap}151/251/85700`, `Ausgestellt am${gap}28.04.2025`, 'Mahnung').paymentReference).toBeUndefined();
    const wrapped = of(
      `Steuernummer /${gap}Ihr Schreiben vom`,
      `151/251/85700${gap}29.02.2024`,
      'Ordnungsbegriff',
      `Bearbeitet von${gap}Frau Nowak${gap}Telefon${gap}0361 6968-508`,
      'Mahnung',
      'Ihr persönliches Kassenzeichen: 33 510 338 159',
    );
    expect(wrapped).toMatchObject({ steuernummer: '151/251/85700', paymentReference: '33 510 338 159' });
  });

  it('reads the value below "Bitte tragen Sie im Feld „Verwendungszweck“ ein:", never the sentence’s rest', () => {
    const fields = of('Mahnung', 'Bitte tragen Sie im Feld „Verwendungszweck“ ein:', '151/251/85700 – Einkommensteuer', 'IBAN DE46 8200 0000 0015 1990 01');
    expect(fields.paymentReference).toBe('151/251/85700 – Einkommensteuer');
    // OCR's em dash there is the printed Gedankenstrich.
    expect(of('Mahnung', 'Bitte tragen Sie im Feld „Verwendungszweck“ ein:', '151/251/85700 — Einkommensteuer').paymentReference).toBe(
      '151/251/85700 – Einkommensteuer',
    );
    expect(of('Mahnung', 'Bitte tragen Sie im Feld „Verwendungszweck“ ein: 151/251/85700 ESt').paymentReference).toBe('151/251/85700 ESt');
    expect(of('Mahnung', 'Im Feld „Verwendungszweck“ bitte die Steuernummer angeben.').paymentReference).toBeUndefined();
  });

  it('takes no head cell for a payment reference: a phone line, "Bearbeitet von", "Ihr Schreiben vom", a date alone, "Herrn"', () => {
    const head = (cell: string) => of('Ordnungsbegriff', cell, 'Mahnung').paymentReference;
    expect(head(`Telefon${gap}040 26882-629${gap}Zimmer${gap}522`)).toBeUndefined();
    expect(head(`Bearbeitet von${gap}Herr Peters`)).toBeUndefined();
    expect(head(`Ihr Schreiben vom${gap}13.06.2024`)).toBeUndefined();
    expect(head('23.11.2023')).toBeUndefined();
    expect(head('Herrn')).toBeUndefined();
    expect(head('Persönliche Steuer-IdNr.')).toBeUndefined();
    expect(head('ESt 44/09023')).toBe('ESt 44/09023');
  });

  it('reads the letter’s date after "Erstelldatum" in a grid of two label/value pairs a row', () => {
    const fields = of(
      `Ihre Steuer-Nr.${gap}151/251/85700${gap}Ihr Schreiben vom${gap}09.12.2023`,
      `Telefon${gap}0361 6968-447${gap}Erstelldatum${gap}15.01.2024`,
      'Mahnung',
    );
    expect(fields.letterDate).toBe('2024-01-15');
    expect(of(`Erstelldatum${gap}8. Dezember 2025`, 'Mahnung').letterDate).toBe('2025-12-08');
  });

  it('reads the payee after "Kontobezeichnung:" (an office only) and "Empfänger laut Überweisungsträger:"', () => {
    const iban = 'IBAN DE46 8200 0000 0015 1990 01 · BIC MARKDEF1820';
    expect(of('Mahnung', 'Kontobezeichnung: Finanzamt Erfurt', iban).payee).toBe('Finanzamt Erfurt');
    expect(of('Mahnung', 'Empfänger laut Überweisungsträger: Finanzkasse Erfurt', iban).payee).toBe('Finanzkasse Erfurt');
    // An account's name that is no office's (the client's own account) is no payee.
    expect(of('Bescheid für 2024 über Einkommensteuer', 'Kontobezeichnung: Uwe Neumann', iban).payee).toBeUndefined();
  });

  it('reads the amount after "Wir bitten um Zahlung (des Gesamtbetrags) von" and the refund in "Der zu erstattende Betrag (…)"', () => {
    const head = ['Erfurt, 19.05.2025', 'Bescheid für 2024 über Einkommensteuer'];
    expect(of(...head, 'Wir bitten um Zahlung von 8.885,91 € bis zum 27.09.2025.').amountDueCents).toBe(888591);
    expect(of(...head, 'Wir bitten um Zahlung des Gesamtbetrags von 3 872,21 Euro bis zum 26.05.2025.').amountDueCents).toBe(387221);
    const refund = of(...head, 'Der zu erstattende Betrag (1 380,35 Euro) wird Ihnen ausgezahlt.');
    expect(refund).toMatchObject({ refundCents: 138035 });
    expect(refund.amountDueCents).toBeUndefined();
  });

  it('reads a photo’s letter date after OCR’s specks from the label’s grey cell, and a payee label with a speck before its colon', () => {
    expect(of('} Erstelldatum RS 1 04.05.2026 . PEN: LEN RE 1', 'Mahnung').letterDate).toBe('2026-05-04');
    // A sentence after a label that names the letter gives no date.
    expect(of('Datum des Bescheids, gegen den sich der Einspruch richtet: 04.05.2026', 'Einspruchsentscheidung').letterDate).toBeUndefined();
    const iban = 'IBAN DE46 8200 0000 0015 1990 01 · BIC MARKDEF1820';
    expect(of('Mahnung', 'Kontobezeichnung;: Finanzamt Erfurt', iban).payee).toBe('Finanzamt Erfurt');
  });

  it('reads the amount after "Offene Forderung insgesamt:" in any letter, with its "zahlbar bis" date', () => {
    const fields = of('Erfurt, 03.06.2024', 'Bescheid für 2022 über Einkommensteuer', 'Offene Forderung insgesamt: 4.321,53 € – zahlbar bis 17. Juni 2024');
    expect(fields).toMatchObject({ amountDueCents: 432153, dueDate: '2024-06-17' });
  });

  it('takes no bank’s name below a table’s "BIC" header for the BIC', () => {
    const fields = of('Mahnung', `Kreditinstitut${gap}IBAN${gap}BIC`, `Deutsche Bundesbank, Filiale Erfurt${gap}DE46 8200 0000 0015 1990 01${gap}MARKDEF1820`);
    expect(fields.iban).toBe('DE46820000000015199001');
    expect(fields.bic).toBeUndefined();
    expect(of('Mahnung', 'IBAN DE46 8200 0000 0015 1990 01 · BIC MARKDEF1820').bic).toBe('MARKDEF1820');
  });

  it('reads a photo’s Steuernummer with one slash read as "1", and after "St-Nr/Aktenzeichen" whose slash OCR reads as "J"', () => {
    const saxony = (line: string) =>
      recognizeLetter(['Freistaat Sachsen', 'Finanzamt Zwickau-Stadt', line, 'Telefon 0375 66651-448 Erstelldatum 18.03.2024', 'Mahnung'].join('\n'));
    expect(saxony('Ihre Steuer-Nr. 2271605/95701 Ihr Schreiben vom 07.02.2024').steuernummer).toBe('227/605/95701');
    expect(saxony('Ihre Steuer-Nr. 227/605195701 Ihr Schreiben vom 07.02.2024').steuernummer).toBe('227/605/95701');
    const bw = recognizeLetter(
      ['Baden-Württemberg', 'Finanzamt Freiburg-Stadt', '[ St-NrJaktenzeichen 2829091935359 Identifikationsnr. (IdNr.) 08976149329', 'Mahnung'].join('\n'),
    );
    // The 13-digit form of ELSTER, in Baden-Württemberg's notation.
    expect(bw).toMatchObject({ steuernummer: '29919/35359', state: 'BW' });
  });
});

describe('the fourteenth set’s layouts', () => {
  const gap = '        ';
  const letterhead = 'Land Brandenburg\nFinanzamt Cottbus\n– Außenstelle –\nPostfach 45\n03046 Cottbus';
  const of = (...lines: string[]) => recognizeLetter([letterhead, ...lines].join('\n'));

  it('dates the letter by "Erlassen am" and "Abgesandt am", also with a weekday before the date', () => {
    expect(of(`Erlassen am${gap}08.05.2026`, 'Mahnung').letterDate).toBe('2026-05-08');
    expect(of(`Abgesandt am${gap}4. Dezember 2025`, 'Mahnung').letterDate).toBe('2025-12-04');
    expect(of(`Abgesandt am${gap}Mi., 18.09.2024`, 'Mahnung').letterDate).toBe('2024-09-18');
    expect(of(`Datum${gap}Mi., 18.09.2024`, 'Mahnung').letterDate).toBe('2024-09-18');
    expect(of('Cottbus, Freitag, 24.01.2025', 'Mahnung').letterDate).toBe('2025-01-24');
  });

  it('reads a Mahnung whose table recalls the past due date above the new "Fällig am | Betrag" row', () => {
    const fields = of(
      `Erlassen am${gap}29. Juli 2026`,
      'Mahnung',
      `fällig am${gap}Betrag €`,
      `Einkommensteuer 2025${gap}26.06.2026${gap}2.425,17`,
      `Säumniszuschläge (§ 240 AO)${gap}24,00`,
      `Gesamtbetrag${gap}2.449,17`,
      `Fällig am${gap}Betrag`,
      `5. August 2026${gap}2.449,17 €`,
    );
    expect(fields).toMatchObject({ letterDate: '2026-07-29', dueDate: '2026-08-05', amountDueCents: 244917 });
  });

  it('reads the next prepayment of a Vorauszahlungsbescheid sent ("Abgesandt am") in its last quarter', () => {
    const fields = of(
      `Abgesandt am${gap}03.12.2025`,
      'Bescheid über Vorauszahlungen zur Einkommensteuer und zum Solidaritätszuschlag',
      'für 2025 und die folgenden Kalenderjahre',
      'Vorauszahlungen 2025',
      `fällig am 10.03.2025${gap}2.149,00`,
      `fällig am 10.06.2025${gap}2.149,00`,
      `fällig am 10.09.2025${gap}2.149,00`,
      `10.12.2025${gap}2.600,00`,
    );
    expect(fields).toMatchObject({ letterType: 'vorauszahlungsbescheid', dueDate: '2025-12-10', amountDueCents: 260000 });
  });
  it('reads the Steuernummer after "Aktenzeichen" whose "(Steuernummer)" ends the next line, not the Steuer-ID after a wrapped "Steuer-IdNr (§ 139b AO)"', () => {
    const head = (value: string, land = letterhead) =>
      recognizeLetter(
        [
          land,
          `Aktenzeichen${gap}${value}`,
          `Finanzamt Cottbus · Postfach 45 · 03046 Cottbus${gap}(Steuernummer)`,
          `Steuer-IdNr (§ 139b${gap}01432857294`,
          `Herrn und Frau${gap}AO)`,
          'Eingangsbestätigung – Einkommensteuererklärung 2025',
        ].join('\n'),
      ).steuernummer;
    expect(head('056/664/10915')).toBe('056/664/10915');
    // The 13-digit form of ELSTER (Berlin's office 27).
    expect(head('1127050543026', 'Land Berlin · Senatsverwaltung für Finanzen\nFinanzamt Charlottenburg')).toBe('27/505/43026');
  });

  it('reads the Steuernummer after "St.-Nr. des Steuerpflichtigen" and "Steuernummer – bei Zahlung stets angeben", also wrapped', () => {
    expect(of(`St.-Nr. des Steuerpflichtigen${gap}056/664/10915`, 'Mahnung').steuernummer).toBe('056/664/10915');
    expect(of(`Steuernummer – bei Zahlung stets angeben${gap}056/664/10915`, 'Mahnung').steuernummer).toBe('056/664/10915');
    const wrapped = of(`Steuernummer – bei${gap}056/664/10915`, `Finanzamt Cottbus · Postfach 45 · 03046 Cottbus${gap}Zahlung stets angeben`, 'Mahnung');
    expect(wrapped.steuernummer).toBe('056/664/10915');
  });

  it('reads the payee after "Zu Gunsten von:" / "Zugunsten von:", and no office the cash office holds the account for ("Landeshauptkasse (für das Finanzamt …)")', () => {
    const iban = 'Deutsche Bundesbank, Filiale Potsdam: IBAN DE03 1600 0000 0005 6030 01 – BIC MARKDEF1160';
    const head = [`Cottbus, 24.01.2025`, 'Mahnung'];
    expect(of(...head, 'Zu Gunsten von: Kasse des Finanzamts Cottbus', iban).payee).toBe('Kasse des Finanzamts Cottbus');
    expect(of(...head, 'Zugunsten von: Kasse des Finanzamts Cottbus', iban).payee).toBe('Kasse des Finanzamts Cottbus');
    expect(of(...head, 'Kontoinhaberin: Landeshauptkasse (für das Finanzamt Cottbus)', iban).payee).toBe('Landeshauptkasse');
    expect(of(...head, 'Kontoinhaberin: Landeshauptkasse (für das Finanzamt Halle (Saale))', iban).payee).toBe('Landeshauptkasse');
    // Without an IBAN read (a photo's), only an office.
    expect(of(...head, 'Zu Gunsten von: Kasse des Finanzamts Cottbus').payee).toBe('Kasse des Finanzamts Cottbus');
  });

  it('reads the reference after "Kassenzeichen/Steuernummer (bitte stets angeben):", and none from the head’s "Steuernummer – bei Zahlung stets angeben"', () => {
    const iban = 'Deutsche Bundesbank, Filiale Potsdam: IBAN DE03 1600 0000 0005 6030 01 – BIC MARKDEF1160';
    const bescheid = of(
      `Steuernummer – bei Zahlung stets angeben${gap}056/664/10915`,
      'Cottbus, 24.01.2025',
      'Bescheid für 2023 über Einkommensteuer',
      iban,
      'Kassenzeichen/Steuernummer (bitte stets angeben): 056/664/10915/ESt/24',
    );
    expect(bescheid).toMatchObject({ steuernummer: '056/664/10915', paymentReference: '056/664/10915/ESt/24' });
    const anhoerung = of(`Steuernummer – bei Zahlung stets angeben${gap}056/664/10915`, `Abgesandt am${gap}4. Dezember 2025`, 'Anhörung nach § 91 AO');
    expect(anhoerung.steuernummer).toBe('056/664/10915');
    expect(anhoerung.paymentReference).toBeUndefined();
    // As OCR reads the dash.
    expect(
      of('Steuernummer — bei Zahlung stets angeben 056/664/10915', 'Abgesandt am 4. Dezember 2025', 'Anhörung nach 8 91 AO').paymentReference,
    ).toBeUndefined();
  });

  it('reads the payment sentences "… ist bis zum … auf eines der unten genannten Konten zu überweisen", "… so rechtzeitig, dass der Betrag spätestens am … gutgeschrieben ist", "Rückständiger Gesamtbetrag: … – bitte ausgleichen bis …" and the refunds', () => {
    const mahnung = (...lines: string[]) => of('Cottbus, 24.07.2026', 'Mahnung', ...lines);
    expect(mahnung('Der Betrag von 687,00 € ist bis zum 10.08.2026 auf eines der unten genannten Konten zu überweisen.')).toMatchObject({
      amountDueCents: 68700,
      dueDate: '2026-08-10',
    });
    expect(mahnung('Bitte überweisen Sie 3.116,91 € so rechtzeitig, dass der Betrag spätestens am 03.08.2026', 'gutgeschrieben ist.')).toMatchObject({
      amountDueCents: 311691,
      dueDate: '2026-08-03',
    });
    expect(mahnung('Rückständiger Gesamtbetrag: 2.449,17 € – bitte ausgleichen bis 05.08.2026')).toMatchObject({
      amountDueCents: 244917,
      dueDate: '2026-08-05',
    });
    const bescheid = (line: string) => of('Cottbus, 24.07.2026', 'Bescheid für 2025 über Einkommensteuer', line);
    expect(bescheid('Der Erstattungsbetrag in Höhe von 1.234,56 € wird auf das uns bekannte Konto überwiesen.').refundCents).toBe(123456);
    const refund = bescheid('Zu viel gezahlt: 1.234,56 € – wir überweisen Ihnen den Betrag zurück.');
    expect(refund.refundCents).toBe(123456);
    expect(refund.amountDueCents).toBeUndefined();
  });

  it('reads the amount from the balance row of a page 1 whose payment section is on page 2 (a photo of page 1): positive to pay, negative paid back', () => {
    const page1 = (...rows: string[]) => of('Cottbus, 29.06.2026', 'Geänderter Bescheid für 2023 über Einkommensteuer', ...rows, 'Seite 1 von 2');
    expect(page1(`bisher festgesetzt${gap}6.248,22`, `neu festgesetzt${gap}9.365,13`, `Unterschiedsbetrag${gap}3.116,91`).amountDueCents).toBe(311691);
    const refund = page1(`bisher festgesetzt${gap}14.313,44`, `neu festgesetzt${gap}13.407,72`, `Unterschiedsbetrag${gap}-905,72`);
    expect(refund).toMatchObject({ refundCents: 90572 });
    expect(refund.amountDueCents).toBeUndefined();
    expect(page1(`abzüglich geleistete Vorauszahlungen${gap}-3.477,77`, `Verbleibender Betrag${gap}8.313,07`).amountDueCents).toBe(831307);
    // One column a tax: Einkommensteuer, Solidaritätszuschlag, Kirchensteuer.
    expect(page1(`Verbleibende Beträge${gap}2.255,17${gap}0,00${gap}202,97`).amountDueCents).toBe(245814);
    // The payment section's words win over the balance.
    expect(page1(`Verbleibender Betrag${gap}8.313,07`, 'Bitte zahlen Sie 8.000,00 € bis zum 03.08.2026.').amountDueCents).toBe(800000);
  });

  it('never dates the letter by a receipt stamp ("EINGEGANGEN", "EINGANG", "ERHALTEN" over a later date), also when a photo lost the date’s label', () => {
    const photo = (stamp: string) =>
      recognizeLetter(
        ['Land Brandenburg', `Finanzamt Cottbus ${stamp}`, 'Postfach 45 06.05.2024', '04.05.2024', 'Herrn', 'Jörg Schäfer', '02.05.2024', 'Mahnung'].join('\n'),
      );
    for (const stamp of ['EINGEGANGEN', 'EINGEGANG EN', 'EINGANG', 'ERHALTEN']) expect(photo(stamp).letterDate).toBe('2024-05-02');
    expect(of('ERHALTEN', 'Cottbus, 06.05.2024', 'Herrn', 'Jörg Schäfer', 'Cottbus, 02.05.2024', 'Mahnung').letterDate).toBe('2024-05-02');
  });

  it('reads the office’s name above its "– Außenstelle –" line, also as OCR reads the dashes', () => {
    expect(of('Mahnung').finanzamt).toBe('Finanzamt Cottbus');
    expect(recognizeLetter('Land Brandenburg\nFinanzamt Cottbus – Außenstelle –\nPostfach 45\nMahnung').finanzamt).toBe('Finanzamt Cottbus');
    expect(recognizeLetter('Finanzamt Hamburg-Nord\n\n—Außenstelle- 5\nJustus-Liebig-Platz 25\nMahnung')).toMatchObject({
      finanzamt: 'Finanzamt Hamburg-Nord',
      state: 'HH',
    });
  });

  it('reads a photo’s office name and payee past OCR’s damage: the return address without its "·" before the street, a speck after the bracket', () => {
    const fields = recognizeLetter(
      [
        'Freie und Hansestadt Hamburg',
        'Finanzamt Hamburg-Nord',
        '—Außenstelle- 5',
        'Finanzamt Hamburg-Nord Justüs-Liebig-Plarz 23: 22297 Hamburg Zahlung stets angeben',
        'Mahnung',
        'Kontoinhaberin: Landeshauptkasse (für das Finanzamt Hamburg-Nord) 3',
        'Deutsche Bundesbank, Filiale Hamburg: IBAN DE33 2000 0000 0004 3222 01 - BIC MARKDEF1200',
      ].join('\n'),
    );
    expect(fields).toMatchObject({ finanzamt: 'Finanzamt Hamburg-Nord', payee: 'Landeshauptkasse' });
  });
});

describe('the fifteenth set’s layouts', () => {
  const head = (lines: string[]) =>
    ['Hessen', 'Finanzamt Wiesbaden I', 'Deroystraße 58', '65185 Wiesbaden', ...lines, 'Geänderter Bescheid für 2022 über Einkommensteuer'].join('\n');

  it('dates the letter by "Versanddatum", "Schreiben erstellt am" and "Bescheid erstellt am", never by a sentence’s "erstellt am"', () => {
    expect(recognizeLetter(head(['Versanddatum        05.07.2024'])).letterDate).toBe('2024-07-05');
    expect(recognizeLetter(head(['Goethestraße 11        Schreiben erstellt am 15.08.2024'])).letterDate).toBe('2024-08-15');
    expect(recognizeLetter(head(['Bescheid erstellt am        17. Dezember 2024'])).letterDate).toBe('2024-12-17');
    expect(recognizeLetter(head(['Die Erklärung wurde erstellt am 03.02.2024 und eingereicht.'])).letterDate).toBeUndefined();
    // Any other compound of "-datum", but not one that names another day.
    expect(recognizeLetter(head(['Ausgabedatum: 03.03.2026'])).letterDate).toBe('2026-03-03');
    expect(recognizeLetter(head(['Fälligkeitsdatum: 10.04.2026', 'Zustellungsdatum: 06.03.2026'])).letterDate).toBeUndefined();
  });

  it('reads the Steuernummer of a label cell wrapped after its value ("Unser  040 122 47783" over "Aktenzeichen / StNr."), not the Steuer-ID below', () => {
    const wrapped = head([
      'Unser        040 122 47783',
      'Finanzamt Wiesbaden I · Deroystraße 58 · 65185 Wiesbaden        Aktenzeichen / StNr.',
      'Ihre persönliche      01387694820',
      'Frau        Steuer-ID',
    ]);
    expect(recognizeLetter(wrapped).steuernummer).toBe('040 122 47783');
    const half = head(['Unser Aktenzeichen / 75 449 30064', 'Finanzamt Bremerhaven · Klosterstraße 25 · 27568 Bremerhaven        StNr.']);
    expect(recognizeLetter(half).steuernummer).toBe('75 449 30064');
  });

  it('reads a photo’s wrapped Steuernummer label past OCR’s blank lines and a misread "StNr.", and a 13-digit number whose label the photo lost', () => {
    const blank = head(['Unser Aktenzeichen / 3110071916716', '', 'Finanzamt Halle (Saale) : Am Finanzpark 25 : 06108 Halle (Saale) StNr.']);
    expect(recognizeLetter(blank.replace('Hessen', 'Sachsen-Anhalt'))).toMatchObject({ steuernummer: '110/719/16716', state: 'ST' });
    const misread = head(['Unser 99756/18771', 'Finanzamt Stuttgart I - Postfach 56 : 70173 Stuttgart Aktenzeichen / SEtNr.', 'Ihre persönliche 01387694820']);
    expect(recognizeLetter(misread.replace('Hessen', 'Baden-Württemberg')).steuernummer).toBe('99756/18771');
    const lost = ['Nordrhein-Westfalen', 'Finanzamt Bonn-Innenstadt', '53111 Bonn', '', '5205013330390', '', 'Versanddatum 24.08.2026'].join('\n');
    expect(recognizeLetter(lost)).toMatchObject({ steuernummer: '205/1333/0390', state: 'NW' });
    // Thirteen digits alone on a line, but not the form of the Land the letterhead names: no Steuernummer.
    expect(recognizeLetter(lost.replace('Nordrhein-Westfalen', 'Freistaat Bayern').replace('Bonn-Innenstadt', 'München')).steuernummer).toBeUndefined();
  });

  it('reads the payment section with dot leaders, the reference first and the payee last', () => {
    const fields = recognizeLetter(
      head([
        'Datum        26.12.2025',
        'Zahlungskennzeichen: 040 122 47783 ESt 2025',
        'Fälliger Betrag .......................... 559,86 €',
        'Zahlungseingang bis .................... 30.01.2026',
        'Deutsche Bundesbank, Filiale Frankfurt am Main | IBAN DE51 5000 0000 0004 0651 01 | BIC MARKDEF1500',
        'Empfänger der Überweisung: Kasse Finanzamt Wiesbaden I',
      ]),
    );
    expect(fields).toMatchObject({
      amountDueCents: 55986,
      dueDate: '2026-01-30',
      iban: 'DE51500000000004065101',
      payee: 'Kasse Finanzamt Wiesbaden I',
      paymentReference: '040 122 47783 ESt 2025',
    });
  });

  it('reads an ISO 11649 creditor reference, the plain-language amount and date, and "Überweisen an: Zahlstelle …"', () => {
    const fields = recognizeLetter(
      head([
        'Datum        26.12.2025',
        'Das Wichtigste in Kürze: Sie müssen 1.234,56 € zahlen – bis zum 15.01.2026.',
        'Kreditorreferenz (bitte vollständig angeben): RF18 5390 0754 7034 12',
        'Was Sie zahlen müssen: 1.234,56 €',
        'Bis wann Sie zahlen müssen: 15.01.2026',
        'Deutsche Bundesbank, Filiale Berlin | IBAN DE61 1000 0000 0003 0101 01 | BIC MARKDEF1100',
        'Überweisen an: Zahlstelle Finanzamt Berlin Mitte/Tiergarten',
      ]),
    );
    expect(fields).toMatchObject({
      amountDueCents: 123456,
      dueDate: '2026-01-15',
      payee: 'Zahlstelle Finanzamt Berlin Mitte/Tiergarten',
      paymentReference: 'RF18 5390 0754 7034 12',
    });
  });
});

describe('payment blocks worded in ways no sample has', () => {
  const letter = (lines: string[]) =>
    [
      'Hessen',
      'Finanzamt Kassel',
      'Datum 03.03.2026',
      'Bescheid für 2025 über Einkommensteuer',
      'Bitte zahlen Sie 100,00 € bis zum 10.04.2026.',
      ...lines,
    ].join('\n');
  const IBAN_LINE = 'Deutsche Bundesbank, Filiale Kassel | IBAN DE51 5000 0000 0004 0651 01';

  it('reads the payee and the reference after any label of the payment block that names the receiving side or a purpose', () => {
    expect(recognizeLetter(letter(['Überweisungszweck: 025 123 45678 ESt 2025', IBAN_LINE, 'Geld an: Finanzkasse Kassel']))).toMatchObject({
      payee: 'Finanzkasse Kassel',
      paymentReference: '025 123 45678 ESt 2025',
    });
    expect(recognizeLetter(letter([IBAN_LINE, 'Zahlungscode (bitte vollständig angeben): 4711 0815 12']))).toMatchObject({ paymentReference: '4711 0815 12' });
  });

  it('reads the amount and the due date after other payment labels ("Überweisungsbetrag:", "Letzter Tag für die Zahlung:", "Zahlungstag:")', () => {
    const base = ['Hessen', 'Finanzamt Kassel', 'Datum 03.03.2026', 'Bescheid für 2025 über Einkommensteuer'];
    expect(recognizeLetter([...base, 'Überweisungsbetrag: 1.234,00 €', 'Letzter Tag für die Zahlung: 07.04.2026'].join('\n'))).toMatchObject({
      amountDueCents: 123400,
      dueDate: '2026-04-07',
    });
    expect(recognizeLetter([...base, 'Zahlungsbetrag  88,00 €', 'Zahlungstag  09.04.2026'].join('\n'))).toMatchObject({
      amountDueCents: 8800,
      dueDate: '2026-04-09',
    });
  });

  it('takes neither the head’s "Ihr Zeichen" nor an office named far from any IBAN', () => {
    const far = letter([
      'Ihre Referenz: ABC 123',
      'Rückfragen an: Finanzamt Kassel',
      ...Array(12).fill('Erläuterungen zur Festsetzung folgen auf den nächsten Seiten dieses Bescheids.'),
      IBAN_LINE,
    ]);
    const fields = recognizeLetter(far);
    expect(fields.payee).toBeUndefined();
    expect(fields.paymentReference).toBeUndefined();
  });

  it('reads an ISO 11649 creditor reference without a label by its check digits, and no "RF" number whose check digits fail', () => {
    expect(recognizeLetter(letter([IBAN_LINE, 'RF18 5390 0754 7034'])).paymentReference).toBe('RF18 5390 0754 7034');
    expect(recognizeLetter(letter([IBAN_LINE, 'RF19 5390 0754 7034'])).paymentReference).toBeUndefined();
  });
});

describe('the sixteenth set’s layouts', () => {
  it('reads a row of labels whose cells wrap ("Identifikationsmerkmal" over "(§ 139a AO)") beside a letterhead, with the values two lines below', () => {
    const text = [
      'Hessen        Steuernummer/Vorgang Identifikationsmerkmal        Gefertigt am',
      '(§ 139a AO)',
      'Finanzamt Frankfurt am',
      'Main III        047 952 38094      01 858 649 270        01.07.2026',
      'Behördenzentrum 19',
      'Bescheid für 2024 über Einkommensteuer',
    ].join('\n');
    expect(recognizeLetter(text)).toMatchObject({ steuernummer: '047 952 38094', letterDate: '2026-07-01', state: 'HE' });
    // The bracket itself wrapped ("Identifikationsmerkmal (§" over "139a AO)"), and as OCR reads it ("(8 1398 a0)").
    const wrapped = text.replace('Identifikationsmerkmal', 'Identifikationsmerkmal (§').replace('(§ 139a AO)', '139a AO)');
    expect(recognizeLetter(wrapped)).toMatchObject({ steuernummer: '047 952 38094', letterDate: '2026-07-01' });
    expect(recognizeLetter(text.replace('(§ 139a AO)', 'Finanzamt Jena | | (8 1398 a0)')).letterDate).toBe('2026-07-01');
  });

  it('knows "Änderung des Bescheids für 2024 über Einkommensteuer" and a title "Verspätungszuschlag zur Einkommensteuer 2024"', () => {
    expect(
      recognizeLetter('Finanzamt Magdeburg\nÄnderung des Bescheids für 2024\nüber Einkommensteuer und Solidaritätszuschlag\nRechtsbehelfsbelehrung').letterType,
    ).toBe('aenderungsbescheid');
    expect(recognizeLetter('Finanzamt Bonn-Innenstadt\nVerspätungszuschlag zur Einkommensteuer 2024\n(Festsetzung nach § 152 AO)').letterType).toBe(
      'verspaetungszuschlag',
    );
  });

  it('reads "Fälliger Zahlbetrag am …:", "spätestens aber am", "Überweisungsempfänger: Amtskasse beim Finanzamt …" and "Tilgungsbestimmung (§ 225 AO):"', () => {
    const head = ['Baden-Württemberg', 'Finanzamt Karlsruhe-Stadt', 'Datum 05.03.2024', 'Bescheid über Einkommensteuer für das Jahr 2023'];
    const fields = recognizeLetter(
      [
        ...head,
        'Fälliger Zahlbetrag am 7. April 2024: 3.850,08 €',
        'Überweisungsempfänger: Amtskasse beim Finanzamt Karlsruhe-Stadt',
        'IBAN (Deutsche Bundesbank, Filiale Stuttgart): DE39 6000 0000 0003 4761 01',
        'Tilgungsbestimmung (§ 225 AO): 34772/27701 / ESt / 2024',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      amountDueCents: 385008,
      dueDate: '2024-04-07',
      payee: 'Amtskasse beim Finanzamt Karlsruhe-Stadt',
      iban: 'DE39600000000003476101',
      paymentReference: '34772/27701 / ESt / 2024',
    });
    expect(
      recognizeLetter(['Finanzamt Kiel', 'Datum 21.05.2024', 'Mahnung', 'Zahlen Sie bitte umgehend, spätestens aber am 03.06.2024.'].join('\n')).dueDate,
    ).toBe('2024-06-03');
  });

  it('reads a photo’s table past its rules and OCR’s dots: "2366011015649 | 17.02.2025", an IBAN "… 7642.01", a dash joined to the payee, a date after a rule', () => {
    const fields = recognizeLetter(
      [
        'Niedersachsen StNr. für Rückfragen | Datum',
        'Finanzamt Osnabrück-Stadt 2366011015649 | 17.02.2025',
        'Bescheid für 2024 über Einkommensteuer',
        'Empfänger / Kontoinhaber: Finanzamt Osnabrück-Stadt— Steuerkasse a',
        'IBAN (Deutsche Bundesbank, Filiale Hannover): DE72 5000 0000 0000 7642.01:-',
        'IBAN (Norddeutsche Landesbank): DE80 5005 0000 0000 7642 77',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      steuernummer: '66/110/15649',
      letterDate: '2025-02-17',
      payee: 'Finanzamt Osnabrück-Stadt – Steuerkasse',
      iban: 'DE72500000000000764201',
    });
    expect(recognizeLetter(['Freistaat Thüringen', 'Finanzamt Gotha', '| 03.06.2025', 'Schillerplatz 89', 'Eingangsbestätigung'].join('\n')).letterDate).toBe(
      '2025-06-03',
    );
  });

  it('takes a photographed table’s rules after the office’s name for no Roman numeral', () => {
    expect(recognizeLetter('Freistaat Thüringen\nFinanzamt Jena | | (8 1398 a0)\nEingangsbestätigung').finanzamt).toBe('Finanzamt Jena');
    expect(recognizeLetter('Hessen\nFinanzamt Frankfurt am Main |\nBescheid').finanzamt).toBe('Finanzamt Frankfurt am Main I');
  });
});

describe('the seventeenth set’s layouts', () => {
  it('dates the letter by the last cell of a head line of its numbers ("St.-Nr. … · Id.-Nr. … · 01.01.2026"), also as OCR reads the dots', () => {
    const body = ['Freie und Hansestadt Hamburg', 'Finanzamt Hamburg-Nord', 'Ihr Schreiben vom 03.11.2025', 'Bescheid für 2025 über Einkommensteuer'];
    for (const head of [
      'St.-Nr. 43/954/25116 · Id.-Nr. 06 342 281 959 · 01.01.2026',
      'StNr 2719073586386 · 1. Januar 2026',
      'i St.-Nr. 43/954/25116 - Id.-Nr. 06 342 281 959 - 01.01.2026',
      'St.-Nr. 43/954/25116 : 01.01.2026',
    ]) {
      expect(recognizeLetter([head, ...body].join('\n')).letterDate, head).toBe('2026-01-01');
    }
    // A head line whose date is a deadline's ("… bis 01.01.2026") or the receipt's is none.
    expect(recognizeLetter(['Steuernummer 43/954/25116 bis 01.01.2026', ...body].join('\n')).letterDate).toBeUndefined();
    expect(recognizeLetter(['St.-Nr. 43/954/25116 · Eingang 01.01.2026', ...body].join('\n')).letterDate).toBeUndefined();
  });

  it('reads a boxed head’s labels in capitals ("DATUM", "DAT.", "ABSENDEDATUM") with the value below, and "Datum der" wrapped before "Ausfertigung"', () => {
    const box = (label: string, value: string) =>
      [
        'Schleswig-Holstein',
        'STEUERNUMMER DES STEUERFALLS',
        'Finanzamt Kiel        20 529 46130',
        label,
        `Frau        ${value}`,
        'Einspruchsentscheidung',
      ].join('\n');
    expect(recognizeLetter(box('DAT.', '23.04.2024')).letterDate).toBe('2024-04-23');
    expect(recognizeLetter(box('DATUM', '23. April 2024')).letterDate).toBe('2024-04-23');
    expect(recognizeLetter(box('ABSENDEDATUM', '23.04.2024')).letterDate).toBe('2024-04-23');
    expect(recognizeLetter(box('DATUM DER AUSFERTIGUNG', '23.04.2024')).letterDate).toBe('2024-04-23');
    const wrapped = ['Finanzamt München', 'Birkenweg 6        Datum der        05.02.2024', '80335 München        Ausfertigung', 'Messbescheid 2023'].join(
      '\n',
    );
    expect(recognizeLetter(wrapped)).toMatchObject({ letterDate: '2024-02-05', taxYear: 2023 });
    // As OCR reads it, one space apart.
    expect(recognizeLetter(wrapped.replace(/ {2,}/g, ' ')).letterDate).toBe('2024-02-05');
    // "Datum der Zahlung" names another day.
    expect(recognizeLetter(['Finanzamt Kiel', 'Datum der Zahlung 05.02.2024', 'Mahnung'].join('\n')).letterDate).toBeUndefined();
  });

  it('knows the titles "Steuerbescheid für 2025" over the taxes, "Festsetzung der Umsatzsteuer 2023", "Schätzungsbescheid für 2023", a "Verspätungszuschlag" over its reason, "Zinsfestsetzung" and the last demand before enforcement', () => {
    const letter = (...lines: string[]) => recognizeLetter(['Finanzamt Zwickau-Stadt', ...lines, 'Rechtsbehelfsbelehrung'].join('\n')).letterType;
    expect(letter('Steuerbescheid für 2022', 'Einkommensteuer – Solidaritätszuschlag', 'Aufgrund Ihrer Einkommensteuererklärung …')).toBe(
      'einkommensteuerbescheid',
    );
    expect(letter('Festsetzung der Umsatzsteuer 2023', '(Jahressteuerbescheid)', 'Berechnung der Umsatzsteuer')).toBe('umsatzsteuerbescheid');
    expect(
      letter(
        'Schätzungsbescheid für 2023',
        'Einkommensteuer und Solidaritätszuschlag (§ 162 AO)',
        'Sie haben trotz Aufforderung und Erinnerung keine Einkommensteuererklärung für 2023 abgegeben. Die',
        'Besteuerungsgrundlagen werden deshalb nach § 162 AO geschätzt.',
      ),
    ).toBe('schaetzungsbescheid');
    expect(letter('Verspätungszuschlag', 'wegen verspäteter Abgabe der Einkommensteuererklärung 2024', 'Nach § 152 AO …')).toBe('verspaetungszuschlag');
    expect(letter('Zinsfestsetzung zur Einkommensteuer 2023', '(§ 233a AO – Nachzahlungszinsen)', 'Einkommensteuer 2023')).toBe('zinsbescheid');
    expect(letter('Letzte Zahlungsaufforderung vor der Vollstreckung', 'trotz Mahnung vom 15. April 2026 …')).toBe('vollstreckungsankuendigung');
    // A sentence that starts a line with "Festsetzung der …" names no title.
    expect(letter('Aufforderung zur Abgabe der Einkommensteuererklärung 2024', 'Festsetzung der Steuer', 'nach § 162 AO geschätzt')).toBe('abgabeaufforderung');
  });

  it('reads the Land as the payee for its office ("Konto lautet auf: Land Hessen, vertreten durch das Finanzamt …"), "Spätester Zahltag" and a reference whose Steuernummer wraps', () => {
    const fields = recognizeLetter(
      [
        'Finanzamt Gera',
        'Gera, 13.10.2025',
        'Zinsfestsetzung zur Einkommensteuer 2023',
        'Zu zahlender Betrag 145,00 €',
        'Spätester Zahltag       13.11.2025',
        'Konto lautet auf: Freistaat Thüringen, vertreten durch das Finanzamt Gera',
        'Kto. (IBAN) DE13 8200 0000 0015 9075 01 – Deutsche Bundesbank, Filiale Erfurt – BIC MARKDEF1820',
        'Überweisungstext (bitte vollständig): Einkommensteuer-Vorauszahlung 2025 StNr',
        '144/029/75575',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      amountDueCents: 14500,
      dueDate: '2025-11-13',
      payee: 'Freistaat Thüringen, vertreten durch das Finanzamt Gera',
      paymentReference: 'Einkommensteuer-Vorauszahlung 2025 StNr 144/029/75575',
    });
    // "Saarland" names no "Land" before it; a photo's specks after the office and before the number go.
    const photo = recognizeLetter(
      [
        'Finanzamt Homburg',
        'j Konto lautet auf: Saarland, vertreten durch das Finanzamt Homburg @',
        '. Kto. (IBAN) DE13 8200 0000 0015 9075 01 - Deutsche Bundesbank',
        'i Überweisungstext (bitte vollständig): Einkommensteuer 2025 StNr i',
        '; 1020041471992',
      ].join('\n'),
    );
    expect(photo).toMatchObject({ payee: 'Saarland, vertreten durch das Finanzamt Homburg', paymentReference: 'Einkommensteuer 2025 StNr 1020041471992' });
    // A Land that is only the letterhead's, not the account holder, is no payee.
    expect(recognizeLetter('Land Hessen, vertreten durch das Finanzamt Darmstadt\nBescheid für 2024 über Einkommensteuer').payee).toBeUndefined();
  });
});

describe('heads and titles that no rule names', () => {
  it('dates the letter by the head’s latest date in a cell of its own, never a fax’s time stamp, the client’s letter or a date inside words', () => {
    const head = [
      '19.07.2026 10:42 FAX +49 631 422749 Zimmermann & Partner StB S. 01/02',
      'Finanzamt Kaiserslautern',
      'Unser Zeichen        Stand',
      'III/4        12.07.2026',
      'Ihr Schreiben        05.07.2026',
    ];
    expect(recognizeLetter([...head, 'Sehr geehrte Frau Lindner,', 'bitte zahlen Sie bis 10.08.2026.'].join('\n')).letterDate).toBe('2026-07-12');
    // A period's days are no letter's date.
    expect(recognizeLetter(['Finanzamt Kiel', 'Zeitraum        01.01.2025 – 31.03.2025', 'Sehr geehrte Frau Lindner,'].join('\n')).letterDate).toBeUndefined();
    // Without it, none: the client's letter, the fax's stamp and the deadline after the salutation are other days.
    expect(
      recognizeLetter([...head.filter((l) => !l.includes('12.07')), 'Sehr geehrte Frau Lindner,', 'Termin        10.08.2026'].join('\n')).letterDate,
    ).toBeUndefined();
  });

  it('types a Bescheid with an unknown title by the tax it sets and names most, when it names the Einspruch', () => {
    const bescheid = (tax: string, other: string) =>
      [
        'Finanzamt Kiel',
        `Ihre Steuerfestsetzung 2024`,
        `Die ${tax} wird auf 1.234,00 € festgesetzt.`,
        `${tax} 2024`,
        `${other}`,
        'Gegen diesen Bescheid ist der Einspruch gegeben.',
      ].join('\n');
    // Two taxes named as often: no kind leads.
    expect(recognizeLetter(bescheid('Einkommensteuer', 'Umsatzsteuer, Umsatzsteuer')).letterType).toBe('other');
    expect(recognizeLetter(bescheid('Einkommensteuer', 'Solidaritätszuschlag')).letterType).toBe('einkommensteuerbescheid');
    expect(recognizeLetter(bescheid('Umsatzsteuer', 'Vorsteuer')).letterType).toBe('umsatzsteuerbescheid');
    // Without the Einspruch it is no Bescheid.
    expect(recognizeLetter(bescheid('Einkommensteuer', 'Solidaritätszuschlag').replace(/\n[^\n]*Einspruch[^\n]*$/u, '')).letterType).toBe('other');
  });
});

describe('the eighteenth set’s layouts', () => {
  it('knows titles with the tax and the year first and the kind after a dash', () => {
    const letter = (...lines: string[]) =>
      recognizeLetter(['Finanzamt Lübeck', 'Datum 30.04.2026', ...lines, 'Rechtsbehelfsbelehrung', 'Einspruch'].join('\n')).letterType;
    expect(letter('Einkommensteuer 2025 – geänderter Bescheid', 'Die Einkommensteuer wird neu festgesetzt.')).toBe('aenderungsbescheid');
    expect(letter('Einkommensteuererklärung 2023 – Verspätungszuschlag', '(§ 152 AO)')).toBe('verspaetungszuschlag');
    expect(letter('Einkommensteuer 2023 – Festsetzung von Zinsen (§ 233a AO)', 'Die Einkommensteuer 2023 wurde festgesetzt.')).toBe('zinsbescheid');
    expect(letter('Gewerbesteuermessbetrag 2024 - Bescheid und Zerlegung', 'Der Steuermessbetrag wird festgesetzt.')).toBe('gewerbesteuermessbescheid');
    expect(letter('Umsatzsteuer 2023 – Bescheid', 'Die Umsatzsteuer wird festgesetzt.')).toBe('umsatzsteuerbescheid');
    expect(
      letter(
        'Einkommensteuer 2025 – Bescheid aufgrund Schätzung',
        'Die Besteuerungsgrundlagen werden nach § 162 AO geschätzt.',
        'Nach § 149 AO waren Sie verpflichtet …',
      ),
    ).toBe('schaetzungsbescheid');
    // A kind that is no Bescheid gives the title no subject.
    expect(letter('Einkommensteuererklärung 2025 – Eingangsbestätigung', 'Ihre Erklärung ist bei uns eingegangen.')).not.toBe('einkommensteuerbescheid');
  });

  it('dates a letter without a salutation by its corner date, not by its table of prepayments, and reads the next prepayment after it', () => {
    const text = [
      'MUSTER        29.04.2024',
      'Finanzamt Hamburg-Eimsbüttel',
      'Vorauszahlungen zur Einkommensteuer – Anpassung ab 2024',
      'Die Vorauszahlungen werden nach § 37 EStG auf der Grundlage der zuletzt veranlagten Einkommensteuer',
      'festgesetzt. Sie betragen ab dem Kalenderjahr 2024 vierteljährlich 901,00 €.',
      'Vorauszahlungen 2024',
      '10.03.2024        498,00',
      'fällig am 10.06.2024        901,00',
      '10.12.2024        901,00',
    ].join('\n');
    expect(recognizeLetter(text)).toMatchObject({ letterDate: '2024-04-29', dueDate: '2024-06-10', amountDueCents: 90100 });
    // As OCR reads the gap after the word in capitals: one space.
    expect(recognizeLetter(text.replace('MUSTER        ', 'MUSTER ')).letterDate).toBe('2024-04-29');
  });

  it('dates the letter by "Datum des Ausdrucks" in a box at the foot of page 1, never by a form’s "Stand"', () => {
    const foot = [
      'Finanzamt Gotha',
      'Mahnung',
      'Bei Rückfragen bitte angeben',
      'Steuernr./Az.        156/093/42278        Ihr Schreiben vom        15.08.2024',
    ];
    expect(recognizeLetter([...foot, 'Telefon-Nr.        03621 94516-499        Datum des Ausdrucks       22.08.2024'].join('\n')).letterDate).toBe(
      '2024-08-22',
    );
    expect(recognizeLetter([...foot, 'Vordruck ESt 1 A – Stand 01.01.2024'].join('\n')).letterDate).toBeUndefined();
  });

  it('reads the payment box: "Begünstigte Stelle:" or "Zahlungen an:" an Erhebungsstelle, "Überweisung bis <weekday>, <date>: <amount>", a row "Betrag", "Bei der Überweisung anzugeben:", "Buchungshinweis"', () => {
    const box = recognizeLetter(
      [
        'Finanzamt Lübeck',
        'Datum 30.04.2026',
        'Begünstigte Stelle: Finanzamt Lübeck – Erhebungsstelle –',
        'Überweisung bis Donnerstag, 4. Juni 2026: 306,76 €',
        'IBAN DE30 2100 0000 0002 2235 01 – BIC MARKDEF1210 – Deutsche Bundesbank, Filiale Kiel',
        'Bei der Überweisung anzugeben: StNr. 22 975 84821 – Einkommensteuer 2026',
      ].join('\n'),
    );
    expect(box).toMatchObject({
      payee: 'Finanzamt Lübeck – Erhebungsstelle –',
      dueDate: '2026-06-04',
      amountDueCents: 30676,
      paymentReference: 'StNr. 22 975 84821 – Einkommensteuer 2026',
    });
    const rows = recognizeLetter(
      [
        'Finanzamt Mainz',
        'Erstellungsdatum     17.07.2026',
        'Zahlungen an: Erhebungsstelle des Finanzamts Mainz',
        'Betrag        24,00 €',
        'Überweisung bis        20.08.2026',
        'IBAN DE45 5500 0000 0002 6551 01 – BIC MARKDEF1550 – Deutsche Bundesbank, Filiale Mainz',
        // OCR reads the Gedankenstrich as a hyphen.
        'Buchungshinweis (bitte übernehmen): 26/921/23847 - ESt 2026',
      ].join('\n'),
    );
    expect(rows).toMatchObject({
      payee: 'Erhebungsstelle des Finanzamts Mainz',
      amountDueCents: 2400,
      dueDate: '2026-08-20',
      paymentReference: '26/921/23847 – ESt 2026',
    });
  });
});

describe('titles in spaced capitals, a print date, a reference over two lines (the nineteenth blind set)', () => {
  const head = ['Finanzamt Neunkirchen', 'Am Finanzpark 4', '66538 Neunkirchen', 'Frau', 'Wiebke Jäger', 'Schloßstraße 16', '01099 Dresden'];

  it('reads a title in spaced capitals as its words', () => {
    const changed = recognizeLetter(
      [
        ...head,
        'G E Ä N D E R T E R B E S C H E I D',
        'für 2022 über Einkommensteuer und Solidaritätszuschlag',
        '– geändert nach § 173 Abs. 1 Nr. 1 AO –',
      ].join('\n'),
    );
    expect(changed.letterType).toBe('aenderungsbescheid');
    const estimated = recognizeLetter(
      [
        ...head,
        'B E S C H E I D',
        'für 2025 über Einkommensteuer und Solidaritätszuschlag',
        '– Schätzung der Besteuerungsgrundlagen –',
        'Sie haben trotz Aufforderung und Erinnerung keine Einkommensteuererklärung für 2025 abgegeben.',
      ].join('\n'),
    );
    expect(estimated.letterType).toBe('schaetzungsbescheid');
    expect(recognizeLetter([...head, 'M A H N U N G', 'Bitte zahlen Sie 120,00 € bis zum 14.12.2026.'].join('\n')).letterType).toBe('mahnung');
  });

  it('takes "Ausdruck vom" as the letter’s date, on its line or below, but not a date after "Ihr Schreiben vom"', () => {
    const beside = ['Ihr Schreiben vom    29.04.2025', 'Zuständig ist        Herr Yildiz', 'Ausdruck vom        27. Juni 2025', 'Mahnung'];
    expect(recognizeLetter([...head, ...beside].join('\n')).letterDate).toBe('2025-06-27');
    const below = ['Ihre Steuernummer bei uns        Ruf-Nr.', '30/020/68905        030 399-205', 'Ausdruck vom', '29. Januar 2025', 'Mahnung'];
    expect(recognizeLetter([...head, ...below].join('\n')).letterDate).toBe('2025-01-29');
  });

  it('joins a bare number and the tax and year on the line below into one reference, and nothing else', () => {
    const payment = (below: string) =>
      recognizeLetter(
        [
          ...head,
          'Mahnung',
          'Zahlbetrag        EUR 8.094,69',
          'IBAN DE03 5900 0000 0003 0665 01 · BIC MARKDEF1590',
          'Verwendungszweck        030/404/53414',
          below,
        ].join('\n'),
      ).paymentReference;
    expect(payment('ESt 2026')).toBe('030/404/53414 ESt 2026');
    expect(payment('Zinsen zur Einkommensteuer 2024')).toBe('030/404/53414 Zinsen zur Einkommensteuer 2024');
    expect(payment('Einkommensteuer-Vorauszahlung 2026')).toBe('030/404/53414 Einkommensteuer-Vorauszahlung 2026');
    expect(payment('USt 10/2025')).toBe('030/404/53414 USt 10/2025');
    expect(payment('Seite 1 von 2')).toBe('030/404/53414');
    expect(payment('Rechtsbehelfsbelehrung')).toBe('030/404/53414');
    expect(payment('Sollte der Betrag bis 2026 nicht eingehen')).toBe('030/404/53414');
  });
});

describe('a photo of the nineteenth set’s dark bands: labels read as noise, values in rows below', () => {
  const head = (rows: string[]) =>
    [
      'Freie und Hansestadt Hamburg',
      'Finanzamt Hamburg-Altona',
      'Klosterstraße 13',
      '22765 Hamburg',
      'Frau',
      'Wiebke Dreßler',
      'Bahnhofstraße 81',
      '22767 Hamburg',
      '',
      'LITSBTCHT ae Ta TORTE LLITeTa TE TR 1] IE Lily BR Te TE era lt reg ltT ee}',
      '',
      ...rows,
      '',
      'Zinsbescheid',
      'Erstattungszinsen zur Einkommensteuer 2021 ($ 233a AO)',
      'Die Einkommensteuer 2021 wurde mit Bescheid vom 17.02.2024 festgesetzt. Der Unterschiedsbetrag ist zu verzinsen.',
    ].join('\n');

  it('dates the letter by the latest date that ends a row after a number, beyond a line of noise', () => {
    const fields = recognizeLetter(
      head(['02/628/04371 09.01.2024 00219653843 Herr Peters', '', 'Ta KATI Ta ET 111708 PET a ta a0) 1', '', '040 7631-738 432 20.02.2024']),
    );
    expect(fields).toMatchObject({ letterDate: '2024-02-20', steuernummer: '02/628/04371' });
  });

  it('takes the first cell of a row of values as the Steuernummer in the Land’s notation or ELSTER’s 13 digits, never a Steuer-ID', () => {
    const elster = recognizeLetter(head(['2202804371312 09.01.2024 00219653843 Herr Peters']).replace('Freie und Hansestadt Hamburg', 'Nordrhein-Westfalen'));
    expect(elster.steuernummer).toBeUndefined();
    const nrw = recognizeLetter(
      head(['5214033952572 14.12.2023 Herr Peters 0221 93086-142'])
        .replace('Freie und Hansestadt Hamburg', 'Nordrhein-Westfalen')
        .replace('Hamburg-Altona', 'Köln-Altstadt'),
    );
    expect(nrw).toMatchObject({ steuernummer: '214/3395/2572', state: 'NW' });
    const bremen = recognizeLetter(
      head(['60 465 81801 23.10.2025 Frau Nowak 0421 304-613']).replace('Freie und Hansestadt Hamburg', 'Freie Hansestadt Bremen'),
    );
    expect(bremen).toMatchObject({ steuernummer: '60 465 81801', state: 'HB' });
    const steuerId = recognizeLetter(head(['07 264 913 864 Frau Schulz']).replace('Freie und Hansestadt Hamburg', 'Freie Hansestadt Bremen'));
    expect(steuerId.steuernummer).toBeUndefined();
  });

  it('reads OCR’s "Steuemr." as the Steuernummer’s label, and Rhineland-Palatinate’s four groups without a label', () => {
    expect(recognizeLetter(head(['Steuemr.: 2475071839589 x']).replace('Freie und Hansestadt Hamburg', 'Freie Hansestadt Bremen')).steuernummer).toBe(
      '75 718 39589',
    );
    expect(
      recognizeLetter(head(['43/072/2056/5 12.07.2024 07 264 913 864 Frau Schulz']).replace('Freie und Hansestadt Hamburg', 'Rheinland-Pfalz')).steuernummer,
    ).toBe('43/072/20565');
  });

  it('leaves OCR’s specks after a title and a payee, a blank line and specks around a reference’s second line', () => {
    const photo = [
      'Saarland',
      'Finanzamt Neunkirchen',
      'Neunkirchen, 30.10.2026 :',
      'BESCHEID .',
      'für 2024 über Einkommensteuer und Solidaritätszuschlag \\',
      'Zahlbetrag EUR 8.094,69 .',
      'Empfänger Finanzkasse beim Finanzamt Neunkirchen . 2',
      'IBAN DE03 5900 0000 0003 0665 01 : BIC MARKDEF1590',
      'Verwendungszweck 030/404/53414 n £',
      '',
      '2 ESt 2026 : s',
    ].join('\n');
    expect(recognizeLetter(photo)).toMatchObject({
      letterType: 'einkommensteuerbescheid',
      payee: 'Finanzkasse beim Finanzamt Neunkirchen',
      paymentReference: '030/404/53414 ESt 2026',
    });
    const below = [
      'Saarland',
      'Finanzamt Neunkirchen',
      'Mahnung',
      'IBAN DE03 5900 0000 0003 0665 01',
      'Bitte geben Sie bei Zahlung unbedingt an: z',
      '202/230/21690 ESt 2026',
    ];
    expect(recognizeLetter(below.join('\n')).paymentReference).toBe('202/230/21690 ESt 2026');
  });
});

describe('the twentieth blind set’s wording', () => {
  const head = ['Rheinland-Pfalz', 'Finanzamt Mainz', 'Justus-Liebig-Platz 15', '55116 Mainz', 'StNr. beim FA        2726097599131'];

  it('reads "Bescheid 2023 über …" (the year without "für") as a Bescheid’s title', () => {
    const changed = [...head, 'Geänderter Bescheid 2023 über Einkommensteuer und Solidaritätszuschlag', '– geändert nach § 172 Abs. 1 Satz 1 Nr. 2 AO –'];
    expect(recognizeLetter(changed.join('\n')).letterType).toBe('aenderungsbescheid');
    const estimated = [...head, 'Bescheid 2022 über Einkommensteuer und Solidaritätszuschlag', '– Schätzung der Besteuerungsgrundlagen –'];
    expect(recognizeLetter(estimated.join('\n')).letterType).toBe('schaetzungsbescheid');
    expect(recognizeLetter([...head, 'Bescheid 2025 über Umsatzsteuer'].join('\n')).letterType).toBe('umsatzsteuerbescheid');
  });

  it('takes "Abgefertigt am" as the letter’s date, and "Ihr Schreiben vom" beside it as none', () => {
    const text = [
      ...head,
      'Ihr Schreiben vom       05.08.2026',
      '12165 Berlin        Abgefertigt am        26. August 2026',
      'Bescheid 2025 über Einkommensteuer',
    ];
    expect(recognizeLetter(text.join('\n')).letterDate).toBe('2026-08-26');
  });

  it('reads "Als Buchungstext angeben:" and "Zuordnungsmerkmal für Ihre Zahlung:" as the reference', () => {
    const payment = (line: string) =>
      recognizeLetter(
        [...head, 'Mahnung', 'Bankverbindung 1: Deutsche Bundesbank, Filiale Mainz – IBAN DE45 5500 0000 0002 6551 01 (BIC MARKDEF1550)', line].join('\n'),
      ).paymentReference;
    expect(payment('Als Buchungstext angeben: ESt 2024 – 053/016/49953')).toBe('ESt 2024 – 053/016/49953');
    expect(payment('Zuordnungsmerkmal für Ihre Zahlung: 2726097599131/ESt/2026')).toBe('2726097599131/ESt/2026');
  });

  it('reads a refund that "geht Ihnen … auf Ihrem Girokonto zu"', () => {
    const text = [...head, 'Geänderter Bescheid 2022 über Einkommensteuer', 'Der Betrag von 417,08 € geht Ihnen in den nächsten Tagen auf Ihrem Girokonto zu.'];
    expect(recognizeLetter(text.join('\n'))).toMatchObject({ refundCents: 41708 });
    expect(recognizeLetter(text.join('\n')).amountDueCents).toBeUndefined();
  });
});

describe('starred amounts on a photo, interest to pay, one sum both ways', () => {
  const head = ['Rheinland-Pfalz', 'Finanzamt Kaiserslautern', 'Steuer-Nr. FA        19/461/79466', 'Abgefertigt am        17. April 2026'];

  it('takes no amount from a payment row whose stars OCR read as a word, but the settlement’s', () => {
    const photo = [
      ...head,
      'Bescheid 2025 über Einkommensteuer',
      'Nachzahlung insgesamt 876,74 €',
      'Zahlungsbetrag eek 76,74 EUR',
      'Wertstellung bis 20.05.2026',
    ];
    expect(recognizeLetter(photo.join('\n')).amountDueCents).toBe(87674);
    const pdf = [...head, 'Bescheid 2025 über Einkommensteuer', 'Nachzahlung insgesamt 876,74 €', 'Zahlungsbetrag        ****876,74 EUR'];
    expect(recognizeLetter(pdf.join('\n')).amountDueCents).toBe(87674);
    expect(recognizeLetter([...head, 'Mahnung', 'Zahlungsbetrag        EUR 120,00'].join('\n')).amountDueCents).toBe(12000);
  });

  it('reads a Zinsbescheid’s row "Nachzahlungszinsen" as the amount to pay', () => {
    const photo = [
      ...head,
      'Zinsbescheid',
      'Nachzahlungszinsen zur Einkommensteuer 2024 (§ 233a AO)',
      'Zu verzinsender Betrag (abgerundet) 6.500,00 €',
      'Nachzahlungszinsen 97,00€',
      'Zahlungsbetrag Hr ,00 EUR',
    ];
    expect(recognizeLetter(photo.join('\n'))).toMatchObject({ letterType: 'zinsbescheid', amountDueCents: 9700 });
  });

  it('keeps a sum that is both paid back and named in a due row a refund only', () => {
    const text = [
      ...head,
      'Bescheid über Erstattungszinsen zur Einkommensteuer 2024',
      '(Festsetzung von Zinsen nach § 233a AO)',
      'Das Wichtigste in Kürze: Sie bekommen 6,00 € zurück.',
      'Die Einkommensteuer 2024 wurde mit Bescheid vom 23.04.2026 festgesetzt. Der Unterschiedsbetrag ist nach § 233a',
      'AO zu verzinsen.',
      'Erstattungszinsen        6,00 €',
      'Was Sie zurückbekommen: 6,00 €',
    ];
    const fields = recognizeLetter(text.join('\n'));
    expect(fields.refundCents).toBe(600);
    expect(fields.amountDueCents).toBeUndefined();
  });
});

describe('a reference under a label no rule names', () => {
  const head = 'Rheinland-Pfalz\nFinanzamt Mainz\nMahnung\nIBAN DE45 5500 0000 0002 6551 01\n';

  it('is read by its form in the payment block: a long number with a tax and a year, in either order', () => {
    expect(recognizeLetter(`${head}Zahlungszuordnung: 2726097599131/ESt/2026`).paymentReference).toBe('2726097599131/ESt/2026');
    expect(recognizeLetter(`${head}Ihre Zuordnungsangabe: ESt 2024 – 053/016/49953`).paymentReference).toBe('ESt 2024 – 053/016/49953');
    expect(recognizeLetter(`${head}Kennung der Zahlung: 27/260/97599 Umsatzsteuer 10/2025`).paymentReference).toBe('27/260/97599 Umsatzsteuer 10/2025');
  });

  it('is not a date, a payee, a Steuer-ID or anything far from an IBAN', () => {
    expect(recognizeLetter(`${head}Fällig am: 12.03.2026 ESt 2026`).paymentReference).toBeUndefined();
    expect(recognizeLetter(`${head}Kontoinhaber: Finanzamt Mainz 2026`).paymentReference).toBeUndefined();
    expect(recognizeLetter(`${head}Steuer-ID: 12 345 678 901 ESt 2026`).paymentReference).toBeUndefined();
    expect(recognizeLetter(`${head}Zahlungszuordnung: 2726 ESt 2026`).paymentReference).toBeUndefined();
    const far = `Rheinland-Pfalz\nFinanzamt Mainz\nMahnung\nZahlungszuordnung: 2726097599131/ESt/2026\n${'Text ohne Bankangaben. '.repeat(60)}\nIBAN DE45 5500 0000 0002 6551 01`;
    expect(recognizeLetter(far).paymentReference).toBeUndefined();
  });
});

describe('the twenty-first blind set’s wording', () => {
  const head = ['Freistaat Bayern', 'Finanzamt München', 'Steuernummer/Kassenzeichen        143/503/55424', 'Ausgangsdatum    21.05.2025'];
  const letter = (...lines: string[]) => recognizeLetter([...head, ...lines].join('\n'));

  it('reads titles addressed to the reader, and no sentence as one', () => {
    expect(letter('Ihr geänderter Einkommensteuerbescheid für 2022', 'Dieser Bescheid ändert den Bescheid vom 4. Mai 2024.').letterType).toBe(
      'aenderungsbescheid',
    );
    expect(letter('Ihre Zinsen zur Einkommensteuer 2021', 'Die Einkommensteuer 2021 wurde festgesetzt.').letterType).toBe('zinsbescheid');
    expect(letter('Ihre Einkommensteuererklärung 2023: Verspätungszuschlag', 'Rechtsbehelfsbelehrung').letterType).toBe('verspaetungszuschlag');
    expect(letter('Ihre Vorauszahlungen zur Einkommensteuer ab 2025').letterType).toBe('vorauszahlungsbescheid');
    expect(letter('Erinnerung', 'Ihre Einkommensteuererklärung für 2025 liegt mir noch nicht vor.').letterType).toBe('abgabeaufforderung');
  });

  it('takes "Datum des Postausgangs" as the letter’s date', () => {
    const text = [
      'Freistaat Bayern',
      'Finanzamt München',
      'Zimmer-Nr.        205',
      'Datum des Postausgangs: 22. August 2025',
      'Ihr Einkommensteuerbescheid für 2023',
    ];
    expect(recognizeLetter(text.join('\n')).letterDate).toBe('2025-08-22');
    expect(letter('Ihr Einkommensteuerbescheid für 2023').letterDate).toBe('2025-05-21');
  });

  it('reads the reference after "Damit wir Ihre Zahlung zuordnen können, geben Sie bitte an:", "… lautet:" and on the Überweisungsträger, never the head’s "Steuernummer/Kassenzeichen"', () => {
    const iban = 'IBAN DE13 7000 0000 0014 3803 01 (Deutsche Bundesbank, Filiale München, BIC MARKDEF1700)';
    expect(letter('Mahnung', iban, 'Damit wir Ihre Zahlung zuordnen können, geben Sie bitte an:', '2025 ESt 143/503/55424').paymentReference).toBe(
      '2025 ESt 143/503/55424',
    );
    expect(letter('Mahnung', iban, 'Ihre Zahlungsreferenz lautet: 143/503/55424 (Umsatzsteuer 2025)').paymentReference).toBe(
      '143/503/55424 (Umsatzsteuer 2025)',
    );
    expect(letter('Mahnung', iban, 'Angabe auf dem Überweisungsträger: 143/503/55424 (Einkommensteuer 2025)').paymentReference).toBe(
      '143/503/55424 (Einkommensteuer 2025)',
    );
    expect(letter('Mahnung', 'Bearbeiterin/       Herr Yildiz', iban).paymentReference).toBeUndefined();
  });

  it('reads "Letzter Tag für den Ausgleich", a row "Frist", a refund "Gutschrift für Sie" and an account line that opens with its holder', () => {
    expect(letter('Mahnung', 'Zu begleichender Gesamtbetrag: 441,63 €', 'Letzter Tag für den Ausgleich: 02.06.2025').dueDate).toBe('2025-06-02');
    expect(letter('Bescheid für 2024 über Einkommensteuer', 'Noch zu entrichten        5.211,01 €', 'Frist        13. Oktober 2025')).toMatchObject({
      amountDueCents: 521101,
      dueDate: '2025-10-13',
    });
    expect(letter('Ihre Zinsen zur Einkommensteuer 2023', 'Erstattungszinsen        18,00 €', 'Gutschrift für Sie: 18,00 €')).toMatchObject({
      refundCents: 1800,
    });
    // On a photo OCR reads the row's gap as one space, and the wrapped "Datum des" / "Postausgangs" so.
    expect(letter('Bescheid für 2024 über Einkommensteuer', 'Noch zu entrichten 5.211,01 €', 'Frist 13. Oktober 2025').dueDate).toBe('2025-10-13');
    const wrapped = ['Freistaat Bayern', 'Finanzamt München', 'Datum des 18.07.2024', 'Postausgangs', 'Anhörung'];
    expect(recognizeLetter(wrapped.join('\n')).letterDate).toBe('2024-07-18');
    const account = letter(
      'Mahnung',
      'Finanzkasse Oldenburg (Oldb), IBAN DE39 2500 0000 0006 4261 01 (Deutsche Bundesbank, Filiale',
      'Hannover, BIC MARKDEF1250)',
    );
    expect(account.payee).toBe('Finanzkasse Oldenburg (Oldb)');
  });
});

describe('the twenty-second blind set’s wording', () => {
  const head = ['Land Berlin · Senatsverwaltung für Finanzen', 'Finanzamt Berlin Mitte/Tiergarten', 'Steuernummer 30/800/53946'];
  const letter = (...lines: string[]) => recognizeLetter([...head, ...lines, 'Rechtsbehelfsbelehrung'].join('\n'));

  it('knows "Änderungsbescheid für 2023" over "zur Einkommensteuer und zum Solidaritätszuschlag" as an Änderungsbescheid', () => {
    const changed = letter(
      'Änderungsbescheid für 2023',
      'zur Einkommensteuer und zum Solidaritätszuschlag',
      'Dieser Bescheid ändert den Bescheid vom 02.06.2023.',
    );
    expect(changed).toMatchObject({ letterType: 'aenderungsbescheid', taxYear: 2023 });
    // Without the change, the same title's subject is the Einkommensteuer.
    expect(letter('Steuerbescheid für 2023', 'zur Einkommensteuer und zum Solidaritätszuschlag').letterType).toBe('einkommensteuerbescheid');
  });

  it('reads the reference after "Kassenzeichen für Ihre Zahlung:", not the label’s own words', () => {
    const iban = 'Deutsche Bundesbank, Filiale Saarbrücken · IBAN DE07 5900 0000 0005 5667 01 · BIC MARKDEF1590';
    expect(letter('Mahnung', iban, 'Kassenzeichen für Ihre Zahlung: ESt-2026-05537528732').paymentReference).toBe('ESt-2026-05537528732');
    expect(letter('Mahnung', iban, 'Kassenzeichen für Ihre Zahlung: 257/616/91591, ESt 2024').paymentReference).toBe('257/616/91591, ESt 2024');
  });

  it('types a letter whose title OCR lost by its body: enforcement "trotz Mahnung vom …", a Verspätungszuschlag "festgesetzt", a tax stated as set', () => {
    const iban = 'Deutsche Bundesbank, Filiale München · IBAN DE78 7000 0000 0025 7970 01';
    expect(
      letter(
        'Tate ESS E Toto BE 1ER',
        'trotz Mahnung vom 15.02.2024 haben Sie die rückständigen Beträge zur Einkommensteuer 2023 nicht beglichen.',
        iban,
        'Geht die Zahlung nicht fristgerecht ein, werde ich Vollstreckungsmaßnahmen nach §§ 249 ff. AO ergreifen, insbesondere die Pfändung Ihrer Bankkonten.',
      ).letterType,
    ).toBe('vollstreckungsankuendigung');
    // A Mahnung that only warns of enforcement stays one.
    expect(letter('Mahnung', 'Bitte zahlen Sie bis zum 26.03.2024, sonst droht die Vollstreckung.', iban).letterType).toBe('mahnung');
    expect(letter('& 152 AO wird deshalb ein Verspätungszuschlag festgesetzt.', 'Verspätungszuschlag 984,00 €').letterType).toBe('verspaetungszuschlag');
    const estimated = [
      'Sie haben trotz Aufforderung und Erinnerung keine Einkommensteuererklärung für 2024 abgegeben. Die',
      'Besteuerungsgrundlagen werden deshalb nach § 162 AO geschätzt.',
      'Festsetzung',
      'Festgesetzte Einkommensteuer 11.303,15',
      'Diesen Bescheid können Sie mit dem Einspruch anfechten.',
    ];
    expect(letter(...estimated).letterType).toBe('schaetzungsbescheid');
    // A reminder that only threatens the estimate is none.
    expect(letter(estimated[0]!, 'Andernfalls werden die Besteuerungsgrundlagen nach § 162 AO geschätzt.').letterType).toBe('abgabeaufforderung');
  });
});

describe('the twenty-third blind set’s wording', () => {
  const letter = (...lines: string[]) => recognizeLetter([...lines, 'Rechtsbehelfsbelehrung'].join('\n'));
  const office = ['Nordrhein-Westfalen', 'Finanzamt Bergisch Gladbach', 'Am Finanzpark 48', '51465 Bergisch Gladbach'];

  it('dates the letter by "Ausfertigung vom" and "Tag der Ausfertigung", also with the print time after the date', () => {
    expect(letter(...office, 'Ausfertigung vom     28. November 2024', 'Rückfrage zu Ihrer Einkommensteuererklärung 2023').letterDate).toBe('2024-11-28');
    expect(letter(...office, 'Ausfertigung vom      20.03.2026, 08:41 Uhr', 'Mahnung (§ 259 AO)').letterDate).toBe('2026-03-20');
    expect(letter(...office, 'Inh. Georg Fröhlich        Tag der Ausfertigung: 23.04.2026', 'USt-Bescheid 2024').letterDate).toBe('2026-04-23');
    // A sentence about another letter's copy is no label.
    expect(letter(...office, 'Datum 02.09.2026', 'Eine Ausfertigung vom 01.02.2026 liegt bei.').letterDate).toBe('2026-09-02');
  });

  it('a Mahnung’s due date is the day to settle the account, not the table’s earlier "fällig am"', () => {
    const fields = letter(
      ...office,
      'Ausfertigung vom      20.03.2026, 08:41 Uhr',
      'Mahnung (§ 259 AO)',
      'fällig am        Betrag €',
      'Einkommensteuer 2024        23.01.2026        182,51',
      'Bitte gleichen Sie Ihr Steuerkonto bis zum 02.04.2026 aus.',
    );
    expect(fields).toMatchObject({ letterType: 'mahnung', letterDate: '2026-03-20', dueDate: '2026-04-02' });
  });

  it('reads the Steuernummer after "Aktenzeichen (bitte stets angeben)", also wrapped, and above a wrapped "Geschäftszeichen/" or "Unsere … Steuernummer/Az."', () => {
    expect(letter(...office, 'Aktenzeichen (bitte stets angeben)        5204000713632', 'Mahnung').steuernummer).toBe('204/0071/3632');
    expect(
      letter(...office, 'Finanzamt Bremerhaven · Klosterstraße 16 · 27568 Bremerhaven        Aktenzeichen (bitte    75 486 67435', 'stets angeben)', 'Mahnung')
        .steuernummer,
    ).toBe('75 486 67435');
    expect(
      letter(
        'Baden-Württemberg',
        'Finanzamt Freiburg-Stadt',
        'Finanzamt Freiburg-Stadt · Wilhelmstraße 6 · 79098 Freiburg        Geschäftszeichen/      2829046324083',
        'Steuernummer',
        'Mahnung',
      ).steuernummer,
    ).toBe('29463/24083');
    expect(
      letter(
        'Land Brandenburg',
        'Finanzamt Cottbus',
        'Unsere        3056034995689',
        'Finanzamt Cottbus · Steinstraße 47 · 03046 Cottbus        Steuernummer/Az.',
        'Mahnung',
      ).steuernummer,
    ).toBe('056/349/95689');
  });

  it('reads the payee after "Begünstigter (Kontoinhaber):" and "Name des Empfängers (so eintragen):"', () => {
    const iban = 'IBAN        DE62 1000 0000 0001 9134 01';
    expect(letter(...office, 'Mahnung', 'Begünstigter (Kontoinhaber): Finanzkasse Reinickendorf', iban).payee).toBe('Finanzkasse Reinickendorf');
    expect(letter(...office, 'Mahnung', 'Name des Empfängers (so eintragen): FINANZAMT KIEL-NORD', iban).payee).toBe('FINANZAMT KIEL-NORD');
  });

  it('names the audit office "für Groß- und Konzernbetriebsprüfung" with its place, on one line or wrapped, and "Prenzlauer Berg"', () => {
    const read = (...lines: string[]) => letter(...lines, 'Prüfungsanordnung').finanzamt;
    expect(read('Finanzamt für Groß- und', 'Konzernbetriebsprüfung Düsseldorf', 'Klosterstraße 37')).toBe(
      'Finanzamt für Groß- und Konzernbetriebsprüfung Düsseldorf',
    );
    expect(read('Finanzamt für Groß- und Konzernbetriebsprüfung', 'Köln', 'Deroystraße 2')).toBe('Finanzamt für Groß- und Konzernbetriebsprüfung Köln');
    expect(read('Finanzamt Prenzlauer Berg', 'Steinstraße 23')).toBe('Finanzamt Prenzlauer Berg');
  });

  it('reads "Veranlagungsjahr 2024" as the tax year and the title "Zinsen zur Einkommensteuer" as a Zinsbescheid', () => {
    expect(letter(...office, 'Geänderter Bescheid über Einkommensteuer und Solidaritätszuschlag', 'Veranlagungsjahr 2021').taxYear).toBe(2021);
    const zinsen = letter(
      ...office,
      'Zinsen zur Einkommensteuer',
      'Veranlagungsjahr 2022 (Nachzahlungszinsen, § 233a AO)',
      'Die Einkommensteuer 2022 wurde mit Bescheid vom 19.02.2024 festgesetzt.',
    );
    expect(zinsen).toMatchObject({ letterType: 'zinsbescheid', taxYear: 2022 });
    // A row of a table with its amount is no title.
    expect(letter(...office, 'Mahnung', 'Zinsen zur Einkommensteuer 2022        45,00').letterType).toBe('mahnung');
  });

  it('a questionnaire that says a Steuernummer will be given ("Sobald Ihnen eine Steuernummer zugeteilt ist") is no notice of one', () => {
    const fragebogen = letter(
      ...office,
      'Fragebogen zur steuerlichen Erfassung',
      'Sobald Ihnen eine Steuernummer zugeteilt ist, geben Sie diese auf Ihren Rechnungen an.',
    );
    expect(fragebogen.letterType).toBe('fragebogen-erfassung');
    expect(letter(...office, 'Ihnen wurde die Steuernummer zugeteilt: 204/5000/1234').letterType).toBe('steuernummer-mitteilung');
  });

  it('joins a reference word OCR split after its hyphen ("Einkommensteuer- Vorauszahlung"), and keeps a dash between words', () => {
    const iban = 'IBAN        DE62 1000 0000 0001 9134 01';
    const read = (reference: string) => letter(...office, 'Mahnung', iban, `Verwendungszweck: ${reference}`).paymentReference;
    expect(read('StNr 084/325/94841 – Einkommensteuer- Vorauszahlung – Bescheid vom 27.11.2025')).toBe(
      'StNr 084/325/94841 – Einkommensteuer-Vorauszahlung – Bescheid vom 27.11.2025',
    );
    expect(read('StNr 084/325/94841 - Einkommensteuer - Bescheid vom 27.11.2025')).toContain('Einkommensteuer');
    expect(read('StNr 084/325/94841 - Einkommensteuer - Bescheid vom 27.11.2025')).not.toContain('Einkommensteuer-Bescheid');
  });

  it('takes the sum column of a table row "zu zahlen" when the heading’s last column is "Summe €"', () => {
    const table = (heading: string) =>
      letter(
        ...office,
        'Bescheid über Einkommensteuer, Solidaritätszuschlag und Kirchensteuer',
        'Veranlagungsjahr 2023',
        heading,
        'festgesetzt        17.894,34        0,00        1.610,49        19.504,83',
        'anzurechnen        10.266,34        0,00        923,97        11.190,31',
        'zu zahlen        7.628,00        0,00        686,52        8.314,52',
      ).amountDueCents;
    expect(table('ESt €        SolZ €        KiSt €        Summe €')).toBe(831452);
    // Without a sum column the row's first amount stays the one (a column per tax, each due).
    expect(table('ESt €        SolZ €        KiSt €        Bemerkung')).toBe(762800);
  });
});

describe('the twenty-fourth blind set’s wording', () => {
  const letter = (...lines: string[]) => recognizeLetter([...lines, 'Rechtsbehelfsbelehrung'].join('\n'));
  const office = ['Hessen', 'Finanzamt Darmstadt', 'Postfach 57', '64283 Darmstadt'];

  it('knows the titles "Bescheid über Einkommensteuer-Vorauszahlungen", "Zinsen nach § 233a AO zur …" and "Geänderte Festsetzung für 2024"', () => {
    expect(letter(...office, 'Bescheid über Einkommensteuer-Vorauszahlungen', 'ab dem Kalenderjahr 2025', 'nach § 37 EStG').letterType).toBe(
      'vorauszahlungsbescheid',
    );
    expect(
      letter(...office, 'Zinsen nach § 233a AO zur Einkommensteuer 2021', '– Nachzahlungszinsen –', 'Die Einkommensteuer 2021 wurde festgesetzt.').letterType,
    ).toBe('zinsbescheid');
    expect(
      letter(...office, 'Geänderte Festsetzung für 2024', 'Einkommensteuer und Solidaritätszuschlag', 'Dieser Bescheid ändert den Bescheid vom 1. April 2025.')
        .letterType,
    ).toBe('aenderungsbescheid');
    // A Festsetzung for a year over a line that names no tax stays what its other signals say.
    expect(letter(...office, 'Festsetzung für 2024', 'Einkommensteuer', 'Einkommensteuerbescheid').letterType).toBe('einkommensteuerbescheid');
  });

  it('reads the payee after "Empfangende Kasse:" and "Kontoinhaber (Empfänger):", the reference after "Buchungsreferenz:" beside an IBAN printed without its label', () => {
    const account = ['Deutsche Bundesbank, Filiale Hannover', 'DE75 2500 0000 0001 4381 01 · MARKDEF1250'];
    const kasse = letter(...office, 'Mahnung', 'Empfangende Kasse: Finanzkasse Braunschweig-Wilhelmstraße', ...account, 'Buchungsreferenz: 9982.463.351');
    expect(kasse).toMatchObject({ payee: 'Finanzkasse Braunschweig-Wilhelmstraße', paymentReference: '9982.463.351', iban: 'DE75250000000001438101' });
    const holder = letter(
      ...office,
      'Mahnung',
      'Kontoinhaber (Empfänger): Finanzamt Nordhausen',
      ...account,
      'Bitte als Verwendungszweck übernehmen: 4652.696.327',
    );
    expect(holder).toMatchObject({ payee: 'Finanzamt Nordhausen', paymentReference: '4652.696.327' });
  });

  it('writes a letterhead in capitals as the letter writes the office elsewhere ("STASSFURT" → "Staßfurt")', () => {
    expect(letter('Sachsen-Anhalt', 'FINANZAMT STASSFURT', 'Deroystraße 19', 'Finanzamt Staßfurt · Deroystraße 19 · 39418 Staßfurt', 'Mahnung').finanzamt).toBe(
      'Finanzamt Staßfurt',
    );
    expect(letter('Hessen', 'FINANZAMT MARBURG-BIEDENKOPF', 'Finanzamt Marburg-Biedenkopf · Robert-Koch-Straße 7', 'Mahnung').finanzamt).toBe(
      'Finanzamt Marburg-Biedenkopf',
    );
    // Written nowhere else: as read.
    expect(letter('Niedersachsen', 'FINANZAMT UELZEN', 'Postfach 23', 'Mahnung').finanzamt).toBe('Finanzamt UELZEN');
  });

  it('reads the office’s Steuernummer in "Ihr Zeichen / Unser Zeichen" wrapped after its value, after the client’s reference', () => {
    const fields = letter(
      'Hessen',
      'Finanzamt Limburg-Weilburg',
      '                                      Ihr Zeichen / Unser       StB-707 / 034 524 15454',
      'Finanzamt Limburg-Weilburg · Behördenzentrum 7        Zeichen',
      'Festsetzung eines Verspätungszuschlags',
    );
    expect(fields).toMatchObject({ steuernummer: '034 524 15454', state: 'HE' });
  });

  it('takes a "…frist …:" label’s date as the date to act by, never the Einspruchsfrist', () => {
    expect(letter(...office, 'Fragebogen zur steuerlichen Erfassung', 'Übermittlungsfrist für den Fragebogen: 27. März 2025').dueDate).toBe('2025-03-27');
    expect(letter(...office, 'Anhörung', 'Frist zur Stellungnahme: 25.09.2026').dueDate).toBe('2026-09-25');
    expect(letter(...office, 'Einkommensteuerbescheid 2024', 'Einspruchsfrist: 12.12.2026').dueDate).toBeUndefined();
  });
});

describe('the twenty-fourth blind set’s photos', () => {
  const letter = (...lines: string[]) => recognizeLetter([...lines, 'Rechtsbehelfsbelehrung'].join('\n'));
  const office = ['Bayern', 'Finanzamt München', 'Deroystraße 18', '80335 München'];
  const account = ['Deutsche Bundesbank, Filiale München', 'DE85 7000 0000 0007 0110 01 - MARKDEF1700'];

  it('knows the titles "Mahnschreiben", "Neue Steuernummer", "Einkommensteuer-Bescheid 2025" and "Zinsen nach $ 233a AO" as OCR reads §', () => {
    expect(letter(...office, 'Mahnschreiben', 'Rückstände zur Einkommensteuer').letterType).toBe('mahnung');
    expect(letter(...office, 'Neue Steuernummer', 'Bitte bei allen Zahlungen und Schreiben angeben').letterType).toBe('steuernummer-mitteilung');
    expect(letter(...office, 'Einkommensteuer-Bescheid 2025', 'Aufgrund Ihrer Einkommensteuererklärung für 2025 wird die Steuer festgesetzt:').letterType).toBe(
      'einkommensteuerbescheid',
    );
    expect(letter(...office, 'Zinsen nach $ 233a AO zur Einkommensteuer 2021', '- Nachzahlungszinsen —').letterType).toBe('zinsbescheid');
  });

  it('dates the letter by "Versandtag" and by "Bescheid ausgefertigt" with its "am" wrapped below', () => {
    expect(letter(...office, 'Cafe Zimmermann Versandtag 24.12.2024', 'Fragebogen zur steuerlichen Erfassung').letterDate).toBe('2024-12-24');
    expect(letter(...office, 'Bescheid ausgefertigt 8. Juni 2026', '', 'am', 'Einkommensteuer-Bescheid 2025').letterDate).toBe('2026-06-08');
  });

  it('sets OCR’s slips in a reference’s copy of the Steuernummer right and drops specks after its year and the payee’s name', () => {
    const fields = letter(
      ...office,
      'St.-Nr. (Aktenzeichen) 143/170/85601',
      'Umsatzsteuerbescheid 2024',
      'Empfangende Kasse: Finanzkasse München bp',
      ...account,
      'Buchungsreferenz: StNr. 143/17085601 — USt 2026 ne x 969 i',
    );
    expect(fields).toMatchObject({ payee: 'Finanzkasse München', paymentReference: 'StNr. 143/170/85601 – USt 2026' });
    expect(
      letter(
        'Nordrhein-Westfalen',
        'Finanzamt Bonn-Innenstadt',
        'St.-Nr. (Aktenzeichen) 205/6173/8686',
        'Mahnung',
        ...account,
        'Buchungsreferenz: StNr. 205/61 73/8686 — ESt 2025',
      ).paymentReference,
    ).toBe('StNr. 205/6173/8686 – ESt 2025');
    // A reference that is no copy of it keeps its digits; a cut-off word is none.
    expect(letter(...office, 'St.-Nr. 143/170/85601', 'Mahnung', ...account, 'Buchungsreferenz: 9982.463.351').paymentReference).toBe('9982.463.351');
    expect(letter(...office, 'Mahnung', ...account, 'e als Verwendungszweck übern').paymentReference).toBeUndefined();
  });
});
