/**
 * The public pages say what the firm does: translation, explanation and help understanding and
 * organising documents, no tax advice (§§ 2, 3 StBerG; spec section 1), and one rule for the
 * validity of hours: 12 months from payment. Every indexed page is rendered as the prerenderer
 * renders it (web/entry-prerender.tsx, with the seed packages and the real catalogs), in English
 * and in German, head included.
 */
import { msg } from '@lingui/core/macro';
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGES, PURCHASE_VALIDITY_MONTHS, type Language } from '#shared/constants.js';
import { INDEXED_PAGES } from '#shared/routes.js';
import { renderPage, seedCatalog } from '../../entry-prerender.js';
import { activateLanguage, i18n, requireCatalog } from '../../i18n/i18n.js';

/** Claims the site must no longer make, in either language (compared case-insensitively). */
const RETIRED = [
  // Unprovable.
  '100%',
  '100 %',
  'client satisfaction',
  'zufriedenheit',
  // Tax advice, reserved to Steuerberater.
  'strategic tax planning',
  'tax planning',
  'Steuerplanung',
  'appeals and objections handling',
  'complete tax return handling',
  'complete return handling',
  'full business tax support',
  'your objection prepared',
  'help you word',
  'Betreuung von Einsprüchen',
  'Komplette Betreuung',
  'Unterstützung bei Unternehmenssteuern',
  'Beratung buchen',
  'Buchung einer Beratung',
  'auf Deutsch vorbereitet',
  // German that reads like a translation, or speaks to English readers only.
  'ins Englische',
  'Alles aus',
  'Check-ins',
  'Professionell',
  // The validity counted from purchase.
  'from purchase',
  'from the date of purchase',
  'ab Kauf',
  'ab dem Kauf',
  'ab dem Kaufdatum',
];

/** The validity rule, word for word, in each language. */
const months = PURCHASE_VALIDITY_MONTHS;
const RULE: Record<Language, string> = {
  en: `Purchased hours are valid for ${months} months from payment`,
  de: `Gekaufte Stunden sind ${months} Monate ab Zahlung gültig`,
};

/** A rendered page's visible text and head (tags removed, entities and spacing normalised). */
function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ');
}

const rendered = new Map<string, string>();

beforeAll(async () => {
  for (const language of ['en', 'de'] as const) {
    for (const path of INDEXED_PAGES) {
      const page = await renderPage(path, language, seedCatalog());
      rendered.set(`${language} ${path}`, text(`${page.head} ${page.html}`));
    }
  }
}, 60_000);

describe('honest copy on the public pages', () => {
  it('no page, in either language, makes a retired claim', () => {
    expect(rendered.size).toBe(INDEXED_PAGES.length * 2);
    const found: string[] = [];
    for (const [page, content] of rendered) {
      const lower = content.toLowerCase();
      for (const claim of RETIRED) if (lower.includes(claim.toLowerCase())) found.push(`${page}: ${claim}`);
    }
    expect(found).toEqual([]);
  });

  it('the landing page says what we do not do, and offers a first conversation rather than advice in German', () => {
    expect(rendered.get('en /')).toContain('We do not provide tax advice (Steuerberatung)');
    expect(rendered.get('en /')).toContain('Book Consultation');
    expect(rendered.get('en /')).toContain('2 languages: English and German');
    expect(rendered.get('de /')).toContain('Wir leisten keine Steuerberatung');
    expect(rendered.get('de /')).toContain('Erstgespräch vereinbaren');
    expect(rendered.get('de /')).toContain('2 Sprachen: Deutsch und Englisch');
    expect(rendered.get('de /')).toContain('auf Deutsch oder Englisch');
  });

  it('the validity rule reads the same on the landing page (packages, FAQ), the terms and the order page', async () => {
    for (const language of ['en', 'de'] as const) {
      const landing = rendered.get(`${language} /`)!;
      // The packages section and the FAQ (its answers are in the page and in the FAQPage data).
      expect(landing.split(RULE[language]).length - 1, language).toBeGreaterThanOrEqual(3);
      expect(rendered.get(`${language} /terms-of-service`), language).toContain(RULE[language]);
    }
    // The order page's summary line (portal catalog).
    await activateLanguage('de');
    await requireCatalog('portal');
    expect(i18n._(msg`Valid for ${months} months from payment`)).toBe(`${months} Monate ab Zahlung gültig`);
    await activateLanguage('en');
    expect(i18n._(msg`Valid for ${months} months from payment`)).toBe(`Valid for ${months} months from payment`);
  });

  it('the seed packages describe translation and explanation, with the same names in both languages', () => {
    for (const p of PACKAGES) {
      expect(p.nameDe).toBe(p.name);
      const all = [p.description, p.descriptionDe, ...p.features, ...p.featuresDe].join(' | ').toLowerCase();
      for (const claim of RETIRED) expect(all, `${p.name}: ${claim}`).not.toContain(claim.toLowerCase());
    }
  });
});
