import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { MeResponse, User } from '../../../src/shared/auth.schema.js';
import { trpc } from '../../lib/trpc.js';

/**
 * The signed-in user if the cache already knows it; never fetches (public pages must not call
 * auth.me). Follows cache changes, so it turns null when logout clears the cache.
 */
export function useCachedUser(): User | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const getSnapshot = useCallback(
    () => queryClient.getQueryData<MeResponse>(getQueryKey(trpc.auth.me, undefined, 'query'))?.user ?? null,
    [queryClient],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
