/**
 * Recognizes a German Finanzamt letter from its text (PDF text extraction or Tesseract OCR): the
 * kind of letter and the fields a client needs first. Pure: no clock, no I/O. Every field is a
 * best effort that the client confirms; nothing here is a legal conclusion.
 *
 * Noise the rules tolerate: line breaks and extra spaces anywhere between words, words split by a
 * hyphen at a line end, "§" read as "8", "$" or "S" or lost, "ä"/"ö"/"ü" read without dots or
 * written "ae"/"oe"/"ue", "ü" read as "ii", "ß" read as "B", "0"/"O" and "1"/"l"/"I" confused in
 * numbers, PDF ligatures (ﬁ, ﬂ), a space inside a number.
 *
 * The letter kinds and the legal words that mark them: Einspruchsentscheidung (§ 367 AO),
 * Prüfungsanordnung (§ 196 AO), Vollstreckungsankündigung and Mahnung (§ 259 AO), Anhörung
 * (§ 91 AO), Fragebogen zur steuerlichen Erfassung (§ 138 (1b) AO), Mitteilung der Steuernummer,
 * the Bescheide (Steuerbescheid § 155 AO, Schätzung § 162 AO, Änderung §§ 164, 172 ff. AO,
 * Verspätungszuschlag § 152 AO, Zinsen § 233a AO, Vorauszahlungen § 37 EStG, Gewerbesteuermessbetrag
 * § 14 GewStG), Aufforderung zur Abgabe (§ 149 AO).
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { type CalendarDate } from '../deadlines/calendar-date.js';
import { type GermanState } from '../deadlines/engine.js';
import { STATE_NAMES } from '../deadlines/explain.js';
import { findEuroAmounts, fixOcrDigits, type FoundEuroAmount } from './amounts.js';
import { findGermanDates, parseGermanDate, type FoundGermanDate } from './german-dates.js';
import { type LetterType } from './letter-types.js';
import { normalizeSteuerId } from './steuer-id.js';
import { parseSteuernummer, steuernummerCandidates, steuernummerInLand, type Steuernummer } from './steuernummer.js';

/** What `recognizeLetter` read from a letter; a field is absent when it was not found. */
export interface RecognizedFields {
  letterType?: LetterType;
  /** e.g. 'Finanzamt München' (the name as printed, normalized spacing). */
  finanzamt?: string;
  /** Formatted in the Land notation (as printed when the Land is unknown). */
  steuernummer?: string;
  /** From the Steuernummer (ELSTER prefix or unambiguous notation) or the Finanzamt's city. */
  state?: GermanState;
  /** 11 digits, check digit valid. */
  steuerId?: string;
  /** The letter's date (the date line, e.g. 'München, 03.03.2025', or after 'Datum', 'Datum des Bescheids', 'Datum des Schreibens'). */
  letterDate?: CalendarDate;
  /** 'für 2023', 'Veranlagungszeitraum 2023', 'Kalenderjahr 2023', 'Jahr 2023' (the first year named when several are). */
  taxYear?: number;
  /** Amount the client must pay, in euro cents. */
  amountDueCents?: number;
  /** Amount the office pays back, in euro cents. */
  refundCents?: number;
  /** A date printed as due / respond by ('fällig am', 'zahlen Sie bis zum', 'bis spätestens'). */
  dueDate?: CalendarDate;
  /**
   * A Rechtsbehelfsbelehrung was found (§ 356 AO). False means only that none was found in this
   * text (a missing page gives false too); it is absent when the text is no Finanzamt letter.
   */
  hasInstructions?: boolean;
  /** The IBAN to pay to, electronic format (no spaces), check digits valid: the first of the tax office's bank block. */
  iban?: string;
  /** The BIC printed with that IBAN (8 or 11 characters). */
  bic?: string;
  /** The account holder as printed ("Finanzkasse Dresden", "Finanzamt Dresden"); without a valid IBAN only a public cash office; absent when none is printed. */
  payee?: string;
  /** What to give as the transfer's reference (Verwendungszweck, Kassenzeichen), as printed, spaces normalized. */
  paymentReference?: string;
}

// ---------------------------------------------------------------------------------------------
// Text preparation and pattern helpers

/** Cleans extracted text; every later index refers to this cleaned text. */
function clean(text: string): string {
  let t = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\u00ad/g, '')
    .replace(/\ufb01/g, 'fi')
    .replace(/\ufb02/g, 'fl')
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ');
  // Dot leaders between a label and its value ("Fälliger Betrag ........ 559,86 €", also as OCR
  // reads them: "……", ". . . .") are a column gap.
  // (The lookbehind keeps a long run of spaces from being tried at each of its places.)
  t = t.replace(/(?<![ ])[ ]*(?:[.…·][ ]?){4,}[ ]*(?=[^\s.…·])/gu, '  ');
  // A title in spaced capitals ("B E S C H E I D", "G E Ä N D E R T E R   B E S C H E I D") is its
  // words: a wider gap (or a known adjective before "BESCHEID") parts them.
  t = t.replace(/^[ ]*((?:\p{Lu}[ ]{1,4}){4,}\p{Lu})[ ]*$/gmu, (_, spaced: string) =>
    spaced
      .split(/[ ]{2,}/)
      .map((word) => word.replace(/ /g, ''))
      .join(' ')
      .replace(/(?<=^|[ ])(GEÄNDERTER|BERICHTIGTER|VORLÄUFIGER|ERGÄNZENDER)(?=BESCHEID)/gu, '$1 '),
  );
  // OCR's specks at a line's end on a photo ("BESCHEID .", "für 2024 über Einkommensteuer \\"):
  // lone marks after a space (not a dash, a bracket or a colon, which a label or a name may end
  // with, nor a bar, OCR's Roman "I": "Finanzamt Frankfurt am Main |").
  t = t.replace(/(?<=[\p{L}\d)])(?:[ ]+[.,;\\'"`´°»«~^]{1,2})+[ ]*$/gmu, '');
  // A word split by a hyphen at the line end ("Einkommen-\nsteuer"); "Hamburg-\nAltona" keeps it.
  t = t.replace(/(\p{Ll})[-\u2010\u2011]\s*\n\s*(\p{Ll})/gu, '$1$2');
  // OCR reads "ß" as "B" inside or at the end of a lower-case word ("AuBenprüfung", "gemäB").
  t = t.replace(/(?<=\p{Ll})B(?=\p{Ll}|[\s.,;:)]|$)/gu, 'ß');
  return fixOcrDigits(t);
}

const UMLAUT: Record<string, string> = { ä: '(?:ä|ae|a)', ö: '(?:ö|oe|o)', ü: '(?:ü|ue|u|ii)', ß: '(?:ß|ss|s)' };

/**
 * A regex from a readable source: a space means any whitespace or none (line breaks anywhere),
 * umlauts and ß also match their OCR and ASCII spellings. Case-insensitive, Unicode.
 */
function rx(source: string, flags = 'giu'): RegExp {
  return new RegExp(
    source.replace(/ /g, '\\s*').replace(/[äöüßÄÖÜ]/g, (c) => UMLAUT[c.toLowerCase()]!),
    flags,
  );
}

/** "§ 233a AO" with OCR noise: the sign as "8", "$", "S" or lost; "Abs.", "Satz", "Nr." parts; "A0". */
function para(num: string, law: 'AO' | 'EStG' | 'FGO'): string {
  const n = num.replace(/^(\d+)([a-z])$/, '$1\\s*$2');
  const lawSource = law === 'AO' ? 'A[O0]' : law === 'EStG' ? 'E[S5]tG' : 'FG[O0]';
  return `(?<!\\p{N})(?:(?:§§?|\\$|8|S)\\s*)?${n}(?!\\d)(?:\\s*Abs\\.?\\s*\\d+[a-z]?)?(?:\\s*S(?:atz|\\.)\\s*\\d+)?(?:\\s*Nr\\.?\\s*\\d+)?\\s*${lawSource}(?!\\p{L})`;
}

function has(t: string, source: string): boolean {
  return rx(source, 'iu').test(t);
}

