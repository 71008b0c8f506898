import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router-context.js';

/**
 * `beforeLoad` of the admin console: the current-user check (auth.me through the query cache,
 * same key as `trpc.auth.me.useQuery()`). Visitors go to /login, clients to their dashboard.
 * The server enforces the admin role on every procedure; this only picks the right page.
 * Kept tiny and free of admin code: route guards are part of the main bundle.
 */
export async function requireAdmin({ context }: { context: RouterContext }): Promise<void> {
  const api = await context.loadApi();
  let role: string;
  try {
    role = (await api.queryClient.ensureQueryData(api.utils.auth.me.queryOptions())).user.role;
  } catch {
    throw redirect({ to: '/login' });
  }
  if (role !== 'admin') throw redirect({ to: '/dashboard' });
}
