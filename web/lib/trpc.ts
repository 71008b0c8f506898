/**
 * The typed tRPC React client. Hooks (`trpc.questions.list.useQuery()`) and the router's
 * query utils share the same query keys: `[['questions', 'list'], { type: 'query' }]`.
 */
import { createTRPCReact, type createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../../src/trpc/router.js';

export type { AppRouter };
/** Query utils outside React (router context, beforeLoad). */
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export const trpc = createTRPCReact<AppRouter>();
