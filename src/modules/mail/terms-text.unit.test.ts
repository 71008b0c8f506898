import { describe, expect, it } from 'vitest';
import { legalArticleText, setTermsPage, termsText } from './terms-text.js';

const PAGE = `<!doctype html><html><body><header>Site header</header><main><article class="legal"><header><h1>Terms of Service</h1>
<p>Last updated: <time>21 November 2026</time></p></header><nav class="legal-toc"><ol><li><a href="#a">Contents entry</a></li></ol></nav>
<section><h2>3. Packages &amp; prices</h2><ul><li><h3>Starter</h3><dl><div><dt>Hours</dt><dd>5</dd></div><div><dt>Total</dt><dd>€166.60</dd></div></dl></li></ul>
<p>Hours are valid 12&nbsp;months. It&#39;s “fair”.</p></section></article></main><script>alert(1)</script></body></html>`;

describe('legalArticleText', () => {
  it('keeps the article’s headings, paragraphs, lists and facts as plain text, without the table of contents or the rest of the page', () => {
    const text = legalArticleText(PAGE);
    expect(text).toBe(
      [
        'Terms of Service',
        '',
        'Last updated: 21 November 2026',
        '',
        '3. Packages & prices',
        '',
        '- Starter',
        '',
        'Hours: 5',
        'Total: €166.60',
        '',
        "Hours are valid 12 months. It's “fair”.",
      ].join('\n'),
    );
    expect(text).not.toContain('Contents entry');
    expect(text).not.toContain('Site header');
    expect(text).not.toContain('alert');
  });

  it('is empty for a page without a legal article, which is then not kept', () => {
    expect(legalArticleText('<main><p>Not found</p></main>')).toBe('');
    setTermsPage('de', '<main><p>Not found</p></main>');
    expect(termsText('de')).toBeUndefined();
    setTermsPage('de', PAGE);
    expect(termsText('de')).toContain('Hours: 5');
  });
});
