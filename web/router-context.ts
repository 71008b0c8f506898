import type { QueryClient } from '@tanstack/react-query';
import type { TrpcUtils } from './lib/trpc.js';

/** What every route receives in `context` (beforeLoad, loader). */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}
