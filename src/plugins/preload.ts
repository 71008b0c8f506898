/**
 * Preloading a page's whole chunk graph (docs/decisions/024-fast-first-paint.md). The portal's
 * pages are rendered in the browser: without help, the entry loads a layout route's chunk, which
 * loads the page's chunk, which loads its view, each a wave of requests after the one before. The
 * server reads Vite's build manifest (`web/dist/.vite/manifest.json`, `build.manifest` in
 * vite.config.ts) and puts `<link rel="modulepreload">` (and the stylesheets) for every chunk the
 * page needs into the app shell, so the browser fetches them all at once.
 */
import type { Language } from '../shared/constants.js';
import { escapeHtml } from '../shared/html.js';

/** One chunk of Vite's build manifest (only the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's build manifest: source key (`routes/_portal/dashboard.tsx?tsr-split=…`, `_shared-chunk.js`) -> chunk. */
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a layout route loads besides its chunks, by the layout's route file: the data layer
 * (web/lib/api.ts, loaded by `guard()`) and the catalogs of its `loader` (`requireCatalog(…)` in
 * web/routes/_portal.tsx, _auth.tsx and admin.tsx), in the page's language.
 */
const LAYOUT_EXTRAS: Record<string, (language: Language) => string[]> = {
  'routes/_portal.tsx': (language) => ['lib/api-client.tsx', `locales/${language}/portal.po`, `locales/${language}/errors.po`],
  'routes/_auth.tsx': (language) => ['lib/api-client.tsx', `locales/${language}/auth.po`, `locales/${language}/errors.po`],
  'routes/admin.tsx': (language) => ['lib/api-client.tsx', `locales/${language}/admin.po`, `locales/${language}/errors.po`],
};

/**
 * What every page rendered in the browser waits for before its first render: the public catalog
 * (`activateLanguage` in web/main.tsx). The head builder (web/seo/HeadManager.tsx) is not preloaded:
 * it only sets the title after the page shows, and would take bandwidth from what the page needs.
 */
const APP_EXTRAS = (language: Language) => [`locales/${language}/messages.po`];

/** A route file's key without TanStack Router's code-splitting query (`?tsr-split=…`). */
function routeFile(key: string): string {
  return key.replace(/\?.*$/, '');
}

/**
 * The URL pattern of a TanStack Router file route (`routes/_portal/letters/$letterId.tsx` ->
 * `/letters/[^/]+`): pathless layout segments (`_portal`) drop out, `index` is the parent's path,
 * `$param` one path segment, a trailing `_` (`withdraw_.confirm.tsx`) un-nests, `.` separates
 * flat segments. Returns null for files that are not page routes (the root, pathless layouts).
 */
export function routePattern(key: string): RegExp | null {
  const file = routeFile(key);
  if (!file.startsWith('routes/') || !file.endsWith('.tsx') || file === 'routes/__root.tsx') return null;
  const parts = file.slice('routes/'.length, -'.tsx'.length).split(/[/.]/);
  // A pathless layout (`_portal.tsx`) renders no page of its own.
  if (parts.at(-1)!.startsWith('_')) return null;
  const segments = parts
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => segment.replace(/_$/, ''))
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}$`);
}

/**
 * The manifest keys of the route files that render `path`: the leaf routes whose pattern matches
 * it and their layout routes (`routes/_portal.tsx` for `routes/_portal/dashboard.tsx`).
 */
export function routeKeysFor(manifest: Manifest, path: string): string[] {
  const byFile = new Map(Object.keys(manifest).map((key) => [routeFile(key), key]));
  const keys = new Set<string>();
  for (const key of Object.keys(manifest)) {
    const pattern = routePattern(key);
    if (!pattern?.test(path)) continue;
    const parts = routeFile(key).slice(0, -'.tsx'.length).split('/');
    for (let i = 2; i < parts.length; i++) {
      const layout = byFile.get(`${parts.slice(0, i).join('/')}.tsx`);
      if (layout) keys.add(layout);
    }
    keys.add(key);
  }
  return [...keys].sort();
}

/** What `preloadFor` answers: paths (`/assets/…`) in a stable order. */
export interface Preload {
  /** Module scripts the page needs before its first render. */
  scripts: string[];
  /** Their stylesheets. */
  styles: string[];
  /** The views a route loads lazily (behind a Suspense boundary) and what only they import. */
  lazyScripts: string[];
  /** The lazy views' stylesheets. */
  lazyStyles: string[];
}

/**
 * The files to preload for `path` in `language`: each route chunk and the chunks it imports
 * (recursively), the layouts' data layer and catalogs, the app's public catalog, and their
 * stylesheets; apart from those, the views the routes load lazily (their `dynamicImports`, one
 * level, with their imports), which the page shows after its frame. Nothing for a path no route
 * renders. Leaves out the entry (`index.html`) and what it imports, which the shell loads anyway.
 */
export function preloadFor(manifest: Manifest, path: string, language: Language): Preload {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  const already = new Set<string>();
  if (entryKey) collect(entryKey, already);

  const first = new Set<string>(already);
  const lazy = new Set<string>(already);
  const routes = routeKeysFor(manifest, path);
  if (routes.length > 0) for (const extra of APP_EXTRAS(language)) collect(extra, first);
  for (const key of routes) {
    collect(key, first);
    for (const extra of LAYOUT_EXTRAS[routeFile(key)]?.(language) ?? []) collect(extra, first);
  }
  for (const key of routes) {
    for (const view of manifest[key]!.dynamicImports ?? []) {
      if (!routePattern(view)) collect(view, lazy);
    }
  }
  const files = (keys: Set<string>, skip: Set<string>) => {
    const scripts: string[] = [];
    const styles = new Set<string>();
    for (const key of keys) {
      if (skip.has(key)) continue;
      const chunk = manifest[key]!;
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      scripts.push(`/${chunk.file}`);
    }
    return { scripts: scripts.sort(), styles: [...styles].sort() };
  };
  const now = files(first, already);
  const later = files(lazy, first);
  return { scripts: now.scripts, styles: now.styles, lazyScripts: later.scripts, lazyStyles: later.styles.filter((href) => !now.styles.includes(href)) };
}

/**
 * The `<link>` tags for `preloadFor`'s answer: module scripts and stylesheets as Vite writes them;
 * the lazy views' stylesheets only preloaded (Vite's loader links them when the view loads). The
 * views are fetched at the same priority as the rest: the page's first render waits for its route's
 * view (web/main.tsx loads the route before rendering; the frame in the shell is painted meanwhile,
 * docs/decisions/041-confirmed-details-as-text.md).
 */
export function preloadLinks({ scripts, styles, lazyScripts, lazyStyles }: Preload): string {
  return [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...lazyScripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ...lazyStyles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`),
  ].join('\n    ');
}

