/**
 * The page to return to after logging in or registering (`/login?redirect=/order/<id>`): the
 * guard puts the protected page's address there, and the login and register pages go back to it.
 * Only a path of this site is accepted ('/…', not '//host' or '/\host', no scheme), so a link
 * cannot send a user elsewhere after they sign in. Part of the main bundle: keep it tiny.
 */

/** The search of the login and register pages. */
interface AuthSearch {
  redirect?: string;
}

/** A same-site path to return to, or undefined for anything else (absolute URLs, `//host`, control characters). */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  return value;
}

/** `validateSearch` of the login and register routes. */
export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const redirect = safeRedirect(search.redirect);
  return redirect ? { redirect } : {};
}
