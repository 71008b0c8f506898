import { GLOSSARY_SLUGS, GLOSSARY_TERM_NAMES } from './glossary/slugs.js';

/**
 * The public pages without the glossary's term pages, in the order of the sitemap: prerendered and
 * indexed (INDEXED_PAGES).
 */
const PUBLIC_PAGES = [
  '/',
  '/services/tax-return-translation',
  '/services/finanzamt-support',
  '/services/business-formation',
  '/services/appeals-objections',
  '/tools/deadline-calculator',
  '/glossary',
  '/privacy-policy',
  '/terms-of-service',
  '/legal-notice',
  '/withdrawal-instructions',
] as const;

/**
 * Pages rendered in the browser and kept out of search engines (robots.txt): the portal's pages,
 * the password reset pages and the withdrawal form (`/withdraw`: open to visitors, § 356a BGB, but
 * nothing to index; its own page route rather than a prerendered one, since its steps need the API)
 * with the page its confirmation link opens (`/withdraw/confirm`, decision record 018).
 */
export const PORTAL_PAGES = [
  '/dashboard',
  '/letters',
  '/questions',
  '/calls',
  '/calls/new',
  '/documents',
  '/account',
  '/order',
  '/order/extra-hours',
  '/orders',
  '/invoices',
  '/forgot-password',
  '/reset-password',
  '/invitation',
  '/verify-email',
  '/two-factor-setup',
  '/withdraw',
  '/withdraw/confirm',
] as const;

/**
 * The client's page routes (spec section 2): the public pages, login and register, and the portal's
 * pages. The server answers these with the app's HTML and status 200; any other page path gets the
 * 404 page with status 404 (Page Not Found).
 */
const PAGE_ROUTES: readonly string[] = /* @__PURE__ */ (PUBLIC_PAGES as readonly string[]).concat('/login', '/register', PORTAL_PAGES);

/**
 * The public pages search engines should index: prerendered at build time in both languages,
 * listed in sitemap.xml with hreflang alternates (spec section 2; decision record 008).
 */
export const INDEXED_PAGES: readonly string[] = /* @__PURE__ */ indexedPages();

/**
 * The list behind INDEXED_PAGES. A function marked pure, so that a bundle which imports only
 * something else from this module (the landing page's language helpers) leaves the glossary's
 * slugs out.
 */
function indexedPages(): string[] {
  return [...PUBLIC_PAGES, ...GLOSSARY_SLUGS.map((slug) => glossaryPath(slug))];
}

/** The page of one glossary term: `/glossary/<slug>`. */
function glossaryPath(slug: string): string {
  return `/glossary/${slug}`;
}

/** Pages prerendered at build time: the indexed pages plus login and register (visitor pages). */
export const PRERENDERED_PAGES: readonly string[] = /* @__PURE__ */ INDEXED_PAGES.concat('/login', '/register');

/**
 * The prerendered pages that show the package catalogue (names, prices, VAT) or the firm's details
 * (decision record 021): the server renders them again when the console's packages, the VAT rate
 * or the firm's details change (src/plugins/web.ts).
 */
export const CATALOG_PAGES: readonly string[] = ['/', '/terms-of-service', '/legal-notice', '/privacy-policy', '/withdrawal-instructions'];

/**
 * Stands for the site's origin (https://host) in prerendered HTML; the server replaces it with
 * PUBLIC_URL or the request's origin.
 */
export const ORIGIN_PLACEHOLDER = '%%ORIGIN%%';

/** The path the 404 page is prerendered from (any unknown path renders the same page). */
export const NOT_FOUND_PRERENDER_PATH = '/404';

/**
 * The query parameter that selects a language in a crawlable address: `/?lang=de` is the
 * German landing page, `/` the English one (the x-default). See docs/architecture.md, "Public site, languages and URLs".
 */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** Normalises a request path: no query, no trailing slash (except the root). */
