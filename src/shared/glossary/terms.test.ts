import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.js';
import { GLOSSARY_SLUGS, GLOSSARY_TERM_NAMES } from './slugs.js';
import { GLOSSARY, LETTER_KIND_NAMES, LETTER_KINDS, glossaryTerm } from './terms.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The terms the glossary must contain, by slug. */
const REQUIRED = [
  'steuerbescheid',
  'bekanntgabe',
  'einspruch',
  'rechtsbehelfsbelehrung',
  'vorbehalt-der-nachpruefung',
  'vorlaeufigkeitsvermerk',
  'vorauszahlung',
  'nachzahlung',
  'erstattung',
  'saeumniszuschlag',
  'verspaetungszuschlag',
  'zinsen-233a-ao',
  'aussetzung-der-vollziehung',
  'stundung',
  'anhoerung',
  'schaetzung',
  'mahnung',
  'vollstreckungsankuendigung',
  'steuernummer',
  'steuer-identifikationsnummer',
  'ust-idnr',
  'umsatzsteuer-voranmeldung',
  'fragebogen-zur-steuerlichen-erfassung',
  'kleinunternehmer',
  'gewerbeanmeldung',
  'elster',
  'finanzkasse',
  'lohnsteuerbescheinigung',
  'werbungskosten',
  'sonderausgaben',
  'kirchensteuer',
  'solidaritaetszuschlag',
  'wiedereinsetzung-in-den-vorigen-stand',
  'erlaeuterungen',
  'aenderungsbescheid',
  'einspruchsentscheidung',
  'zwangsgeld',
  'aktenzeichen',
  'steuerklasse',
  'einnahmenueberschussrechnung',
  'gewerbesteuer',
  'freiberufler',
  'abgabefrist',
  'finanzamt',
];

/** Every text of a term, with where it stands. */
function texts(): { where: string; text: string }[] {
  return GLOSSARY.flatMap((entry) =>
    LANGUAGES.flatMap((language) => [
      { where: `${entry.slug}.short.${language}`, text: entry.short[language] },
      { where: `${entry.slug}.explanation.${language}`, text: entry.explanation[language] },
    ]),
  );
}

describe('GLOSSARY', () => {
  it('has at least 44 terms, including every required one', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(44);
    const slugs = new Set(GLOSSARY.map((entry) => entry.slug));
    expect(REQUIRED.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('has unique slugs of lower-case ASCII words joined by "-"', () => {
    const slugs = GLOSSARY.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => !SLUG.test(slug))).toEqual([]);
  });

  it('relates only to existing terms, never to the term itself, each at most once', () => {
    for (const entry of GLOSSARY) {
      expect(entry.related, entry.slug).not.toContain(entry.slug);
      expect(new Set(entry.related).size, entry.slug).toBe(entry.related.length);
      for (const slug of entry.related) expect(glossaryTerm(slug), `${entry.slug} → ${slug}`).toBeDefined();
    }
  });

  it('gives every term a German term, an English rendering, a short text of at most 180 characters and an explanation in both languages', () => {
    for (const entry of GLOSSARY) {
      expect(entry.term.trim(), entry.slug).not.toBe('');
      expect(entry.english.trim(), entry.slug).not.toBe('');
      for (const language of LANGUAGES) {
        const where = `${entry.slug} (${language})`;
        expect(entry.short[language].trim(), where).not.toBe('');
        expect(entry.short[language].length, where).toBeLessThanOrEqual(180);
        expect(entry.explanation[language].trim(), where).not.toBe('');
        expect(entry.explanation[language].length, where).toBeGreaterThan(entry.short[language].length);
      }
    }
  });

  it('names at least one known letter kind per term, each at most once', () => {
    for (const entry of GLOSSARY) {
      expect(entry.letters.length, entry.slug).toBeGreaterThan(0);
      expect(new Set(entry.letters).size, entry.slug).toBe(entry.letters.length);
      for (const kind of entry.letters) expect(LETTER_KINDS, entry.slug).toContain(kind);
    }
  });

  it('never states the three-day delivery fiction as the current rule', () => {
    const oldRule = /three days after posting|third day|dritten Tag nach|am dritten Tag|drei Tage nach (der )?Aufgabe/i;
    const stale = texts().filter(({ text }) => oldRule.test(text) && !text.includes('2024'));
    expect(stale).toEqual([]);
  });

  it('states the four-day delivery fiction for the Bekanntgabe in both languages', () => {
    const entry = glossaryTerm('bekanntgabe');
    expect(entry?.explanation.en).toContain('fourth day after posting');
    expect(entry?.explanation.de).toContain('vierten Tag nach der Aufgabe zur Post');
  });
});

describe('LETTER_KIND_NAMES', () => {
  it('names every letter kind in both languages', () => {
    for (const kind of LETTER_KINDS) {
      for (const language of LANGUAGES) expect(LETTER_KIND_NAMES[kind][language].trim(), `${kind} (${language})`).not.toBe('');
    }
  });
});

describe('glossaryTerm', () => {
  it('finds a term by its slug', () => {
    expect(glossaryTerm('steuerbescheid')?.term).toBe('Steuerbescheid');
    expect(glossaryTerm('zinsen-233a-ao')?.term).toBe('Zinsen nach § 233a AO');
  });

  it('returns undefined for an unknown slug', () => {
    expect(glossaryTerm('no-such-term')).toBeUndefined();
    expect(glossaryTerm('')).toBeUndefined();
  });

  it('lists the same slugs as the route table (slugs.ts)', () => {
    expect(GLOSSARY.map((t) => t.slug)).toEqual([...GLOSSARY_SLUGS]);
  });

  it('names every term in slugs.ts as in terms.ts', () => {
    expect(Object.fromEntries(GLOSSARY.map((t) => [t.slug, t.term]))).toEqual(GLOSSARY_TERM_NAMES);
  });
});
