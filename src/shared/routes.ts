/**
 * The client's page routes (spec section 2). The server answers these with the app's HTML
 * and status 200; any other page path gets the same HTML with status 404 (Page Not Found).
 */
export const PAGE_ROUTES = [
  '/',
  '/login',
  '/register',
  '/dashboard',
  '/questions',
  '/documents',
  '/privacy-policy',
  '/terms-of-service',
  '/legal-notice',
  '/services/tax-return-translation',
  '/services/finanzamt-support',
  '/services/business-formation',
  '/services/appeals-objections',
] as const;

/** Whether a request path (without query) is one of the client's pages. Trailing slashes are ignored. */
export function isPageRoute(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PAGE_ROUTES as readonly string[]).includes(p);
}
