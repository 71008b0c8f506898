import { describe, expect, it } from 'vitest';
import { languageCookieValue, languageFromSearch, otherLanguage, parseLanguage } from './language.js';

describe('parseLanguage', () => {
  it('keeps German', () => {
    expect(parseLanguage('de')).toBe('de');
  });

  it('defaults to English', () => {
    for (const stored of [null, undefined, '']) expect(parseLanguage(stored), String(stored)).toBe('en');
  });

  it('treats every other stored value as English', () => {
    for (const stored of ['en', 'DE', 'de-DE', 'fr', ' de']) expect(parseLanguage(stored), stored).toBe('en');
  });
});

describe('otherLanguage', () => {
  it('switches between the two languages', () => {
    expect(otherLanguage('en')).toBe('de');
    expect(otherLanguage('de')).toBe('en');
  });
});

describe('languageFromSearch', () => {
  it('reads ?lang=de and ?lang=en', () => {
    expect(languageFromSearch('?lang=de')).toBe('de');
    expect(languageFromSearch('?x=1&lang=en')).toBe('en');
  });

  it('ignores a missing or unknown value', () => {
    for (const search of ['', '?lang=fr', '?lang=DE']) expect(languageFromSearch(search), search).toBeNull();
  });
});

describe('languageCookieValue', () => {
  it('finds the language cookie among others (the server sets it on a first visit and at sign-in)', () => {
    expect(languageCookieValue('language=de')).toBe('de');
    expect(languageCookieValue('a=1; language=en; b=2')).toBe('en');
  });

  it('is null without it, and does not mistake a similar name', () => {
    expect(languageCookieValue('')).toBeNull();
    expect(languageCookieValue('mylanguage=de; language2=de')).toBeNull();
  });
});
