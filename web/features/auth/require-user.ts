import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router-context.js';

/**
 * `beforeLoad` of protected pages: the current-user check (auth.me through the query cache,
 * same key as `trpc.auth.me.useQuery()`); any failure redirects to /login.
 */
export async function requireUser({ context }: { context: RouterContext }): Promise<void> {
  const api = await context.loadApi();
  try {
    await api.queryClient.ensureQueryData(api.utils.auth.me.queryOptions());
  } catch {
    throw redirect({ to: '/login' });
  }
}

/** `beforeLoad` of pages that use the API without requiring a session (login, register). */
export async function withApi({ context }: { context: RouterContext }): Promise<void> {
  await context.loadApi();
}
