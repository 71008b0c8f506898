/**
 * Dates as German letters print them ("03.03.2025", "3.3.25", "3. März 2025", "03. Mrz. 2025"),
 * read from PDF text or Tesseract OCR, turned into calendar dates (`YYYY-MM-DD`). Pure: no clock.
 *
 * Format: the German numeric date DD.MM.YYYY (DIN 5008) and the written month names of German.
 * OCR noise tolerated: "O"/"o" for 0 and "l"/"I" for 1 inside the numeric form, a space after a
 * dot, a comma instead of a dot (also after a written date's day: "6, August 2026"), one of the two dots lost when finding dates in a text ("2411.26"),
 * "ä" read as "a" ("Marz") or written "ae" ("Maerz"). In a text also the ISO form DIN 5008 allows
 * beside it ("2026-03-12").
 */
import { isCalendarDate, type CalendarDate } from '../deadlines/calendar-date.js';

/** A date found in a text: the date, where its printed form starts (UTF-16 index) and that form. */
export interface FoundGermanDate {
  date: CalendarDate;
  index: number;
  raw: string;
}

/** Month names and abbreviations (lower case, "ä" also as "a"/"ae") → month number. */
const MONTHS: Record<string, number> = {
  januar: 1,
  jan: 1,
  jänner: 1,
  janner: 1,
  februar: 2,
  feb: 2,
  febr: 2,
  märz: 3,
  maerz: 3,
  marz: 3,
  mrz: 3,
  mär: 3,
  mar: 3,
  april: 4,
  apr: 4,
  mai: 5,
  juni: 6,
  jun: 6,
  juli: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  oktober: 10,
  okt: 10,
  november: 11,
  nov: 11,
  dezember: 12,
  dez: 12,
};

// Longest names first, so "märz" wins over "mär" and "sept" over "sep".
const MONTH_ALTERNATION = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** One digit, or a letter OCR confuses with one (O → 0, l/I → 1). */
const D = '[0-9OoIl]';
// After a date, a letter or a digit would make it part of something else; a footnote mark ("am
// 08.04.2024¹ zu leisten", a superscript digit: \p{No}) does not.
const NUMERIC_SOURCE = `(?<![\\p{L}\\p{N}])(${D}{1,2})\\s?[.,]\\s?(${D}{1,2})\\s?[.,]\\s?(${D}{4}|${D}{2})(?![\\p{L}\\p{Nd}])`;
const WRITTEN_SOURCE = `(?<![\\p{L}\\p{N}])(\\d{1,2})[.,]?\\s{0,3}(${MONTH_ALTERNATION})\\.?\\s{0,3}(\\d{4})(?!\\p{Nd})`;

/**
 * A numeric date whose first or second dot OCR lost ("2411.26", "2412.2024" for 24.11.26 and
 * 24.12.2024; "02.072025" for 02.07.2025): day and month of two digits each, dots only (a comma
 * makes it an amount, "3112,50"), never followed by a currency.
 */
const LOST_DOT_SOURCES = [
  `(?<![\\p{L}\\p{N}.,])(\\d{2})(\\d{2})\\.(\\d{4}|\\d{2})(?![\\p{L}\\p{Nd}]|[.,]\\d|\\s?(?:€|EUR|Euro))`,
  `(?<![\\p{L}\\p{N}.,])(\\d{2})\\.(\\d{2})(\\d{4})(?![\\p{L}\\p{Nd}]|[.,]\\d|\\s?(?:€|EUR|Euro))`,
];

/**
 * A date with a four-digit year whose footnote mark OCR read as a digit or letter glued to the year
 * ("endet am 7. September 20261.", "bis zum Ablauf des 02.11.2026t."): the mark ("1", "2", "3" for
 * ¹²³, "t") before a sentence's end, a comma or a space; the year a plausible one (19xx, 20xx).
 */
const FOOTNOTED_SOURCES = [
  `(?<![\\p{L}\\p{N}])(\\d{1,2})\\s?[.,]\\s?(\\d{1,2})\\s?[.,]\\s?((?:19|20)\\d{2})[123t](?=[.,;]?(?:\\s|$))`,
  // On one line: "12. Januar" over "19061 Schwerin" is no footnoted year.
  `(?<![\\p{L}\\p{N}])(\\d{1,2})\\.?[ \\t]{0,3}(${MONTH_ALTERNATION})\\.?[ \\t]{0,3}((?:19|20)\\d{2})[123t](?=[.,;]?(?:\\s|$))`,
];

/**
 * A written date wrapped in its column: "Schwerin, 12. Januar" ending a line, the year ending the
 * next line after a column gap ("19061 Schwerin        2024"). `raw` is the day and month only.
 */
const WRAPPED_YEAR_SOURCE = `(?<![\\p{L}\\p{N}])(\\d{1,2})\\.?[ \\t]{0,3}(${MONTH_ALTERNATION})\\.?[ \\t]*\\n[^\\n]{0,60}?[ \\t]{2,}((?:19|20)\\d{2})[ \\t]*(?=\\n|$)`;

