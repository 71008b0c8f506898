/**
 * The router. Its context carries `loadApi`, which loads the data layer (query client, tRPC
 * client: web/lib/api-client.tsx) when a page first needs it; once loaded, its providers wrap
 * the whole tree.
 */
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NotFound } from './components/NotFound.js';
import { loadApi, useLoadedApi } from './lib/api.js';
import { trackNavigations } from './lib/navigation.js';
import { routeTree } from './routeTree.gen.js';

function Providers({ children }: { children: ReactNode }) {
  const api = useLoadedApi();
  return api ? <api.Providers>{children}</api.Providers> : <>{children}</>;
}

/**
 * The app's router. In the browser it uses the browser history; the prerenderer passes a
 * memory history for the page it renders and turns scroll restoration off (its inline script
 * would not match the hydrating client, and the CSP forbids inline scripts anyway).
 */
export function createAppRouter(options: { history?: RouterHistory; prerender?: boolean } = {}) {
  const router = createRouter({
    routeTree,
    context: { loadApi },
    defaultNotFoundComponent: NotFound,
    // A route's pending component (web/lib/route-states.tsx) is the fallback while its view's chunk
    // loads, never shown while a loader waits: the previous page stays until the next has its data.
    defaultPendingMs: Infinity,
    defaultPreload: false,
    scrollRestoration: !options.prerender,
    ...(options.history ? { history: options.history } : {}),
    Wrap: Providers,
  });
  trackNavigations(router.history);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/**
 * Prepares the router to hydrate prerendered HTML: marks it as taking over server-rendered
 * markup (as TanStack Router's own `hydrate()` does), so its first render has the same shape as
 * the prerenderer's (no client-only Suspense boundary around the root match).
 */
export function prepareHydration(router: ReturnType<typeof createAppRouter>): void {
  router.ssr = { manifest: undefined };
}
