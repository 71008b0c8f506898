/**
 * Euro amounts as German letters print them ("1.234,56 €", "EUR 1.234,56", "12.345 €", "25,- €"),
 * read from PDF text or Tesseract OCR, in euro cents. Pure.
 *
 * Format: German number notation (DIN 5008: a comma before the cents, a dot or a space between
 * groups of thousands) with the euro sign "€" or the ISO 4217 code "EUR". OCR noise tolerated:
 * "O"/"o" for 0 and "l"/"I" for 1 inside a number, a dot instead of the decimal comma when exactly
 * two digits follow it ("1.234.56 €"), a single space between groups of thousands ("1 234,56").
 */

/** An amount found in a text: its value in euro cents, where its printed form starts (UTF-16 index) and that form. */
export interface FoundEuroAmount {
  cents: number;
  index: number;
  raw: string;
}

/** The thousands separators: dot, space, no-break space, narrow no-break space, thin space. */
const GROUP_SEP = '[. \\u00a0\\u202f\\u2009]';
const CURRENCY = '(?:€|EUR(?![\\p{L}])|Euro(?![\\p{L}]))';
const MINUS = '[-\u2212\u2013]';

/**
 * The number part. Alternatives, tried in this order:
 * 1. grouped thousands with decimal comma: 1.234,56 / 1 234,56
 * 2. plain with decimal comma: 1234,56
 * 3. whole euros with ",-" or ",--": 25,-
 * 4. OCR's decimal dot after grouped thousands: 1.234.56
 * 5. grouped thousands without cents: 12.345
 * 6. plain digits: 1234 (or a dot-decimal 12.34)
 */
const NUMBER = [
  `\\d{1,3}(?:${GROUP_SEP}\\d{3})+,\\d{2}`,
  `\\d+,\\d{2}`,
  `\\d+,-{1,2}`,
  `\\d{1,3}(?:\\.\\d{3})*\\.\\d{2}`,
  `\\d{1,3}(?:${GROUP_SEP}\\d{3})+`,
  `\\d+`,
].join('|');

/** A number with a currency sign before or after it: any of the forms above. */
const WITH_CURRENCY = `(?:${CURRENCY}\\s?(${MINUS})?\\s?(${NUMBER})|(${MINUS})?\\s?(${NUMBER})\\s?${CURRENCY})`;
/** A number without a currency sign counts only with a decimal comma (years, ids and counts have none). */
const BARE = `(${MINUS})?(\\d{1,3}(?:${GROUP_SEP}\\d{3})+,\\d{2}|\\d+,\\d{2})`;
const FIND = new RegExp(`(?<![\\p{L}\\p{N},.])(?:${WITH_CURRENCY}|${BARE})(?![\\p{N}]|,\\d|\\.\\d)`, 'gu');

/** What follows a number that is a rate, not an amount: per cent, per mille, "v. H.", "vom Hundert", "v. T.". */
const RATE_AFTER = /^\s?(?:%|‰|Prozent|Promille|v\.\s?[HT]\.|vom\s+(?:Hundert|Tausend))/u;

function ocrDigits(s: string): string {
  return s.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
}

/**
 * Replaces the letters OCR confuses with digits ("O"/"o" → 0, "l"/"I" → 1) inside number-like
 * tokens of `text` ("1.432,OO", "2O23", "l81/815/O8155"), one character for one, so every index
 * stays valid. A token is changed only when it has at least two real digits, no more confusable
 * letters than digits, and no letter directly before or after it (so "Soll" or "Il" stay).
 */
export function fixOcrDigits(text: string): string {
  return text.replace(/[0-9OoIl][0-9OoIl.,/]*[0-9OoIl]/g, (token: string, offset: number) => {
    const digits = token.replace(/[^0-9]/g, '').length;
    const letters = token.replace(/[^OoIl]/g, '').length;
    if (digits < 2 || letters === 0 || letters > digits) return token;
    const before = offset > 0 ? text[offset - 1]! : ' ';
    const after = text[offset + token.length] ?? ' ';
    if (/\p{L}/u.test(before) || /\p{L}/u.test(after)) return token;
    return ocrDigits(token);
  });
}