/** A letter's page: `/letters/<uuid>` (web/routes/_portal/letters/$letterId.tsx). */
const LETTER_PAGE = /^\/letters\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The tRPC request a signed-in page's route loader makes first, as the tRPC client writes it
 * (`httpBatchLink`: `/trpc/<procedures>?batch=1&input=<JSON by position>`), or null for other
 * pages. The dashboard's loader asks for `purchases.ledger`, `purchases.summary` and
 * `purchases.list` in one batch (web/routes/_portal/dashboard.tsx), a letter's page for
 * `letters.get` with the page's language (web/routes/_portal/letters/$letterId.tsx). The shell of
 * a signed-in page preloads it, so the data arrives while the scripts load
 * (docs/decisions/028-portal-pages-paint-first.md); the URL must be exactly the client's, or the
 * browser fetches it twice (checked by preload.unit.test.ts with the real tRPC client).
 */
export function dataPreloadFor(path: string, language: Language): string | null {
  if (path === '/dashboard') return `/trpc/purchases.ledger,purchases.summary,purchases.list?batch=1&input=${encodeURIComponent('{}')}`;
  const letter = LETTER_PAGE.exec(path);
  if (letter) return `/trpc/letters.get?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { id: letter[1], lang: language } }))}`;
  return null;
}

/**
 * The `<link>` for `dataPreloadFor`'s URL: a fetch with credentials, as the tRPC client's
 * (web/lib/api-client.tsx: `credentials: 'include'`), which the browser then takes from its preload cache.
 */
export function dataPreloadLink(url: string): string {
  return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}">`;
}

/** A stylesheet link as the shell (Vite's index.html) and `preloadLinks` write them. */
const STYLESHEET_LINK = /<link rel="(?:stylesheet|preload" as="style)" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * Puts the stylesheets a signed-in portal page links into its HTML (decision record 042): the
 * frame it paints at once then needs no stylesheet request first, and the browser paints it as
 * soon as the HTML is read. Each `<link rel="stylesheet">` and `<link rel="preload" as="style">`
 * of `/assets/*.css` whose text `styles` holds (path -> CSS) becomes a `<style>` with that text, in
 * the same place (the cascade keeps its order), followed by a disabled `<link rel="stylesheet">`:
 * a disabled stylesheet is not fetched, and Vite's chunk loader, which looks for the link before
 * it loads a chunk's CSS, finds it and loads nothing again. Links to files `styles` does not hold
 * stay as they are. Returns the page and the CSS texts inlined (for the policy's hashes).
 */
export function inlineStylesheets(html: string, styles: ReadonlyMap<string, string>): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const page = html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = styles.get(href);
    // `</style` cannot occur in a built stylesheet's text; a file with it stays a link.
    if (css === undefined || /<\/style/i.test(css)) return link;
    inlined.push(css);
    return `<style>${css}</style><link rel="stylesheet" href="${escapeHtml(href)}" disabled>`;
  });
  return { html: page, inlined };
}
