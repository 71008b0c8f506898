import { describe, expect, it } from 'vitest';
import { isValidSteuerId, normalizeSteuerId, steuerIdCheckDigit } from './steuer-id.js';

/** Constructed numbers (first ten digits chosen here, eleventh computed): no real person's. */
const CONSTRUCTED = ['47182930514', '52361789429', '60938471265', '73829104670', '55751234896'];

describe('steuerIdCheckDigit', () => {
  it('computes ISO/IEC 7064 MOD 11,10', () => {
    expect(steuerIdCheckDigit('4718293051')).toBe(4);
    expect(steuerIdCheckDigit('7382910467')).toBe(0);
    // The worked example of kryptografie.de's description of the method.
    expect(steuerIdCheckDigit('1234567899')).toBe(5);
  });

  it('agrees with the examples of the ELSTER specification', () => {
    for (const id of ['86095742719', '47036892816', '65929970489', '57549285017', '25768131411']) {
      expect(steuerIdCheckDigit(id.slice(0, 10))).toBe(Number(id[10]));
    }
  });

  it('throws for anything but ten digits', () => {
    expect(() => steuerIdCheckDigit('123456789')).toThrow(RangeError);
    expect(() => steuerIdCheckDigit('12345678901')).toThrow(RangeError);
    expect(() => steuerIdCheckDigit('12345678a9')).toThrow(RangeError);
  });
});

describe('isValidSteuerId', () => {
  it('accepts constructed numbers and the ELSTER examples', () => {
    for (const id of [...CONSTRUCTED, '86095742719', '47036892816', '65929970489', '57549285017', '25768131411']) {
      expect(isValidSteuerId(id), id).toBe(true);
    }
  });

  it('accepts a digit three times when not three in a row (since 2016)', () => {
    expect(isValidSteuerId('55751234896')).toBe(true);
    expect(isValidSteuerId('65929970489')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidSteuerId('47182930515')).toBe(false);
    expect(isValidSteuerId('86095742718')).toBe(false);
  });

  it('rejects the repetition rule violations', () => {
    const make = (first10: string) => first10 + steuerIdCheckDigit(first10);
    expect(isValidSteuerId(make('1234567890'))).toBe(false); // every digit once
    expect(isValidSteuerId(make('1122345678'))).toBe(false); // two digits repeated
    expect(isValidSteuerId(make('1111234567'))).toBe(false); // one digit four times
    expect(isValidSteuerId(make('1112345678'))).toBe(false); // three times in a row
    expect(isValidSteuerId(make('1123456789'))).toBe(true);
  });

  it('rejects a leading 0 (ELSTER test numbers), wrong lengths and non-digits', () => {
    for (const id of ['02476291358', '4718293051', '471829305140', '47 182 930 514', '']) expect(isValidSteuerId(id), id).toBe(false);
  });
});

describe('normalizeSteuerId', () => {
  it('strips separators and reads OCR letters as digits', () => {
    for (const text of ['47 182 930 514', ' 47.182.930.514 ', '47 182 93O 5l4', '47 18 2 930 514']) expect(normalizeSteuerId(text), text).toBe('47182930514');
    expect(normalizeSteuerId('52361789429')).toBe('52361789429');
  });

  it('returns undefined for invalid numbers and other text', () => {
    for (const text of ['47 182 930 515', 'IdNr 47 182 930 514', '4718293051', 'OOOOOOOOOOO', '']) expect(normalizeSteuerId(text), text).toBeUndefined();
  });
});
