/**
 * The data layer of the portal: TanStack Query client (spec section 7 defaults), the tRPC
 * client and its query utils, and the providers for React. Loaded on demand (web/lib/api.ts)
 * by the pages that talk to the API, so the public pages ship without it.
 */
import type { MeResponse, User } from '#shared/auth/auth.schema.js';
import { TRPC_MAX_BATCH_SIZE, type Language } from '#shared/constants.js';
import { SESSION_ELEMENT_ID } from '#shared/html.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCQueryUtils, getQueryKey, httpBatchLink } from '@trpc/react-query';
import type { ReactNode } from 'react';
import { LANGUAGE_NOT_SAVED } from '../i18n/account-language-messages.js';
import { toast } from './toast.js';
import { trpc, type TrpcUtils } from './trpc.js';

export interface Api {
  queryClient: QueryClient;
  /** tRPC query utils outside React (route guards). */
  utils: TrpcUtils;
  /** Wraps a React tree with the tRPC and TanStack Query providers. */
  Providers: (props: { children: ReactNode }) => React.JSX.Element;
  /** The signed-in user if the cache already knows it (never fetches). */
  cachedUser(): User | null;
  /**
   * Signed in (the cache knows the user), the account's language becomes `language`, with the
   * account page's own `auth.updateProfile` (the language alone). The cached user changes first,
   * so a route guard running meanwhile does not switch back. If saving fails, the cache goes
   * back, a toast says so, and the account's language is returned for the page to go back to
   * (null otherwise; docs/decisions/025-the-account-language-rules.md).
   */
  followLanguage(language: Language): Promise<Language | null>;
}

/**
 * Query defaults (spec section 7): no interval or window-focus refetch, data never stale, no
 * retries; refetches happen by invalidation.
 */
function createQueryClient(): QueryClient {
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
  // The server put the signed-in user into this portal page (decision record 024): the guard and
  // the frame use it instead of asking the API first.
  const session = takeSessionFromDocument();
  if (session) queryClient.setQueryData(meKey, session);

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
    async followLanguage(language) {
      const user = queryClient.getQueryData<MeResponse>(meKey)?.user;
      if (!user || user.language === language) return null;
      utils.auth.me.setData(undefined, { user: { ...user, language } });
      try {
        utils.auth.me.setData(undefined, await trpcClient.auth.updateProfile.mutate({ language }));
        return null;
      } catch {
        utils.auth.me.setData(undefined, { user });
        toast.error(LANGUAGE_NOT_SAVED.title, LANGUAGE_NOT_SAVED.description);
        return user.language;
      }
    },
  };
}

/**
 * The `{ user }` the server embedded in the page for the signed-in user, or null. The element is
 * removed once read: after a logout or another sign-in in this tab the cache, not the page, knows
 * who is signed in.
 */
function takeSessionFromDocument(): MeResponse | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SESSION_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const session = JSON.parse(element.textContent) as MeResponse;
    return session.user ? session : null;
  } catch {
    return null;
  }
}
