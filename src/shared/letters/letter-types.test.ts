import { describe, expect, it } from 'vitest';
import { GLOSSARY_SLUGS } from '../glossary/slugs.js';
import { isLetterType, LETTER_TYPE_INFO, LETTER_TYPES } from './letter-types.js';

describe('LETTER_TYPE_INFO', () => {
  it('describes every type under its own id', () => {
    expect(Object.keys(LETTER_TYPE_INFO).sort()).toEqual([...LETTER_TYPES].sort());
    for (const type of LETTER_TYPES) expect(LETTER_TYPE_INFO[type].id).toBe(type);
  });

  it('has names and short explanations in both languages, at most two sentences', () => {
    for (const info of Object.values(LETTER_TYPE_INFO)) {
      for (const lang of ['en', 'de'] as const) {
        expect(info.name[lang].length, `${info.id} ${lang}`).toBeGreaterThan(0);
        const text = info.explanation[lang];
        expect(text.length, `${info.id} ${lang}`).toBeLessThanOrEqual(220);
        expect(text.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ])/).length, `${info.id} ${lang}`).toBeLessThanOrEqual(2);
        expect(text).toMatch(/[.)]$/);
      }
      expect(info.explanation.de).not.toMatch(/\b(?:du|dein|deine)\b/i);
    }
  });

  it('links only existing glossary terms', () => {
    for (const info of Object.values(LETTER_TYPE_INFO)) {
      if (info.glossary) expect(GLOSSARY_SLUGS, info.id).toContain(info.glossary);
    }
  });

  it('allows an Einspruch against Verwaltungsakte only (§ 347 AO), not against an Einspruchsentscheidung (§ 47 FGO)', () => {
    const objectable = LETTER_TYPES.filter((t) => LETTER_TYPE_INFO[t].remedy === 'einspruch');
    expect(objectable).toEqual([
      'einkommensteuerbescheid',
      'aenderungsbescheid',
      'umsatzsteuerbescheid',
      'gewerbesteuermessbescheid',
      'vorauszahlungsbescheid',
      'verspaetungszuschlag',
      'zinsbescheid',
      'schaetzungsbescheid',
      'abgabeaufforderung',
      'pruefungsanordnung',
    ]);
    expect(LETTER_TYPES.filter((t) => LETTER_TYPE_INFO[t].remedy === 'klage')).toEqual(['einspruchsentscheidung']);
  });

  it('marks the letters that ask for a reply or a filing by a date, and those that ask for money', () => {
    expect(LETTER_TYPES.filter((t) => LETTER_TYPE_INFO[t].respondBy)).toEqual(['abgabeaufforderung', 'anhoerung', 'fragebogen-erfassung']);
    expect(LETTER_TYPE_INFO.gewerbesteuermessbescheid.payment).toBe(false);
    expect(LETTER_TYPE_INFO.mahnung.payment).toBe(true);
    expect(LETTER_TYPE_INFO.other.payment).toBe(false);
  });
});

describe('isLetterType', () => {
  it('accepts the ids only', () => {
    expect(isLetterType('mahnung')).toBe(true);
    expect(isLetterType('fragebogen-erfassung')).toBe(true);
    expect(isLetterType('Mahnung')).toBe(false);
    expect(isLetterType('steuerbescheid')).toBe(false);
    expect(isLetterType('')).toBe(false);
  });
});
