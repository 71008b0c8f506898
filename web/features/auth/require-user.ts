import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router-context.js';

/**
 * `beforeLoad` of protected pages: the current-user check (auth.me through the query cache,
 * same key as `trpc.auth.me.useQuery()`); any failure redirects to /login.
 */
export async function requireUser({ context }: { context: RouterContext }): Promise<void> {
  try {
    await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions());
  } catch {
    throw redirect({ to: '/login' });
  }
}
