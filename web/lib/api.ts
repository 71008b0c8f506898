/**
 * Loads the data layer (web/lib/api-client.tsx) once, on demand: the portal's route guards and
 * the login and register pages wait for it; public pages never need it, which keeps TanStack
 * Query and the tRPC client out of their first load. `useLoadedApi()` re-renders when it
 * arrives.
 */
import { useSyncExternalStore } from 'react';
import type { Api } from './api-client.js';

export type { Api };

let loaded: Api | null = null;
let loading: Promise<Api> | null = null;
const listeners = new Set<() => void>();

/** The data layer, loading it on the first call. */
export function loadApi(): Promise<Api> {
  loading ??= import('./api-client.js').then(({ createApi }) => {
    loaded = createApi();
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

/** The data layer if it has been loaded, else null. */
function loadedApi(): Api | null {
  return loaded;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded data layer (null until some page has loaded it); re-renders when it arrives. */
export function useLoadedApi(): Api | null {
  // Same snapshot while hydrating: pages that need the layer load it before the first render,
  // in the prerenderer as in the browser.
  return useSyncExternalStore(subscribe, loadedApi, loadedApi);
}
