/**
 * Sample Finanzamt letters for the recognizer's tests: one per letter type, written after the
 * layout of real letters, with MUSTER data only (invented names and addresses; Steuer-IDs
 * constructed with the ISO/IEC 7064 MOD 11,10 check digit; Steuernummern invented or the
 * Länder's published format examples; bank accounts zeroed). Test data, not used by the product.
 */
import { type RecognizedFields } from '../shared/letters/recognize.js';

/** One sample letter and what the recognizer must read from it. */
interface LetterFixture {
  name: string;
  text: string;
  /** Every field recognizeLetter must return, and nothing more. */
  expected: RecognizedFields;
}

/** The samples, one per letter type (see the module comment). */
export const LETTER_FIXTURES: readonly LetterFixture[] = [
  {
    name: 'Einkommensteuerbescheid (Bayern, Nachzahlung)',
    text: `Finanzamt München
Finanzamt München, 80279 München

Herrn
Max Mustermann
Musterstraße 1
80331 München

Steuernummer 181/815/08155                           München, 03.03.2025
Identifikationsnummer 47 182 930 514
Telefon 089 1252-0

Bescheid für 2023
über Einkommensteuer, Solidaritätszuschlag und Kirchensteuer

Festsetzung                        Einkommensteuer  Solidaritätszuschlag  Kirchensteuer r.k.
festgesetzt werden                 8.412,00 €       0,00 €                673,00 €
abzüglich Steuerabzug vom Lohn     7.350,00 €       0,00 €                588,00 €
verbleibende Beträge               1.062,00 €       0,00 €                 85,00 €

Abrechnung
Nachzahlung insgesamt                                                   1.147,00 €
Bitte zahlen Sie den Betrag von 1.147,00 € bis zum 07.04.2025.

Berechnung der Einkommensteuer
Summe der Einkünfte                                                    52.310 €
Gesamtbetrag der Einkünfte                                             52.310 €
zu versteuerndes Einkommen                                             45.862 €

Erläuterungen
Der Bescheid ist nach § 164 Abs. 1 AO unter dem Vorbehalt der Nachprüfung ergangen.

Rechtsbehelfsbelehrung
Sie können gegen diesen Bescheid innerhalb eines Monats nach seiner Bekanntgabe Einspruch einlegen. Der Einspruch ist beim Finanzamt München schriftlich einzureichen, diesem elektronisch zu übermitteln oder dort zur Niederschrift zu erklären. Ein Bescheid, der mit der Post übermittelt wird, gilt am vierten Tag nach der Aufgabe zur Post als bekannt gegeben.

Bankverbindung: Bayerische Landesbank IBAN DE00 7005 0000 0000 0241 70 BIC BYLADEMMXXX
Öffnungszeiten: Mo-Fr 7.30 - 12.00 Uhr · Stand der Vordrucke 01.01.2025`,
    expected: {
      letterType: 'einkommensteuerbescheid',
      finanzamt: 'Finanzamt München',
      steuernummer: '181/815/08155',
      state: 'BY',
      steuerId: '47182930514',
      letterDate: '2025-03-03',
      taxYear: 2023,
      amountDueCents: 114_700,
      dueDate: '2025-04-07',
      hasInstructions: true,
    },
  },
  {
    name: 'Änderungsbescheid (Nordrhein-Westfalen, Erstattung)',
    text: `Finanzamt Köln-Mitte
Postfach 10 10 10, 50450 Köln

Frau
Erika Musterfrau
Musterweg 5
50667 Köln
                                             Datum 12.05.2025
Steuernummer: 216/5130/4125
IdNr.: 52 361 789 429

Geänderter Bescheid für 2022 über Einkommensteuer und Solidaritätszuschlag
Dieser Bescheid ändert den Bescheid vom 14.08.2024; er ist nach § 173 Abs. 1 Nr. 2 AO geändert.

Festsetzung                     Einkommensteuer   Solidaritätszuschlag
festgesetzt werden              6.120,00          0,00
bisher festgesetzt              6.978,00          0,00
Unterschiedsbetrag               -858,00          0,00

Abrechnung (Stand 09.05.2025)
Der Betrag von 858,00 € wird Ihnen erstattet. Die Erstattung erfolgt auf das Konto DE00 3705 0198 0000 1234 56.

Erläuterungen
Die nachträglich eingereichten Belege über Handwerkerleistungen wurden berücksichtigt.

Rechtsbehelfsbelehrung
Dieser Bescheid kann mit dem Einspruch angefochten werden. Der Einspruch ist innerhalb eines Monats nach Bekanntgabe beim Finanzamt Köln-Mitte einzulegen.`,
    expected: {
      letterType: 'aenderungsbescheid',
      finanzamt: 'Finanzamt Köln-Mitte',
      steuernummer: '216/5130/4125',
      state: 'NW',
      steuerId: '52361789429',
      letterDate: '2025-05-12',
      taxYear: 2022,
      refundCents: 85_800,
      hasInstructions: true,
    },
  },
  {
    name: 'Umsatzsteuerbescheid (Berlin, Abschlusszahlung)',
    text: `Finanzamt Friedrichshain-Kreuzberg   Mehringdamm 22   10961 Berlin

Frau
Anna Beispiel
Beispielallee 7
10999 Berlin

Steuernummer 29/123/45678
Berlin, 18.06.2025

Bescheid für 2024 über Umsatzsteuer

Die Umsatzsteuer wird festgesetzt auf                     4.380,00 €
abzüglich Vorauszahlungen (Umsatzsteuer-Voranmeldungen)    3.900,00 €
Abschlusszahlung                                             480,00 €

Der Betrag ist fällig am 21.07.2025.
Die Festsetzung beruht auf Ihrer Umsatzsteuererklärung vom 02.04.2025.

Rechtsbehelfsbelehrung
Gegen diesen Bescheid ist der Einspruch gegeben. Die Frist für die Einlegung des Einspruchs beträgt einen Monat; sie beginnt mit Ablauf des Tages, an dem Ihnen dieser Bescheid bekannt gegeben worden ist.`,
    expected: {
      letterType: 'umsatzsteuerbescheid',
      finanzamt: 'Finanzamt Friedrichshain-Kreuzberg',
      steuernummer: '29/123/45678',
      state: 'BE',
      letterDate: '2025-06-18',
      taxYear: 2024,
      amountDueCents: 48_000,
      dueDate: '2025-07-21',
      hasInstructions: true,
    },
  },
  {
    name: 'Gewerbesteuermessbescheid (Hamburg)',
    text: `Finanzamt Hamburg-Altona
Große Bergstraße 264/266 · 22767 Hamburg

Muster Werkstatt Max Mustermann
Musterkamp 9
22765 Hamburg

Steuernummer 41/234/05678            Datum 24.02.2025

Bescheid für 2023 über den Gewerbesteuermessbetrag

Der Gewerbesteuermessbetrag wird nach § 14 GewStG festgesetzt auf 1.277,50 €.

Berechnung
Gewinn aus Gewerbebetrieb                 61.000 €
Freibetrag nach § 11 Abs. 1 GewStG       -24.500 €
Gewerbeertrag                             36.500 €
Steuermesszahl 3,5 % → Steuermessbetrag   1.277,50 €

Die Gewerbesteuer setzt die hebeberechtigte Gemeinde auf der Grundlage dieses Messbetrags fest.

Rechtsbehelfsbelehrung
Gegen diesen Bescheid ist der Einspruch gegeben. Er ist innerhalb eines Monats nach Bekanntgabe beim Finanzamt Hamburg-Altona einzulegen.`,
    expected: {
      letterType: 'gewerbesteuermessbescheid',
      finanzamt: 'Finanzamt Hamburg-Altona',
      steuernummer: '41/234/05678',
      state: 'HH',
      letterDate: '2025-02-24',
      taxYear: 2023,
      hasInstructions: true,
    },
  },
  {
    name: 'Vorauszahlungsbescheid (Baden-Württemberg)',
    text: `Finanzamt Stuttgart II
Rotebühlplatz 30, 70173 Stuttgart

Herrn Jonas Probe, Probeweg 3, 70176 Stuttgart

Steuernummer 99012/34567
Stuttgart, 10.04.2025

Bescheid über Vorauszahlungen zur Einkommensteuer und zum Solidaritätszuschlag für 2025 und die Folgejahre

Die Vorauszahlungen werden nach § 37 EStG wie folgt festgesetzt:
Fälligkeit        Einkommensteuer
10.06.2025        1.250,00 €
10.09.2025        1.250,00 €
10.12.2025        1.250,00 €
ab 10.03.2026 vierteljährlich 1.250,00 €

Bitte zahlen Sie die Vorauszahlung von 1.250,00 € zum 10.06.2025.

Rechtsbehelfsbelehrung
Gegen diesen Bescheid ist der Einspruch gegeben. Er ist innerhalb eines Monats nach Bekanntgabe einzulegen.`,
    expected: {
      letterType: 'vorauszahlungsbescheid',
      finanzamt: 'Finanzamt Stuttgart II',
      steuernummer: '99012/34567',
      state: 'BW',
      letterDate: '2025-04-10',
      taxYear: 2025,
      amountDueCents: 125_000,
      dueDate: '2025-06-10',
      hasInstructions: true,
    },
  },
  {
    name: 'Bescheid über einen Verspätungszuschlag (Niedersachsen)',
    text: `Finanzamt Hannover-Nord
Vahrenwalder Straße 206, 30165 Hannover

Steuernummer 25/123/45678
Datum 07.07.2025

Bescheid über die Festsetzung eines Verspätungszuschlags zur Einkommensteuer 2023

Ihre Einkommensteuererklärung für 2023 war nach § 149 Abs. 2 AO bis zum 02.09.2024 abzugeben. Sie ist erst am 20.01.2025 eingegangen.
Nach § 152 Abs. 2 AO wird ein Verspätungszuschlag in Höhe von 125,00 € festgesetzt.
Bitte zahlen Sie den Betrag bis zum 11.08.2025.

Rechtsbehelfsbelehrung
Gegen diesen Bescheid ist der Einspruch gegeben. Er ist innerhalb eines Monats nach Bekanntgabe einzulegen.`,
    expected: {
      letterType: 'verspaetungszuschlag',
      finanzamt: 'Finanzamt Hannover-Nord',
      steuernummer: '25/123/45678',
      state: 'NI',
      letterDate: '2025-07-07',
      taxYear: 2023,
      amountDueCents: 12_500,
      dueDate: '2025-08-11',
      hasInstructions: true,
    },
  },
  {
    name: 'Zinsbescheid (Hessen)',
    text: `Finanzamt Frankfurt am Main III
Gutleutstraße 118, 60327 Frankfurt am Main

Steuernummer 045 123 45678
Frankfurt am Main, 15.09.2025

Bescheid über Zinsen zur Einkommensteuer für 2022
Festsetzung von Zinsen nach § 233a AO

Berechnung der Zinsen
zu verzinsender Betrag                    4.850,00 €
Zinslauf vom 01.04.2024 bis 15.09.2025 (17 volle Monate)
Zinssatz 0,15 % je Monat = 2,55 %
Die Zinsen werden auf 123,00 € festgesetzt.
Bitte zahlen Sie 123,00 € bis zum 20.10.2025.

Rechtsbehelfsbelehrung
Gegen diesen Bescheid ist der Einspruch gegeben. Er ist innerhalb eines Monats nach Bekanntgabe einzulegen.`,
    expected: {
      letterType: 'zinsbescheid',
      finanzamt: 'Finanzamt Frankfurt am Main III',
      steuernummer: '045 123 45678',
      state: 'HE',
      letterDate: '2025-09-15',
      taxYear: 2022,
      amountDueCents: 12_300,
      dueDate: '2025-10-20',
      hasInstructions: true,
    },
  },
  {
    name: 'Schätzungsbescheid (Sachsen)',
    text: `Finanzamt Leipzig II
Erich-Weinert-Straße 3, 04105 Leipzig

Steuernummer 231/456/78901
Leipzig, 22.01.2025

Bescheid für 2022 über Einkommensteuer und Solidaritätszuschlag

Festsetzung                       Einkommensteuer
festgesetzt werden                9.870,00 €
abzüglich Vorauszahlungen             0,00 €
Nachzahlung                       9.870,00 €
Bitte zahlen Sie den Betrag bis zum 26.02.2025.

Erläuterungen
Da Sie trotz Erinnerung vom 15.08.2024 keine Einkommensteuererklärung für 2022 abgegeben haben, wurden die Besteuerungsgrundlagen nach § 162 AO geschätzt. Der Bescheid steht unter dem Vorbehalt der Nachprüfung (§ 164 AO).

Rechtsbehelfsbelehrung
Gegen diesen Bescheid ist der Einspruch gegeben. Er ist innerhalb eines Monats nach Bekanntgabe einzulegen.`,
    expected: {
      letterType: 'schaetzungsbescheid',
      finanzamt: 'Finanzamt Leipzig II',
      steuernummer: '231/456/78901',
      state: 'SN',
      letterDate: '2025-01-22',
      taxYear: 2022,
      amountDueCents: 987_000,
      dueDate: '2025-02-26',
      hasInstructions: true,
    },
  },
  {
    name: 'Erinnerung / Aufforderung zur Abgabe (Bayern)',
    text: `Finanzamt Nürnberg-Nord
Kirchenweg 10, 90419 Nürnberg

Herrn Max Mustermann, Musterplatz 2, 90402 Nürnberg

Steuernummer 238/123/45678
Datum: 04.11.2025

Erinnerung an die Abgabe Ihrer Einkommensteuererklärung für 2024

Sehr geehrter Herr Mustermann,
Ihre Einkommensteuererklärung für 2024 ist bei mir noch nicht eingegangen. Ich bitte Sie, die Erklärung bis zum 05.12.2025 abzugeben (§ 149 AO).
Geben Sie die Erklärung nicht fristgerecht ab, kann ein Verspätungszuschlag (§ 152 AO) festgesetzt werden. Andernfalls müssen die Besteuerungsgrundlagen nach § 162 AO geschätzt werden.

Mit freundlichen Grüßen
Ihr Finanzamt`,
    expected: {
      letterType: 'abgabeaufforderung',
      finanzamt: 'Finanzamt Nürnberg-Nord',
      steuernummer: '238/123/45678',
      state: 'BY',
      letterDate: '2025-11-04',
      taxYear: 2024,
      dueDate: '2025-12-05',
      hasInstructions: false,
    },
  },
  {
    name: 'Mahnung (Sachsen)',
    text: `Finanzamt Dresden-Süd
Rabenerstraße 1, 01069 Dresden

Steuernummer 202/123/45678
Dresden, 14.05.2025

Mahnung

Sehr geehrte Frau Musterfrau,
folgende Beträge sind rückständig:

Steuerart                 Zeitraum   fällig am     Betrag
Einkommensteuer           2023       10.04.2025    1.560,00 €
Solidaritätszuschlag      2023       10.04.2025       85,80 €
Säumniszuschläge                                      16,00 €
Gesamtbetrag                                       1.661,80 €

Bitte zahlen Sie den Gesamtbetrag innerhalb einer Woche. Für jeden angefangenen Monat der Säumnis entsteht ein Säumniszuschlag von 1 % des abgerundeten rückständigen Betrags (§ 240 AO). Zahlen Sie nicht, muss ich ohne weitere Ankündigung Vollstreckungsmaßnahmen einleiten (§ 259 AO).`,
    expected: {
      letterType: 'mahnung',
      finanzamt: 'Finanzamt Dresden-Süd',
      steuernummer: '202/123/45678',
      state: 'SN',
      letterDate: '2025-05-14',
      taxYear: 2023,
      amountDueCents: 166_180,
      hasInstructions: false,
    },
  },
  {
    name: 'Vollstreckungsankündigung (Bremen)',
    text: `Finanzamt Bremen
Vollstreckungsstelle
Haferkamp 4, 28195 Bremen

Steuernummer 60 123 45678
Bremen, 02.06.2025

Ankündigung der Vollstreckung

Trotz Mahnung vom 14.05.2025 haben Sie die folgenden rückständigen Beträge nicht bezahlt:
Einkommensteuer 2023                    1.560,00 €
Säumniszuschläge                           32,00 €
rückständige Beträge insgesamt          1.592,00 €

Wenn Sie den Rückstand nicht bis zum 16.06.2025 begleichen, werde ich die Vollstreckung nach §§ 249 ff. AO betreiben, zum Beispiel durch Pfändung Ihres Bankkontos.`,
    expected: {
      letterType: 'vollstreckungsankuendigung',
      finanzamt: 'Finanzamt Bremen',
      steuernummer: '60 123 45678',
      state: 'HB',
      letterDate: '2025-06-02',
      taxYear: 2023,
      amountDueCents: 159_200,
      dueDate: '2025-06-16',
      hasInstructions: false,
    },
  },
  {
    name: 'Anhörung (Schleswig-Holstein)',
    text: `Finanzamt Kiel
Feldstraße 23, 24105 Kiel

Steuernummer 20 123 45678
Kiel, 03.03.2025

Anhörung nach § 91 AO
Beabsichtigte Änderung der Einkommensteuer 2023

Sehr geehrter Herr Mustermann,
bei der Auswertung einer Kontrollmitteilung habe ich festgestellt, dass Einnahmen aus Vermietung in Höhe von 4.800,00 € in Ihrer Erklärung nicht enthalten sind. Ich beabsichtige, den Bescheid für 2023 über Einkommensteuer entsprechend zu ändern.
Sie haben Gelegenheit, sich bis zum 17.03.2025 hierzu zu äußern.`,
    expected: {
      letterType: 'anhoerung',
      finanzamt: 'Finanzamt Kiel',
      steuernummer: '20 123 45678',
      state: 'SH',
      letterDate: '2025-03-03',
      taxYear: 2023,
      dueDate: '2025-03-17',
      hasInstructions: false,
    },
  },
  {
    name: 'Fragebogen zur steuerlichen Erfassung (Brandenburg)',
    text: `Finanzamt Potsdam
Steinstraße 104-106, 14480 Potsdam

Frau Anna Beispiel
Beispielring 12
14467 Potsdam

Datum 20.01.2025

Fragebogen zur steuerlichen Erfassung - Aufnahme einer gewerblichen, selbständigen oder land- und forstwirtschaftlichen Tätigkeit

Sehr geehrte Frau Beispiel,
nach einer Mitteilung des Gewerbeamts haben Sie am 01.01.2025 ein Gewerbe angemeldet. Bitte übermitteln Sie den Fragebogen zur steuerlichen Erfassung elektronisch über ELSTER (§ 138 Abs. 1b AO) bis spätestens 20.02.2025.`,
    expected: {
      letterType: 'fragebogen-erfassung',
      finanzamt: 'Finanzamt Potsdam',
      state: 'BB',
      letterDate: '2025-01-20',
      dueDate: '2025-02-20',
      hasInstructions: false,
    },
  },
  {
    name: 'Mitteilung der Steuernummer (Nordrhein-Westfalen)',
    text: `Finanzamt Essen-Süd
Altendorfer Straße 129, 45143 Essen

Datum 10.03.2025

Mitteilung über die Erteilung einer Steuernummer

Sehr geehrte Frau Beispiel,
aufgrund Ihres Fragebogens zur steuerlichen Erfassung vom 12.02.2025 sind Sie bei mir steuerlich erfasst worden. Ihre neue Steuernummer lautet:
112/5079/1234
Bitte geben Sie diese Steuernummer bei allen Schreiben an das Finanzamt an.`,
    expected: {
      letterType: 'steuernummer-mitteilung',
      finanzamt: 'Finanzamt Essen-Süd',
      steuernummer: '112/5079/1234',
      state: 'NW',
      letterDate: '2025-03-10',
      hasInstructions: false,
    },
  },
  {
    name: 'Prüfungsanordnung (Rheinland-Pfalz)',
    text: `Finanzamt Mainz
Schillerstraße 13, 55116 Mainz

Steuernummer 26/123/0456/7
Mainz, 05.05.2025

Prüfungsanordnung

Sehr geehrter Herr Mustermann,
aufgrund von § 193 Abs. 1 AO ordne ich eine Außenprüfung bei Ihnen an (§ 196 AO).
Gegenstand der Prüfung: Einkommensteuer, Umsatzsteuer und Gewerbesteuer 2021 bis 2023
Beginn der Prüfung: 02.06.2025, 9:00 Uhr
Prüfer: Herr Beispiel
Bitte halten Sie die Bücher und Aufzeichnungen für die Prüfung bereit.

Rechtsbehelfsbelehrung
Gegen diese Prüfungsanordnung ist der Einspruch gegeben. Er ist innerhalb eines Monats nach Bekanntgabe beim Finanzamt Mainz einzulegen.`,
    expected: {
      letterType: 'pruefungsanordnung',
      finanzamt: 'Finanzamt Mainz',
      steuernummer: '26/123/04567',
      state: 'RP',
      letterDate: '2025-05-05',
      taxYear: 2021,
      hasInstructions: true,
    },
  },
  {
    name: 'Einspruchsentscheidung (Nordrhein-Westfalen)',
    text: `Finanzamt Düsseldorf-Altstadt
Kaiserstraße 52, 40479 Düsseldorf

Steuernummer 105/5123/4567
Düsseldorf, 28.08.2025

Einspruchsentscheidung

In dem Einspruchsverfahren
Max Mustermann, Musterstraße 1, 40213 Düsseldorf
wegen Einkommensteuer 2022
gegen den Bescheid für 2022 über Einkommensteuer und Solidaritätszuschlag vom 15.01.2025

Entscheidung:
Der Einspruch wird als unbegründet zurückgewiesen.

Gründe
Die geltend gemachten Aufwendungen für das häusliche Arbeitszimmer wurden nicht nachgewiesen.

Rechtsbehelfsbelehrung
Gegen diese Entscheidung kann Klage beim Finanzgericht Düsseldorf erhoben werden. Die Klage ist innerhalb eines Monats nach Bekanntgabe dieser Entscheidung zu erheben (§ 47 FGO).`,
    expected: {
      letterType: 'einspruchsentscheidung',
      finanzamt: 'Finanzamt Düsseldorf-Altstadt',
      steuernummer: '105/5123/4567',
      state: 'NW',
      letterDate: '2025-08-28',
      taxYear: 2022,
      hasInstructions: true,
    },
  },
  {
    name: 'Sonstiges Schreiben (Thüringen)',
    text: `Finanzamt Erfurt
Mittelhäuser Straße 64f, 99091 Erfurt

Steuernummer 151/815/08156
Erfurt, 11.02.2025

Ihr Schreiben vom 30.01.2025 - Änderung Ihrer Bankverbindung

Sehr geehrte Frau Musterfrau,
die von Ihnen mitgeteilte neue Bankverbindung habe ich gespeichert. Künftige Erstattungen werden auf dieses Konto überwiesen.`,
    expected: {
      letterType: 'other',
      finanzamt: 'Finanzamt Erfurt',
      steuernummer: '151/815/08156',
      state: 'TH',
      letterDate: '2025-02-11',
      hasInstructions: false,
    },
  },
];
