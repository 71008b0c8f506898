/**
 * The data layer of the portal: TanStack Query client (spec section 7 defaults), the tRPC
 * client and its query utils, and the providers for React. Loaded on demand (web/lib/api.ts)
 * by the pages that talk to the API, so the public pages ship without it.
 */
import type { MeResponse, User } from '#shared/auth.schema.js';
import { TRPC_MAX_BATCH_SIZE, type Language } from '#shared/constants.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCQueryUtils, getQueryKey, httpBatchLink } from '@trpc/react-query';
import type { ReactNode } from 'react';
import { trpc, type TrpcUtils } from './trpc.js';

export interface Api {
  queryClient: QueryClient;
  /** tRPC query utils outside React (route guards). */
  utils: TrpcUtils;
  /** Wraps a React tree with the tRPC and TanStack Query providers. */
  Providers: (props: { children: ReactNode }) => React.JSX.Element;
  /** The signed-in user if the cache already knows it (never fetches). */
  cachedUser(): User | null;
  /** Changes the signed-in account's language alone (`auth.updateProfile`, as the account page does); the updated `{ user }`. */
  saveAccountLanguage(language: Language): Promise<MeResponse>;
}

/**
 * Query defaults (spec section 7): no interval or window-focus refetch, data never stale, no
 * retries; refetches happen by invalidation.
 */
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

/** Creates the query client, the tRPC client (batched, with credentials) and the providers. */
export function createApi(): Api {
  const queryClient = createQueryClient();
  const trpcClient = trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        maxItems: TRPC_MAX_BATCH_SIZE,
        fetch: (url, options) => fetch(url, { ...(options as RequestInit), credentials: 'include' }),
      }),
    ],
  });
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  const meKey = getQueryKey(trpc.auth.me, undefined, 'query');

  function Providers({ children }: { children: ReactNode }) {
    return (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    );
  }

  return {
    queryClient,
    utils,
    Providers,
    cachedUser: () => queryClient.getQueryData<MeResponse>(meKey)?.user ?? null,
    saveAccountLanguage: (language) => trpcClient.auth.updateProfile.mutate({ language }),
  };
}
