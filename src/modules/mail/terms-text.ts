/**
 * The full terms of service as plain text, for the order confirmation e-mail (durable medium,
 * § 312f (2) BGB; decision record 011). The web plugin hands over the rendered terms page of each
 * language whenever it (re)renders the public pages, so the e-mail carries the terms in force,
 * with the prices of the console's packages. Without a built web client there is none, and the
 * e-mail carries the essential terms and a link only.
 */
import type { Language } from '../../shared/constants.js';

const texts = new Map<Language, string>();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The legal article of a rendered page (`<article class="legal">`, without its table of contents)
 * as plain text: headings and paragraphs on lines of their own, list items with "- ".
 * @returns '' when the page has no such article
 */
export function legalArticleText(html: string): string {
  const start = html.indexOf('<article');
  const end = html.indexOf('</article>', start);
  if (start < 0 || end < 0) return '';
  return (
    html
      .slice(start, end)
      .replace(/<nav[\s\S]*?<\/nav>/g, '')
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
      .replace(/<li[^>]*>/g, '\n- ')
      .replace(/<(h[1-6])[^>]*>/g, '\n\n')
      .replace(/<\/(h[1-6])>/g, '\n')
      .replace(/<(p|section|header|tr|ul|ol|table)[^>]*>/g, '\n')
      .replace(/<(div|dt)[^>]*>/g, '\n')
      .replace(/<\/dt>/g, ': ')
      .replace(/<\/(th|td)>/g, ' ')
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e: string) => {
        if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
        if (e.startsWith('#') && e !== '#39') return String.fromCodePoint(Number(e.slice(1)));
        return ENTITIES[e] ?? m;
      })
      .split('\n')
      .map((l) => l.replace(/[ \t]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      // A list item that starts with a heading: "- Starter".
      .replace(/^-\n+/gm, '- ')
      // The facts of a definition list, one per line.
      .replace(/(: [^\n]*)\n\n(?=[^\n]+: )/g, '$1\n')
      .trim()
  );
}

/** Records the rendered terms-of-service page of `language` (called by the web plugin). */
export function setTermsPage(language: Language, html: string): void {
  const text = legalArticleText(html);
  if (text) texts.set(language, text);
}

/** The full terms in `language` as plain text, when a rendered page has been handed over. */
export function termsText(language: Language): string | undefined {
  return texts.get(language);
}
