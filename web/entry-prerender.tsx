/**
 * Prerender entry (built by `vite build --ssr`, run by scripts/prerender.mjs): renders one page
 * path in one language to HTML with TanStack Router on a memory history, plus its head tags.
 * The browser hydrates this markup (web/main.tsx).
 */
import './lib/csp.js';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { Language } from '#shared/constants.js';
import { activateLanguage, i18n, requireCatalog } from './i18n/i18n.js';
import { createAppRouter } from './router.js';
import { buildHead, headToHtml } from './seo/head.js';
import { glossaryTerm } from '#shared/glossary/terms.js';

import { isPageRoute, ORIGIN_PLACEHOLDER } from '#shared/routes.js';

export { NOT_FOUND_PRERENDER_PATH, PRERENDERED_PAGES } from '#shared/routes.js';

export interface PrerenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The head tags (title, meta, links, JSON-LD) as HTML, with ORIGIN_PLACEHOLDER for the origin. */
  head: string;
  /** HTTP status the page is served with (404 for the not-found page). */
  status: number;
}

/** Renders `path` in `language`. */
export async function renderPage(path: string, language: Language): Promise<PrerenderedPage> {
  await activateLanguage(language);
  await requireCatalog('seo');
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), prerender: true });
  await router.load();
  const html = renderToString(<RouterProvider router={router} />);
  const head = headToHtml(buildHead({ pathname: path, language, origin: ORIGIN_PLACEHOLDER, i18n, glossary: glossaryTerm }));
  return { html, head, status: isPageRoute(path) ? 200 : 404 };
}