/** Start and end of every match of `source` in `t`. */
function spans(t: string, source: string): { start: number; end: number }[] {
  return [...t.matchAll(rx(source))].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

// ---------------------------------------------------------------------------------------------
// Letter type

/** The subject of a Bescheid's title: "Bescheid für 2023 über Einkommensteuer …" (also "Bescheid 2023 über …"). */
type Subject = 'est' | 'ust' | 'gew' | 'vz' | 'vsz' | 'zins' | 'other';

function bescheidSubject(t: string): Subject | undefined {
  // A title has no article before it ("… einen Bescheid über …" in a threat is none).
  const title =
    rx(
      '(?<!\\p{L})Bescheid(?<!(?<!\\p{L})(?:einen|ein|den|dem|der|des|gegen|diesen|diesem|Ihren|Ihrem|neuen)\\s+Bescheid) (?:(?:für )?(?:das )?(?:Kalenderjahr |Jahr )?\\d{4} )?über (.{0,80})',
      'isu',
    ).exec(t) ??
    // "Änderung des Bescheids für 2024 über Einkommensteuer …": the title of a changed Bescheid.
    rx('(?<!\\p{L})Änderung des Bescheide?s (?:für (?:das )?(?:Kalenderjahr |Jahr )?\\d{4} )?über (.{0,80})', 'isu').exec(t) ??
    // A title line naming only the year, the taxes on the line below: "Steuerbescheid für 2025" /
    // "Einkommensteuer – Solidaritätszuschlag – Kirchensteuer", "Schätzungsbescheid für 2023" / "…",
    // "Änderungsbescheid für 2025" / "zur Einkommensteuer und zum Solidaritätszuschlag".
    // (Not through rx: its spaces would match line breaks, and "[ ]*" after each line break would
    // scan all the following ones.)
    // Also "Geänderte Festsetzung für 2024" / "Einkommensteuer und Solidaritätszuschlag".
    /(?<=^|\n)[ ]*(?:(?:Steuer|Schätzungs|Mess|Änderungs)?[Bb]escheid|(?:Geänderte )?Festsetzung) (?:für (?:das )?(?:Kalenderjahr |Jahr )?)?\d{4}[ ]*\n[ ]*([^\n]{0,80})/u.exec(
      t,
    ) ??
    // A title line "Festsetzung der Umsatzsteuer 2023" (its year closing the line, so no sentence).
    /(?<=^|\n)[ ]*(Festsetzung (?:der|von) [^\n]{0,60}?(?:19|20)\d{2})[ ]*(?=\n)/u.exec(t) ??
    // "Bescheid" alone over a row "Steuerart: Einkommensteuer, Solidaritätszuschlag".
    /(?<=^|\n)[ ]*Bescheid[ ]*\n[ ]*Steuerart[ ]*:[ ]*([^\n]{0,80})/u.exec(t) ??
    // A title line "Zinsen zur Einkommensteuer" (its year, if any, closing the line: no table row
    // with an amount), the year and § 233a AO on the line below.
    // (Also with the law between: "Zinsen nach § 233a AO zur Einkommensteuer 2021".)
    /(?<=^|\n)[ ]*(Zinsen(?: nach [§$8S] ?233a AO)? zu[rm] (?:Einkommen|Umsatz|Gewerbe|Körperschaft)steuer(?: (?:19|20)\d{2})?)[ ]*(?=\n)/u.exec(t) ??
    // A title line "Einkommensteuer-Bescheid 2025", "Umsatzsteuerbescheid für 2024".
    /(?<=^|\n)[ ]*((?:Einkommen|Umsatz|Gewerbe|Körperschaft)steuer)-?[Bb]escheid (?:für )?(?:19|20)\d{2}[ ]*(?=\n)/u.exec(t);
  if (!title) return taxFirstTitleSubject(t) ?? readerTitleSubject(t);
  return subjectOf(title[1]!);
}

/**
 * A title addressed to the reader, on a line of its own: "Ihr (geänderter) Einkommensteuerbescheid
 * für 2023", "Ihre Zinsen zur Einkommensteuer 2021", "Ihre Vorauszahlungen zur Einkommensteuer ab
 * 2025", "Ihr Umsatzsteuerbescheid 2024"; "Ihre Einkommensteuererklärung 2023: Verspätungszuschlag"
 * through taxFirstTitleSubject. A sentence ("Ihre Einkommensteuererklärung für 2025 liegt mir noch
 * nicht vor") is none: the line ends with the year.
 */
function readerTitleSubject(t: string): Subject | undefined {
  const m =
    /(?<=^|\n)[ ]*Ihre?[ ]+(?:geänderte[rn]?[ ]+)?((?:Einkommen|Umsatz|Gewerbe|Körperschaft)steuer(?:mess)?bescheid|Zinsen|Vorauszahlungen)(?!\p{L})[^\n]{0,60}?(?:19|20)\d{2}[ ]*(?=\n|$)/u.exec(
      t,
    );
  if (!m) return undefined;
  return subjectOf(m[1]!.replace(/bescheid$/u, ''));
}

/**
 * A title with the tax and the year first and the kind of letter after a dash: "Einkommensteuer 2025
 * – geänderter Bescheid", "Einkommensteuer 2025 – Festsetzung von Zinsen (§ 233a AO)",
 * "Einkommensteuererklärung 2023 – Verspätungszuschlag" (also "Ihre Einkommensteuererklärung 2023:
 * Verspätungszuschlag"), "Gewerbesteuermessbetrag 2025 – Bescheid und
 * Zerlegung": the kind's subject when it names one (Vorauszahlungen, Verspätungszuschlag, Zinsen),
 * else the tax's, when the kind is a Bescheid or a Festsetzung.
 */
function taxFirstTitleSubject(t: string): Subject | undefined {
  const m =
    /(?<=^|\n)[ ]*(?:Ihre?[ ]+)?((?:Einkommen|Umsatz|Gewerbe|Körperschaft)steuer\p{L}*)[ ]+(?:für[ ]+)?(?:19|20)\d{2}[ ]*(?:[–—-]|:)[ ]*([^\n]{3,80})/u.exec(t);
  if (!m) return undefined;
  const kind = subjectOf(m[2]!);
  if (kind === 'vz' || kind === 'vsz' || kind === 'zins') return kind;
  if (!/(?<!\p{L})(?:\p{L}*[Bb]escheid|Festsetzung)(?!\p{L})/u.test(m[2]!)) return undefined;
  return subjectOf(m[1]!.replace(/erklärung$/u, ''));
}

/** The subject a title names first (after "die", "eine", "zur", "Festsetzung von/der" …). */
function subjectOf(title: string): Subject {
  const s = title.replace(/\s+/g, ' ');
  const starts = (source: string): boolean => rx(`^(?:die |den |eine[ns]? |zur |zum )*(?:Festsetzung (?:eine[ns]? |von |der )?)?(?:${source})`, 'iu').test(s);
  // Also the tax joined to them: "Einkommensteuer-Vorauszahlungen", "Körperschaftsteuervorauszahlungen".
  if (starts('Vorauszahlung|\\p{L}*steuer-?[Vv]orauszahlung')) return 'vz';
  if (starts('Verspätungszuschl')) return 'vsz';
  if (starts('Zinsen')) return 'zins';
  if (starts('(?:Gewerbesteuer ?)?Messbetr|Gewerbesteuermess')) return 'gew';
  if (starts('Einkommensteuer')) return 'est';
  if (starts('Umsatzsteuer')) return 'ust';
  return 'other';
}

const SIGNALS = {
  einspruchsentscheidung: 'Einspruchsentscheidung',
  einspruchZurueck: 'Einspruch[\\s\\S]{0,300}?(?:als unbegründet zurückgewiesen|wird zurückgewiesen)',
  pruefungsanordnung: `Prüfungsanordnung|Anordnung (?:einer|der) (?:Außen|Betriebs)prüfung|${para('196', 'AO')}`,
  // Also a letter that announces enforcement "trotz Mahnung vom …" (the Mahnung it follows).
  vollstreckung:
    '(?<!\\p{L})trotz (?:der |unserer |meiner )?Mahnung vom[\\s\\S]{0,900}?(?:Vollstreckung|Pfändung)|Vollstreckungsankündigung|Ankündigung (?:der|von) (?:Vollstreckung|Vollstreckungsmaßnahmen|Pfändung)|Pfändungsankündigung|(?:Zahlungsaufforderung|Mahnung) vor (?:der )?(?:Zwangs)?[Vv]ollstreckung',
  mahnung: '(?<![\\p{L}-])Mahnung(?!\\p{L})(?<!ohne (?:vorherige |weitere )?Mahnung)|Zahlungserinnerung|(?<!\\p{L})Mahnschreiben',
  anhoerung: `(?<!\\p{L})Anhörung|Gelegenheit zur Stellungnahme|Gelegenheit, sich [\\s\\S]{0,60}?zu äußern|${para('91', 'AO')}`,
  nummerMitteilung:
    '(?<=^|\\n)\\x20*Neue\\x20Steuernummer\\x20*(?=\\n)|Ihre neue Steuernummer|Ihre Steuernummer lautet|(?<!(?<!\\p{L})k?eine )Steuernummer (?:zugeteilt|erteilt|vergeben)|(?:wurden|sind|ist|wurde|haben wir Sie)[\\s\\S]{0,60}?steuerlich erfasst(?! werden)',
  fragebogen: 'Fragebogen zur steuerlichen Erfassung',
  abgabe: `Aufforderung zur Abgabe|(?<![\\p{L}-])Erinnerung(?!\\p{L})|noch nicht (?:eingegangen|abgegeben)|${para('149', 'AO')}`,
  schaetzung: `Besteuerungsgrundlagen[\\s\\S]{0,120}?geschätzt|Schätzung der Besteuerungsgrundlagen|geschätzt[\\s\\S]{0,40}?${para('162', 'AO')}`,
  aenderung:
    'geänderte[rn]? Bescheid|Änderungsbescheid|Änderung des Bescheide?s (?:für|vom|über)|ändert den Bescheid vom|Dieser Bescheid ändert|Änderung (?:nach|gemäß) ' +
    `(?:§|\\$|8|S)? ?1(?:29|64|65|72|73|74|75)|geändert (?:nach|gemäß) (?:§|\\$|8|S)? ?1(?:29|64|65|72|73|74|75)|nach ${para('17[2-5]', 'AO')}[\\s\\S]{0,10}?geändert`,
} as const;

/** Weak signals for letters without a decisive one: [type, pattern, weight]. */
const WEAK: readonly (readonly [LetterType, string, number])[] = [
  ['vorauszahlungsbescheid', 'Vorauszahlungsbescheid', 3],
  ['vorauszahlungsbescheid', 'Vorauszahlungen', 2],
  ['vorauszahlungsbescheid', para('37', 'EStG'), 2],
  ['gewerbesteuermessbescheid', 'Gewerbesteuermessbetrag|Messbescheid', 3],
  ['verspaetungszuschlag', 'Festsetzung eines Verspätungszuschlags|(?:ein|der) Verspätungszuschlag (?:in Höhe von [^\\n]{0,20})?festgesetzt', 3],
  // A title: "Verspätungszuschlag zur Einkommensteuer 2024" at a line's start.
  ['verspaetungszuschlag', '(?<=^|\\n)Verspätungszuschlag (?:zur|zum|für|zu)(?!\\p{L})', 3],
  // Or alone on its line, the reason below ("Verspätungszuschlag" / "wegen verspäteter Abgabe …").
  ['verspaetungszuschlag', '(?<=^|\\n)Verspätungszuschlag[\\t\\x20]*\\n[\\t\\x20]*wegen(?!\\p{L})', 3],
  ['verspaetungszuschlag', para('152', 'AO'), 2],
  ['zinsbescheid', 'Zinsbescheid|Festsetzung von Zinsen|Zinsfestsetzung', 3],
  ['zinsbescheid', para('233a', 'AO'), 2],
  ['schaetzungsbescheid', 'geschätzt', 1],
  ['schaetzungsbescheid', para('162', 'AO'), 2],
  ['einkommensteuerbescheid', 'Einkommensteuerbescheid', 2],
  ['einkommensteuerbescheid', 'Einkommensteuer', 1],
  ['umsatzsteuerbescheid', 'Umsatzsteuerbescheid', 2],
  ['umsatzsteuerbescheid', 'Umsatzsteuer(?!-?Voranmeldung)', 1],
  ['mahnung', 'rückständig', 2],
  ['mahnung', 'Säumniszuschl', 1],
  ['vollstreckungsankuendigung', 'Vollstreckung', 2],
  ['vollstreckungsankuendigung', para('259', 'AO'), 1],
  ['vollstreckungsankuendigung', 'Pfändung', 2],
  ['pruefungsanordnung', 'Außenprüfung|Betriebsprüfung', 2],
  ['pruefungsanordnung', para('193', 'AO'), 2],
  ['abgabeaufforderung', 'abzugeben|einzureichen', 1],
  ['abgabeaufforderung', 'Steuererklärung', 1],
];

/** The order of precedence when several kinds match (earlier wins). */
const PRECEDENCE: readonly LetterType[] = [
  'einspruchsentscheidung',
  'pruefungsanordnung',
  'vollstreckungsankuendigung',
  'mahnung',
  'anhoerung',
  'steuernummer-mitteilung',
  'fragebogen-erfassung',
  'schaetzungsbescheid',
  'aenderungsbescheid',
  'vorauszahlungsbescheid',
  'verspaetungszuschlag',
  'zinsbescheid',
  'gewerbesteuermessbescheid',
  'umsatzsteuerbescheid',
  'einkommensteuerbescheid',
  'abgabeaufforderung',
];

/** Marks of a tax office's letter, with weights: the sender, its numbers, its law. */
const LETTER_MARKS: readonly (readonly [string, number])[] = [
  ['(?<!\\p{L})F[il1]nanzam[t1l](?:e?s)?(?!\\p{L})', 2],
  ['Finanzkasse|Bundeszentralamt für Steuern|Steuerverwaltung', 2],
  ['Steuernummer|Steuemummer|(?<!\\p{L})St\\.? ?-?Nr\\.?', 1],
  ['Rechtsbehelfsbelehrung|Abgabenordnung', 2],
  [para('\\d{1,3}[a-z]?', 'AO'), 1],
  ['(?<!\\p{L})(?:Steuer)?bescheid', 1],
];

/**
 * Marks of documents that are no tax office's letter, though they print dates, amounts and even a
 * Steuernummer or "Finanzamt": an invoice (§ 14 UStG makes it print the seller's Steuernummer), a
 * rental contract, a bank statement (a debit to the Finanzamt), a payslip. Each word counts once,
 * the document's own name twice, so that a letter about rental income that names "Mieter" and
 * "Vermieter" still outweighs them.
 */
const OTHER_DOCUMENT_MARKS: readonly (readonly [string, number])[] = [
  ['Rechnungsnummer|Rechnungs-?Nr|(?<!\\p{L})Rechnung Nr', 2],
  ['Rechnungsdatum|Leistungsdatum|Lieferdatum|Lieferschein', 1],
  ['Nettobetrag|zzgl\\.? (?:MwSt|USt)|Mehrwertsteuer', 1],
  ['Mietvertrag', 2],
  ['(?<!\\p{L})Vermieter(?!\\p{L})', 1],
  ['(?<!\\p{L})Mieter(?:in)?(?!\\p{L})', 1],
  ['Mietsache|Kaltmiete|Nebenkostenvorauszahlung', 1],
  ['Kontoauszug', 2],
  ['Kontostand|(?<!\\p{L})Saldo(?!\\p{L})|Auszugsnummer', 1],
  ['Buchungstag|(?<!\\p{L})Valuta', 1],
  ['Kundennummer|Auftragsnummer|Bestellnummer', 1],
  ['Verdienstabrechnung|Entgeltabrechnung|Gehaltsabrechnung', 2],
];

/**
 * Whether the text is a tax office's letter at all: it bears the marks of one (a Finanzamt or
 * Finanzkasse, a Steuernummer, the Abgabenordnung, a Bescheid, a Rechtsbehelfsbelehrung) and more of
 * them than of another document (an invoice, a rental contract, a bank statement, a payslip).
 */
function looksLikeFinanzamtLetter(t: string): boolean {
  const weigh = (marks: readonly (readonly [string, number])[]) => marks.reduce((sum, [source, weight]) => sum + (has(t, source) ? weight : 0), 0);
  const marks = weigh(LETTER_MARKS);
  return marks >= 1 && marks > weigh(OTHER_DOCUMENT_MARKS);
}

/**
 * The kind of letter. Decisive signals first, in this order of precedence: an
 * Einspruchsentscheidung quotes the Bescheid it decides on; a Prüfungsanordnung, a
 * Vollstreckungsankündigung (which may mention the earlier Mahnung), a Mahnung, an Anhörung, a
 * Mitteilung der Steuernummer (which may mention the Fragebogen) and a Fragebogen are named in
 * their titles. A Bescheid is known by its title "Bescheid für <Jahr> über <Steuer>" (or
 * "Steuerbescheid für <Jahr>" over the taxes' line, or "Festsetzung der <Steuer> <Jahr>"): when it
 * says the Besteuerungsgrundlagen were estimated (§ 162 AO) it is a Schätzungsbescheid, when it
 * changes an earlier Bescheid an Änderungsbescheid, else the title's subject decides. Only then
 * a reminder to file (§ 149 AO), whose threats name Bescheide and Schätzung without being one.
 * Without a decisive signal, weighted weak signals decide (at least 3 points).
 */
function letterType(t: string): LetterType | undefined {
  if (!looksLikeFinanzamtLetter(t)) return undefined;
  const subject = bescheidSubject(t);
  // Schätzung and Änderung concern assessments of a tax; Vorauszahlungen, Zinsen and
  // Verspätungszuschläge keep their own kind even when changed.
  // A title no rule reads (on a photo, white print on a dark band may be lost): an assessment when
  // it states a tax as set ("Festgesetzte Einkommensteuer 11.303,15").
  const assessment =
    subject === 'est' ||
    subject === 'ust' ||
    subject === 'gew' ||
    subject === 'other' ||
    (subject === undefined && has(t, '(?<!\\p{L})Festgesetzte (?:Einkommen|Umsatz|Körperschaft|Gewerbe)steuer(?:[ ]+\\p{L}+)?[ ]+[\\d.]+,\\d{2}'));
  const decisive: Partial<Record<LetterType, boolean>> = {
    einspruchsentscheidung: has(t, SIGNALS.einspruchsentscheidung) || (has(t, SIGNALS.einspruchZurueck) && has(t, 'Klage')),
    pruefungsanordnung: has(t, SIGNALS.pruefungsanordnung),
    vollstreckungsankuendigung: has(t, SIGNALS.vollstreckung),
    mahnung: has(t, SIGNALS.mahnung),
    anhoerung: has(t, SIGNALS.anhoerung),
    'steuernummer-mitteilung': has(t, SIGNALS.nummerMitteilung),
    'fragebogen-erfassung': has(t, SIGNALS.fragebogen),
    schaetzungsbescheid: assessment && has(t, SIGNALS.schaetzung),
    aenderungsbescheid: assessment && has(t, SIGNALS.aenderung),
    vorauszahlungsbescheid: subject === 'vz',
    verspaetungszuschlag: subject === 'vsz',
    zinsbescheid: subject === 'zins',
    gewerbesteuermessbescheid: subject === 'gew',
    umsatzsteuerbescheid: subject === 'ust',
    einkommensteuerbescheid: subject === 'est',
    abgabeaufforderung: has(t, SIGNALS.abgabe),
  };
  const first = PRECEDENCE.find((type) => decisive[type]);
  if (first) return first;

  const scores = new Map<LetterType, number>();
  for (const [type, source, weight] of WEAK) {
    if (has(t, source)) scores.set(type, (scores.get(type) ?? 0) + weight);
  }
  let best: LetterType | undefined;
  let bestScore = 2;
  for (const type of PRECEDENCE) {
    const score = scores.get(type) ?? 0;
    if (score > bestScore) [best, bestScore] = [type, score];
  }
  return best ?? assessedTaxType(t) ?? 'other';
}

/**
 * A Bescheid whose title no rule knows: it sets an amount ("… wird … festgesetzt", "Festgesetzt
 * werden", "Festsetzung") and names the Einspruch against it (§ 347 AO). Its kind is the tax it
 * names most often (Einkommensteuer, Umsatzsteuer, Gewerbesteuer-Messbetrag), when one leads.
 */
function assessedTaxType(t: string): LetterType | undefined {
  if (!has(t, '(?<!\\p{L})(?:festgesetzt|Festsetzung)') || !has(t, '(?<!\\p{L})Einspruch')) return undefined;
  const count = (source: string) => t.match(rx(source))?.length ?? 0;
  const [first, second] = (
    [
      ['einkommensteuerbescheid', count('Einkommensteuer(?!erklärung|-?Vorauszahlung)')],
      ['umsatzsteuerbescheid', count('Umsatzsteuer(?!erklärung|-?Voranmeldung)')],
      ['gewerbesteuermessbescheid', count('Gewerbesteuermess|Steuermessbetrag')],
    ] as const
  ).toSorted((a, b) => b[1] - a[1]);
  return first && second && first[1] > second[1] ? first[0] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Finanzamt, place and Land

/**
 * Capitalized words that follow "Finanzamt" in sentences or letterheads but are no place (the labels
 * of the column beside the letterhead, "Steuernummer", "Steuer-Nr.", "IdNr." …, are FIELD_LABEL_WORD).
 */
const NOT_A_PLACE = new Set(
  (
    'Sie Ihnen Ihr Ihre Ihren Ihrem Ihrer Es Er Die Der Das Den Dem Des Ein Eine Einen Wir Ich Postfach Telefon Tel Telefax Fax ' +
    'Datum Bearbeiter Bearbeiterin Herrn Herr Frau Firma Sehr Bitte Hinweis Hinweise Servicezentrum Finanzkasse Bankverbindung Auskunft Zimmer ' +
    'Aktenzeichen Dienstgebäude Sprechzeiten Öffnungszeiten Internet Amtsgericht Rechtsbehelfsbelehrung Einspruch Bescheid Mahnung Erinnerung ' +
    'Anhörung Prüfungsanordnung Einspruchsentscheidung Abteilung Abt Vollstreckungsstelle Steuerbescheid Bei Nach Zur Zum Mit Von Vom Und Oder ' +
    'Anlage Anlagen Seite Im Auftrag Hochachtungsvoll Freundliche Freundlichen Grüße Grüßen'
  ).split(' '),
);
// "Bad Homburg v. d. Höhe", "Weiden i. d. OPf.", "Mühldorf a. Inn", "Neustadt a. d. Weinstraße".
const CONNECTORS = new Set(['am', 'an', 'der', 'a.', 'a.d.', 'i.', 'im', 'in', 'ob', 'v.d.H.', 'v.d.', 'v.', 'vor', 'd.']);
const TWO_WORD_STARTS = new Set(['Bad', 'Sankt', 'St.', 'Neustadt', 'Königs', 'Schwäbisch', 'Bergisch', 'Lutherstadt', 'Prenzlauer']);

/**
 * The rest of a name broken after a hyphen or slash: the first word of the next line with text, and
 * the lower-case fragments OCR split from it ("Altewi ekri ng" → "Altewiekring").
 */
function continuation(next: string): string {
  // A label of a column beside the name ("Steuer-ID: …") may stand between: the next two lines are tried.
  for (const line of next
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 2)) {
    const m = /^\s*(\p{Lu}[\p{L}.]*)((?: \p{Ll}{1,5}(?= |$))*)/u.exec(line);
    if (m && !/^[^ ]*[:\d]/.test(line.trim()) && isPlaceWord(m[1]!) && !/^(?:Steuer|St\.)/.test(m[1]!)) return m[1]! + m[2]!.replace(/ /g, '');
  }
  return '';
}

/**
 * Second words of Finanzamt names ("Berlin Mitte/Tiergarten", "Saarbrücken Am Stadtgraben",
 * "Leipzig Nord"): a place word after the first only continues the name when it has a slash or
 * hyphen or is one of these, so that a sentence's next noun is not taken into the name.
 */
const DISTRICT_WORDS = new Set(['Mitte', 'Nord', 'Süd', 'Ost', 'West', 'Stadt', 'Land', 'Innenstadt', 'Altstadt', 'Am', 'Stadtgraben', 'Tiergarten']);

/**
 * A Roman numeral ending a Finanzamt's name ("Frankfurt am Main II", "München I"), also as OCR
 * reads it: "Il", "l", "1", "111", "|" for I. Only a word of I (or its misreadings), V and X, at most
 * four, and only at the name's end: the next word, if any, is no numeral's continuation (a digit
 * or lower-case word). Returns the proper numeral, or undefined.
 */
function romanNumeral(w: string, next: string | undefined): string | undefined {
  const bare = w.replace(/[,;.]$/, '');
  if (!/^[IVXl1|]{1,4}$/.test(bare) || /^[IVX]+$/.test(bare)) return undefined;
  // "11" or "111" alone could be a number; only when nothing follows on the line or a column starts.
  if (next !== undefined && /^[\d\p{Ll}]/u.test(next)) return undefined;
  // Bars one after another ("Finanzamt Jena | | (§ 139a AO)") are a photographed table's rules.
  if (bare.includes('|') && next !== undefined && /^[|(]/u.test(next)) return undefined;
  const numeral = bare.replace(/[l1|]/g, 'I');
  return /^(?:I{1,3}|IV|VI{0,3}|IX|XI{0,3})$/.test(numeral) ? numeral : undefined;
}

function isPlaceWord(w: string): boolean {
  const bare = w.replace(/[.,;:]$/, '');
  return /^[A-ZÄÖÜ][\p{L}.'’/-]*$/u.test(w) && !NOT_A_PLACE.has(bare) && !NOT_A_PLACE.has(w) && !FIELD_LABEL_WORD.test(w);
}

/**
 * The first word of a label in the column beside the letterhead, which OCR may run into the
 * office's name with one space ("Finanzamt Lübeck Steuer-Nr. (bitte stets angeben) …"):
 * "Steuer-Nr.", "Steuernummer", "St.-Nr.", "StNr.", "Az.", "IdNr.", "Identifikations-Nr.".
 */
const FIELD_LABEL_WORD = /^(?:Steuer(?:-|nummer|\p{Lu})|St\.?-?Nr|Az\.?$|[Il1]d(?:\.-?)?Nr|[Il1]dentifikation)/u;

/**
 * A role in brackets after a name, not part of it: "(Kontoinhaber)", "(Empfänger)", and the
 * office's cash desk ("Zahlungsempfänger ist: Finanzamt Kyritz (Finanzkasse)": the payee, not the
 * Finanzamt's name).
 */
const ROLE_IN_BRACKETS = /^\((?:Konto-?[Ii]nhaber|Zahlungsempfänger|Empfänger|F[il1]nanzkasse)/u;

/**
 * "Finanzamt München", "Finanzamt Frankfurt am Main V-Höchst", "Finanzamt Halle (Saale)", "Finanzamt
 * für Körperschaften I", "Finanzamt für Groß- und Konzernbetriebsprüfung Köln" (also wrapped after "und"),
 * "Finanzamt Kaufbeuren mit Außenstelle Füssen", "Finanzamt Saarbrücken Mainzer
 * Straße". Where no such name is read (a photo's letterhead cut or blurred), the office as the
 * payment block abbreviates it: "Name des Zahlungsempfängers: FA Hoyerswerda".
 */
function finanzamtName(t: string): string | undefined {
  // A photo's left edge may cut the word's first letters at a line's start ("nanzamt Greifswald").
  const name =
    officeName(t, /(?:(?<!\p{L})F[il1]|(?<=^|\n)[il1]?)nanzam[t1li](?!\p{L})[ ]*(?:\n[ ]*)?/giu) ?? officeName(t, /(?<![\p{L}.])FA(?= \p{Lu}\p{Ll})[ ]*/gu);
  return name && asWritten(t, name);
}

/**
 * A name read from a letterhead in capitals ("Finanzamt STASSFURT", where "ß" is printed "SS") as
 * the letter writes it elsewhere (the return address, the footer: "Finanzamt Staßfurt"); as read
 * when it stands nowhere else.
 */
function asWritten(t: string, name: string): string {
  const place = name.replace(/^Finanzamt /u, '');
  if (!/\p{Lu}{3}/u.test(place) || /\p{Ll}/u.test(place)) return name;
  const pattern = [...place]
    .map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('')
    .replace(/SS/gu, '(?:SS|ß)');
  const written = new RegExp(`(?<!\\p{L})Finanzamt (${pattern})(?!\\p{L})`, 'iu');
  for (const m of t.matchAll(new RegExp(written.source, 'giu'))) {
    if (/\p{Ll}/u.test(m[1]!)) return `Finanzamt ${m[1]}`;
  }
  return name;
}

/** The office's name after each match of `word` (see finanzamtName), as "Finanzamt …". */
function officeName(t: string, word: RegExp): string | undefined {
  let first: string | undefined;
  for (const m of t.matchAll(word)) {
    const from = m.index + m[0].length;
    const lineEnd = t.indexOf('\n', from);
    // Two spaces or more separate columns of a PDF text extraction.
    let line = t.slice(from, lineEnd < 0 ? undefined : lineEnd).split(/ {2,}/)[0]!;
    // A hyphen or slash at the end of the name's line or column continues the name on the next line
    // ("Hamburg-\nAltona", "Pankow/\nWeißensee").
    if (/[-/]$/.test(line) && lineEnd >= 0) line += continuation(t.slice(lineEnd + 1, lineEnd + 120));
    // A compound cut before "und" ends the line ("Finanzamt für Groß- und" over "Konzernbetriebsprüfung
    // Düsseldorf"): the next line's first column goes on with the name.
    let nextLineEnd = lineEnd;
    if (/\p{L}- (?:und|oder)$/u.test(line) && lineEnd >= 0) {
      nextLineEnd = t.indexOf('\n', lineEnd + 1);
      line += ` ${t
        .slice(lineEnd + 1, nextLineEnd < 0 ? undefined : nextLineEnd)
        .split(/ {2,}/)[0]!
        .trim()}`;
    }
    // OCR may space a slash.
    const words = line
      .trim()
      .replace(/(?<=\p{L}) ?\/ ?(?=\p{Lu})/gu, '/')
      .split(/ +/);
    const name: string[] = [];
    let i = 0;
    if (words[0] === 'für' && words[1] && isPlaceWord(words[1])) {
      name.push('für', words[1]);
      i = 2;
    } else if (words[0] && isPlaceWord(words[0])) {
      name.push(words[0]);
      i = 1;
      // "Bad Kreuznach", "Sankt Augustin"; an abbreviated first word goes on with the next: "Hann. Münden".
      if ((TWO_WORD_STARTS.has(words[0]) || /^\p{Lu}\p{Ll}{2,4}\.$/u.test(words[0])) && words[1] && isPlaceWord(words[1])) name.push(words[i++]!);
    } else {
      continue;
    }
    const pending: string[] = [];
    for (; i < words.length && name.length < 8; i++) {
      const w = words[i]!;
      const roman = romanNumeral(w, words[i + 1]);
      if (roman) {
        name.push(...pending.splice(0), roman);
        break;
      }
      if (/^[,;:]/.test(w) || /^\d/.test(w)) break;
      // "für Groß- und Konzernbetriebsprüfung Köln": a compound cut before "und" (Ergänzungsstrich)
      // takes the word after it, and an office "für" a task its place after that.
      if ((w === 'und' || w === 'oder') && /-$/.test(name.at(-1) ?? '') && /^\p{Lu}\p{Ll}/u.test(words[i + 1] ?? '')) {
        name.push(w, words[++i]!);
        if (name[0] === 'für' && words[i + 1] && stateOfPlace(words[i + 1]!.replace(/[,;.]$/, ''))) name.push(words[++i]!.replace(/[,;.]$/, ''));
        else if (name[0] === 'für' && i === words.length - 1) {
          // Or the place alone on the next line ("… Konzernbetriebsprüfung" over "Köln").
          const end = nextLineEnd < 0 ? -1 : nextLineEnd;
          const following =
            end < 0
              ? ''
              : t
                  .slice(end + 1, t.indexOf('\n', end + 1) < 0 ? undefined : t.indexOf('\n', end + 1))
                  .split(/ {2,}/)[0]!
                  .trim();
          if (/^\p{Lu}[\p{L}-]+$/u.test(following) && stateOfPlace(following)) name.push(following);
        }
        break;
      }
      // "Finanzamt Kaufbeuren mit Außenstelle Füssen": the branch office belongs to the name.
      if (w === 'mit' && /^Außenstellen?$/u.test(words[i + 1] ?? '') && isPlaceWord(words[i + 2] ?? '')) {
        name.push(...pending.splice(0), w, words[i + 1]!, words[i + 2]!.replace(/[,;]$/, ''));
        break;
      }
      // "Finanzamt Saarbrücken Mainzer Straße": an office named after its street (not an address:
      // no house number follows).
      if (pending.length === 0 && isPlaceWord(w) && /^Stra(?:ß|ss)e[,;]?$/u.test(words[i + 1] ?? '') && !/^\d/.test(words[i + 2] ?? '')) {
        name.push(w, words[i + 1]!.replace(/[,;]$/, ''));
        break;
      }
      if (CONNECTORS.has(w)) {
        if (w === 'v.d.H.') name.push(...pending.splice(0), w);
        else pending.push(w);
        // A name that wraps after its connectors ("Bad Homburg v. d." over "Höhe") goes on with the next line's first word.
        if (i === words.length - 1 && lineEnd >= 0 && /\.$/.test(w)) {
          const rest = continuation(t.slice(lineEnd + 1, lineEnd + 120));
          if (rest) name.push(...pending.splice(0), rest);
        }
        continue;
      }
      if (
        // "(Saale)", "(Oldb)"; not a role in brackets: "an das Finanzamt Bremen (Kontoinhaber)".
        (/^\(.*\)[,;.]?$/.test(w) && !ROLE_IN_BRACKETS.test(w)) ||
        /^[IVX]{1,4}(?:-[\p{L}]+)?[,;]?$/u.test(w) ||
        (pending.length > 0 && isPlaceWord(w)) ||
        // "Am" only before a district word ("Saarbrücken Am Stadtgraben"), not a street ("… Höhe Am Finanzpark 39").
        (pending.length === 0 &&
          isPlaceWord(w) &&
          // A hyphenated word before a number is a street with its house number ("Justus-Liebig-Platz 25"
          // where OCR lost the return address's "·").
          ((/[/-]\p{L}/u.test(w) && !/^\d/.test(words[i + 1] ?? '')) ||
            (DISTRICT_WORDS.has(w.replace(/[,;]$/, '')) && (w !== 'Am' || DISTRICT_WORDS.has(words[i + 1]?.replace(/[,;]$/, '') ?? '')))))
      ) {
        name.push(...pending.splice(0), w);
        if (/[,;]$/.test(w)) break;
        continue;
      }
      break;
    }
    let joined = name.join(' ').replace(/[,;:]$/, '');
    // OCR puts a column beside the name on its line ("Braunschweig- St.-Nr.: …"): the name still
    // continues on the next line after its hyphen.
    if (/[-/]$/.test(joined) && lineEnd >= 0) joined += continuation(t.slice(lineEnd + 1, lineEnd + 120));
    // A sentence's full stop goes; an abbreviation's dot ("v.d.H.", "St.") stays.
    if (/\p{L}{4,}\.$/u.test(joined)) joined = joined.slice(0, -1);
    // A name of one or two letters is a cut-off one ("Finanzamt OS", "Finanzamt G a"): no name.
    if ((joined.match(/\p{L}/gu) ?? []).length < 3) continue;
    const found = `Finanzamt ${joined}`;
    // A letterhead may print the name short ("Finanzamt Frankfurt am Main") and the address line or
    // footer in full ("Finanzamt Frankfurt am Main III"): the first name, or a longer one it begins.
    if (!first) first = found;
    else if (found.startsWith(`${first} `) || (/[-/]$/.test(first) && found.startsWith(first) && found.length > first.length)) return found;
  }
  return first;
}

/**
 * Finanzamt seats and other cities → Land, written folded (lower case, ä→a, ö→o, ü→u, ß→ss). Only
 * names that belong to one Land; a name in several Länder (Neustadt, Friedberg) is left out.
 */
const PLACES: Record<GermanState, string> = {
  BW: 'stuttgart,karlsruhe,mannheim,freiburg,heidelberg,heilbronn,ulm,pforzheim,reutlingen,tubingen,konstanz,esslingen,ludwigsburg,boblingen,waiblingen,offenburg,aalen,ravensburg,sigmaringen,baden-baden,rastatt,goppingen,schwabisch hall,schwabisch gmund,lorrach,villingen-schwenningen,balingen,friedrichshafen,heidenheim,nurtingen,biberach',
  BY: 'munchen,nurnberg,augsburg,regensburg,wurzburg,ingolstadt,furth,erlangen,bamberg,bayreuth,landshut,passau,rosenheim,kempten,aschaffenburg,schweinfurt,straubing,coburg,ansbach,amberg,deggendorf,freising,dachau,erding,starnberg,traunstein,memmingen,kaufbeuren,neu-ulm,neumarkt,muhldorf,furstenfeldbruck,garmisch-partenkirchen,miesbach,kulmbach',
  BE: 'berlin,charlottenburg,friedrichshain-kreuzberg,friedrichshain,kreuzberg,lichtenberg,marzahn-hellersdorf,mitte/tiergarten,neukolln,pankow/weissensee,pankow,prenzlauer berg,reinickendorf,schoneberg,spandau,steglitz,tempelhof,treptow-kopenick,wedding,wilmersdorf,zehlendorf',
  BB: 'potsdam,cottbus,oranienburg,eberswalde,luckenwalde,konigs wusterhausen,nauen,kyritz,angermunde,calau,finsterwalde,brandenburg',
  HB: 'bremen,bremerhaven',
  HH: 'hamburg',
  HE: 'wiesbaden,kassel,darmstadt,offenbach,giessen,marburg,fulda,hanau,bad homburg,bensheim,dillenburg,limburg,wetzlar,bad hersfeld,eschwege,korbach',
  MV: 'rostock,schwerin,neubrandenburg,stralsund,greifswald,wismar,gustrow,ribnitz-damgarten,hagenow',
  NI: 'hannover,braunschweig,oldenburg,osnabruck,gottingen,wolfsburg,hildesheim,luneburg,celle,salzgitter,wilhelmshaven,emden,delmenhorst,cuxhaven,stade,verden,nienburg,hameln,goslar,peine,gifhorn,lingen,aurich,nordhorn,uelzen,wolfenbuttel,bad bentheim,hann. munden',
  NW: 'koln,dusseldorf,dortmund,essen,duisburg,bochum,wuppertal,bielefeld,bonn,munster,gelsenkirchen,monchengladbach,aachen,krefeld,oberhausen,hagen,hamm,mulheim an der ruhr,leverkusen,solingen,herne,neuss,paderborn,recklinghausen,bottrop,remscheid,siegen,gutersloh,iserlohn,witten,moers,detmold,minden,arnsberg,lippstadt,soest,unna,wesel,kleve,viersen,bergisch gladbach,duren,euskirchen,siegburg,sankt augustin,herford,ludenscheid,coesfeld,borken,steinfurt,ibbenburen,warendorf,velbert,mettmann,ratingen,grevenbroich,erkelenz,julich,lemgo,hoxter',
  RP: 'mainz,ludwigshafen,koblenz,trier,kaiserslautern,worms,speyer,pirmasens,bad kreuznach,idar-oberstein,neuwied,montabaur,bingen,zweibrucken,bitburg,wittlich,simmern,altenkirchen,frankenthal,kusel,neustadt an der weinstrasse,neustadt/weinstrasse,neustadt a.d. weinstrasse',
  SL: 'saarbrucken,saarlouis,merzig,neunkirchen,homburg,st. wendel,sankt wendel',
  SN: 'dresden,leipzig,chemnitz,zwickau,plauen,gorlitz,bautzen,freiberg,pirna,meissen,riesa,dobeln,grimma,hoyerswerda,oschatz,eilenburg,mittweida,glauchau,zschopau,lobau',
  ST: 'magdeburg,halle (saale),halle/saale,halle,dessau,dessau-rosslau,lutherstadt wittenberg,wittenberg,stendal,halberstadt,quedlinburg,wernigerode,merseburg,naumburg,bernburg,salzwedel,sangerhausen',
  SH: 'kiel,lubeck,flensburg,neumunster,itzehoe,elmshorn,rendsburg,husum,bad segeberg,eckernforde,ratzeburg,ostholstein,stormarn,nordfriesland,dithmarschen',
  TH: 'erfurt,jena,gera,weimar,gotha,suhl,eisenach,nordhausen,muhlhausen,sondershausen,altenburg,sonneberg,ilmenau,sommerda,possneck',
};

function fold(s: string): string {
  return s.toLowerCase().replace(/ä|ae/g, 'a').replace(/ö|oe/g, 'o').replace(/ü|ue/g, 'u').replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim();
}

/** [folded place, Land], longest names first so "neu-ulm" wins over "ulm". */
const FOLDED_PLACES: readonly [string, GermanState][] = (Object.entries(PLACES) as [GermanState, string][])
  .flatMap(([state, names]) => names.split(',').map((n): [string, GermanState] => [fold(n), state]))
  .sort((a, b) => b[0].length - a[0].length);

/** The Land of a place name ("München", "Frankfurt am Main", "Hamburg-Altona", "Frankfurt (Oder)"), if known. */
function stateOfPlace(place: string): GermanState | undefined {
  const p = fold(place.replace(/^Finanzamt\s+/i, ''));
  if (/^frankfurt\s*(?:\(\s*[o0]der\s*\)|\/\s*[o0]der|an der [o0]der|\([o0]\))/.test(p)) return 'BB';
  if (/^frankfurt(?![a-z])/.test(p)) return 'HE';
  if (/^halle\s*\(\s*westf/.test(p)) return undefined;
  for (const [key, state] of FOLDED_PLACES) {
    if (p.startsWith(key) && !/[a-z]/.test(p.charAt(key.length))) return state;
  }
  return undefined;
}

/**
 * The Land a letterhead names on a line of its own above the Finanzamt ("Rheinland-Pfalz",
 * "Freistaat Thüringen", "Land Brandenburg", "Freie und Hansestadt Hamburg"; also before the
 * ministry: "Land Berlin · Senatsverwaltung für Finanzen"), in the first 12 lines.
 */
function letterheadState(t: string): GermanState | undefined {
  for (const line of t.split('\n', 12)) {
    const name = line
      .split(/ [·•\-–—] | {2,}/u)[0]!
      .trim()
      .replace(/^(?:Land|Freistaat|Freie und Hansestadt|Freie Hansestadt)\s+/u, '')
      .replace(/\s+/g, ' ');
    const state = STATE_BY_NAME.get(name);
    if (state) return state;
  }
  return undefined;
}
const STATE_BY_NAME = new Map(Object.entries(STATE_NAMES).map(([code, names]) => [names.de, code as GermanState]));

// ---------------------------------------------------------------------------------------------
// Steuernummer and Steuer-ID

/**
 * The text where a label's value stands: after the label on its line (the gap of spaces, a colon
 * or a dot skipped, so that a value printed far right of its label is still reached), `reach`
 * characters long; when the rest of the label's line holds no digit (a row of labels with the
 * values in the row below: "Steuernummer   Steuer-ID   Datum"), that rest and the whole next line
 * (the one after it, when a wrapped label cell puts a line without digits between).
 */
function labelWindow(t: string, labelEnd: number, reach: number): string {
  const lineEnd = t.indexOf('\n', labelEnd);
  const rest = t.slice(labelEnd, lineEnd < 0 ? undefined : lineEnd);
  if (hasValueDigit(rest) || lineEnd < 0) {
    const skip = /^[ :.]*/.exec(rest)![0].length;
    return t.slice(labelEnd + skip, labelEnd + skip + reach);
  }
  let next = nextLine(t, lineEnd);
  // The window envelope's return-address line ("Finanzamt Homburg · Behördenzentrum 28 · 66424
  // Homburg") may stand between a label that ends its line and the value below it.
  if (RETURN_ADDRESS_LINE.test(t.slice(next.start, next.end))) next = nextLine(t, next.end);
  // Label cells that wrap ("Unser Zeichen, unsere Nachricht vom  …  Da-" over "tum",
  // "Identifikationsmerkmal" over "(§ 139a AO)") and a letterhead's lines beside them ("Finanzamt
  // Frankfurt am" over "Main III  047 952 38094 …") put up to two lines without a value between the
  // row of labels and its values.
  for (let i = 0; i < 2 && !hasValueDigit(t.slice(next.start, next.end)) && next.end < t.length; i++) next = nextLine(t, next.end);
  return t.slice(labelEnd, next.end);
}

/** Whether a line holds a digit outside a law's paragraph ("(§ 139a AO)", or "139a AO)" wrapped from the line above, is part of a label). */
function hasValueDigit(line: string): boolean {
  // OCR's readings too: "(8 1398 a0)" for "(§ 139a AO)".
  return /\d/.test(line.replace(/(?:\(\s*)?(?:(?:§|\$)\s*|[8S]\s+(?=\d))?\d+[a-z]?(?:\s*Abs\.?\s*\d+)?\s*[Aa][O0o](?!\p{L})\)?/gu, ''));
}

/**
 * The window envelope's return-address line: the office, its street and its town, set apart by "·"
 * (which OCR reads as "-", "»" or "•": "Finanzamt Mannheim-Neckarstadt - Wilhelmstraße 50.- 68161
 * Mannheim").
 */
const RETURN_ADDRESS_LINE = /^[^\n]{3,80}?[ .][·•»*\-–]{1,2} ?\d{5} \p{Lu}/u;

/** The next line with text after the line break at `lineEnd` (OCR puts blank lines between rows): its start and end. */
function nextLine(t: string, lineEnd: number): { start: number; end: number } {
  const start = lineEnd + 1 + /^\s*/.exec(t.slice(lineEnd + 1, lineEnd + 200))![0].replace(/[^\n]*$/, '').length;
  const end = t.indexOf('\n', start);
  return { start, end: end < 0 ? t.length : end };
}

/** A Steuernummer as printed, its separators (OCR's backslash and bar for "/") as slashes, its spaces single. */
function asPrinted(printed: string): string {
  return printed.replace(/\s*([/\\|])\s*/g, '/').replace(/ +/g, ' ');
}

/**
 * A Steuer-ID label ending a text: "Steuer-ID-Nummer", "Identifikationsnummer:", "IdNr.", "Steuer-IdNr
 * (§ 139b" (its "AO)" wrapped below).
 */
const STEUER_ID_LABEL_BEFORE =
  /(?<!\p{L})(?:Steuer-?\s*ID|Identifikations|[Il1]d\.?-?Nr)[\p{L}.()-]*(?:[ ]*\((?:§|\$|8|S)?[ ]*139[ ]?b(?:[ ]*A[O0])?\)?)?[ :.]*$/iu;

/**
 * The Steuernummer printed after its label ("Steuernummer", "Steuer-Nr.", "St.-Nr.", OCR's "Steuemummer"): its
 * Land notation and, when the number alone names it, its Land. An ambiguous number takes the Land
 * `hint` (from the letterhead or the Finanzamt's city) when that fits, else it is returned as
 * printed. `named` is the Land the letterhead names, which a number's notation does not overrule.
 */
function steuernummerField(t: string, hint: GermanState | undefined, named?: GermanState): { state?: GermanState; formatted: string } | undefined {
  // A notation that only one Land uses names that Land, unless the letterhead names another: then
  // OCR has lost or merged a separator ("Land Berlin" over "24275/72479", Baden-Württemberg's
  // grouping), and the digits are read in the named Land's notation, or printed as they are.
  const landOf = (printed: string, sure: Steuernummer, sole: boolean): { state?: GermanState; formatted: string } => {
    if (!sole || !named || sure.state === named) return { state: sole ? sure.state : undefined, formatted: sure.formatted };
    const inNamed = steuernummerInLand(printed, named);
    return inNamed ? { state: named, formatted: inNamed.formatted } : { formatted: asPrinted(printed) };
  };
  // OCR misreads the word before "-Nr." ("Stever-Nr.", "Stover-Nr."): five or six letters from St… to …er;
  // the slash of "St.-Nr./Aktenzeichen" as a letter ("St-NrJaktenzeichen").
  // "Geschäftszeichen  75 951 26484" whose "(StNr.)" wraps below its value (also at the end of the
  // next line, after the envelope's return address in the left column). "Unser Zeichen" in the
  // reference line of DIN 5008 ("Ihr Zeichen | Unser Zeichen | Durchwahl | Datum", the values in
  // the row below): the office's reference, its Steuernummer, when it reads as one and no
  // Steuernummer label gives one (an office may reference its own file: "Unser Zeichen  St 017"),
  // also wrapped after its value ("Ihr Zeichen / Unser   StB-707 / 034 524 15454" over "Zeichen").
  const label =
    /(?<!\p{L})(?:Steue(?:r-?\s*n|m)ummer|Steuer-?\s*Nr\.?|Steuemr\.?|St\p{Ll}{2,3}er-\s*Nr\.|St\.?\s*-?\s*Nr\.?(?:[/JIl|]\s*Akten\p{L}*)?|StNr\.?|Unser\s+Zeichen|Unser(?=[ ]{2,}[^\n]*\d[ ]*\n[^\n]*[ ]Zeichen[ ]*(?:\n|$))|(?:Geschäfts|Akten)zeichen(?=[ ]+\d[\d /]*\d[ ]*\n(?:[^\n]*[ ])?\((?:St\.?\s*-?\s*Nr|Steuernummer)\.?\))|Aktenzeichen[ ]*\((?=bitte(?:[ ]+(?:stets|immer|unbedingt))?(?:[ ]+angeben\))?[ ]+\d)bitte(?:[ ]+(?:stets|immer|unbedingt))?(?:[ ]+angeben\))?)(?!\p{L})/giu;
  const matches = [...t.matchAll(label)];
  const reference = (m: RegExpExecArray) => /^Unser/iu.test(m[0]);
  // "Unser Aktenzeichen / 75 449 30064" over "… StNr.": a label cell wrapped after its value.
  const fromAbove = (m: RegExpExecArray) => {
    const above = valueAboveWrappedLabel(t, m.index, m.index + m[0].length);
    return above ? steuernummerField(`Steuernummer ${above}`, hint, named) : undefined;
  };
  for (const m of [...matches.filter((x) => !reference(x)), ...matches.filter(reference)]) {
    const wrapped = fromAbove(m);
    if (wrapped) return wrapped;
    let window = labelWindow(t, m.index + m[0].length, 60);
    // "Ihr Zeichen / Unser Zeichen   StB-707 / 034 524 15454": the client's reference, then the office's.
    if (reference(m) && /Ihr\s+Zeichen\s*\/\s*$/u.test(t.slice(Math.max(0, m.index - 30), m.index))) window = window.replace(/^[^\n]*? \/ (?=\d)/u, ' ');
    for (const run of window.matchAll(/(?<![\p{L}\d])\d[\d /\\|.\-–]{6,64}\d(?![\d])/gu)) {
      // The value of a Steuer-ID label in the same window ("(StNr.)" wrapped below its value, then
      // "Steuer-ID-Nummer    07386219441" on the next line) is no Steuernummer.
      if (STEUER_ID_LABEL_BEFORE.test(window.slice(0, run.index))) continue;
      // The run may carry a following date or number ("181/815/08155 03.03.2025") or begin with one
      // (a row of values: "02.04.2026 232/111/22233 57 381 496 235"): try every stretch of its chunks.
      // A photo's table puts its rule between the cells: "2366011015649 | 17.02.2025".
      const chunks = run[0].split(/(?<=\d)(?: +\| *| *\| +| +)(?=\d)/);
      for (let j = 0; j < chunks.length; j++)
        for (let k = Math.min(chunks.length, j + 4); k > j; k--) {
          // A date in the row ("St 017   23.09.2026") is part of no Steuernummer.
          if (chunks.slice(j, k).some((chunk) => /^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(chunk))) continue;
          const printed = chunks.slice(j, k).join(' ');
          // A Steuer-ID in the same row ("57 381 496 235") is no Steuernummer.
          if (/^\d{2} \d{3} \d{3} \d{3}$/.test(printed) || normalizeSteuerId(printed)) continue;
          const candidates = steuernummerCandidates(printed);
          if (!candidates.length) {
            // OCR reads a thin slash as "1" ("43/876/18213" → "431876118213").
            const slashed = slashesReadAsOnes(printed);
            if (slashed) return steuernummerField(`Steuernummer ${slashed}`, hint, named);
            continue;
          }
          const sure = candidates.length === 1 ? candidates[0] : parseSteuernummer(printed, hint);
          if (sure) return landOf(printed, sure, candidates.length === 1);
          if (!reference(m)) return { formatted: asPrinted(printed) };
        }
    }
  }
  // A wrapped label whose "StNr." OCR misread ("Aktenzeichen / SEtNr."): its first line's value.
  for (const m of t.matchAll(/(?<!\p{L})(?:Akten|Geschäfts)zeichen(?:[ ]*\/[ ]*\S{1,8})?(?=[ ]*$)/gmu)) {
    const wrapped = fromAbove(m);
    if (wrapped) return wrapped;
  }
  // Unlabelled, only in a Land notation with slashes ("24/347/69282"): OCR may read a row of values
  // apart from its row of labels, even above it.
  for (const m of t.matchAll(/(?<![\d/.,])\d{2,5}\/\d{3,5}(?:\/\d{4,5}(?:\/\d)?)?(?![\d/]|[.,]\d)/g)) {
    const candidates = steuernummerCandidates(m[0]);
    const sure = candidates.length === 1 ? candidates[0] : parseSteuernummer(m[0], hint);
    if (sure) return landOf(m[0], sure, candidates.length === 1);
  }
  // Unlabelled, the 13-digit form of ELSTER in groups of four ("2116 0919 0264 8": Land and office,
  // the "0", district, number and check digit) where it names one Land: a photo may cut or blur
  // its label ("nummer 3207 0409 0846 7"). No longer run of digits (an IBAN's groups) around it.
  for (const m of t.matchAll(/(?<![\p{L}\d])(?<!\d[ ])\d{4} \d{4} \d{4} \d(?![ ]?\d|[.,]\d)/gu)) {
    const candidates = steuernummerCandidates(m[0]);
    if (candidates.length === 1) return landOf(m[0], candidates[0]!, true);
  }
  // Unlabelled, the 13-digit form alone on its line in the letter's head, or in the first cell of a
  // row of values, when it is the form of the Land the letterhead names and of no other: a photo may
  // lose the label's cell ("5205013330390"), or OCR the labels of a dark band into noise
  // ("2257009879313 07.03.2024 02 681 423 599 Frau Schulz"). So also the Land's own notation in
  // groups ("60 465 81801 23.10.2025 Frau Nowak"), never a Steuer-ID's four groups.
  if (named) {
    for (const m of t.slice(0, Math.min(t.length, 1500)).matchAll(/^[ ]*(\d{13}|\d{2,3} \d{3,4} \d{4,5})(?=[ ]|$)(?![ ]\d{3}(?!\d))/gmu)) {
      const candidates = steuernummerCandidates(m[1]!);
      const inNamed: ReturnType<typeof steuernummerInLand> = /^\d{13}$/.test(m[1]!)
        ? candidates.length === 1
          ? candidates[0]
          : undefined
        : steuernummerInLand(m[1]!, named);
      if (inNamed && inNamed.state === named) return { state: named, formatted: inNamed.formatted };
    }
  }
  return undefined;
}

/**
 * The value of a label cell that wraps after its value: "Unser        040 122 47783" (or "Unser
 * Aktenzeichen / 75 449 30064") over "…  Aktenzeichen / StNr." (the envelope's return address may
 * stand left of the label's rest; OCR may put blank lines between). The label at `labelStart`–`labelEnd` must end its line, and the
 * line above must end with digits after the label's first words ("Unser", "Ihr", "Aktenzeichen /"),
 * which name no value of their own. @returns the digits as printed, or undefined
 */
function valueAboveWrappedLabel(t: string, labelStart: number, labelEnd: number): string | undefined {
  const lineEnd = t.indexOf('\n', labelEnd);
  // The label's rest may name the file too ("Steuernummer/Az.").
  const rest = t.slice(labelEnd, lineEnd < 0 ? undefined : lineEnd).replace(/^[ ]*\/[ ]*(?:Az|Aktenzeichen)\.?/u, '');
  if (/[^\s).:]/u.test(rest)) return undefined;
  // The line above with text (OCR puts blank lines between rows).
  const upTo = t.slice(0, t.lastIndexOf('\n', labelStart - 1) + 1).trimEnd();
  if (!upTo) return undefined;
  const above = upTo.slice(upTo.lastIndexOf('\n') + 1);
  return /(?:^|[ ]{2})(?:(?:Unser(?:e)?|Ihr(?:e)?)(?:[ ]+(?:Akten|Geschäfts)?zeichen)?|(?:Akten|Geschäfts)zeichen(?=[ ]*\/))(?:[ ]*\/)?[ ]+(\d[\d /]{6,20}\d)[ ]*$/u.exec(
    above,
  )?.[1];
}

/**
 * A run of 12 or 13 digits that is a Land notation with two slashes (FF/BBB/UUUUP, FFF/BBB/UUUUP,
 * FFF/BBBB/UUUP) whose slashes OCR read as "1", one or both ("2271605/95701"): the notation with
 * its slashes back, or undefined. Only when each separator place holds a "1" or the slash and the
 * result is a Steuernummer of some Land.
 */
function slashesReadAsOnes(printed: string): string | undefined {
  if (!/^\d+\/?\d+$/.test(printed) || printed.length < 12 || printed.length > 13) return undefined;
  const groupings =
    printed.length === 12
      ? ([[2, 3]] as const)
      : ([
          [3, 3],
          [3, 4],
        ] as const);
  for (const [a, b] of groupings) {
    const places = printed[a]! + printed[a + 1 + b]!;
    if (!/^(?:11|1\/|\/1)$/.test(places)) continue;
    const notation = `${printed.slice(0, a)}/${printed.slice(a + 1, a + 1 + b)}/${printed.slice(a + 2 + b)}`;
    if (steuernummerCandidates(notation).length) return notation;
  }
  return undefined;
}

/**
 * A value that a narrow column wraps onto a later line ("Identifikationsnummer: 01 956 738" over
 * "257", the left column's "Am Finanzpark 38" between them in the text): the digits that end the
 * label's line joined with one space to the digits that start the label's column on one of the
 * next two lines; undefined when there are none.
 */
function wrappedValue(t: string, labelStart: number, labelEnd: number): string | undefined {
  const lineStart = t.lastIndexOf('\n', labelStart) + 1;
  const lineEnd = t.indexOf('\n', labelEnd);
  if (lineEnd < 0) return undefined;
  const head = /\d[\d ]*$/.exec(t.slice(labelEnd, lineEnd).trimEnd())?.[0];
  if (!head) return undefined;
  const column = labelStart - lineStart;
  for (let next = nextLine(t, lineEnd), rows = 0; rows < 2 && next.start < next.end; next = nextLine(t, next.end), rows++) {
    const digits = /^\s{0,3}(\d[\d ]*\d|\d)(?!\S)/.exec(t.slice(next.start + Math.max(0, column - 3), next.end));
    if (digits) return `${head} ${digits[1]}`;
  }
  return undefined;
}

/** The first valid Steuer-ID that the sticky pattern `re` matches at any index of `window`. */
function idAt(window: string, re: RegExp): string | undefined {
  for (let i = 0; i < window.length; i++) {
    re.lastIndex = i;
    const m = re.exec(window);
    const id = m && normalizeSteuerId(m[0]);
    if (id) return id;
  }
  return undefined;
}

/**
 * The Steuer-ID after its label ("Identifikationsnummer", "Steuer-Identnummer", "IdNr.", "Steuer-ID";
 * not "USt-IdNr."), also grouped by dots ("05.613.789.402"), or printed as "12 345 678 901".
 */
function steuerIdField(t: string): string | undefined {
  const label = rx(
    '(?<![\\p{L}-])(?:[Il1|]dentifikationsnummer|[Il1|]dentifikations-?Nr\\.?|Steuer-?[Il1|]dent(?:ifikations)?nummer|Steuer-?[Il1|]D(?:-?Nr\\.?)?|Steuer-?[Il1|]dNr\\.?|[Il1|]dNr\\.?|[Il1|]d\\.-?Nr\\.?)',
  );
  for (const m of t.matchAll(label)) {
    const window = labelWindow(t, m.index + m[0].length, 50);
    // Every start, not only where the last try ended: "34/567/01234 57 381 496 235" (a Steuernummer
    // before the ID with one space, as OCR reads a row) holds eleven digits that are no ID first.
    const id = idAt(window, /(?<!\d)\d{2} \d{3} \d{3} \d{3}(?! ?\d)|(?<!\d)\d{11}(?!\d)/y) ?? idAt(window, /(?<!\d)\d(?:[ .]?\d){10}(?!\d)/y);
    if (id) return id;
    const wrapped = wrappedValue(t, m.index, m.index + m[0].length);
    const joined = wrapped && normalizeSteuerId(wrapped);
    if (joined) return joined;
  }
  // Unlabelled, only in the printed form "12 345 678 901".
  // A number may stand before it with one space (a Steuernummer in the same row).
  for (const run of t.matchAll(/(?<!\d)\d{2} \d{3} \d{3} \d{3}(?!\s?\d)/g)) {
    const id = normalizeSteuerId(run[0]);
    if (id) return id;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Dates

/** Words before a date that make it something other than the letter's date. */
const NOT_LETTER_DATE = rx('(?<!\\p{L})(?:vom|bis|zum|am|ab|seit|spätestens|Bekanntgabe|fällig|Fälligkeit|Frist|Beginn)\\s*:?\\s*$', 'iu');

/**
 * Labels of the letter's own date: "Datum" alone (not "Datum der Zahlung", "Datum des Eingangs",
 * "Datum Ihres Schreibens" …; OCR's "Jatum"; "Da-" closing the reference line of DIN 5008, its cell
 * wrapped, "tum" below), and the labels that name the letter: "Datum des Bescheid(e)s",
 * "Datum des Schreibens", "Datum des Brief(e)s", "Bescheiddatum", "Ausfertigungsdatum",
 * "Ausstellungsdatum", "Erstellungsdatum", "Erstelldatum", "Druckdatum", "Versanddatum", "Absendedatum",
 * "Schreibensdatum", any other compound of "-datum" but those that name another day ("Geburtsdatum",
 * "Eingangsdatum", "Zahlungsdatum", "Fälligkeitsdatum", "Zustellungsdatum" …), "Ausgefertigt am", "Ausgestellt am", "Erstellt am", "Erlassen am", "Abgefertigt am" (also after the word
 * that names the letter: "Schreiben erstellt am", "Bescheid erstellt am"), "Tag des Schreibens", "Schreiben vom",
 * "Druck vom" where it starts its line or column (not "Ihr Schreiben vom"), "Ausdruck vom", "Gedruckt am", "Datum des" whose last word ("Bescheides") wraps below the date, "Datum der Ausfertigung" (also
 * wrapped so), "Datum des Ausdrucks", "Datum des Postausgangs", "Dat." (not "Stand", a form's version in its footer), and the day it
 * was posted, from which the Bekanntgabe is counted (§ 122 Abs. 2 Nr. 1 AO): "Zur Post gegeben am", "Tag
 * der Aufgabe zur Post", "Abgesandt am", "Versandt am". A weekday may stand before the date ("Mi.,
 * 18.09.2024"). Group 1 holds a label that names the letter; its date must follow it directly (only a
 * colon, spaces or dot leaders between), so that "Datum des Bescheids, gegen den sich der Einspruch
 * richtet: …" gives no date.
 */
const LETTER_DATE_LABEL =
  /(?<!\p{L})(?:[DJ]atum(?!\p{L})(?!\s+(?:der|des|und|Ihre[rs]?)(?!\p{L}))|(?<=Zeichen[^\n]*[ ])Da-?(?=[ ]*\n)|(Datum\s+des\s+(?:Bescheide?s|Schreibens|Briefe?s|Ausdrucks|Druckes|Postausgangs)|Datum\s+des(?=[ ]+\d[^\n]*\n[ ]*(?:Bescheide?s|Schreibens|Briefe?s|Postausgangs)(?!\p{L}))|Datum\s+der\s+(?:Ausfertigung|Erstellung|Absendung|Versendung)|Datum\s+der(?=[ ]+\d[^\n]*\n[^\n]*?(?<!\p{L})(?:Ausfertigung|Erstellung|Absendung|Versendung)(?!\p{L}))|Dat\.|Bescheid-?datum|(?:Ausfertigungs|Ausstellungs|Erstellungs|Erstell|Druck|Versand|Absende|Schreibens?|Brief)datum|(?!(?:Geburts|Eingangs|Zahlungs|Fälligkeits|Buchungs|Zugangs|Zustellungs|Bekanntgabe|Valuta|Wertstellungs|Ablauf|Liefer|Leistungs|Rechnungs|Abgabe|Antrags|Einreichungs|Änderungs|Beginn|End|Stichtags|Prüfungs|Termin)datum)\p{Lu}\p{Ll}{2,}datum|(?:Schreiben|Bescheid|Brief)\s+(?:ausgefertigt|ausgestellt|erstellt|erlassen|abgesandt|abgesendet|versandt|versendet|gefertigt)(?:\s+am)?|(?:Versand|Ausfertigungs|Absende)tag|(?:Ausgefertigt|Abgefertigt|Ausgestellt|Erstellt|Erlassen|Abgesandt|Abgesendet|Versandt|Versendet|Gefertigt)\s+am|Tag\s+des\s+Schreibens|Tag\s+der\s+(?:Ausfertigung|Erstellung|Absendung|Versendung)|(?<=^|\n|[ ]{2})Ausfertigung\s+vom|(?<=^|\n|[ ]{2})(?:Schreiben|Druck)\s+vom|Ausdruck\s+vom|(?:Ausgedruckt|Gedruckt)\s+am|[Zz]ur\s+Post\s+gegeben\s+am|Tag\s+der\s+Aufgabe\s+zur(?:\s+Post)?)(?!\p{L}))/gu;

/**
 * "Bescheid vom" as a label of the letter's own date: after a line break or a space (OCR prints a
 * column gap as one space), not after a lower-case word or a comma (a sentence: "… gegen den\nBescheid
 * vom …", "Dieser Bescheid ändert den Bescheid vom …"); its date follows directly or in the values'
 * row below, and no lower-case word after it continues a sentence ("Bescheid vom 31.03.2024 wird
 * geändert").
 */
const BESCHEID_VOM_LABEL = /(?<=(?:^|\s))Bescheid\s+vom(?!\p{L})/gu;

/**
 * The date that the label at `index` (`length` characters) gives the letter: on a row of labels with
 * the values in the row below ("Ihr Zeichen  Ihre Nachricht vom  Unser Zeichen  Datum", "Datum
 * Steuernummer Steuer-ID"), the date below in the same column, counted among the row's date
 * columns ("… vom", "Datum"); else the date after the label on its line, also far right of it, or
 * with `direct` only right after it.
 */
function dateAtLabel(t: string, dates: FoundGermanDate[], index: number, length: number, direct: boolean): FoundGermanDate | undefined {
  const end = index + length;
  const lineStart = t.lastIndexOf('\n', index) + 1;
  const lineEnd = t.indexOf('\n', end);
  const rest = t.slice(end, lineEnd < 0 ? undefined : lineEnd);
  if (lineEnd >= 0 && !hasValueDigit(rest)) {
    // "Datum" closing its row (the reference line of DIN 5008): the row's last date below; other
    // columns of that row may hold dates too ("Ihr Zeichen": the client's own "LI/4, 01.01.2025").
    const last = !rest.trim();
    const column = [...t.slice(lineStart, index).matchAll(/(?<!\p{L})(?:Datum|vom)(?!\p{L})/gu)].length;
    // The values' row; a label cell that wraps ("Steuernummer (bitte stets" / "angeben)") puts a
    // line without digits between the labels and their values.
    for (let next = nextLine(t, lineEnd), rows = 0; rows < 3 && next.start < next.end; next = nextLine(t, next.end), rows++) {
      const below = dates.filter((x) => x.index >= next.start && x.index < next.end);
      if (below.length) return last ? below.at(-1) : below[Math.min(column, below.length - 1)];
      if (hasValueDigit(t.slice(next.start, next.end))) break;
    }
  }
  const from = end + /^[ :.]*/.exec(rest)![0].length;
  // OCR's specks from a label's grey cell ("Erstelldatum RS 1 04.05.2026"): up to three marks of
  // one or two characters, no lower-case word, may stand between a label and its direct date.
  // A weekday may stand before the date ("Mi., 18.09.2024").
  const specks = (d: FoundGermanDate) => /^(?:[^\s\p{Ll}]{1,2}[ |:.]+){0,3}$/u.test(t.slice(from, d.index).replace(WEEKDAY_BEFORE, ''));
  const d = dates.find((x) => x.index >= from && (direct ? specks(x) : x.index - from <= 80));
  if (d && !NOT_LETTER_DATE.test(t.slice(Math.max(end, d.index - 20), d.index))) return d;
  return undefined;
}

/**
 * A receipt stamp's word before a date, on the date's line or up to two lines above ("EINGEGANGEN"
 * over "04.05.2024", "EINGANG", "ERHALTEN"; OCR may space its capitals: "EINGEGANG EN"): the day the
 * recipient (or an adviser) received the letter, later than the letter's date.
 */
const RECEIPT_STAMP_BEFORE = new RegExp(
  `(?<!\\p{L})(?:${['EINGEGANGEN', 'EINGANG', 'ERHALTEN'].map((w) => [...w].join('[ ]?')).join('|')})(?!\\p{Ll})[^\\n]*(?:\\n[^\\n]*){0,2}$`,
  'u',
);

/** A weekday printed before a date ("Mi., 18.09.2024", "Mittwoch, 18. September 2024"), at the end of a text. */
const WEEKDAY_BEFORE = /(?<!\p{L})(?:Mo|Di|Mi|Do|Fr|Sa|So|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonnabend|Sonntag)\.?,?[ ]*$/u;

/** Words that a label in capitals keeps in lower case when folded ("DATUM DER AUSFERTIGUNG"). */
const LOWER_IN_LABELS = new Set(['der', 'des', 'die', 'das', 'und', 'vom', 'von', 'zum', 'zur', 'am', 'im', 'für', 'nach', 'bei']);

/**
 * `t` with each word in capitals (two letters or more) in a label's case: "DATUM DER AUSFERTIGUNG" →
 * "Datum der Ausfertigung", "DAT." → "Dat."; character for character, so that indices stay.
 */
function foldCapitals(t: string): string {
  return t.replace(/(?<!\p{L})\p{Lu}{2,}(?!\p{L})/gu, (w) => {
    const lower = w.toLowerCase();
    if (lower.length !== w.length) return w;
    return LOWER_IN_LABELS.has(lower) ? lower : w[0] + lower.slice(1);
  });
}

/**
 * A head line of the letter's numbers up to its last cell, the letter's date: "St.-Nr. 43/954/25116 ·
 * Id.-Nr. 06 342 281 959 · ", "StNr 2719073586386 · " (OCR reads the middle dots as ":", "-", "»"
 * or "*", and may read a speck before the line: "i St.-Nr. …"). One character at a time before the
 * label: a nested repetition there backtracked exponentially on a run of dashes before a date.
 */
const NUMBERS_HEAD_LINE =
  /^(?:[^\p{L}\d]|(?<!\p{L})\p{L}(?=[ ]))*(?:St\.?[ ]?-?[ ]?Nr\.?|StNr\.?|Steuer-?(?:nummer|Nr\.?))[ ]*:?[ ]*\d[\d /]*\d(?:(?:[ ]*[·•|:–—*»«-][ ]*|[ ]+\.[ ]+|[ ]{2,})(?:[Il1]d\.?[ ]?-?[ ]?Nr\.?|[Il1]dNr\.?|Steuer-?ID)[ ]*:?[ ]*\d[\d ]*\d)?(?:[ ]*[·•|:–—*»«-][ ]*|[ ]+\.[ ]+|[ ]{2,})$/u;

/**
 * The letter's date: after a "Datum" label ("Datum", "Datum des Bescheids", "Datum des
 * Schreibens", "Bescheiddatum", also in capitals), else at the end of a head line of the letter's
 * numbers, else in a date line after the place, else after a "Bescheid vom" label, else alone on a
 * line (the latest of several), else the head's latest date that names no other day; never a date
 * after "vom", "bis", "fällig", "Bekanntgabe" …
 */
function letterDateField(t: string, dates: FoundGermanDate[]): { date: CalendarDate; index: number } | undefined {
  // 1. "Datum 03.03.2025", "Datum: 03.03.2025", "Datum des Bescheids 22. April 2025", or such a
  // label as a column header with the date below.
  // A boxed head prints its labels in capitals ("DATUM", "DAT.", "ABSENDEDATUM").
  for (const m of foldCapitals(t).matchAll(LETTER_DATE_LABEL)) {
    const d = dateAtLabel(t, dates, m.index, m[0].length, m[1] !== undefined);
    if (d) return d;
  }
  // 1b. A head line of the letter's numbers, its date unlabelled at the end: "St.-Nr. 43/954/25116 ·
  // Id.-Nr. 06 342 281 959 · 01.01.2026".
  for (const d of dates) {
    const lineStart = t.lastIndexOf('\n', d.index - 1) + 1;
    const lineEnd = t.indexOf('\n', d.index);
    if (NUMBERS_HEAD_LINE.test(t.slice(lineStart, d.index)) && !t.slice(d.index + d.raw.length, lineEnd < 0 ? undefined : lineEnd).trim()) return d;
  }
  // 2. The date line: "München, 03.03.2025", "Berlin, den 3. März 2025". Never a receipt stamp's date.
  const unstamped = dates.filter((d) => !RECEIPT_STAMP_BEFORE.test(t.slice(Math.max(0, d.index - 160), d.index)));
  for (const d of unstamped) {
    const city = placeOfDateLine(t, d.index);
    if (city && isPlaceWord(city.split(' ')[0]!) && !rx('^(?:Bekanntgabe|Zahlung|Fälligkeit|Frist)', 'iu').test(city)) return d;
  }
  // 2b. The title names it: "Bescheid für 2024 über Einkommensteuer … vom 13. März 2025".
  for (const m of t.matchAll(/(?<!\p{L})Bescheid\s+für\s+(?:das\s+)?(?:Jahr\s+)?(?:19|20)\d{2}\s+über[^\n]*?\svom\s*/gu)) {
    const d = dates.find((x) => x.index === m.index + m[0].length);
    if (d) return d;
  }
  // 3. "Bescheid vom 12.01.2026" as a label (a Bescheid may refer to another one with these words).
  for (const m of t.matchAll(BESCHEID_VOM_LABEL)) {
    const lineStart = t.lastIndexOf('\n', m.index) + 1;
    const before = (t.slice(lineStart, m.index).trim() ? t.slice(lineStart, m.index) : t.slice(Math.max(0, lineStart - 60), lineStart)).trimEnd();
    // A sentence broken before it ends in a lower-case word; a name ("Inh. Kai Hoffmann") does not.
    if (/(?:(?<!\p{L})\p{Ll}\p{L}*|[,;-])$/u.test(before)) continue;
    const d = dateAtLabel(t, dates, m.index, m[0].length, true);
    if (d && !/^\s*\p{Ll}/u.test(t.slice(d.index + d.raw.length, d.index + d.raw.length + 40))) return d;
  }
  // 4. A date alone on its line, not introduced by "bis", "vom", "fällig" … on the line before; of
  // several, the latest.
  const lone: FoundGermanDate[] = [];
  for (const d of unstamped) {
    const lineStart = t.lastIndexOf('\n', d.index - 1) + 1;
    const lineEnd = t.indexOf('\n', d.index);
    // A photo's table rule or specks before it ("| 03.06.2025") leave it alone on its line.
    const line = t
      .slice(lineStart, lineEnd < 0 ? undefined : lineEnd)
      .replace(/^[\s|:;.,'‚]+/u, '')
      .trim();
    if (line !== d.raw.trim()) continue;
    if (NOT_LETTER_DATE.test(t.slice(Math.max(0, lineStart - 30), lineStart).trimEnd())) continue;
    lone.push(d);
  }
  // Beside the letter's date a head holds earlier ones ("Ihr Schreiben vom", "Eingang"), whose
  // labels a photo may lose: the latest is the letter's (a deadline has its cue: "bis", "fällig").
  const alone = latestDate(lone);
  if (alone) return alone;
  // 5. A head whose layout and labels no rule above knows: its latest date that stands in a cell of
  // its own and names no other day (HEAD_DATE_NOT_LETTERS), before the salutation.
  const salutation = t.search(/(?<!\p{L})(?:Sehr geehrte|Guten Tag)(?!\p{L})/u);
  const headEnd = Math.min(salutation >= 0 ? salutation : t.length, firstProseLine(t), 1500);
  return latestDate(
    unstamped.filter((d) => {
      if (d.index >= headEnd) return false;
      const lineStart = t.lastIndexOf('\n', d.index - 1) + 1;
      const before = t.slice(lineStart, d.index);
      const after = t.slice(d.index + d.raw.length, d.index + d.raw.length + 12);
      return (
        // A cell of its own: at its line's start, after a column gap or a separating mark, and so
        // after it; a date in words is theirs ("Datum des Eingangs: …", "01.02.2024 war Ihr …").
        // (OCR reads a middle dot as a colon, a space before it: "StNr 99464/92516 : 20. August 2026",
        // and a column gap after a word in capitals as one space: "MUSTER 16.01.2026".)
        // OCR of a photo also reads the gap after a number cell as one space: a date that ends its
        // row after a number ("040 7631-738   432   20.02.2024") is a cell of its own too.
        ((/(?:^|[ ]{2}|[·•|–—-]|[ ]:|(?<!\p{L})\p{Lu}{2,}[ ])[ ]*$/u.test(before) &&
          /^(?:[ ]*(?:\n|$)|[ ]{2}|[ ]*[·•|–—-]|[ ]:)/u.test(t.slice(d.index + d.raw.length, d.index + d.raw.length + 3))) ||
          (/\d[ ]$/u.test(before) && /^[ ]*(?:\n|$)/u.test(after))) &&
        !NOT_LETTER_DATE.test(t.slice(Math.max(0, d.index - 40), d.index).replace(WEEKDAY_BEFORE, '')) &&
        !HEAD_DATE_NOT_LETTERS.test(before) &&
        // Nor a period's end or start ("01.01.2025 – 31.03.2025").
        !/\d[ ]*[–—-][ ]*$/u.test(before) &&
        !/^[ ]*[–—-][ ]*\d/u.test(after) &&
        !/^[ ]*(?:um[ ]+)?\d{1,2}[:.]\d{2}(?![.\d])/u.test(after)
      );
    }),
  );
}

/**
 * Where the first line of prose starts (eight words or more, five of them lower-case words of
 * letters alone, none column-gapped), which a letter without a salutation opens its body with; `t.length` when none
 * is in the first 3,000 characters.
 */
function firstProseLine(t: string): number {
  for (let start = 0; start < Math.min(t.length, 3000);) {
    const end = t.indexOf('\n', start);
    const line = t.slice(start, end < 0 ? undefined : end);
    const words = line.trim().split(' ');
    // (A lower-case word is letters only: OCR's garbage of a dark band, "eig]", "eHlale", is none.)
    if (words.length >= 8 && !line.includes('  ') && words.filter((w) => /^\p{Ll}{2,}[,.;:]?$/u.test(w)).length >= 5) return start;
    if (end < 0) break;
    start = end + 1;
  }
  return t.length;
}

/** The latest of `dates`, or undefined. */
function latestDate(dates: FoundGermanDate[]): FoundGermanDate | undefined {
  return dates.reduce<FoundGermanDate | undefined>((latest, d) => (!latest || d.date > latest.date ? d : latest), undefined);
}

/**
 * What before a head's date (on its line) makes it another day than the letter's: the addressee's
 * letter or application ("Ihr Schreiben", "Ihre Nachricht", "Antrag", "Erklärung"), its receipt
 * ("Eingang", "eingegangen"), a birth date ("geb.", "Geburtsdatum"), a reference ("Zeichen"). A
 * fax's or printer's time stamp ("19.07.2026 10:42 FAX …") is known by the time after the date.
 */
const HEAD_DATE_NOT_LETTERS =
  /(?<!\p{L})(?:Schreiben|Nachricht|Anfrage|Antrag|Erklärung|Eingang|eingegangen|geb\.|geboren|Geburtsdatum|Zeichen)(?!\p{L})[^\n]{0,40}$/u;

/** The place before a date in a date line ("München, 03.03.2025"), also when a line break separates them. */
function placeOfDateLine(t: string, index: number): string | undefined {
  // The date's line up to the date; the line before when the date starts its line; not beyond, so
  // that a column of labels above ("Steuer-ID") is not taken for the place.
  const lineStart = t.lastIndexOf('\n', index - 1) + 1;
  let from = lineStart;
  if (!t.slice(lineStart, index).trim()) {
    const prevEnd = t.slice(0, lineStart).trimEnd().length;
    from = t.lastIndexOf('\n', prevEnd - 1) + 1;
  }
  const before = t
    .slice(Math.max(from, index - 60), index)
    .replace(/\s+/g, ' ')
    .replace(WEEKDAY_BEFORE, '');
  return /([A-ZÄÖÜ][\p{L}.()/-]*(?: [\p{L}.()/-]+){0,3}),\s*(?:den\s+)?$/u.exec(before)?.[1];
}

/** Cues of a due or reply-by date, strongest first, with how far after the cue the date may stand. */
const DUE_CUES: readonly (readonly [string, number])[] = [
  [
    'fällig (?:am|bis zum|bis|zum)|Überweisung bis(?: zum)?|Fälligkeit(?:stag|sdatum)?|Zahlungstermin|Zahlungsziel|Zahlungseingang bis(?: zum| spätestens)?|(?:letzter )?Termin für den Zahlungseingang|Bis wann Sie (?:zahlen|überweisen) müssen|(?<!\\p{L})(?:Zahlungs|Überweisungs|Einzahlungs|Zahl)tag(?!\\p{L})|(?<!\\p{L})(?:Fällige[rn]? )?(?:Zahl|Zahlungs|Gesamt)?betrag (?:fällig )?am(?!\\p{L})|Letzter Tag (?:für (?:die |Ihre |den )?|der |des )?(?:Zahlung|Überweisung|Einzahlung|Ausgleich)s?|(?<=^|\\n)Frist(?=[ ]{2}|[ ]*:|[ ]\\d{1,2}\\.)|Zahlung (?:erbeten |erwartet )?bis(?: zum)?|Eingang (?:auf (?:unserem|dem) Konto )?bis(?: zum)?|zahlbar (?:am|bis)(?: zum)?|Zahlungsfrist(?: endet)?(?: am| bis(?: zum)?)?|Letzter Zahlungstag|(?<!\\p{L})Frist für die Zahlung(?: (?:[^\\n.;]|(?<=\\d)\\.(?=\\d)){0,60}?)? endet(?: am)?|(?<!\\p{L})(?!Einspruchs|Rechtsbehelfs|Klage)(?:\\p{Lu}\\p{Ll}*f|F)rist(?: (?:für|zur) [^\\n:]{1,40})?(?=[ ]*:)',
    60,
  ],
  ['(?<!\\p{L})(?:bis spätestens|spätestens(?: aber| jedoch)? (?:am|bis zum|bis|zum)|bis einschließlich(?: zum)?)(?!\\p{L})', 40],
  ['(?<!\\p{L})bis zum(?!\\p{L})', 30],
  ['(?<!\\p{L})bis(?!\\p{L})', 12],
];

/**
 * The first date after the strongest cue. A date before the letter's date is a past deadline the
 * letter recalls ("war bis zum 02.09.2024 abzugeben"), not one it sets; a tax-account row marked
 * "bezahlt" was paid.
 */
function dueDateField(t: string, dates: FoundGermanDate[], letter: { date: CalendarDate; index: number } | undefined): CalendarDate | undefined {
  const usable = (d: FoundGermanDate | undefined): d is FoundGermanDate =>
    !!d && d.index !== letter?.index && !(letter && d.date < letter.date) && !inPaidRow(t, d.index);
  for (const [i, [cue, reach]] of DUE_CUES.entries()) {
    let best: FoundGermanDate | undefined;
    for (const s of spans(t, cue)) {
      const d = dates.find((x) => x.index >= s.end && x.index - s.end <= reach);
      if (!usable(d)) continue;
      // "vom 01.04.2024 bis 03.03.2025" is a period, not a deadline.
      if (dates.some((x) => x.index < s.start && s.start - (x.index + x.raw.length) <= 12)) continue;
      best = d;
      break;
    }
    // The strongest cue also stands after its date: "… ist am 10.06.2026 fällig".
    if (i === 0) {
      const before = dates.find((d) => usable(d) && DUE_AFTER_DATE.test(t.slice(d.index + d.raw.length, d.index + d.raw.length + 30)));
      if (before && (!best || before.index < best.index)) best = before;
    }
    if (best) return best.date;
  }
  return undefined;
}

/** After a date: it is a due date ("am 10.06.2026 fällig", "… zur Zahlung fällig"). */
const DUE_AFTER_DATE = rx('^ (?:(?:werden|wird) [^\\n]{0,40}? )?(?:zur Zahlung )?fällig(?!keit)', 'iu');

// ---------------------------------------------------------------------------------------------
// Tax year

/** The tax year: "Veranlagungszeitraum/Veranlagungsjahr/Kalenderjahr 2023", "Bescheid für 2023", "für 2023", "Jahr 2023", "Einkommensteuer 2023", in this order. */
function taxYearField(t: string): number | undefined {
  const year = '((?:19|20)\\d{2})(?![\\d]|[.,]\\d)';
  const patterns = [
    // "VZ 2023" is the Veranlagungszeitraum; "ESt-VZ 2026" in a payment reference a Vorauszahlung.
    // The Gewerbesteuer's "Erhebungszeitraum" (§ 14 GewStG).
    `(?:Veranlagungszeitraum|Veranlagungsjahr|Erhebungszeitraum|Kalenderjahr|(?<![\\p{L}-])VZ)\\s*:?\\s*${year}`,
    `(?<!\\p{L})(?:Steuer|Mess|Schätzungs)?[Bb]escheid (?:für (?:das )?(?:Jahr )?)?${year}`,
    `(?<![\\p{L}\\d])für (?:das )?(?:Jahr )?${year}`,
    `(?<!\\p{L})(?:Jahr|Jahres)\\s*:?\\s*${year}`,
    `(?:Einkommen|Umsatz|Gewerbe|Körperschaft)steuer(?:erklärung|bescheid)? (?:für )?${year}`,
  ];
  for (const source of patterns) {
    const m = rx(source, 'iu').exec(t);
    if (m) return Number(m[1]);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Amounts

interface AmountCue {
  source: string;
  /** Priority: the strongest cue with an amount wins. */
  priority: number;
  /** Where the amount stands: after the cue (within `reach`), before it, or inside the matched phrase. */
  where: 'after' | 'before' | 'inside';
  reach: number;
  /**
   * A label's row ("Zahlungsbetrag   ****876,74 EUR"): a short word right before the amount is
   * OCR's reading of the stars that fill the field ("Zahlungsbetrag eek 76,74 EUR", the "8" lost
   * into them), so that reading is no amount of this cue.
   */
  row?: boolean;
}

/**
 * Cues of the amount to pay. The payment section's words ("zu zahlen", "Bitte zahlen Sie",
 * "Nachzahlung", "Abschlusszahlung", "rückständige Beträge") come before the breakdown table's,
 * which have none; the amount a Verspätungszuschlag or Zinsbescheid sets, and the total of a
 * Mahnung or Vollstreckungsankündigung, come first in those letters.
 */
function dueCues(type: LetterType | undefined): AmountCue[] {
  const surcharge = type === 'verspaetungszuschlag' || type === 'zinsbescheid' ? 6 : 2;
  const collection = type === 'mahnung' || type === 'vollstreckungsankuendigung' ? 6 : 0;
  const prepayment = type === 'vorauszahlungsbescheid' ? 6 : 0;
  return [
    {
      source: '(?:nächste |fällige )?Vorauszahlung(?:en)?(?: für das \\d\\. ?(?:Quartal|Vierteljahr)(?: \\d{4})?)? (?:in Höhe von|über|von|beträgt|betragen)',
      priority: prepayment,
      where: 'after',
      reach: 40,
    },
    // "… 0,25 Prozent der festgesetzten Steuer …" names the rate, not the surcharge.
    {
      source: 'Verspätungszuschlag[\\s\\S]{0,160}?festgesetzt(?!e[nr]? (?:Steuer|Einkommensteuer|Umsatzsteuer))',
      priority: surcharge,
      where: 'inside',
      reach: 0,
    },
    { source: 'Festsetzung eines Verspätungszuschlags', priority: surcharge, where: 'after', reach: 160 },
    // Its row in a table: "Verspätungszuschlag      50,00 €".
    { source: 'Verspätungszuschlag(?!\\p{L})', priority: surcharge, where: 'after', reach: 60 },
    { source: '(?<!\\p{L})Zinsen[\\s\\S]{0,160}?festgesetzt', priority: surcharge, where: 'inside', reach: 0 },
    { source: 'Gesamtbetrag(?! der Einkünfte)|Gesamtrückstand|(?<!\\p{L})insgesamt|(?<!\\p{L})Summe(?! der)', priority: collection, where: 'after', reach: 60 },
    {
      source:
        'noch zu (?:zahlen|entrichten)|(?<!\\p{L})zu zahlen(?:de[rn]?)?(?: Betrag| sind| ist)?|(?:Bitte (?:zahlen|begleichen|entrichten) Sie|(?:zahlen|begleichen|entrichten) Sie bitte)(?! nicht)',
      priority: 5,
      where: 'after',
      reach: 150,
    },
    { source: '(?<!\\p{L})zu zahlen(?!\\p{L})', priority: 5, where: 'before', reach: 100 },
    // "Der Betrag von 712,41 € ist fällig am 29.12.26", "… wird am 10.08.2026 zur Zahlung fällig" (not
    // "… zur Zahlung fällig: 5.285,85 €", whose amount follows).
    { source: '(?<!\\p{L})(?:ist|sind|wird|werden)(?: [^\\n]{0,30}?)? fällig(?!\\p{L})(?![ ]*:)', priority: 5, where: 'before', reach: 40 },
    // "Die Zahlung von 2.218,87 € muss bis zum … eingegangen sein", "Der Betrag von 516,00 € ist bis zum … zu überweisen".
    {
      source: '(?<!\\p{L})(?:Die Zahlung|Der Betrag|Den Betrag) von(?= \\d)(?![^\\n]{0,40}?(?:erstattet|gutgeschrieben|ausgezahlt|geht Ihnen|zurück))',
      priority: 5,
      where: 'after',
      reach: 5,
    },
    // "Betrag in Ziffern      894,40 €" (the amount written out in words on the next line);
    // "Ihre Zahlung von 157,00 € muss die Finanzkasse spätestens am … erreicht haben", "Ihre Zahlung
    // über 15.191,57 € erwarten wir bis …".
    { source: '(?<!\\p{L})Betrag in Ziffern(?!\\p{L})', priority: 6, where: 'after', reach: 40 },
    // "Überweisung bis Donnerstag, 4. Juni 2026: 306,76 €": the amount after the due date's colon.
    { source: '(?<!\\p{L})(?:Überweisung|Zahlung) bis[^\\n:]{4,40}:', priority: 5, where: 'after', reach: 5 },
    // A payment box's row "Betrag        24,00 €" (at its line's start, the amount in the same row).
    { source: '(?<=^|\\n)Betrag(?=:|\\x20\\x20)', priority: 4, where: 'after', reach: 20 },
    { source: '(?<!\\p{L})Ihre Zahlung (?:von|über|in Höhe von)(?= \\d)', priority: 5, where: 'after', reach: 5 },
    // "Verbleibende Zahlungsverpflichtung: 214,11 €", "Offener Gesamtbetrag: 1.740,61 €", "Offene
    // Forderung insgesamt: 4.321,53 € – zahlbar bis …", "… – zu
    // überweisender Betrag 60,00 €", "Der Betrag ist am 16.01.2025 zur Zahlung fällig: 5.285,85 €".
    {
      source:
        '(?<!\\p{L})(?:Zahlungsverpflichtung|offene[rn]? (?:Gesamt)?(?:Betrag|Summe)|offene Forderung(?:en)?(?: insgesamt)?)(?=[ ]*:)|(?<!\\p{L})zu (?:überweisende|entrichtende)[rn]? (?:Gesamt)?(?:Betrag|Summe)(?!\\p{L})|(?<!\\p{L})zur Zahlung fällig(?=[ ]*:)',
      priority: 5,
      where: 'after',
      reach: 40,
    },
    // "Am 28.10.2025 werden 6.058,60 € fällig."
    { source: '(?<!\\p{L})Am [^\\n]{6,20}? (?:werden|wird) [^\\n]{1,30}? fällig(?!\\p{L})', priority: 5, where: 'inside', reach: 0 },
    // "Wir bitten um Zahlung von 374,00 Euro bis zum …", "Wir bitten um Zahlung des Gesamtbetrags von …".
    {
      source: '(?<!\\p{L})Wir bitten um (?:die )?Zahlung(?: (?:des|der) (?:Gesamtbetrag|Betrag|Rückstand)e?s)? (?:von|über|in Höhe von)(?= \\d)',
      priority: 5,
      where: 'after',
      reach: 5,
    },
    // "Wir bitten Sie, 3.210,41 € bis zum 08.09.2026 … zu überweisen."
    { source: '(?<!\\p{L})Wir bitten Sie,?(?= \\d)', priority: 5, where: 'after', reach: 5 },
    // "Zahlungsziel: 26.01.2026 – Betrag: 1.646,52 €", "Zahlungstermin: … – Betrag: …".
    { source: '(?<!\\p{L})(?:Zahlungsziel|Zahlungstermin)[^\\n]{1,30}?(?<!\\p{L})Betrag:?', priority: 5, where: 'after', reach: 5 },
    // The payment row of a settlement table: "Zahlbetrag      36,00 €"; the payment section's own
    // line: "Fälliger Betrag ........ 559,86 €", "Was Sie zahlen müssen: …", "Ausstehender Betrag
    // insgesamt: …"; a plain-language summary: "Sie müssen 1.234,56 € zahlen".
    {
      source:
        '(?<!\\p{L})(?:Zahlbetrag|Zahlungsbetrag|Überweisungsbetrag|Zu überweisen(?=[ ]*:)|Fällige[rn]? (?:Gesamt)?(?:Betrag|Summe)|Was Sie (?:zahlen|überweisen) müssen|Ausstehende[rn]? (?:Gesamt)?(?:Betrag|Summe)(?: insgesamt)?)(?!\\p{L})',
      priority: 6,
      where: 'after',
      reach: 60,
      row: true,
    },
    // A Zinsbescheid's row "Nachzahlungszinsen      97,00 €" (interest to pay, not "Erstattungszinsen").
    { source: '(?<!\\p{L})Nachzahlungszinsen(?=[ ]{2}|[ ]*:|[ ]+\\d)', priority: surcharge, where: 'after', reach: 30 },
    { source: '(?<!\\p{L})Sie müssen [^\\n]{1,30}? (?:zahlen|überweisen|nachzahlen)(?!\\p{L})', priority: 5, where: 'inside', reach: 0 },
    // "Bitte überweisen Sie 485,88 € bis zum …", "Überweisen Sie bitte …" (not "… nicht an das Finanzamt").
    { source: '(?<!\\p{L})(?:Bitte überweisen Sie|überweisen Sie bitte)(?! nicht)(?!\\p{L})', priority: 5, where: 'after', reach: 150 },
    // "Der Betrag von 11.173,40 EUR ist bis zum 23. Sept. 2024 zu entrichten" (not "nichts zu entrichten").
    { source: '(?<!(?<!\\p{L})(?:nichts|kein\\p{L}{0,2})(?: mehr)? )(?<!\\p{L})zu entrichten(?!\\p{L})', priority: 5, where: 'before', reach: 100 },
    {
      source: 'Nachzahlung(?!s?zins)|Abschlusszahlung|Restbetrag|rückständige[nr]? (?:Beträge|Betrag|Steuern)|(?<!\\p{L})Rückstand(?!\\p{L})',
      priority: 4,
      where: 'after',
      reach: 100,
    },
  ]
    .filter((c): c is AmountCue => c.priority > 0)
    .sort((a, b) => b.priority - a.priority);
}

const REFUND_CUES: AmountCue[] = [
  { source: 'Erstattung(?!szins)(?:sbetrag)?|Guthaben', priority: 5, where: 'after', reach: 80 },
  { source: '(?<!\\p{L})(?:wird|werden)(?:\\s+\\p{L}{1,30}){0,4}\\s+erstattet', priority: 5, where: 'before', reach: 100 },
  // "Saldo: 1.012,81- EUR (Guthaben zu Ihren Gunsten)", "Abrechnungsergebnis: 48,48- (Erstattung)".
  { source: '\\((?:Erstattung|Guthaben)(?!\\p{L})[^)\\n]{0,30}\\)', priority: 5, where: 'before', reach: 20 },
  // "Auszahlungsbetrag: 24,00 €", "Sie erhalten 1.815,22 € zurück."
  { source: '(?<!\\p{L})Auszahlungsbetrag(?!\\p{L})', priority: 5, where: 'after', reach: 40 },
  { source: '(?<!\\p{L})Sie erhalten [^\\n]{1,40}? zurück(?!\\p{L})', priority: 5, where: 'inside', reach: 0 },
  // "Zu Ihren Gunsten ergibt sich ein Betrag von 2.125,65 €", "Sie bekommen 23,00 € zurückgezahlt."
  { source: '(?<!\\p{L})[Zz]u Ihren Gunsten(?!\\p{L})', priority: 5, where: 'after', reach: 40 },
  { source: '(?<!\\p{L})Sie bekommen [^\\n]{1,40}? zurück(?:gezahlt|überwiesen)?(?!\\p{L})', priority: 5, where: 'inside', reach: 0 },
  // "Wir zahlen Ihnen 412,00 € zurück.", "Das Finanzamt erstattet Ihnen …", "Ihnen werden 412,00 € erstattet."
  {
    source: '(?<!\\p{L})(?:Wir|Das Finanzamt|Die Finanzkasse) (?:zahlen|zahlt|überweisen|überweist|erstatten|erstattet) Ihnen(?!\\p{L})',
    priority: 5,
    where: 'after',
    reach: 10,
  },
  {
    source: '(?<!\\p{L})Ihnen (?:werden|wird) [^\\n]{1,30}? (?:erstattet|zurückgezahlt|ausgezahlt|überwiesen|gutgeschrieben)(?!\\p{L})',
    priority: 5,
    where: 'inside',
    reach: 0,
  },
  // "Der zu erstattende Betrag (1 380,35 Euro) wird Ihnen ausgezahlt."
  { source: '(?<!\\p{L})zu erstattende[rn]? (?:Betrag|Summe)(?!\\p{L})[ ]*\\(?', priority: 5, where: 'after', reach: 5 },
  // "Es ergibt sich eine Überzahlung von 126,00 €, die Ihnen erstattet wird."
  { source: '(?<!\\p{L})Überzahlung(?: von)?(?!\\p{L})', priority: 5, where: 'after', reach: 20 },
  // "Zu viel gezahlt: 412,00 € – wir überweisen Ihnen den Betrag zurück."
  { source: '(?<!\\p{L})Zu viel (?:gezahlt|entrichtet)(?!\\p{L})[ ]*:', priority: 5, where: 'after', reach: 20 },
  // "Gutschrift für Sie: 18,00 €", "Aus dieser Abrechnung erhalten Sie 412,00 € zurück.", "Ihnen stehen 412,00 € zu".
  { source: '(?<!\\p{L})Gutschrift für Sie(?=[ ]*:)', priority: 5, where: 'after', reach: 20 },
  { source: '(?<!\\p{L})erhalten Sie [^\\n]{1,40}? zurück(?!\\p{L})', priority: 5, where: 'inside', reach: 0 },
  { source: '(?<!\\p{L})Ihnen stehen [^\\n]{1,30}? zu(?!\\p{L})', priority: 5, where: 'inside', reach: 0 },
  // "Der Betrag von 417,08 € geht Ihnen in den nächsten Tagen auf Ihrem Girokonto zu."
  { source: '(?<!\\p{L})Betrag (?:von )?[^\\n]{1,25}? geht Ihnen [^\\n]{0,60}?zu(?!\\p{L})', priority: 5, where: 'inside', reach: 0 },
];

/**
 * A payment schedule ("Zahlungsübersicht", "Fälligkeiten": fällig am | Betrag | Abgabeart | Jahr) whose
 * rows all fall due on one day: the sum of its rows (euro cents), the amount to pay when the text
 * names none ("Die in der Aufstellung genannten Beträge sind … zu überweisen"). Rows start with
 * their date; a schedule of several days (quarterly prepayments, nextPrepaymentRow) gives none.
 */
function scheduleAmount(t: string, amounts: FoundEuroAmount[], dates: FoundGermanDate[]): number | undefined {
  for (const head of t.matchAll(/^[^\n]*(?:fällig am|Fälligkeit(?:stag)?)[^\n]*Betrag[^\n]*$/gimu)) {
    let total = 0;
    let due: string | undefined;
    for (let line = nextLine(t, head.index + head[0].length); line.start < line.end; line = nextLine(t, line.end)) {
      const date = dates.find((d) => d.index === line.start);
      const amount = amounts.find((a) => a.index > line.start && a.index < line.end);
      if (!date || !amount || amount.cents <= 0) break;
      if (due !== undefined && date.date !== due) return undefined;
      due = date.date;
      total += amount.cents;
    }
    if (total > 0) return total;
  }
  return undefined;
}

/**
 * A tax-account extract ("Kontoübersicht (Auszug)": fällig am | Betrag | Steuerart / Zeitraum | Stand)
 * whose rows start with their date and end with their state: the sum of the rows marked "offen"
 * (euro cents), the amount to pay when the text names none; the rows "bezahlt" were paid. A row of
 * another state gives none.
 */
function openRowsAmount(t: string, amounts: FoundEuroAmount[], dates: FoundGermanDate[]): number | undefined {
  for (const head of t.matchAll(/^[^\n]*(?:fällig am|Fälligkeit(?:stag)?)[^\n]*Betrag[^\n]*(?:Stand|Status)[ ]*$/gimu)) {
    let total = 0;
    for (let line = nextLine(t, head.index + head[0].length); line.start < line.end; line = nextLine(t, line.end)) {
      const row = t.slice(line.start, line.end);
      const amount = amounts.find((a) => a.index > line.start && a.index < line.end);
      if (!dates.some((d) => d.index === line.start) || !amount || amount.cents <= 0) break;
      if (/(?<!\p{L})offen[ ]*$/iu.test(row)) total += amount.cents;
      else if (!PAID_ROW.test(row)) return undefined;
    }
    if (total > 0) return total;
  }
  return undefined;
}

/** A tax-account row's state at its end: paid. */
const PAID_ROW = /(?<!\p{L})(?:bezahlt|getilgt|beglichen|ausgeglichen|erledigt)[ ]*$/iu;

/** Whether the line from `index` on ends as a row marked paid ("10.10.2026  250,00 USt-Vorauszahlung 09/2026  bezahlt"). */
function inPaidRow(t: string, index: number): boolean {
  const lineEnd = t.indexOf('\n', index);
  return PAID_ROW.test(t.slice(index, lineEnd < 0 ? undefined : lineEnd));
}

/**
 * The total row of a statement grid ("Abrechnung (Beträge in Euro)", "Zahlungsaufforderung": Abgabe |
 * Zeitraum | Fälligkeit | Euro): a line "Gesamtbetrag", "Summe", "Zu zahlen insgesamt" or
 * "Insgesamt" ending in a positive amount, within 800 characters after the grid's heading or its
 * "Fälligkeit" column. The amount to pay when the payment text names none ("Bitte zahlen Sie den
 * Gesamtbetrag bis zum …"); euro cents.
 */
function statementTotal(t: string, amounts: FoundEuroAmount[]): number | undefined {
  for (const m of t.matchAll(/^(?:Gesamtbetrag|Summe|Zu zahlen insgesamt|Insgesamt)(?![ \t]+der)(?!\p{L})[^\n\d-]*/gmu)) {
    const lineEnd = t.indexOf('\n', m.index);
    const a = amounts.find((x) => x.index >= m.index + m[0].length && x.index + x.raw.length >= (lineEnd < 0 ? t.length : lineEnd) - 2);
    if (!a || a.index > (lineEnd < 0 ? t.length : lineEnd) || a.cents <= 0) continue;
    if (/Abrechnung|Zahlungsaufforderung|Fälligkeit|fällig am/u.test(t.slice(Math.max(0, m.index - 800), m.index))) return a.cents;
  }
  return undefined;
}

/**
 * The balance row of a Bescheid's calculation ("Verbleibender Betrag  8.313,07", "Unterschiedsbetrag
 * -905,72", "Verbleibende Beträge  2.255,17  0,00  202,97": one column a tax): the sum of its amounts
 * in euro cents, negative for a refund; the last such row. Read only where the text words no
 * payment or refund.
 */
function balanceRow(t: string, amounts: FoundEuroAmount[]): number | undefined {
  let balance: number | undefined;
  for (const m of t.matchAll(/^[ ]*(?:Verbleibende[rn]? (?:Betrag|Beträge)|Unterschiedsbetrag)(?!\p{L})[ :]*/gmu)) {
    const lineEnd = t.indexOf('\n', m.index);
    const row = amounts.filter((a) => a.index >= m.index + m[0].length && a.index < (lineEnd < 0 ? t.length : lineEnd));
    if (row.length) balance = row.reduce((sum, a) => sum + a.cents, 0);
  }
  return balance || undefined;
}

/** The amount (euro cents, positive) at the strongest cue that has one; the first such place in the text. */
function amountByCues(t: string, amounts: FoundEuroAmount[], cues: AmountCue[]): number | undefined {
  let best: { priority: number; cents: number } | undefined;
  for (const cue of cues) {
    if (best && best.priority >= cue.priority) continue;
    for (const s of spans(t, cue.source)) {
      let a: FoundEuroAmount | undefined;
      if (cue.where === 'after') {
        a = amounts.find((x) => x.index >= s.end && x.index - s.end <= cue.reach);
        if (a && cue.row && STARS_READ_AS_WORD.test(t.slice(s.end, a.index))) a = undefined;
        if (a) a = sumColumnOf(t, amounts, a);
      } else if (cue.where === 'inside') a = amounts.filter((x) => x.index >= s.start && x.index < s.end).pop();
      else a = amounts.filter((x) => x.index + x.raw.length <= s.start && s.start - (x.index + x.raw.length) <= cue.reach).pop();
      if (a && a.cents !== 0) {
        best = { priority: cue.priority, cents: Math.abs(a.cents) };
        break;
      }
    }
  }
  return best?.cents;
}

/**
 * The amount of `a`'s row in a table whose last column is the sum ("ESt €  SolZ €  KiSt €  Summe €"
 * over "zu zahlen  7.628,00  0,00  686,52  8.314,52"): that column's, when the row holds three
 * amounts or more and a heading line at most six lines above ends with "Summe", "Gesamt" or
 * "Insgesamt"; else `a` itself.
 */
function sumColumnOf(t: string, amounts: FoundEuroAmount[], a: FoundEuroAmount): FoundEuroAmount {
  const lineStart = t.lastIndexOf('\n', a.index) + 1;
  const lineEnd = t.indexOf('\n', a.index);
  const row = amounts.filter((x) => x.index >= lineStart && x.index < (lineEnd < 0 ? t.length : lineEnd));
  if (row.length < 3) return a;
  const above = t.slice(0, lineStart).split('\n').slice(-7, -1);
  const heading = above.some((line) => /\S[ ]{2,}\S[^\n]*[ ]{2,}(?:Summe|Gesamt|Insgesamt)(?:[ ]*(?:€|EUR|in €))?[ ]*$/iu.test(line));
  return heading ? row.at(-1)! : a;
}

/** A short word (not "EUR") right before an amount in a label's row: OCR's reading of stars. */
const STARS_READ_AS_WORD = /(?<![\p{L}\d])(?!(?:EUR|Euro)(?!\p{L}))[\p{L}+*#]{1,4}[ ]+$/u;

/**
 * Amounts that are no sum to pay or refund: a minimum or maximum a rule names ("mindestens 25 €
 * für jeden angefangenen Monat", § 152 Abs. 5 AO) or an amount per month.
 */
function payable(t: string, amounts: FoundEuroAmount[]): FoundEuroAmount[] {
  return amounts.filter((a) => {
    const before = t.slice(Math.max(0, a.index - 25), a.index);
    const after = t.slice(a.index + a.raw.length, a.index + a.raw.length + 40);
    return !RULE_BEFORE.test(before) && !RULE_AFTER.test(after);
  });
}
const RULE_BEFORE = rx('(?<!\\p{L})(?:mindestens|höchstens|maximal|bis zu)(?: jedoch| aber)? $', 'iu');
const RULE_AFTER = rx('^ (?:je|pro|für jeden) (?:angefangenen |vollen )?(?:Monat|Kalendermonat)', 'iu');

/**
 * The row of a table of quarterly prepayments (§ 37 Abs. 1 EStG: 10 March, June, September,
 * December) that is due next: rows that hold one date ("10.06.2026", or "10.06." in a table of the
 * year `year`) and an amount, at least two of them; the first whose date is after the letter's date
 * (the first row when the letter's date is unknown). Dates already past were due before the letter.
 */
function nextPrepaymentRow(
  t: string,
  amounts: FoundEuroAmount[],
  letterDate: CalendarDate | undefined,
  year: number | undefined,
): { date: CalendarDate; cents: number } | undefined {
  const rows: { date: CalendarDate; cents: number }[] = [];
  let lineStart = 0;
  for (const line of t.split('\n')) {
    const lineEnd = lineStart + line.length;
    const inLine = amounts.filter((a) => a.index >= lineStart && a.index < lineEnd && a.cents > 0);
    const found = findGermanDates(line);
    let date: CalendarDate | undefined = found.length === 1 ? found[0]!.date : undefined;
    if (!found.length && year) {
      const short = /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(?!\d)/.exec(line);
      if (short) date = parseGermanDate(`${short[1]}.${short[2]}.${year}`);
    }
    const amount = inLine.at(-1);
    // The amount stands after the date in the row ("10.06.2026   1.234,00 €").
    if (date && amount && amount.index - lineStart > line.search(/\d/)) rows.push({ date, cents: amount.cents });
    lineStart = lineEnd + 1;
  }
  if (rows.length < 2) return undefined;
  return rows.find((r) => !letterDate || r.date > letterDate) ?? undefined;
}

// ---------------------------------------------------------------------------------------------
// Payment details

/** Words before an IBAN that make it the client's account (a refund's), not the office's. */
const CLIENT_ACCOUNT_BEFORE = rx('(?:Ihr(?:em|e)? (?:Konto|Bankverbindung|IBAN)|auf das Konto|Ihrer Bank)[^\\n]{0,60}$', 'iu');
/** A payment the client is asked to make "auf das Konto" ("Überweisen Sie bitte auf das Konto IBAN …"): the office's account. */
const OFFICE_ACCOUNT_BEFORE = rx('(?<!\\p{L})(?:Überweisen|Zahlen|Entrichten) Sie (?:bitte )?(?:[^\\n.;]{0,40} )?auf das Konto[ :]*(?:IBAN)?[ :]*$', 'iu');

/**
 * The first valid IBAN (ISO 13616 check digits, ibantools) that is not the client's own account,
 * with its index in `t` and its printed length. An IBAN is printed in groups of four; OCR may drop
 * or add a space, so every length from the country's (DE: 22) down to 15 is tried.
 *
 * OCR misreads a German IBAN's digits (a German BBAN is digits only): "O" or "©" for 0, "I"/"l" for 1,
 * "B" for 8, "S" for 5 (or, in the check digits, for 9 or 6), and it may add a "$" or double a character
 * of the check digits ("DE$98", "DEO07") or put a letter before them ("DEA44"). Every such reading is accepted only when its check digits
 * are valid (ISO 7064 MOD 97-10: a misread BBAN or check digit almost never passes).
 */
function ibanField(t: string): { iban: string; index: number; end: number } | undefined {
  // A letter that reads as no digit between "DE" and two digits ("DEA44 8100 …") is a speck: no
  // check digit is a letter, so it goes.
  // OCR may read a group's space as a dot or comma ("DE72 5000 0000 0000 7642.01").
  for (const m of t.matchAll(/(?<![A-Za-z0-9])[A-Z]{2}(?:(?<=DE)[AC-HJKMNP-RT-Z](?=\d{2} \d{4}))? ?[0-9OIlBS$]{2}(?:(?: |[.,](?=\d))?[A-Z0-9l$©]){11,30}/g)) {
    const before = t.slice(Math.max(0, m.index - 80), m.index);
    if (CLIENT_ACCOUNT_BEFORE.test(before) && !OFFICE_ACCOUNT_BEFORE.test(before)) continue;
    const speck = /^DE[AC-HJKMNP-RT-Z]\d{2} /.test(m[0]) ? 2 : -1;
    const chars: { c: string; end: number }[] = [];
    for (let i = 0; i < m[0].length; i++) if (!' $.,'.includes(m[0][i]!) && i !== speck) chars.push({ c: m[0][i]!, end: m.index + i + 1 });
    for (let n = Math.min(34, chars.length); n >= 15; n--) {
      const raw = chars
        .slice(0, n)
        .map((x) => x.c)
        .join('');
      for (const candidate of ibanReadings(raw).map((x) => electronicFormatIBAN(x) ?? '')) {
        if (isValidIBAN(candidate)) return { iban: candidate, index: m.index, end: chars[n - 1]!.end };
      }
    }
  }
  return undefined;
}

/** The readings of a printed IBAN (spaces and "$" dropped) to try, as printed first; see `ibanField`. */
function ibanReadings(raw: string): string[] {
  // OCR's "O" for 0 and "I"/"l" for 1 in the check digits, and in a German BBAN (digits only).
  const upTo = raw.startsWith('DE') ? raw.length : 4;
  const fixed = raw.slice(0, 2) + raw.slice(2, upTo).replace(/[O©]/g, '0').replace(/[Il]/g, '1') + raw.slice(upTo);
  const readings = [raw, fixed];
  if (raw.startsWith('DE')) {
    // "B" for 8 and "S" for 5 anywhere in a German IBAN's digits; "S" for 9 in its check digits.
    const digits = `DE${fixed.slice(2).replace(/B/g, '8').replace(/S/g, '5')}`;
    readings.push(digits);
    // "S" for 9 or 6 in the check digits ("DES6" for DE66, "DESO" for DE60).
    const esses = [2, 3].filter((i) => fixed[i] === 'S');
    for (const a of esses.length ? ['5', '6', '9'] : [])
      for (const b of esses.length === 2 ? ['5', '6', '9'] : [a]) {
        const reading = [...digits].map((c, i) => (i === esses[0] ? a : i === esses[1] ? b : c)).join('');
        if (reading !== digits) readings.push(reading);
      }
    // OCR may also put an extra character into the check digits ("DEO84…", "DE007…" for "DE84…",
    // "DE07…"): only an "O" or a character standing twice is dropped. Dropping any other one gives
    // a checksum that holds by chance about once in 97 tries: a wrong account to pay into
    // ("DE34 5008 0000 0804 5603 081", a misread "DE34 5000 0000 0004 5603 01", gave DE34 0080 …).
    if (digits.length === 23) {
      const extra = (i: number) => raw[i] === 'O' || digits[i] === digits[i + 1] || digits[i] === digits[i - 1];
      readings.push(...[2, 3, 4].filter(extra).map((i) => digits.slice(0, i) + digits.slice(i + 1)));
    }
  }
  return readings;
}

/**
 * The BIC printed with an IBAN: after "BIC" within the IBAN's line or the next (or before the IBAN).
 * A BIC is printed in capitals (ISO 9362): a word after a table's "BIC" header ("Kreditinstitut IBAN
 * BIC" over "Deutsche Bundesbank, …") is none.
 */
function bicNear(t: string, iban: { index: number; end: number }): string | undefined {
  const read = (m: RegExpExecArray | null): string | undefined => {
    if (!m || /\p{Ll}{2}/u.test(m[1]!)) return undefined;
    // OCR reads the "1" of the Bundesbank's "MARKDEF1…" as "I" or "l".
    const bic = m[1]!.toUpperCase().replace(/^(MARKDEF)[IL]/, '$11');
    return isValidBIC(bic) ? bic : undefined;
  };
  const pattern = /(?<!\p{L})B[I1l]C\s*:?\s*([A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?)(?![A-Za-z0-9])/u;
  return read(pattern.exec(t.slice(iban.end, iban.end + 120))) ?? read(pattern.exec(t.slice(Math.max(0, iban.index - 60), iban.index)));
}

/**
 * The printed hint of a SEPA remittance slip's field (Zahlschein): "Name, Vorname/Firma (max. 27
 * Stellen …)", "- Verwendungszweck, ggf. Name und Anschrift des Zahlers", "(insgesamt max. 2 Zeilen …)":
 * not a value; the filled-in value stands on the next line.
 */
const SLIP_HINT = /^[ \t]*(?:[-–,][ \t]*)?(?:Name,|Vorname|Verwendungszweck|ggf\.|\((?:insgesamt )?max\.)/u;

/**
 * Up to the end of a printed value: a comma, a column gap (two spaces), a line end, or the next
 * label. A sentence's full stop goes; an abbreviation's dot stays ("FA Neumarkt i. d. OPf.").
 */
function printedValue(s: string): string | undefined {
  const value = s
    .split(/\n| {2,}|,|;|(?<!\p{L})(?:IBAN|BIC|Bank|Kreditinstitut)(?!\p{L})/u)[0]!
    .replace(/\s+/g, ' ')
    .trim()
    // OCR's specks after it on a photo ("Finanzkasse beim Finanzamt Neunkirchen . 2"): lone marks, then one character.
    .replace(/(?:[ ][^\s\p{L}\d–—()-]{1,2})+(?:[ ][\p{L}\d])?$/u, '')
    .replace(/:$|(?<!(?<!\p{L})\p{L}{1,3})\.$/u, '')
    .trim();
  return value.length >= 3 ? value : undefined;
}

/**
 * A public cash office that holds a tax office's account: a Finanzkasse, a Finanzamt, the
 * Bundeszentralamt für Steuern, a Landes(haupt/ober/zentral)-, Staats-, Bundes- or Amtskasse, the
 * "Kasse", "Zahlstelle" or "Erhebungsstelle" (des) Finanzamt(s) … (never
 * a bank, "Sparkasse", nor a person, e.g. the client whose account a refund goes to).
 */
const OFFICE_PAYEE = rx(
  '^(?:F[il1]nanz(?:kasse|amt)|Bundeszentralamt|(?:Landes|Staats|Bundes|Amts)(?:haupt|ober|zentral)?kasse|(?:Kasse|Zahlstelle|Steuerkasse|Erhebungsstelle)(?: des| beim)? F[il1]nanzamt)',
  'iu',
);

/**
 * A cash office named with its place ("Finanzkasse Jena", "Kasse des Finanzamts Bonn", "Amtskasse beim
 * Finanzamt Steglitz"), not only its kind ("… auf dem Konto der Finanzkasse als geleistet").
 */
const OFFICE_WITH_PLACE = /^\S+(?: (?:des|beim) F[il1]nanzamts?)? \p{Lu}/u;

/**
 * A payee as printed, with what OCR reads differently set right: the name's last word as a Roman
 * numeral ("Finanzkasse Frankfurt am Main Ill" → "… III", also before a closing bracket: "Land Hessen
 * (Finanzamt Frankfurt am Main Ill)"), and a dash between spaces ("Finanzamt Trier — Finanzkasse -")
 * as the Gedankenstrich "–" that letters print there, with OCR's specks after "– Finanzkasse –" taken off.
 */
function withRomanNumeral(value: string): string {
  const dashed = value
    .replace(/ [—-](?= |$)/gu, ' –')
    // OCR joins the dash to the word before it: "Chemnitz-Süd— Steuerkasse".
    .replace(/(?<=\p{L})[—–](?= \p{Lu})/gu, ' –')
    // A speck after the name: one or two lower-case letters ("… – Steuerkasse a", "Finanzkasse München bp").
    .replace(/(?<=\p{L}{3}) \p{Ll}{1,2}$/u, '')
    // After the cash desk's closing dash ("– Finanzkasse –") nothing belongs to the name: OCR's
    // specks there ("– Finanzkasse – in", "… – |") go.
    .replace(/(–[ ]?F[il1]nanzkasse[ ]?–)[ ]+\S{1,3}$/u, '$1');
  // The numeral ends the office's name, also before its cash desk ("… Main Il – Erhebungsstelle –").
  const desk = / –[ ]?\p{L}+stelle[ ]?–$| –[ ]?\p{L}*[Kk]asse[ ]?–?$/u.exec(dashed);
  const name = desk ? dashed.slice(0, desk.index) : dashed;
  const close = name.endsWith(')') ? ')' : '';
  const words = name.slice(0, name.length - close.length).split(' ');
  const roman = words.length > 1 ? romanNumeral(words.at(-1)!, undefined) : undefined;
  return (roman ? [...words.slice(0, -1), roman].join(' ') + close : name) + (desk?.[0] ?? '');
}

/**
 * The office a cash office holds the account for, in brackets after its name ("Landeshauptkasse (für
 * das Finanzamt Cottbus)", "… (für das Finanzamt Halle (Saale))"), and OCR's specks after it: no part
 * of the account holder's name.
 */
const FOR_THE_OFFICE = /[ ]*\(für (?:das|den) F[il1]nanzamt.*$/iu;

/**
 * The account holder: after "Zahlungsempfänger(/in)", "Name des Zahlungsempfängers" (the SEPA
 * transfer's field, "FA Husum"), "Empfänger (der Zahlung, der Überweisung)", "Überweisen an:", "Zahlen an:", "Empfänger laut Überweisungsträger", "Kontoinhaber(in)",
 * "Konto-Inhaber", "Inhaber des Kontos" (or "der Konten"), "Begünstigter", "Überweisung an",
 * "Zahlungen an:" (not the letter's addressee), "Zu Gunsten von:", "Konto lautet auf:", "Empfangsberechtigt:"
 * (a Land for its office: STATE_FOR_OFFICE), "Name des Empfängers"; each also with a bracketed role or
 * note before its colon ("Begünstigter (Kontoinhaber):", "Name des Empfängers (so eintragen):"); also as a sentence ("Kontoinhaber ist
 * das Finanzamt …", "Zahlungsempfänger ist: Finanzamt Kyritz (Finanzkasse)"); an office named before the role in brackets ("an das Finanzamt … (Kontoinhaber)") or after
 * "überweisen/zahlen/richten … an die" ("… an die Landeshauptkasse Bremen"). With `officeOnly` (no
 * IBAN was read), in a sentence, and after "Kontobezeichnung" (the account's name), only a public cash office (OFFICE_PAYEE).
 */
function payeeField(t: string, officeOnly = false): string | undefined {
  for (const m of t.matchAll(
    rx(
      '(?<!\\p{L})(?:(?:Zahlungs|Überweisungs)empfänger(?:in|/in|\\(in\\)|s)?|Empfänger (?:der|des) (?:Zahlung|Überweisung|Betrags?)|Empfänger(?: laut Überweisungsträger)?|(?:Überweisen|Zahlen) an(?=[ ]*:)|Kontobezeichnung|Konto-?[Ii]nhaber(?:in|/in|\\(in\\))?|Inhaber (?:des Kontos|der Konten)|Begünstigter|Überweisung an|Zahlungen an(?=[ ]*:)|Zu gunsten von(?=[ ]*:)|Konto lautet auf(?=[ ]*:)|Empfangsberechtigt(?=[ ]*:)|Empfangende Kasse(?=[ ]*:)|Name des Empfängers)(?!\\p{L})(?:[ ]*\\((?:Konto-?[Ii]nhaber(?:in)?|Empfänger(?:in)?|so eintragen|bitte (?:so )?eintragen)\\)(?=[ ]*:))?[ ]*(?:[;,.]?:)?[ ]*((?:ist|sind)(?: (?:das|die|der)[ ]+|[ ]*:[ ]*))?',
      'giu',
    ),
  )) {
    // "Kontoinhaber ist das Finanzamt Bremerhaven.", "Empfänger ist die Finanzkasse München.": only
    // an office in such a sentence.
    // "Kontobezeichnung: Finanzamt Erfurt": the account's name, a payee only as an office's. (OCR
    // may read a speck before the label's colon: "Kontobezeichnung;:".)
    const sentence = m[1] !== undefined || /^Kontobezeichnung/iu.test(m[0]);
    let from = m.index + m[0].length;
    // A remittance slip's field label ("Zahlungsempfänger: Name, Vorname/Firma (max. 27 Stellen)")
    // has the filled-in value on the next line.
    if (SLIP_HINT.test(t.slice(from, from + 60))) from = t.indexOf('\n', from) + 1 || t.length;
    let raw = t.slice(from, from + 100);
    // A sentence's name ends at its full stop ("… Mitte/Tiergarten. & ." as OCR reads specks after
    // it); an abbreviation's dot goes on with a word ("St. Wendel") or a bracket ("… i. d. OPf. (Finanzkasse)").
    if (sentence) raw = raw.split(/\.(?=[ ]*(?:[^\p{L}\d\s(]|\n|$))/u)[0]!;
    const state = stateForOffice(raw);
    if (state) return withRomanNumeral(state);
    const value = printedValue(raw);
    if (value && /^\p{Lu}/u.test(value) && !/^(?:Herrn?|Frau|Firma)(?!\p{L})/u.test(value) && (!(officeOnly || sentence) || OFFICE_PAYEE.test(value))) {
      // "Finanzamt Magdeburg, Finanzkasse": the office's cash desk after a comma belongs to the name.
      const desk = OFFICE_PAYEE.test(value) && raw.startsWith(value) ? /^,[ ]?F[il1]nanzkasse(?!\p{L})/u.exec(raw.slice(value.length)) : null;
      return withRomanNumeral(desk ? `${value}, Finanzkasse` : value.replace(FOR_THE_OFFICE, ''));
    }
  }
  // "Die Zahlung richten Sie bitte an das Finanzamt München I (Kontoinhaber).": the office the
  // bracketed role follows.
  const named = rx(
    '(?<!\\p{L})((?:F[il1]nanz(?:kasse|amt)|Bundeszentralamt|(?:Landes|Staats|Bundes|Amts)(?:haupt|ober|zentral)?kasse)[ ]+\\p{Lu}[^\\n]{1,60}?)[ ]*\\((?:Konto-?[Ii]nhaber(?:in)?|Zahlungsempfänger(?:in)?|Empfänger(?:in)?)\\)',
    'giu',
  ).exec(t);
  if (named) return withRomanNumeral(named[1]!);
  // "Bitte überweisen Sie den Betrag an die Landeshauptkasse Bremen.", "Zahlungen richten Sie bitte an
  // die Finanzkasse Jena, …" (not "Zahlen Sie bitte nicht an das Finanzamt"): the office with its place.
  for (const m of t.matchAll(
    rx('(?<!\\p{L})(?:überweisen|zahlen|richten|leisten)(?![^\\n.;]{0,40}?(?<!\\p{L})nicht(?!\\p{L}))[^\\n.;]{0,40}?[ ]an (?:das|die|den)[ ]+', 'giu'),
  )) {
    // The name ends at the sentence's full stop or at a role in brackets, also as OCR cuts it short
    // ("Finanzamt Köln- Altstadt (Kontoinhabe: ı"); OCR's space after a hyphen goes.
    const sentence = t
      .slice(m.index + m[0].length, m.index + m[0].length + 100)
      .split(/\.(?=[ ]*(?:[^\p{L}\d\s]|\n|$))|[ ]*\((?:Konto|Empf|Zahlungsempf)/u)[0]!;
    const value = printedValue(sentence)?.replace(/(?<=\p{L})- (?=\p{Lu})/gu, '-');
    if (value && OFFICE_PAYEE.test(value) && OFFICE_WITH_PLACE.test(value)) return withRomanNumeral(value);
  }
  // "Konto der Finanzkasse Bremen: IBAN …", "Zahlung zugunsten der Finanzkasse Jena", "zugunsten von
  // Kasse des Finanzamts …", "… auf das folgende Konto: Finanzamt Cottbus, IBAN …": the office whose
  // account it is.
  for (const m of t.matchAll(rx('(?<!\\p{L})(?:(?:Konto|zugunsten) (?:der|des) |zu gunsten von |(?:auf|an) das folgende Konto:? )', 'giu'))) {
    const value = printedValue(t.slice(m.index + m[0].length, m.index + m[0].length + 100))?.replace(/:$/, '');
    // The office with its place ("Finanzkasse Jena"); "… auf dem Konto der Finanzkasse als
    // geleistet" names none.
    if (value && OFFICE_PAYEE.test(value) && OFFICE_WITH_PLACE.test(value)) return withRomanNumeral(value);
  }
  // Any other label of the payment block that names the receiving side ("Geld an:", "Kontoführende
  // Stelle der Kasse:", "Zahlungsadressat:", "Konto lautet auf:", "Empfangsberechtigt:"): a cash office
  // with its place, or the Land for its office, after a label with a payment word, within
  // PAYMENT_BLOCK characters of an IBAN.
  for (const m of t.matchAll(PAYMENT_BLOCK_LABEL)) {
    if (!/(?:zahl|überweis|empf[aä]ng|inhaber|gunsten|konto|kasse|berechtigt|begünstigt|(?<!\p{L})(?:an|auf)$)/iu.test(m[1]!) || !nearIban(t, m.index))
      continue;
    const payee = officePayeeAt(t.slice(m.index + m[0].length, m.index + m[0].length + 120));
    if (payee) return withRomanNumeral(payee.replace(FOR_THE_OFFICE, ''));
  }
  // An account line that opens with its holder: "Finanzkasse Oldenburg (Oldb), IBAN DE39 …".
  for (const m of t.matchAll(/(?<=^|\n)[ ]*([^\n,]{6,70}),[ ]*IBAN(?!\p{L})/gu)) {
    const payee = officePayeeAt(m[1]!);
    if (payee) return withRomanNumeral(payee);
  }
  return undefined;
}

/**
 * The Land as the account holder, represented by its office: "Land Hessen, vertreten durch das
 * Finanzamt Darmstadt", "Freistaat Bayern, vertreten durch das Finanzamt München I", "Saarland,
 * vertreten durch das Finanzamt Homburg" (the office's name up to a column gap or the line's end).
 */
const STATE_FOR_OFFICE =
  /^(?:(?:Land|Freistaat|Freie (?:und )?Hansestadt) \p{Lu}[\p{L}-]+|Saarland),?[ ]+vertreten durch (?:das|die)[ ]+F[il1]nanz(?:amt|kasse)[ ]+\p{Lu}[^\n]*?(?=[ ]{2}|[ ]*\n|[ ]*$)/u;

/** The Land for its office at the start of `rest` (STATE_FOR_OFFICE), without OCR's specks after it ("… Darmstadt @", "… München I il"). */
function stateForOffice(rest: string): string | undefined {
  const m = STATE_FOR_OFFICE.exec(rest);
  return m?.[0]
    .replace(/\s+/g, ' ')
    .replace(/(?: [^\p{L}\d\s]{1,2}| \p{Ll}{1,2})+$/u, '')
    .trim();
}

/**
 * A public cash office as the payee printed at the start of `rest` (the text after a label): a Land
 * for its office (STATE_FOR_OFFICE), or a cash office named with its place (OFFICE_PAYEE,
 * OFFICE_WITH_PLACE). @returns the name as printed, or undefined
 */
function officePayeeAt(rest: string): string | undefined {
  const state = stateForOffice(rest);
  if (state) return state;
  const value = printedValue(rest);
  return value && OFFICE_PAYEE.test(value) && OFFICE_WITH_PLACE.test(value) ? value : undefined;
}

/** How far from an IBAN (characters, either side) a line still belongs to the payment block. */
const PAYMENT_BLOCK = 600;

/** A label at a line's or a column's start, up to its colon (group 1: the label's words; an asking bracket may follow). */
const PAYMENT_BLOCK_LABEL = /(?<=^|\n|[ ]{2})(\p{Lu}[^\n:()]{1,40}?)(?:[ ]*\([^)\n]{1,60}\))?[ ]*:[ ]*(?=\S)/gu;

/** Whether an IBAN is printed within PAYMENT_BLOCK characters of `index`. */
function nearIban(t: string, index: number): boolean {
  // The account may be printed without its label: the bank's name over "DE75 2500 0000 0001 4381 01 · MARKDEF1250".
  return /IBAN|(?<![\p{L}\d])DE\d{2}(?: ?\d{4}){4} ?\d{2}(?!\d)/u.test(t.slice(Math.max(0, index - PAYMENT_BLOCK), index + PAYMENT_BLOCK));
}

/**
 * An ISO 11649 creditor reference ("RF18 5390 0754 7034 12"): "RF", two check digits and up to 21
 * letters or digits, valid by ISO 7064 MOD 97-10 (moved to the end, letters as 10–35, the number
 * mod 97 is 1). @returns it as printed (spaces single), or undefined
 */
function creditorReference(t: string): string | undefined {
  for (const m of t.matchAll(/(?<![\p{L}\d])RF\d{2}(?: ?[A-Z0-9]{1,4}){1,6}(?![\p{L}\d])/gu)) {
    const compact = m[0].replace(/ /g, '');
    if (compact.length > 25) continue;
    const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
    let rest = 0;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
    if (rest === 1) return m[0].replace(/ +/g, ' ');
  }
  return undefined;
}

/** "Steuernummer /" whose label goes on after the slash ("Steuernummer / Ordnungsbegriff", "Steuernummer/" over "Kassenzeichen"), on its line or up to two lines above. */
const STEUERNUMMER_SLASH_BEFORE = /(?<!\p{L})Steuer(?:nummer|-?Nr\.?)[ ]*\/(?=\s)(?:[^\n]*\n){0,2}[^\n]*$/u;

/**
 * What a label's next line or cell holds that is no payment reference: the head's other cells ("Bearbeitet
 * von", "Telefon …", "Zimmer", "Ihr Schreiben vom …", the Steuer-ID's label, the addressee's "Herrn"),
 * a date alone, or a quotation mark (the rest of a sentence that names the field).
 */
const NO_REFERENCE =
  /^(?:[“”„"«»]|(?:Herrn?|Frau)$|\d{1,2}\.\d{1,2}\.\d{2,4}$)|(?<!\p{L})(?:Bearbeitet von|Telefon|Telefax|Zimmer|Durchwahl|(?:Ihr|Unser) Schreiben vom|Identifikations\p{L}*|Steuer-?Id\p{L}*)(?!\p{L})/iu;

/**
 * A tax or charge as a payment reference names it (regex source): its abbreviation ("ESt",
 * "USt-VZ", "VSZ") or a word of it ("Einkommensteuer-Vorauszahlung", "Zinsen", "Zwangsgeld").
 */
const REFERENCE_TAX = String.raw`(?:(?:ESt|USt|KSt|GewSt|LSt|KiSt|SolZ|GrSt|VSZ|SZ)(?:-\p{L}{1,5})?|\p{Lu}[\p{L}-]*(?:steuer|zuschlag|zuschläge|zinsen|vorauszahlung|geld|gebühr|kosten)[\p{L}-]*|Zinsen)`;

/** A number of seven digits or more (a Steuernummer, a Kassenzeichen), grouped by spaces, slashes, dots or hyphens (regex source). */
const REFERENCE_NUMBER = String.raw`(?=[\d /.-]*\d(?:[ /.-]*\d){6})\d[\d /.-]*\d`;

/**
 * A payment reference's second line: a tax or charge (its abbreviation, "ESt", "USt-VZ", "VSZ", or a
 * word of it: "Einkommensteuer-Vorauszahlung", "Zinsen zur Einkommensteuer") and a year or period,
 * alone on its line ("ESt 2026", "USt 10/2025", "USt Q3/2025").
 */
const REFERENCE_TAIL = new RegExp(String.raw`^${REFERENCE_TAX}(?: [\p{L}.-]+){0,3} (?:(?:\d{1,2}|Q[1-4])\/)?(?:19|20)\d{2}$`, 'u');

/**
 * The reference to give with a payment: after "Verwendungszweck", "Als Verwendungszweck bitte
 * angeben:", "(Bitte) geben Sie bei (der) Zahlung (unbedingt, stets folgende Angaben) an",
 * "Kassenzeichen" (also joined to another: "Kassenzeichen/Steuernummer (bitte stets angeben):"),
 * "Zahlungskennzeichen", "Kreditorreferenz" (an ISO 11649 creditor reference, "RF18 5390 0754 7034 12"),
 * "Buchungszeichen:", "Referenz:" (not "Ihre Referenz"), "Überweisungstext", "(Als) Buchungstext (angeben):", "Zuordnungsmerkmal (für Ihre Zahlung):", "Buchungshinweis:" (not a heading "Zahlungshinweis"), "Zahlungsgrund", "Zuordnungsnummer", "Aktenzeichen für die Zahlung", "Ordnungsbegriff" (not the head's "Steuernummer / Ordnungsbegriff"),
 * "Betreff der Überweisung:", "Referenz für Ihre Überweisung:" (and the like: "Betreff", "Referenz",
 * "Zweck" or "Angabe" for the transfer or payment), "Bitte geben Sie als Verwendungszweck
 * ausschließlich an:", "Bitte tragen Sie im Feld „Verwendungszweck“ ein:"; the rest of that line, or
 * the next line when the label ends its line. A head's cell there (NO_REFERENCE) is none, and so is the
 * head's Steuernummer ("Steuernummer (bei Zahlung angeben)", "Steuernummer – bei Zahlung stets angeben").
 */
function paymentReferenceField(t: string): string | undefined {
  const label = rx(
    '(?<!\\p{L})(?:(?:Als )?Verwendungszweck(?: (?:bitte )?(?:unbedingt |stets |immer |nur |ausschließlich )*an(?:geben)?(?=[ ]*:))?|(?:Betreff|Referenz|Zweck|Angabe) (?:für|der|zur|bei) (?:die |der |Ihre |Ihrer )?(?:Überweisung|Zahlung)(?=[ ]*:)|Zahlungszweck|Buchungszeichen(?=[ ]*:)|(?<![\\p{L}-])(?<!(?:Ihre|Unsere) )Referenz(?=[ ]*:)|Zahlungsreferenz|Kunden-Referenz(?:nummer)?|(?:Bitte )?geben Sie (?:bitte )?bei (?:der |Ihrer )?(?:Zahlung|Überweisung) (?:bitte |unbedingt |stets |immer |nur |ausschließlich |folgendes |folgende Angaben )*an|(?<!\\()(?<!Steuer(?:nummer|-?Nr\\.?) [–—-] )Bei (?:der |Ihrer )?(?:Zahlung|Überweisung) (?:bitte |unbedingt |stets |immer )*an(?:zu)?geben|Bitte (?:unbedingt |stets |immer )+angeben(?=[ ]*:)|Kassenzeichen(?: / (?:Steuernummer|Steuer-?Nr\\.?|St\\.?-?Nr\\.?|Aktenzeichen))?|(?:Zahlungs|Überweisungs)kennzeichen|(?:Kreditor|Gläubiger)referenz|Tilgungsbestimmung|Angabe auf dem Überweisungsträger(?=[ ]*:)|Zahlung zuordnen können, geben Sie (?:bitte )?an(?=[ ]*:)|(?:Als )?(?:Überweisungstext|Buchungstext)(?: (?:bitte )?angeben(?=[ ]*:))?|Zuordnungsmerkmal(?: für (?:die |Ihre )?(?:Zahlung|Überweisung))?|(?:Buchungs|Zahlungs|Überweisungs)hinweis(?=(?:\\x20*\\([^)\\n]*\\))?\\x20*:)|Strukturierte Referenz|Buchungsreferenz|Zahlungsgrund|Zuordnungsnummer|Aktenzeichen für (?:die |Ihre )?Zahlung|Ordnungsbegriff)(?!\\p{L})[ ]*:?[ ]*',
    'giu',
  );
  for (const m of t.matchAll(label)) {
    // "Steuernummer / Ordnungsbegriff" (also wrapped: "Ordnungsbegriff" below, a column to the
    // left) labels the Steuernummer of the letter's head, not what to give with a payment.
    if (/^(?:Ordnungsbegriff|Kassenzeichen)/iu.test(m[0]) && STEUERNUMMER_SLASH_BEFORE.test(t.slice(Math.max(0, m.index - 200), m.index))) continue;
    // The head's "Steuernummer/Kassenzeichen   27/480/85891": the letter's number, not what to give with a payment.
    if (/^Kassenzeichen/iu.test(m[0]) && /(?<!\p{L})Steuer(?:nummer|-?Nr\.?)[ ]*\/[ ]*$/u.test(t.slice(Math.max(0, m.index - 20), m.index))) continue;
    let from = m.index + m[0].length;
    // The field's name in quotation marks: "Bitte tragen Sie im Feld „Verwendungszweck“ ein:", the
    // value after the sentence's colon (or on the next line); without that colon, nothing.
    if (/[„"»]$/u.test(t.slice(Math.max(0, m.index - 1), m.index))) {
      const asks = /^[“"«][^\n:]{0,30}:[ ]*/u.exec(t.slice(from));
      if (!asks) continue;
      from += asks[0].length;
    }
    // What the label asks for, in brackets: "Verwendungszweck (Steuernummer, Steuerart, Zeitraum): …".
    const asked = /^\([^)\n]{1,60}\)[ ]*:?[ ]*/u.exec(t.slice(from, from + 70));
    if (asked) from += asked[0].length;
    // "Ihre Zahlungsreferenz lautet: …"; "Kassenzeichen für Ihre Zahlung: …" (words that go on
    // with the label, up to its colon, a small word first).
    from += /^(?:lautet|\p{Ll}[\p{L}.-]*(?: [\p{L}.-]+){0,4})[ ]*:[ ]*/u.exec(t.slice(from, from + 50))?.[0].length ?? 0;
    // OCR's specks after a label that ends its line ("… ausschließlich an: :"): the value is below.
    // (Also a single letter there: "unbedingt an: z".)
    from += /^[ :;.,|\\'"-]*(?:(?<![\p{L}\d])\p{Ll}[ ]*)?(?=\n)/u.exec(t.slice(from))?.[0].length ?? 0;
    // A remittance slip's field label: the reference is filled in on the next line (below).
    if (SLIP_HINT.test(t.slice(from, from + 60))) {
      const lineEnd = t.indexOf('\n', from);
      if (lineEnd < 0) continue;
      from = lineEnd;
    }
    // A label that ends its line has its value on the next line, in the label's column: "Herrn
    // Kassenzeichen" over "Cem Schäfer      167-286480-9" (columns are two spaces or more apart).
    // (rx's spaces match line breaks: the label's match may end after the line break.)
    let column = 0;
    const labelEnd = m.index + m[0].trimEnd().length;
    const lineBreak = t.slice(labelEnd, from + 1).indexOf('\n');
    if (lineBreak >= 0) {
      const lineStart = t.lastIndexOf('\n', m.index - 1) + 1;
      const before = t.slice(lineStart, m.index).trimEnd();
      column = before ? before.split(/ {2,}/).length : 0;
      // OCR may put a blank line between the label and its value.
      from = nextLine(t, labelEnd + lineBreak).start;
    }
    const lineEnd = t.indexOf('\n', from);
    const cells = t.slice(from, lineEnd < 0 ? undefined : lineEnd).split(/ {2,}/);
    let value = (cells[Math.min(column, cells.length - 1)] ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      // "289-476756-1 (bitte bei Zahlung angeben)": the note is not part of the reference.
      .replace(/\s*\(\s*bitte(?!\p{L}).*$/iu, '')
      // OCR's specks after the value ("StNr 026 789 31583 ESt-VZ ) : u"): marks and single small letters.
      .replace(/(?:\s+\p{Ll})*\s+[^\s\p{L}\d]{1,2}(?:\s+(?:[^\s\p{L}\d]{1,2}|\p{Ll}))*$/u, '')
      .replace(/[\s.;,:|]+$/, '')
      // OCR's speck before the first character, read as a low quotation mark or a comma.
      .replace(/^[‚„'"‘’,]+(?=\S)/u, '')
      // OCR's em dash or hyphen between words ("151/251/85700 — Einkommensteuer") is the
      // Gedankenstrich printed there.
      .replace(/ [—-] /gu, ' – ')
      // OCR's specks of a neighbouring column after the year that ends a reference ("… – USt 2026 ne x 969 i").
      .replace(/(?<=(?<!\d)(?:19|20)\d{2})(?=(?: (?:\p{Ll}{1,3}|\d{1,3}))*? \p{Ll}{1,3}(?: |$))(?: (?:\p{Ll}{1,3}|\d{1,3}))+$/u, '')
      .slice(0, 80);
    // A value that ends in the label of its number ("… 2025 StNr" / "144/029/75575", OCR's specks
    // after it or before the number on a photo) goes on at the next line's start.
    const cut = /^(.*(?<!\p{L})(?:StNr\.?|St\.?[ ]?-?[ ]?Nr\.?|Steuernummer))(?: \p{Ll})?$/u.exec(value);
    const below = cut && lineEnd >= 0 ? /^[ ;:,.'|]*(\d[\d /]*\d)(?![\p{L}\d])/u.exec(t.slice(lineEnd + 1, lineEnd + 60)) : null;
    if (cut && below) value = `${cut[1]} ${below[1]}`;
    // A bare number whose tax and year stand on the next line alone ("030/404/53414" over "ESt 2026",
    // "Zinsen zur Einkommensteuer 2024"): the reference goes on there.
    // (On a photo OCR may put a blank line between, a speck before it and specks after it: "2 ESt-VZ 2025", "ESt 2026 : s".)
    if (/^\d[\d /.-]*\d$/u.test(value) && lineEnd >= 0) {
      const next = /^\n?[ ]*(?:[^\s\p{L}]{1,2}[ ]+|\p{Ll}[ ]+(?=\p{Lu}))?([^\n]{3,50}?)(?:[ ]+(?:[^\s\p{L}\d]{1,2}|\p{Ll}))*[ ]*(?:\n|$)/u.exec(
        t.slice(lineEnd + 1, lineEnd + 70),
      )?.[1];
      if (next && REFERENCE_TAIL.test(next)) value = `${value} ${next.replace(/\s+/g, ' ')}`;
    }
    // A Kassenzeichen is a number: OCR may run the addressee's name of the next column into it.
    const code = /^kassenzeichen/iu.test(m[0]) ? /\d[\d./ -]*\d$/u.exec(value) : null;
    if (code && /^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+ /u.test(value)) value = code[0];
    // A lone lower-case word is what OCR kept of a cut-off line ("übern…"), no reference.
    if (/[\p{L}\d]{2}/u.test(value) && !NO_REFERENCE.test(value) && !/^\p{Ll}+$/u.test(value)) return value;
  }
  // "Überweisen Sie bitte unter Angabe von „StNr. 056/667/52519, Umsatzsteuer 2024“ auf …": the quoted words.
  const quoted = /unter Angabe (?:von|der|des)\s+[„"»]([^“"«\n]{3,80})[“"«]/u.exec(t);
  if (quoted) return quoted[1]!.replace(/\s+/g, ' ').trim();
  // An ISO 11649 creditor reference anywhere: its check digits make it one.
  const rf = creditorReference(t);
  if (rf) return rf;
  // Any other label of the payment block that names a reference or a purpose ("Überweisungszweck:",
  // "Zahlungscode:", "Buchungsreferenz (bitte angeben):"), not the head's "Ihr/Unser Zeichen".
  for (const m of t.matchAll(PAYMENT_BLOCK_LABEL)) {
    if (!/(?:kennzeichen|referenz|zweck|code|text)$/iu.test(m[1]!) || /^(?:Ihr|Unser)e?(?!\p{L})/u.test(m[1]!) || !nearIban(t, m.index)) continue;
    const lineEnd = t.indexOf('\n', m.index + m[0].length);
    const value = t
      .slice(m.index + m[0].length, lineEnd < 0 ? undefined : lineEnd)
      .split(/ {2,}/)[0]!
      .replace(/\s*\(\s*bitte(?!\p{L}).*$/iu, '')
      .replace(/[\s.;,:|]+$/, '')
      .trim();
    if (/\d/.test(value) && value.length >= 4 && !NO_REFERENCE.test(value)) return value.slice(0, 80);
  }
  // In the payment block (after an IBAN) an "Aktenzeichen: ESt 44/09023" is what to give with it.
  for (const m of t.matchAll(/(?<!\p{L})Aktenzeichen[ ]*:?[ ]*/gu)) {
    if (!/IBAN/u.test(t.slice(Math.max(0, m.index - 300), m.index))) continue;
    const lineEnd = t.indexOf('\n', m.index);
    const value = printedValue(t.slice(m.index + m[0].length, lineEnd < 0 ? undefined : lineEnd));
    if (value && /\d/.test(value)) return value;
  }
  // Any other label in the payment block whose value reads as a reference by its form: a number of
  // seven digits or more (a Steuernummer, a Kassenzeichen) with a tax or charge and a year, in
  // either order ("Zahlungszuordnung: 123/456/78901 ESt 2026", "…: ESt 2026 – 123/456/78901"), not
  // the label of an account, an amount, a date or the payee.
  for (const m of t.matchAll(/(?<=^|\n|[ ]{2})(\p{Lu}[^\n:]{2,60}?)[ ]*:[ ]*([^\n]{8,80})/gu)) {
    if (NOT_REFERENCE_LABEL.test(m[1]!) || !nearIban(t, m.index)) continue;
    const value = m[2]!
      .split(/ {2,}/)[0]!
      .replace(/[\s.;,:|]+$/, '')
      .trim();
    if (REFERENCE_BY_FORM.test(value)) return value.replace(/ [—-] /gu, ' – ');
  }
  return undefined;
}

/**
 * A reference that quotes the letter's Steuernummer ("StNr. 01/274/87946 – USt 2025") with the
 * number as the head prints it where OCR dropped a slash or put a space into the reference's copy
 * ("01/27487946", "205/61 73/8686": the same digits, in no notation of a Land, or slashes and spaces mixed).
 */
function withSteuernummer(reference: string, steuernummer: string | undefined): string {
  if (!steuernummer) return reference;
  const digits = steuernummer.replace(/\D/g, '');
  // A copy printed in another notation of its own ("60 792 22890" beside the head's "60/792/22890") stays as printed.
  return reference.replace(/\d[\d /.-]*\d/u, (run) =>
    run.replace(/\D/g, '') === digits && (!steuernummerCandidates(run).length || /\/.*\d \d|\d \d.*\//u.test(run)) ? steuernummer : run,
  );
}

/** Labels in a payment block that name something other than the reference. */
const NOT_REFERENCE_LABEL =
  /(?<!\p{L})(?:IBAN|BIC|Bank|Kredit|Konto|Empf|Inhaber|Gutschrift|Begünstigt|Betrag|Summe|Rückstand|Datum|fällig|Fällig|Frist|Termin|Wertstellung|Zahlung erbeten|Telefon|Telefax|Öffnungszeiten|Steuer-?ID|Identifikation|Ident)/u;

/** A reference by its form: a number of seven digits or more with a tax (or charge) and a year, in either order. */
const REFERENCE_BY_FORM = new RegExp(
  String.raw`^(?:${REFERENCE_NUMBER}[ /–-]+${REFERENCE_TAX}[ /–-]+(?:\d{1,2}\/)?(?:19|20)\d{2}|${REFERENCE_TAX}[ /–-]+(?:\d{1,2}\/)?(?:19|20)\d{2}[ /–-]+${REFERENCE_NUMBER})$`,
  'u',
);

// ---------------------------------------------------------------------------------------------

/**
 * Reads a Finanzamt letter's text (from PDF text extraction or OCR; German) and returns what it
 * could recognize: the letter type, the Finanzamt, the Steuernummer (Land notation) and Land, the
 * Steuer-ID (§ 139b AO, check digit valid), the letter's date (from the date line only, never the
 * Bekanntgabe or a due date), the tax year, the amount to pay and the refund in euro cents (from
 * the payment section's cues, not the breakdown table, whose balance row counts only where no payment
 * or refund is worded; on a Vorauszahlungsbescheid the next
 * quarterly row after the letter's date, § 37 EStG), a due or reply-by date, whether a
 * Rechtsbehelfsbelehrung (§ 356 AO) is present, and the payment details (IBAN, BIC, payee, payment
 * reference). Labels may stand beside their values, far left of them, or in a row above them.
 *
 * The letter type is `other` when the text looks like a Finanzamt letter of no known kind. When
 * the text does not look like a Finanzamt letter at all (an invoice, a rental contract, a bank
 * statement), the result is empty: no type and no other field
 * (docs/decisions/027-letter-recognition-scope.md). Never throws; fields not found are absent.
 */
export function recognizeLetter(text: string): RecognizedFields {
  const t = clean(text);
  const fields: RecognizedFields = {};
  const type = letterType(t);
  // Not a tax office's letter (an invoice, a contract, a bank statement): nothing is read from it.
  if (!type) return fields;
  fields.letterType = type;

  const finanzamt = finanzamtName(t);
  if (finanzamt) fields.finanzamt = finanzamt;

  const dates = findGermanDates(t);
  const letterDate = letterDateField(t, dates);
  if (letterDate) fields.letterDate = letterDate.date;

  const place = finanzamt ?? (letterDate ? placeOfDateLine(t, letterDate.index) : undefined);
  const namedState = letterheadState(t);
  const placeState = namedState ?? (place ? stateOfPlace(place) : undefined);
  const stnr = steuernummerField(t, placeState, namedState);
  if (stnr) fields.steuernummer = stnr.formatted;
  const state = stnr?.state ?? placeState;
  if (state) fields.state = state;

  const steuerId = steuerIdField(t);
  if (steuerId) fields.steuerId = steuerId;

  const taxYear = taxYearField(t);
  if (taxYear) fields.taxYear = taxYear;

  const amounts = payable(t, findEuroAmounts(t));
  const due = amountByCues(t, amounts, dueCues(type)) ?? statementTotal(t, amounts) ?? scheduleAmount(t, amounts, dates) ?? openRowsAmount(t, amounts, dates);
  const refund = amountByCues(t, amounts, REFUND_CUES);
  // One sum both to pay and paid back ("Erstattungszinsen 6,00 €" / "Sie bekommen 6,00 € zurück"):
  // the refund's wording names it; telling the client to pay it would be the worse mistake.
  if (due && due !== refund) fields.amountDueCents = due;
  if (refund) fields.refundCents = refund;
  // Where no payment or refund is worded (a photo of page 1, the payment section on page 2), the
  // assessment's balance: a positive one to pay, a negative one paid back.
  if (!due && !refund) {
    const balance = balanceRow(t, amounts);
    if (balance && balance > 0) fields.amountDueCents = balance;
    else if (balance) fields.refundCents = -balance;
  }

  const dueDate = dueDateField(t, dates, letterDate);
  if (dueDate) fields.dueDate = dueDate;

  // A Vorauszahlungsbescheid's table of quarterly dates: the next one due (§ 37 EStG).
  if (type === 'vorauszahlungsbescheid') {
    const row = nextPrepaymentRow(t, amounts, letterDate?.date, taxYear);
    if (row) {
      fields.dueDate = row.date;
      fields.amountDueCents = row.cents;
    }
  }

  const iban = ibanField(t);
  if (iban) {
    fields.iban = iban.iban;
    const bic = bicNear(t, iban);
    if (bic) fields.bic = bic;
  }
  // Without an IBAN (none printed, or misread) only a public cash office is a payee: a refund's
  // "Kontoinhaber" is the client (docs/decisions/027-letter-recognition-scope.md).
  const payee = payeeField(t, !iban);
  if (payee) fields.payee = payee;
  // OCR's space after a hyphen inside a word ("Einkommensteuer- Vorauszahlung") goes, as in a payee's name.
  const reference = paymentReferenceField(t)?.replace(/(?<=\p{L}{3})- (?=\p{Lu}\p{Ll})/gu, '-');
  if (reference) fields.paymentReference = withSteuernummer(reference, fields.steuernummer);

  fields.hasInstructions =
    has(t, 'Rechtsbehelfsbelehrung') ||
    has(t, '(?:Einspruch|Klage)[\\s\\S]{0,250}?innerhalb eines Monats') ||
    has(t, 'innerhalb eines Monats[\\s\\S]{0,250}?(?:Einspruch|Klage)');
  return fields;
}

/**
 * recognizeLetter on a letter's `text`, completed from a second reading of the same pages
 * (`alternate`: OCR with other settings, reading.ts) where the first found no valid IBAN: the
 * second reading's IBAN with its BIC, and its payee when the first named none. Only the payment
 * account is taken over: an IBAN is accepted only with valid check digits (ISO 13616), so a second
 * reading adds no guess; every other field is the first reading's.
 * @param text the pages' text (form feeds between pages)
 * @param alternate the same pages read a second way, or undefined when there is none
 * @returns the recognised fields (RecognizedFields)
 */
export function recognizeReadings(text: string, alternate?: string): RecognizedFields {
  const fields = recognizeLetter(text);
  if (fields.iban || alternate === undefined) return fields;
  const second = recognizeLetter(alternate);
  if (!second.iban) return fields;
  fields.iban = second.iban;
  if (second.bic) fields.bic = second.bic;
  if (!fields.payee && second.payee) fields.payee = second.payee;
  return fields;
}
