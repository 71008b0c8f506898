import type { Api } from './lib/api.js';

/** What every route receives in `context` (beforeLoad, loader). */
export interface RouterContext {
  /** Loads (once) and returns the data layer: query client and tRPC utils. */
  loadApi: () => Promise<Api>;
}
