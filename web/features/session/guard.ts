/**
 * Route guards (`beforeLoad`) for the pathless layout routes: they load the data layer and, when
 * asked, check the session (auth.me through the query cache, the same key as
 * `trpc.auth.me.useQuery()`). The server enforces every rule on every call; a guard only picks
 * the right page. Part of the main bundle: keep it tiny and free of feature code.
 */
import { redirect } from '@tanstack/react-router';
import type { Api } from '../../lib/api.js';
import type { RouterContext } from '../../router-context.js';

export interface GuardOptions {
  /**
   * Who may see the pages: `any` signed-in user (visitors go to /login), `admin` only (visitors
   * go to /login, clients to /dashboard). Without it, the pages only need the data layer (login,
   * register, password pages).
   */
  role?: 'any' | 'admin';
}

/** A `beforeLoad` that puts the loaded data layer into the child routes' context as `api`. */
export function guard({ role }: GuardOptions = {}) {
  return async ({ context }: { context: RouterContext }): Promise<{ api: Api }> => {
    const api = await context.loadApi();
    if (!role) return { api };
    let userRole: string;
    try {
      userRole = (await api.queryClient.ensureQueryData(api.utils.auth.me.queryOptions())).user.role;
    } catch {
      throw redirect({ to: '/login' });
    }
    if (role === 'admin' && userRole !== 'admin') throw redirect({ to: '/dashboard' });
    return { api };
  };
}