export function normalizePath(pathname: string): string {
  const p = pathname.split('?')[0] ?? '/';
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}

/** The admin console's pages (spec section 6): rendered in the browser, never indexed. */
const ADMIN_PAGES = [
  '/admin',
  '/admin/clients',
  '/admin/calls',
  '/admin/availability',
  '/admin/orders',
  '/admin/packages',
  '/admin/saved-replies',
  '/admin/contact',
  '/admin/reports',
  '/admin/bookkeeping',
  '/admin/firm',
  '/admin/team',
] as const;

/** A client's page in the admin console: /admin/clients/<uuid>. */
const ADMIN_CLIENT_PAGE = /^\/admin\/clients\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A Finanzamt letter's page, the client's (/letters/<uuid>) or the console's (/admin/letters/<uuid>). */
const LETTER_PAGE = /^(\/admin)?\/letters\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A question's conversation, the client's (/questions/<uuid>) or the console's (/admin/questions/<uuid>). */
const QUESTION_PAGE = /^(\/admin)?\/questions\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ordering a package (/order/<package uuid>) and one of the client's orders (/orders/<order uuid>). */
const ORDER_PAGE = /^\/orders?\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The client portal's own pages (web/routes/_portal: the pages inside the portal's frame), so not
 * the password, verification, two-factor set-up and withdrawal pages, which have frames of their own.
 */
const CLIENT_PORTAL_PAGES =
  /^\/(?:dashboard|letters|questions|calls|calls\/new|documents|account|order|orders|invoices)(?:\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/i;

/** Ordering extra hours at the standard hourly rate (decision record 071): the link of the dashboard and the e-mails. */
export const EXTRA_HOURS_PATH = '/order/extra-hours';

/** Whether a request path (without query) is a page inside the client portal's frame (decision record 037). */
export function isClientPortalPage(pathname: string): boolean {
  const path = normalizePath(pathname);
  return (CLIENT_PORTAL_PAGES.test(path) || path === EXTRA_HOURS_PATH) && isPageRoute(pathname);
}

/**
 * Whether a request path (without query) is one of the client's pages or an admin console page.
 * Trailing slashes are ignored.
 */
export function isPageRoute(pathname: string): boolean {
  const path = normalizePath(pathname);
  return (
    PAGE_ROUTES.includes(path) ||
    (ADMIN_PAGES as readonly string[]).includes(path) ||
    ADMIN_CLIENT_PAGE.test(path) ||
    LETTER_PAGE.test(path) ||
    QUESTION_PAGE.test(path) ||
    ORDER_PAGE.test(path) ||
    (path.startsWith('/glossary/') && Object.hasOwn(GLOSSARY_TERM_NAMES, path.slice('/glossary/'.length)))
  );
}

/**
 * The address of a page in a language: the bare path for English (also the x-default),
 * `?lang=de` for German. `origin` is prepended as given (may be '').
 */
export function localizedUrl(origin: string, path: string, language: 'en' | 'de'): string {
  return language === 'de' ? `${origin}${path}?${LANGUAGE_QUERY_PARAM}=de` : `${origin}${path}`;
}

/**
 * A link that opens its page in `language`: `url` with `lang=de|en` added to its query (replacing
 * one it had), before any `#fragment`. E-mails link this way, in their own language, so the page
 * they open matches the e-mail whatever the browser stored
 * (docs/decisions/025-the-account-language-rules.md).
 * @param url an absolute address or a path, with or without query and fragment
 */
export function withLanguageParam(url: string, language: 'en' | 'de'): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept =
    queryAt === -1
      ? []
      : beforeHash
          .slice(queryAt + 1)
          .split('&')
          .filter((pair) => pair !== '' && pair.split('=')[0] !== LANGUAGE_QUERY_PARAM);
  return `${base}?${[...kept, `${LANGUAGE_QUERY_PARAM}=${language}`].join('&')}${hash}`;
}
