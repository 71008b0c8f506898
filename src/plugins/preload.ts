/**
 * Preloading a page's whole chunk graph (docs/decisions/023-fast-first-paint.md). The portal's
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

/**
 * The files to preload for `path` in `language`: each route chunk, the chunks they import
 * (recursively), the views they load lazily (their `dynamicImports`, one level, with their
 * imports), the layouts' data layer and catalogs, the app's public catalog, and the stylesheets of all of them (nothing for a path no route renders). Leaves out
 * the entry (`index.html`) and what it imports, which the shell loads anyway. Returns
 * `{ scripts, styles }` as paths (`/assets/…`), in a stable order.
 */
export function preloadFor(manifest: Manifest, path: string, language: Language): { scripts: string[]; styles: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const already = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  if (entryKey) collect(entryKey, already);

  const wanted = new Set<string>();
  const routes = routeKeysFor(manifest, path);
  if (routes.length > 0) for (const extra of APP_EXTRAS(language)) collect(extra, wanted);
  for (const key of routes) {
    collect(key, wanted);
    for (const lazy of manifest[key]!.dynamicImports ?? []) {
      if (!routePattern(lazy)) collect(lazy, wanted);
    }
    for (const extra of LAYOUT_EXTRAS[routeFile(key)]?.(language) ?? []) collect(extra, wanted);
  }
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of wanted) {
    if (already.has(key)) continue;
    const chunk = manifest[key]!;
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    scripts.push(`/${chunk.file}`);
  }
  return { scripts: scripts.sort(), styles: [...styles].sort() };
}

/** The `<link>` tags for `preloadFor`'s answer (module scripts and stylesheets, as Vite writes them). */
export function preloadLinks({ scripts, styles }: { scripts: string[]; styles: string[] }): string {
  return [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
  ].join('\n    ');
}
