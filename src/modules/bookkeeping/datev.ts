/**
 * The DATEV format's booking batch (EXTF "Buchungsstapel", header version 700, format category 21,
 * format version 13), as DATEV's developer documentation describes it: a header row of 31 fields,
 * the row of 125 column headings, and one row per booking; fields separated by semicolons, text
 * fields in double quotes (a quote doubled), amounts with a decimal comma and without thousands
 * separators, every row ended by CR LF, the file in Windows-1252. Pure: no clock, no database
 * (docs/decisions/065-datev-export.md says which fields the export fills and why).
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { CalendarDate } from '../../shared/deadlines/calendar-date.js';

/** The 125 column headings of format version 13, in DATEV's order and spelling. */
export const DATEV_BOOKING_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => [`Beleginfo - Art ${n}`, `Beleginfo - Inhalt ${n}`]),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, i) => [`Zusatzinformation - Art ${i + 1}`, `Zusatzinformation - Inhalt ${i + 1}`]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Mitgliedstaat (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Mitgliedstaat u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
] as const;

/** What the header of a batch says (the EXTF header's fields 11 to 17). */
export interface DatevBatchHeader {
  /** Beraternummer (1001–9999999). */
  consultantNumber: number;
  /** Mandantennummer (1–99999). */
  clientNumber: number;
  /** The first day of the fiscal year the batch lies in (WJ-Beginn). */
  fiscalYearStart: CalendarDate;
  /** Sachkontenlänge (4–8). */
  accountLength: number;
  /** The batch's first and last day (Datum vom, Datum bis); every booking's date lies between them. */
  from: CalendarDate;
  to: CalendarDate;
  /** The batch's name in DATEV (Bezeichnung, at most 30 characters). */
  label: string;
  /** When the file was made (Erzeugt am, written in Berlin time). */
  createdAt: Date;
}

/** One booking row: `amountCents` on `account`, debit (S) or credit (H), against `contraAccount`. */
export interface DatevBooking {
  /** Umsatz in euro cents, more than 0 (DATEV takes the sign from `side`). */
  amountCents: number;
  /** Soll/Haben-Kennzeichen: S debits `account`, H credits it. */
  side: 'S' | 'H';
  /** Konto (here the debtor). */
  account: string;
  /** Gegenkonto ohne BU-Schlüssel (here the revenue account). */
  contraAccount: string;
  /** Belegdatum (written as DDMM: DATEV takes the year from the batch). */
  documentDate: CalendarDate;
  /** Belegfeld 1 (at most 36 characters: letters, digits, $ % - / .). */
  documentNumber: string;
  /** Buchungstext (at most 60 characters). */
  text: string;
}

/** A text field: control characters as spaces, cut to `max` characters, in double quotes with quotes doubled. */
function text(value: string, max: number): string {
  const control = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
  const clean = [...value.normalize('NFC')]
    .map((c) => (control(c.codePointAt(0)!) ? ' ' : c))
    .slice(0, max)
    .join('');
  return `"${clean.replace(/"/g, '""')}"`;
}

/** 'YYYY-MM-DD' as DATEV's 'YYYYMMDD'. */
function compactDate(date: CalendarDate): string {
  return date.replaceAll('-', '');
}

