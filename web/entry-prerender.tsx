/**
 * Prerender entry (built by `vite build --mode prerender` into dist/prerender): renders one page
 * path in one language, with a given package catalogue, to HTML with TanStack Router on a memory
 * history, plus its head tags. The browser hydrates this markup (web/main.tsx).
 *
 * Two callers: scripts/prerender.mjs at build time (every public page, with the seed catalogue),
 * and the server (src/plugins/web.ts), which renders the pages that show packages again from the
 * database's catalogue. Renders must not overlap (the active language and catalogue are
 * module-wide): both callers render one page at a time.
 * web/lib/csp.js is not imported: it concerns the browser only, and in the server's process it
 * would switch the server's zod to its slower parser.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import type { Language } from '#shared/constants.js';
import type { Catalog } from '#shared/packages/catalog.schema.js';
import { activateLanguage, i18n, requireCatalog } from './i18n/i18n.js';
import { setCatalog } from './features/packages/catalog.js';
import { createAppRouter } from './router.js';
import { PortalFrame } from './features/portal/PortalFrame.js';
import { buildHead, headToHtml } from './seo/head.js';
import { glossaryTerm } from '#shared/glossary/terms.js';
import { CATALOG_ELEMENT_ID, withJsonScript } from '#shared/html.js';

import { isPageRoute, ORIGIN_PLACEHOLDER } from '#shared/routes.js';

export { NOT_FOUND_PRERENDER_PATH, PRERENDERED_PAGES, CATALOG_PAGES } from '#shared/routes.js';
export { seedCatalog } from './features/packages/catalog.js';

interface PrerenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The head tags (title, meta, links, JSON-LD) as HTML, with ORIGIN_PLACEHOLDER for the origin. */
  head: string;
  /** HTTP status the page is served with (404 for the not-found page). */
  status: number;
}

/** Renders `path` in `language`, showing the packages and VAT rate of `catalog`. */
export async function renderPage(path: string, language: Language, catalog: Catalog): Promise<PrerenderedPage> {
  setCatalog(catalog);
  await activateLanguage(language);
  await requireCatalog('seo');
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), prerender: true });
  await router.load();
  const html = renderToString(<RouterProvider router={router} />);
  const head = headToHtml(buildHead({ pathname: path, language, origin: ORIGIN_PLACEHOLDER, i18n, glossary: glossaryTerm }));
  return { html, head, status: isPageRoute(path) ? 200 : 404 };
}

/**
 * The client portal's frame in `language` (web/features/portal/PortalFrame.tsx): the markup the
 * server puts into a signed-in portal page's `<div id="root">` so that it paints before the scripts
 * run (docs/decisions/037-the-portal-frame-paints-first.md).
 */
export async function renderPortalFrame(language: Language): Promise<string> {
  await activateLanguage(language);
  await requireCatalog('portal');
  return renderToString(
    <I18nProvider i18n={i18n}>
      <PortalFrame />
    </I18nProvider>,
  );
}

/**
 * The whole HTML document of a rendered page: the client build's index.html (`template`) with the
 * page's language, head tags, markup and the catalogue it was rendered with (read by web/main.tsx
 * before hydrating). The build's module script and modulepreload links give way to
 * web/public/boot.js, which requests them after the first paint (`deferredScripts`).
 */
export function pageDocument(template: string, page: PrerenderedPage, language: Language, catalog: Catalog): string {
  const html = deferredScripts(template)
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (!html.includes(page.html)) throw new Error('index.html has no empty <div id="root"></div>');
  return withJsonScript(html, CATALOG_ELEMENT_ID, catalog);
}

/**
 * Replaces the template's entry `<script type="module">` and its `<link rel="modulepreload">`s
 * with one `<script defer src="/boot.js">` that names them (`data-entry`, `data-preload`) and
 * loads them once the page is painted: a prerendered page is complete without its scripts, and on
 * a phone's slow connection they would hold back its first paint (docs/decisions/024-fast-first-paint.md).
 * Takes and returns index.html's text; throws when the template has no module script.
 */
function deferredScripts(template: string): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no module script');
  const preload: string[] = [];
  const html = template.replace(entry[0], '').replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
    preload.push(href);
    return '';
  });
  const boot = `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preload.join(' ')}"></script>`;
  return html.replace('</head>', `  ${boot}\n  </head>`);
}
