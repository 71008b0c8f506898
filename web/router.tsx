/**
 * Router, QueryClient and tRPC client. Query defaults follow spec section 7: no interval or
 * window-focus refetch, data never stale, no retries; refetches happen by invalidation.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createTRPCQueryUtils, httpBatchLink } from '@trpc/react-query';
import type { ReactNode } from 'react';
import { NotFound } from './components/NotFound.js';
import { trpc } from './lib/trpc.js';
import { routeTree } from './routeTree.gen.js';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's router. In the browser it uses the browser history; the prerenderer passes a
 * memory history for the page it renders and turns scroll restoration off (its inline script
 * would not match the hydrating client, and the CSP forbids inline scripts anyway).
 */
export function createAppRouter(options: { history?: RouterHistory; prerender?: boolean } = {}) {
  const queryClient = createQueryClient();
  const trpcClient = trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: (url, options) => fetch(url, { ...(options as RequestInit), credentials: 'include' }),
      }),
    ],
  });
  const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });

  function Providers({ children }: { children: ReactNode }) {
    return (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    );
  }

  return createRouter({
    routeTree,
    context: { queryClient, trpc: trpcUtils },
    defaultNotFoundComponent: NotFound,
    defaultPreload: false,
    scrollRestoration: !options.prerender,
    ...(options.history ? { history: options.history } : {}),
    Wrap: Providers,
  });
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
