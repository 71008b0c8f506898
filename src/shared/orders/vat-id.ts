/**
 * The format of an EU VAT identification number (USt-IdNr., § 27a UStG; Art. 214–215 of
 * Directive 2006/112/EC), per Member State, as the European Commission's VIES describes them.
 * Only the format is checked (country prefix, length, letters and digits); whether the number is
 * assigned can only be asked of VIES, which this product does not call.
 */

/** Country prefix (Greece uses EL, Northern Ireland XI) → the pattern of the rest. */
const FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
};

/**
 * Whether `value` (already without spaces, dots and dashes, upper case) has the format of an EU
 * VAT number: a known country prefix and that country's pattern, e.g. "DE123456789".
 */
export function isVatIdFormat(value: string): boolean {
  const pattern = FORMATS[value.slice(0, 2)];
  return pattern ? pattern.test(value.slice(2)) : false;
}

/**
 * Whether a German USt-IdNr. ("DE" and nine digits) has the right check digit: the ninth digit by
 * ISO 7064 MOD 11,10, the procedure the Bundeszentralamt für Steuern uses for German numbers.
 * `value` without spaces, upper case. False for anything that is not "DE" and nine digits.
 */
export function isGermanVatIdValid(value: string): boolean {
  const match = /^DE(\d{9})$/.exec(value);
  if (!match) return false;
  const digits = match[1]!;
  let product = 10;
  for (let i = 0; i < 8; i++) {
    let sum = (Number(digits[i]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(digits[8]);
}
