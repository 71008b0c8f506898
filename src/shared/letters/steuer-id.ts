/**
 * The steuerliche Identifikationsnummer (Steuer-ID, IdNr., § 139b AO): eleven digits, the eleventh
 * a check digit (§ 1 StIdV). Pure.
 *
 * Rules (as in the ELSTER specification "Prüfung der Steuer- und Steueridentifikationsnummer",
 * chapter 2, and python-stdnum's `de.idnr`):
 * - 11 digits; the first is not 0 (numbers starting with 0 are ELSTER test numbers, not issued);
 * - in the first ten digits exactly one digit occurs twice or three times (three times allowed
 *   for numbers issued since 2016), every other digit at most once; a digit that occurs three
 *   times never stands three times in a row;
 * - the check digit follows ISO/IEC 7064, MOD 11,10.
 */

/**
 * The check digit (0–9) of the ten digits `first10` by ISO/IEC 7064, MOD 11,10.
 * Throws a RangeError when `first10` is not exactly ten digits.
 */
export function steuerIdCheckDigit(first10: string): number {
  if (!/^\d{10}$/.test(first10)) throw new RangeError('steuerIdCheckDigit needs exactly ten digits');
  let product = 10;
  for (const c of first10) {
    let sum = (Number(c) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** The digit-repetition rule of the first ten digits (see the module comment). */
function repetitionValid(first10: string): boolean {
  const counts = new Map<string, number>();
  for (const c of first10) counts.set(c, (counts.get(c) ?? 0) + 1);
  const repeated = [...counts.entries()].filter(([, n]) => n > 1);
  if (repeated.length !== 1) return false;
  const [digit, n] = repeated[0]!;
  if (n !== 2 && n !== 3) return false;
  return n === 2 || !first10.includes(digit.repeat(3));
}

/**
 * Whether `digits` is a valid Steuer-ID: exactly eleven digits (nothing else, no spaces), first
 * digit not 0, the repetition rule of the first ten digits and the ISO/IEC 7064 MOD 11,10 check
 * digit (§ 139b AO, § 1 StIdV). Never throws.
 */
export function isValidSteuerId(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const first10 = digits.slice(0, 10);
  return repetitionValid(first10) && steuerIdCheckDigit(first10) === Number(digits[10]);
}

/**
 * Reads a Steuer-ID as printed or typed: spaces, dots, slashes and dashes between digit groups
 * are dropped ("12 345 678 901"), and OCR's "O"/"o" for 0 and "l"/"I" for 1 are taken as digits.
 * Returns the eleven digits when they form a valid Steuer-ID (`isValidSteuerId`), else undefined.
 * Never throws.
 */
export function normalizeSteuerId(input: string): string | undefined {
  const compact = input.trim().replace(/[\s./-]+/g, '');
  if (!/^[0-9OoIl]{11}$/.test(compact) || !/\d/.test(compact)) return undefined;
  const digits = compact.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
  return isValidSteuerId(digits) ? digits : undefined;
}
