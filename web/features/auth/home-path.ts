import type { Role } from '#shared/auth/auth.schema.js';

/** Where a user lands after logging in (or setting a new password): admins on the console. */
export function homePath(role: Role): '/admin' | '/dashboard' {
  return role === 'admin' ? '/admin' : '/dashboard';
}

/**
 * Where to go after logging in or registering: the page the user came from (`?redirect=`, already
 * checked to be a path of this site) when it belongs to their side (the console for admins, the
 * portal for clients), otherwise their home page.
 */
export function pathAfterSignIn(role: Role, redirect: string | undefined): string {
  if (redirect && (redirect === '/admin' || redirect.startsWith('/admin/') || redirect.startsWith('/admin?')) === (role === 'admin')) return redirect;
  return homePath(role);
}

/** Whether the page to return to is an order (the login and register pages then say so). */
export function isOrderRedirect(redirect: string | undefined): boolean {
  return redirect !== undefined && /^\/order(\/|$|\?)/.test(redirect);
}
