import { useCallback, useSyncExternalStore } from 'react';
import type { User } from '#shared/auth/auth.schema.js';
import { useLoadedApi } from './api.js';

/**
 * The signed-in user if the cache already knows it; never fetches (public pages must not call
 * auth.me) and never loads the data layer. Follows cache changes, so it turns null when logout
 * clears the cache.
 */
export function useCachedUser(): User | null {
  const api = useLoadedApi();
  const subscribe = useCallback((onChange: () => void) => (api ? api.queryClient.getQueryCache().subscribe(onChange) : () => {}), [api]);
  const getSnapshot = useCallback(() => api?.cachedUser() ?? null, [api]);
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
