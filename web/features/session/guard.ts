/**
 * Route guards (`beforeLoad`) for the pathless layout routes: they load the data layer and, when
 * asked, check the session (auth.me through the query cache, the same key as
 * `trpc.auth.me.useQuery()`). The server enforces every rule on every call; a guard only picks
 * the right page. Part of the main bundle: keep it tiny and free of feature code.
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Language } from '#shared/constants.js';
import { applyAccountLanguage, setAccountFollower } from '../../i18n/i18n.js';
import type { Api } from '../../lib/api.js';
import type { RouterContext } from '../../router-context.js';

interface GuardOptions {
  /**
   * Who may see the pages: `any` signed-in user (visitors go to /login, which brings them back
   * afterwards), `admin` only (visitors go to /login, clients to /dashboard). Without it, the
   * pages only need the data layer (login, register, password pages, the withdrawal form).
   */
  role?: 'any' | 'admin';
}

/** A `beforeLoad` that puts the loaded data layer into the child routes' context as `api`. */
export function guard({ role }: GuardOptions = {}) {
  return async ({ context, location }: { context: RouterContext; location: ParsedLocation }): Promise<{ api: Api }> => {
    const api = await context.loadApi();
    // From now on the language toggle changes the signed-in account's language too (decision record 023).
    setAccountFollower(api.followLanguage);
    if (!role) return { api };
    let userRole: string;
    let twoFactor: boolean;
    let language: Language;
    try {
      ({ role: userRole, twoFactorEnabled: twoFactor, language } = (await api.queryClient.ensureQueryData(api.utils.auth.me.queryOptions())).user);
    } catch {
      // Back to the page after logging in (or registering); the home pages are where login leads anyway.
      const back = location.pathname === '/dashboard' || location.pathname === '/admin' ? undefined : location.href;
      throw redirect({ to: '/login', search: back ? { redirect: back } : {} });
    }
    // The account's language rules the portal and the console, before their first render
    // (docs/decisions/025-the-account-language-rules.md).
    await applyAccountLanguage(language);
    if (role === 'admin' && userRole !== 'admin') throw redirect({ to: '/dashboard' });
    // Admins must have two-factor sign-in before using the console (decision record 012).
    if (role === 'admin' && !twoFactor) throw redirect({ to: '/two-factor-setup' });
    return { api };
  };
}

/**
 * A `beforeLoad` for the console's pages that only the firm's owner uses (orders, packages, saved
 * replies, reports, the firm's details, the team; docs/decisions/064-staff-roles.md): an expert is
 * taken to the inbox. Runs below the console's own guard, so the account is staff with two-factor sign-in.
 */
export async function ownerPage({ context }: { context: { api: Api } }): Promise<void> {
  const { user } = await context.api.queryClient.ensureQueryData(context.api.utils.auth.me.queryOptions());
  if (user.staffRole !== 'owner') throw redirect({ to: '/admin' });
}