/** The ISO 8601 form DIN 5008 allows: "2026-03-12" (four-digit year, two-digit month and day). */
const ISO_SOURCE = `(?<![\\p{L}\\p{N}.,/-])(\\d{4})-(\\d{2})-(\\d{2})(?![\\p{L}\\p{Nd}]|[-/.,]\\d)`;

function ocrDigits(s: string): string {
  return s.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
}

function toCalendarDate(day: number, month: number, year: number): CalendarDate | undefined {
  if (year < 1900 || year > 2199) return undefined;
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : undefined;
}

function fromNumeric(d: string, m: string, y: string): CalendarDate | undefined {
  const [day, month, yearDigits] = [ocrDigits(d), ocrDigits(m), ocrDigits(y)];
  // A group made only of letters ("lI") is a word, not a number.
  if (!/\d/.test(day) || !/\d/.test(month) || !/\d/.test(yearDigits)) return undefined;
  const year = yearDigits.length === 2 ? 2000 + Number(yearDigits) : Number(yearDigits);
  return toCalendarDate(Number(day), Number(month), year);
}

function fromWritten(d: string, monthName: string, y: string): CalendarDate | undefined {
  const month = MONTHS[monthName.toLowerCase()];
  return month === undefined ? undefined : toCalendarDate(Number(d), month, Number(y));
}

/**
 * Parses one German date: "03.03.2025", "3.3.2025", "03.03.25" (a two-digit year means 20xx),
 * "3. März 2025", "3. Maerz 2025", "3. Marz 2025", "03. Mrz. 2025", "3 März 2025". Surrounding
 * spaces are ignored; OCR's "O" for 0 and "l"/"I" for 1 are accepted in the numeric form.
 *
 * Returns the calendar date (`YYYY-MM-DD`), or undefined when `s` is not exactly one date or the
 * date does not exist (31.04.2025, 29.02.2025). Never throws.
 */
export function parseGermanDate(s: string): CalendarDate | undefined {
  const t = s.trim();
  const numeric = new RegExp(`^${NUMERIC_SOURCE}$`, 'u').exec(t);
  if (numeric) return fromNumeric(numeric[1]!, numeric[2]!, numeric[3]!);
  const written = new RegExp(`^${WRITTEN_SOURCE}$`, 'iu').exec(t);
  if (written) return fromWritten(written[1]!, written[2]!, written[3]!);
  return undefined;
}

/**
 * Every German date in `text` (numeric and written forms, as `parseGermanDate` reads them, and the
 * ISO form "2026-03-12"), in
 * text order. Impossible dates are left out. `index` is the UTF-16 offset of `raw` in `text`.
 * Never throws.
 */
export function findGermanDates(text: string): FoundGermanDate[] {
  const found: FoundGermanDate[] = [];
  for (const m of text.matchAll(new RegExp(NUMERIC_SOURCE, 'gu'))) {
    const date = fromNumeric(m[1]!, m[2]!, m[3]!);
    if (date) found.push({ date, index: m.index, raw: m[0] });
  }
  for (const m of text.matchAll(new RegExp(WRITTEN_SOURCE, 'giu'))) {
    const date = fromWritten(m[1]!, m[2]!, m[3]!);
    if (date) found.push({ date, index: m.index, raw: m[0] });
  }
  for (const m of text.matchAll(new RegExp(ISO_SOURCE, 'gu'))) {
    const date = toCalendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
    if (date) found.push({ date, index: m.index, raw: m[0] });
  }
  for (const source of LOST_DOT_SOURCES) {
    for (const m of text.matchAll(new RegExp(source, 'gu'))) {
      const date = fromNumeric(m[1]!, m[2]!, m[3]!);
      if (date) found.push({ date, index: m.index, raw: m[0] });
    }
  }
  for (const m of text.matchAll(new RegExp(WRAPPED_YEAR_SOURCE, 'giu'))) {
    const date = fromWritten(m[1]!, m[2]!, m[3]!);
    if (date) found.push({ date, index: m.index, raw: m[0].slice(0, m[0].indexOf('\n')).trimEnd() });
  }
  for (const [i, source] of FOOTNOTED_SOURCES.entries()) {
    for (const m of text.matchAll(new RegExp(source, 'giu'))) {
      const date = i === 0 ? fromNumeric(m[1]!, m[2]!, m[3]!) : fromWritten(m[1]!, m[2]!, m[3]!);
      if (date) found.push({ date, index: m.index, raw: m[0] });
    }
  }
  found.sort((a, b) => a.index - b.index);
  // The two forms cannot overlap in a real date; drop any overlap that noise produces.
  return found.filter((f, i) => i === 0 || f.index >= found[i - 1]!.index + found[i - 1]!.raw.length);
}