/** Cents of a number part matched by NUMBER (no sign, no currency), or undefined. */
function numberToCents(n: string): number | undefined {
  const compact = n.replace(/[\s\u00a0\u202f\u2009]/g, '');
  let euros: string;
  let cents = '00';
  let m: RegExpExecArray | null;
  if ((m = /^([\d.]+),(\d{2})$/.exec(compact))) {
    [euros, cents] = [m[1]!, m[2]!];
    if (euros.includes('.') && !/^\d{1,3}(\.\d{3})+$/.test(euros)) return undefined;
  } else if ((m = /^(\d+),-{1,2}$/.exec(compact))) {
    euros = m[1]!;
  } else if ((m = /^(\d{1,3}(?:\.\d{3})*|\d+)\.(\d{2})$/.exec(compact))) {
    // A dot followed by exactly two digits is a decimal point misread for the comma.
    [euros, cents] = [m[1]!, m[2]!];
  } else if (/^\d{1,3}(\.\d{3})+$/.test(compact) || /^\d+$/.test(compact)) {
    euros = compact;
  } else {
    return undefined;
  }
  const value = Number(euros.replace(/\./g, '')) * 100 + Number(cents);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Parses one euro amount: "1.234,56 €", "1.234,56 EUR", "€ 1.234,56", "EUR 1.234,56", "1234,56",
 * "12.345 €" (whole euros), "25,- €", "-1.234,56", "1.234,56-" (trailing minus as on account
 * statements), and OCR variants "1.234.56 €" and "1 234,56".
 *
 * Returns the amount in euro cents (negative for a minus sign), or undefined when `s` is not
 * exactly one amount (e.g. "12,345", "1.23.45", ""). Never throws.
 */
export function parseEuroAmount(s: string): number | undefined {
  let t = s.trim();
  let negative = false;
  let m = /^[-\u2212\u2013]\s*/.exec(t);
  if (m) {
    negative = true;
    t = t.slice(m[0].length);
  }
  t = t.replace(/^(?:€|EUR|Euro)(?!\p{L})\s*/iu, '');
  m = negative ? null : /^[-\u2212\u2013]\s*/.exec(t);
  if (m) {
    negative = true;
    t = t.slice(m[0].length);
  }
  t = t.replace(/\s*(?:€|EUR|Euro)$/i, '');
  m = negative ? null : /\d(\s*[-\u2212])$/.exec(t);
  if (m) {
    negative = true;
    t = t.slice(0, t.length - m[1]!.length);
  }
  if (!/^[\dOoIl., \u00a0\u202f\u2009-]+$/.test(t) || !/\d/.test(t)) return undefined;
  t = ocrDigits(t);
  if (!new RegExp(`^(?:${NUMBER})$`, 'u').test(t)) return undefined;
  const cents = numberToCents(t);
  if (cents === undefined) return undefined;
  return negative && cents !== 0 ? -cents : cents;
}

/**
 * Every euro amount in `text`, in text order: numbers with "€", "EUR" or "Euro" before or after
 * them in any form `parseEuroAmount` reads, and numbers without a currency sign only when they
 * have a decimal comma ("1.234,56"), so that years, dates, ids and counts are not taken for
 * amounts, and not when a per-cent sign or word follows ("0,25 %", "0,25 Prozent", "0,25 v. H.",
 * "0,25 vom Hundert": a rate, as on a Verspätungszuschlag, § 152 Abs. 5 AO). Cents are negative for a leading minus. `index` is the UTF-16 offset of `raw` in `text`.
 * Never throws.
 */
export function findEuroAmounts(text: string): FoundEuroAmount[] {
  const found: FoundEuroAmount[] = [];
  for (const m of fixOcrDigits(text).matchAll(FIND)) {
    const sign = m[1] ?? m[3] ?? m[5];
    const number = m[2] ?? m[4] ?? m[6];
    if (number === undefined) continue;
    const cents = numberToCents(number);
    if (cents === undefined) continue;
    // A rate is no amount: "0,25 % der festgesetzten Steuer", "6 Prozent", "0,25 v. H.", "vom Hundert".
    if (m[6] !== undefined && RATE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    found.push({ cents: sign && cents !== 0 ? -cents : cents, index: m.index, raw: text.slice(m.index, m.index + m[0].length) });
  }
  return found;
}
