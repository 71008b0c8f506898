/**
 * Router, QueryClient and tRPC client. Query defaults follow spec section 7: no interval or
 * window-focus refetch, data never stale, no retries; refetches happen by invalidation.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
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

export function createAppRouter() {
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
    scrollRestoration: true,
    Wrap: Providers,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
