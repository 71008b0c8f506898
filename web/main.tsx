/**
 * Browser entry. Prerendered public pages (see web/entry-prerender.tsx) are hydrated in the
 * language they were rendered in; other pages (the portal) are rendered from scratch.
 */
// Must stay the first import (CSP: see the module).
import './lib/csp.js';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activateLanguage, initialLanguage } from './i18n/i18n.js';
import { parseLanguage } from './i18n/language.js';
import { createAppRouter, prepareHydration } from './router.js';
import './styles.css';

const router = createAppRouter();

/** Calls `onDone` once its subtree has committed: after hydration has finished. Renders no DOM. */
function Committed({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const wanted = initialLanguage();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  if (container.firstElementChild) {
    // Hydrate in the prerendered language so the markup matches, then switch if needed (the
    // server picks the language from ?lang= or the language cookie, so this is rare).
    const rendered = parseLanguage(document.documentElement.lang);
    await activateLanguage(rendered);
    prepareHydration(router);
    await router.load();
    let hydrated!: () => void;
    const done = new Promise<void>((resolve) => (hydrated = resolve));
    hydrateRoot(container, <Committed onDone={hydrated}>{app}</Committed>);
    // Switch only after hydration has committed: switching earlier renders the other language
    // into a tree that is still being matched against the prerendered markup (React #418).
    if (wanted !== rendered) {
      await done;
      await activateLanguage(wanted);
    }
    return;
  }
  await activateLanguage(wanted);
  createRoot(container).render(app);
}

void start();
