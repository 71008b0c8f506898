/**
 * Browser entry. Prerendered public pages (see web/entry-prerender.tsx) in the wanted language are
 * hydrated; other pages (the portal, the console) are rendered from scratch.
 */
// Must stay the first import (CSP: see the module).
import './lib/csp.js';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { fetchCatalog, readCatalogFromDocument } from './features/packages/catalog.js';
import { activateLanguage, initialLanguage } from './i18n/i18n.js';
import { parseLanguage } from './i18n/language.js';
import { createAppRouter, prepareHydration } from './router.js';
import { PORTAL_FRAME_ATTRIBUTE } from '#shared/html.js';
import './styles.css';

const router = createAppRouter();

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const wanted = initialLanguage();
  // The package catalogue the server rendered the page with (so hydration matches); the Vite dev
  // server's page has none, so it is fetched.
  if (!readCatalogFromDocument()) void fetchCatalog().catch(() => undefined);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  const rendered = parseLanguage(document.documentElement.lang);
  // A signed-in portal page's frame (PortalFrame) is no prerendered page: it is replaced, not hydrated.
  const prerendered = container.firstElementChild !== null && !container.querySelector(`[${PORTAL_FRAME_ATTRIBUTE}]`);
  if (prerendered && wanted === rendered) {
    // A prerendered page in the wanted language (the server picks it from ?lang= or the
    // language cookie): hydrate it.
    await activateLanguage(rendered);
    prepareHydration(router);
    await router.load();
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint
    // and handle input in between, instead of one long task (docs/decisions/024-fast-first-paint.md).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // The portal's pages (with or without their frame), and the rare prerendered page in the other language (a stored choice
  // without its cookie): render in the wanted language; React replaces the prerendered markup
  // when the first render commits. Hydrating and then switching would race lazy boundaries that
  // are still hydrating (React #418). As a transition, the first render runs in slices of a few
  // milliseconds too, not as one long task (docs/decisions/036-signed-in-pages-render-in-slices.md).
  await activateLanguage(wanted);
  // The route's data and view are loaded before the first render (the server-painted frame stays
  // meanwhile): the render then meets a settled router, and no store update in between turns the
  // sliced transition into one synchronous task (docs/decisions/041-confirmed-details-as-text.md).
  await loadedBeforeRender();
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}

/**
 * Resolves when the router has loaded the current page (its route chunks, data and view). When
 * loading it moves the history elsewhere (a redirect: a signed-out visitor on a portal page is sent
 * to the login), the router would load the new page only once its provider listens to the history,
 * after the first render: the new page is loaded here instead, and so on for a few redirects.
 */
async function loadedBeforeRender(): Promise<void> {
  for (let hops = 0; hops < 5; hops++) {
    const moved = await new Promise<boolean>((resolve) => {
      const unsubscribe = router.history.subscribe(() => {
        unsubscribe();
        resolve(true);
      });
      router.load().then(
        () => {
          unsubscribe();
          resolve(false);
        },
        () => {
          unsubscribe();
          resolve(false);
        },
      );
    });
    if (!moved) return;
  }
}

void start();
