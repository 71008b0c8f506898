/** The language a first visit gets from the browser's Accept-Language header (docs/decisions/025-the-account-language-rules.md). */
import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './language.js';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['de-DE', 'de'],
    ['de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7', 'de'],
    ['de-AT', 'de'],
    ['DE', 'de'],
    ['en-US,en;q=0.9', 'en'],
    ['en-GB,de;q=0.8', 'en'],
    // The first acceptable of German and English by q-value, not by position.
    ['en;q=0.5,de;q=0.8', 'de'],
    ['de;q=0.3, en;q=0.6', 'en'],
    // Other languages before them do not matter.
    ['fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7', 'de'],
    ['tr,en;q=0.9,de;q=0.8', 'en'],
    // Equal q-values: the earlier one.
    ['de;q=0.8,en;q=0.8', 'de'],
    ['en,de', 'en'],
    // q=0 means "not acceptable".
    ['de;q=0,en;q=0.1', 'en'],
    ['de;q=0.000, fr', null],
  ] as const)('%s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('finds nothing in a header without German or English, an empty one or none', () => {
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9')).toBeNull();
    expect(languageFromAcceptLanguage('*')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
    // "deu" and "english" are not the subtags de and en.
    expect(languageFromAcceptLanguage('deu,english')).toBeNull();
  });

  it('refuses a malformed q-value rather than guessing', () => {
    expect(languageFromAcceptLanguage('de;q=abc,en;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('de;q=2,en;q=0.5')).toBe('en');
  });
});