/** Euro cents as DATEV's amount: "1234,56" (decimal comma, no thousands separator). */
export function datevAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** The 31 fields of the EXTF header (DATEV-Format, version 700, category 21 "Buchungsstapel", format version 13). */
function headerRow(h: DatevBatchHeader): string {
  const created = format(new TZDate(h.createdAt.getTime(), 'Europe/Berlin'), 'yyyyMMddHHmmssSSS');
  return [
    text('EXTF', 4), // 1 DATEV-Format-KZ: made by a program outside DATEV
    '700', // 2 Versionsnummer (of the header)
    '21', // 3 Formatkategorie: Buchungsstapel
    text('Buchungsstapel', 14), // 4 Formatname
    '13', // 5 Formatversion
    created, // 6 Erzeugt am
    '', // 7 Importiert (set by DATEV)
    text('RE', 2), // 8 Herkunft
    text('', 25), // 9 Exportiert von
    text('', 25), // 10 Importiert von (set by DATEV)
    String(h.consultantNumber), // 11 Beraternummer
    String(h.clientNumber), // 12 Mandantennummer
    compactDate(h.fiscalYearStart), // 13 WJ-Beginn
    String(h.accountLength), // 14 Sachkontenlänge
    compactDate(h.from), // 15 Datum vom
    compactDate(h.to), // 16 Datum bis
    text(h.label, 30), // 17 Bezeichnung
    text('', 2), // 18 Diktatkürzel
    '1', // 19 Buchungstyp: Finanzbuchführung
    '0', // 20 Rechnungslegungszweck: none in particular
    '0', // 21 Festschreibung: left to the tax advisor
    text('EUR', 3), // 22 WKZ
    '', // 23 reserved
    text('', 0), // 24 Derivatskennzeichen
    '', // 25 reserved
    '', // 26 reserved
    text('', 2), // 27 Sachkontenrahmen: the client's in DATEV
    '', // 28 ID der Branchenlösung
    '', // 29 reserved
    text('', 0), // 30 reserved
    text('', 16), // 31 Anwendungsinformation
  ].join(';');
}

/** One booking's 125 fields: Umsatz, S/H, Konto, Gegenkonto, Belegdatum, Belegfeld 1 and Buchungstext; the rest empty. */
function bookingRow(b: DatevBooking): string {
  if (b.amountCents <= 0) throw new RangeError('a booking needs an amount above 0');
  const fields: string[] = new Array<string>(DATEV_BOOKING_COLUMNS.length).fill('');
  fields[0] = datevAmount(b.amountCents);
  fields[1] = text(b.side, 1);
  fields[6] = b.account;
  fields[7] = b.contraAccount;
  // Belegdatum: day and month, each with its leading zero.
  fields[9] = `${b.documentDate.slice(8, 10)}${b.documentDate.slice(5, 7)}`;
  fields[10] = text(b.documentNumber.replace(/[^\w$%\-/.]/g, ''), 36);
  fields[13] = text(b.text, 60);
  return fields.join(';');
}

/**
 * The booking batch as text: the header row, the column headings and one row per booking, each row
 * ended by CR LF. Encode it with encodeWindows1252 for the file.
 * @throws RangeError for a booking of 0 or less, or dated outside the batch's days
 */
export function datevBookingBatch(header: DatevBatchHeader, bookings: readonly DatevBooking[]): string {
  for (const b of bookings) {
    if (b.documentDate < header.from || b.documentDate > header.to) throw new RangeError(`booking ${b.documentNumber} lies outside the batch`);
  }
  const rows = [headerRow(header), DATEV_BOOKING_COLUMNS.join(';'), ...bookings.map(bookingRow)];
  return rows.map((r) => `${r}\r\n`).join('');
}

/**
 * Windows-1252's bytes 0x80–0xFF by the character they stand for, read from the platform's
 * decoder (the WHATWG Encoding Standard's table) rather than typed in.
 */
const WINDOWS_1252 = (() => {
  const decoder = new TextDecoder('windows-1252');
  const table = new Map<number, number>();
  for (let byte = 0x80; byte <= 0xff; byte++) table.set(decoder.decode(Uint8Array.of(byte)).codePointAt(0)!, byte);
  return table;
})();

/**
 * `value` in Windows-1252 (the code page DATEV reads): ASCII as it is, the Western European
 * letters, € and typographic quotes by the code page's table; any other character as '?'.
 * @returns the bytes, one per character
 */
export function encodeWindows1252(value: string): Buffer {
  const chars = [...value.normalize('NFC')];
  const out = Buffer.alloc(chars.length);
  chars.forEach((c, i) => {
    const cp = c.codePointAt(0)!;
    out[i] = cp < 0x80 ? cp : (WINDOWS_1252.get(cp) ?? 0x3f);
  });
  return out;
}
