import { describe, expect, it } from 'vitest';
import { languageCookieValue, languageFromSearch, otherLanguage, parseLanguage } from './language.js';

describe('parseLanguage', () => {
  it('keeps German', () => {
    expect(parseLanguage('de')).toBe('de');
  });

  it('defaults to English', () => {
    expect(parseLanguage(null)).toBe('en');
    expect(parseLanguage(undefined)).toBe('en');
    expect(parseLanguage('')).toBe('en');
  });

  it('treats every other stored value as English', () => {
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('DE')).toBe('en');
    expect(parseLanguage('de-DE')).toBe('en');
    expect(parseLanguage('fr')).toBe('en');
    expect(parseLanguage(' de')).toBe('en');
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
    expect(languageFromSearch('')).toBeNull();
    expect(languageFromSearch('?lang=fr')).toBeNull();
    expect(languageFromSearch('?lang=DE')).toBeNull();
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
