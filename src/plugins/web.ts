/**
 * Serves the built web client from web/dist (spec section 2; decision record 008):
 * - hashed assets with long caching;
 * - the prerendered public pages (web/dist/prerendered, written by scripts/prerender.mjs) in
 *   the visitor's language: `?lang=de|en` first, else the `language` cookie, else the browser's
 *   `Accept-Language` (a first visit; the answer then sets the cookie so the client keeps that
 *   language), else English (docs/decisions/025-the-account-language-rules.md);
 * - the app shell (index.html) for the portal pages, which render in the browser, with preload
 *   links for the page's whole chunk graph and, for a signed-in user, that user as JSON, so the
 *   page needs no session round trip before it shows (decision record 024; never cached), and
 *   a preload of the page's first API request (`dataPreloadFor`, decision record 028);
 * - the prerendered "Page Not Found" page with status 404 for any other page path;
 * - robots.txt and sitemap.xml (with hreflang alternates);
 * - a JSON 404 for unknown /api and /trpc paths.
 * The prerendered HTML holds an origin placeholder, replaced by PUBLIC_URL (or, without it, the
 * request's own origin) in canonical, hreflang and Open Graph URLs.
 *
 * The package catalogue (the console's packages and the VAT rate, decision record 011): every page
 * carries it as JSON (`<script type="application/json" id="catalog">`, read by web/main.tsx), and
 * the pages that show it (CATALOG_PAGES) are rendered again in this process with the prerenderer
 * (dist/prerender, from `npm run build:web`) when the database's catalogue differs from the one
 * they show: at start (in the background; pages wait for that first pass), right after an admin's change (`refreshPublicPages()`,
 * called by the package and settings adapters) and on a timer (CATALOG_REFRESH_SECONDS), so other
 * instances' changes follow. Requests get the previous pages until the new ones are ready; a failed
 * render is logged and the previous pages stay.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGES, type Language } from '../shared/constants.js';
import { CATALOG_ELEMENT_ID, escapeHtml, SESSION_ELEMENT_ID, withJsonScript } from '../shared/html.js';
import type { Catalog } from '../shared/packages/catalog.schema.js';
import { languageFromAcceptLanguage, languageParam, parseLanguage } from '../shared/language.js';
import {
  CATALOG_PAGES,
  INDEXED_PAGES,
  isClientPortalPage,
  isPageRoute,
  LANGUAGE_QUERY_PARAM,
  localizedUrl,
  NOT_FOUND_PRERENDER_PATH,
  normalizePath,
  ORIGIN_PLACEHOLDER,
  PORTAL_PAGES,
  PRERENDERED_PAGES,
} from '../shared/routes.js';
import { errorBody } from './errors.js';
import { dataPreloadFor, dataPreloadLink, inlineStylesheets, type Manifest, preloadFor, preloadLinks } from './preload.js';
import { policyWithInlineStyles } from './security.js';
import { SESSION_COOKIE } from './session.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Brings the public pages in line with the package catalogue in the background (call it after
     * changing packages or the VAT rate). Settles when done; never rejects. A no-op without a built client.
     */
    refreshPublicPages(): Promise<void>;
  }
}

interface PrerenderedManifest {
  /** The catalogue the pages were rendered with (scripts/prerender.mjs: the seed values). */
  catalog?: Catalog;
  pages: { path: string; language: Language; file: string; status: number }[];
  /** The client portal's frame per language (web/features/portal/PortalFrame.tsx), a file each. */
  frames?: Partial<Record<Language, string>>;
}

/** What the prerenderer bundle (web/entry-prerender.tsx) exports and the server uses. */
interface Prerenderer {
  renderPage(path: string, language: Language, catalog: Catalog): Promise<{ html: string; head: string; status: number }>;
  pageDocument(template: string, page: { html: string; head: string; status: number }, language: Language, catalog: Catalog): string;
}

/** The pages served, each a whole HTML document: `${language} ${path}` -> page. */
type PageMap = Map<string, { html: string; status: number }>;

/**
 * The language to serve and what decided it: `?lang=` wins (crawlable addresses stay canonical),
 * then the `language` cookie (the stored choice, spec §4), then, on a first visit, the browser's
 * `Accept-Language` (German only when it ranks German above English), then English
 * (docs/decisions/025-the-account-language-rules.md).
 */
function requestLanguage(request: FastifyRequest): { language: Language; from: 'address' | 'cookie' | 'browser' | 'default' } {
  const query = request.query as Record<string, unknown> | undefined;
  const fromAddress = languageParam(query?.[LANGUAGE_QUERY_PARAM]);
  if (fromAddress) return { language: fromAddress, from: 'address' };
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (cookie !== undefined) return { language: parseLanguage(cookie), from: 'cookie' };
  const fromBrowser = languageFromAcceptLanguage(request.headers['accept-language']);
  if (fromBrowser) return { language: fromBrowser, from: 'browser' };
  return { language: 'en', from: 'default' };
}

/** sitemap.xml: every indexed page in both languages, each with its en/de/x-default alternates. */
function sitemapXml(origin: string): string {
  const urls = INDEXED_PAGES.flatMap((path) => {
    const alternates = [
      ['en', localizedUrl(origin, path, 'en')],
      ['de', localizedUrl(origin, path, 'de')],
      ['x-default', localizedUrl(origin, path, 'en')],
    ]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(href!)}"/>`)
      .join('\n');
    return (['en', 'de'] as const).map((language) => `  <url>\n    <loc>${escapeHtml(localizedUrl(origin, path, language))}</loc>\n${alternates}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/** robots.txt: everything public may be crawled; the portal and the APIs may not. */
function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: /trpc/
${PORTAL_PAGES.map((path) => `Disallow: ${path}`).join('\n')}
Disallow: /admin

Sitemap: ${origin}/sitemap.xml
`;
}

interface WebPluginOptions {
  distDir: string;
  publicUrl?: string;
  /** The prerenderer's Node build (dist/prerender/entry-prerender.js); missing: the pages keep the build's packages. */
  prerenderEntry?: string;
  /** How often to compare the catalogue with the pages', in ms (0: never on a timer). */
  catalogRefreshMs?: number;
  /** The package catalogue the public pages show (the packages module's; decision record 032: this plugin imports no module). */
  catalog: {
    /** Reads the current catalogue from the database. */
    load(): Promise<Catalog>;
    /** A short fingerprint of what the pages show of a catalogue. */
    version(catalog: Catalog): string;
  };
  /** Receives each language's rendered terms page (the order e-mail carries the terms as rendered; decision record 011). */
  onTermsPage(language: Language, html: string): void;
}

/**
 * An admin's change that the public pages show (packages, the VAT rate, the firm's details):
 * awaits `change`, then starts re-rendering the pages without waiting for them (`refreshPublicPages`).
 * @returns the change's result; a failed change rejects and re-renders nothing
 */
export async function thenRefreshPublicPages<T>(app: FastifyInstance, change: Promise<T>): Promise<T> {
  const result = await change;
  void app.refreshPublicPages();
  return result;
}

export const webPlugin = fp<WebPluginOptions>(
  async (app, { distDir, publicUrl, prerenderEntry, catalogRefreshMs = 0, catalog: catalogSource, onTermsPage }) => {
    const indexFile = join(distDir, 'index.html');
    const built = existsSync(indexFile);
    const shellTemplate = built ? readFileSync(indexFile, 'utf8') : null;

    // Prerendered pages, kept in memory, and the catalogue they show (the build's seed values).
    let prerendered: PageMap = new Map();
    let pagesVersion: string | null = null;
    // The client portal's frame, painted before the scripts run (decision record 037).
    const portalFrames = new Map<Language, string>();
    const manifestFile = join(distDir, 'prerendered', 'pages.json');
    if (existsSync(manifestFile)) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderedManifest;
      for (const page of manifest.pages) {
        const html = readFileSync(join(distDir, 'prerendered', page.file), 'utf8');
        prerendered.set(`${page.language} ${page.path}`, { html, status: page.status });
      }
      pagesVersion = manifest.catalog ? catalogSource.version(manifest.catalog) : null;
      for (const [language, file] of Object.entries(manifest.frames ?? {})) {
        portalFrames.set(language as Language, readFileSync(join(distDir, 'prerendered', file), 'utf8'));
      }
    }
    /** The order confirmation e-mail carries the terms as rendered (decision record 011). */
    const publishTerms = () => {
      for (const language of LANGUAGES) {
        const page = prerendered.get(`${language} /terms-of-service`);
        if (page) onTermsPage(language, page.html);
      }
    };
    publishTerms();
    // The app shell, with the current catalogue once it is known (a portal page's client-side
    // navigation to the landing page shows it).
    let shellHtml = shellTemplate;
    // Vite's build manifest: which chunks each page needs (src/plugins/preload.ts).
    const manifestPath = join(distDir, '.vite', 'manifest.json');
    const viteManifest: Manifest | null = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : null;
    // The built stylesheets' texts by path (`/assets/x.css`), which a portal page carries inline
    // (decision record 042); read once, about 90 kB in all.
    const assetsDir = join(distDir, 'assets');
    const stylesheets = new Map<string, string>(
      built && existsSync(assetsDir)
        ? readdirSync(assetsDir)
            .filter((file) => file.endsWith('.css'))
            .map((file) => [`/assets/${file}`, readFileSync(join(assetsDir, file), 'utf8')] as const)
        : [],
    );

    // Without PUBLIC_URL the request's own origin is used; a Host header that is not a plain
    // host name is not echoed into the page.
    const originOf = (request: FastifyRequest) =>
      publicUrl ?? (/^[a-z0-9.:[\]-]+$/i.test(request.host) ? `${request.protocol}://${request.host}` : 'http://localhost');

    // Page bodies, made once per page and origin (the origin filled in), each compressed once per
    // encoding. Bounded: without PUBLIC_URL every Host header is another origin.
    interface PageBody {
      html: string;
      encoded: Partial<Record<'br' | 'gzip', Buffer>>;
    }
    const bodies = new Map<string, PageBody>();

    const catalogPages = new Set(CATALOG_PAGES);
    const publicPages = new Set(PRERENDERED_PAGES);
    let prerenderer: Promise<Prerenderer | null> | undefined;
    /** The prerenderer bundle, imported once; null when it is not built. */
    function loadPrerenderer(): Promise<Prerenderer | null> {
      prerenderer ??= (async () => {
        if (!prerenderEntry || !existsSync(prerenderEntry)) {
          app.log.warn({ prerenderEntry }, 'the prerenderer is not built (npm run build:web): the public pages show the packages of the build');
          return null;
        }
        return (await import(pathToFileURL(prerenderEntry).href)) as Prerenderer;
      })();
      return prerenderer;
    }

    let shellVersion: string | null = null;
    let closing = false;
    /**
     * One pass: loads the catalogue; when it differs from what the pages show, renders the pages
     * that show it in both languages (one at a time, letting requests in between) and swaps them
     * in with the new catalogue JSON in every page, all at once.
     */
    async function refreshOnce(): Promise<void> {
      if (!shellTemplate) return;
      let catalog: Catalog;
      try {
        catalog = await catalogSource.load();
      } catch (err) {
        if (!closing) app.log.warn({ err }, 'the package catalogue could not be loaded; the public pages stay as they are');
        return;
      }
      const version = catalogSource.version(catalog);
      if (version !== shellVersion) {
        shellHtml = withJsonScript(shellTemplate, CATALOG_ELEMENT_ID, catalog);
        shellVersion = version;
        bodies.clear();
      }
      if (prerendered.size === 0 || version === pagesVersion) return;
      const started = performance.now();
      try {
        const renderer = await loadPrerenderer();
        if (!renderer) return;
        const next: PageMap = new Map();
        for (const [key, page] of prerendered) {
          const path = key.slice(key.indexOf(' ') + 1);
          if (!catalogPages.has(path)) next.set(key, { html: withJsonScript(page.html, CATALOG_ELEMENT_ID, catalog), status: page.status });
        }
        for (const language of LANGUAGES) {
          for (const path of catalogPages) {
            if (!prerendered.has(`${language} ${path}`)) continue;
            // Requests waiting meanwhile are answered between two pages.
            await new Promise((resolve) => setImmediate(resolve));
            const page = await renderer.renderPage(path, language, catalog);
            next.set(`${language} ${path}`, { html: renderer.pageDocument(shellTemplate, page, language, catalog), status: page.status });
          }
        }
        prerendered = next;
        pagesVersion = version;
        bodies.clear();
        publishTerms();
        app.log.info({ catalogVersion: version, ms: Math.round(performance.now() - started) }, 'public pages rendered from the package catalogue');
      } catch (err) {
        if (!closing) app.log.error({ err }, 'rendering the public pages failed; the previous pages stay');
      }
    }

    // One pass at a time; a call during a pass asks for one more after it.
    let running: Promise<void> | null = null;
    let again = false;
    function refreshPublicPages(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await refreshOnce();
        } while (again && !closing);
      })().finally(() => {
        running = null;
      });
      return running;
    }
    app.decorate('refreshPublicPages', refreshPublicPages);

    // The start's first pass, until it is done: pages wait for it, nothing else does (see below).
    let firstPass: Promise<void> | null = null;
    if (shellTemplate) {
      // In the background, so that a busy machine cannot fail the start (decision record 046); the
      // pages wait for it (the not-found handler), so the first visitors still get the database's
      // packages (and their ids), while the API, the probes and the assets answer at once.
      app.addHook('onReady', async () => {
        firstPass = refreshPublicPages().finally(() => {
          firstPass = null;
        });
      });
      let timer: NodeJS.Timeout | undefined;
      if (catalogRefreshMs > 0) {
        app.addHook('onReady', async () => {
          timer = setInterval(() => void refreshPublicPages(), catalogRefreshMs);
          timer.unref();
        });
      }
      app.addHook('preClose', async () => {
        closing = true;
        clearInterval(timer);
        await running;
      });
    }

    function bodyFor(key: string, html: () => string): PageBody {
      let body = bodies.get(key);
      if (!body) {
        body = { html: html(), encoded: {} };
        if (bodies.size < 200) bodies.set(key, body);
      }
      return body;
    }

    /**
     * Sends a page. `chosen`: the language the page was picked in (prerendered pages), or for the
     * app shell the language the browser asked for; either depends on the cookie and the
     * Accept-Language header, so caches must keep one answer per value (`Vary`). A German choice
     * made from Accept-Language alone is stored in the `language` cookie, which the client reads
     * on start (web/i18n/language.ts), so the first visit stays German after hydration.
     * `personal`: the page carries the signed-in user's data: for this browser alone, now
     * (decision record 024).
     */
    function sendHtml(
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      body: PageBody,
      chosen?: ReturnType<typeof requestLanguage>,
      prerendered = true,
      personal = false,
    ) {
      reply
        .code(status)
        .header('cache-control', personal ? 'no-store, private' : 'no-cache')
        .type('text/html; charset=utf-8');
      reply.header('vary', chosen ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding');
      if (chosen && prerendered) reply.header('content-language', chosen.language);
      if (chosen?.from === 'browser' && chosen.language === 'de') {
        reply.setCookie(LANGUAGE_COOKIE, 'de', { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE_S, sameSite: 'lax' });
      }
      const accepted = request.headers['accept-encoding'] ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (!encoding) return reply.send(body.html);
      // A personal page is compressed for each request: at brotli's quality 5 (1.4 ms for a portal
      // page's 65 kB with its styles inline, against 9 ms at quality 9 for 5 % fewer bytes); a
      // shared body once, at quality 9.
      body.encoded[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(body.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: personal ? 5 : 9 } })
          : gzipSync(body.html, { level: personal ? 6 : 9 });
      return reply.header('content-encoding', encoding).send(body.encoded[encoding]);
    }

    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
        setHeaders(res, path) {
          if (path.includes(`${join(distDir, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
          else res.header('cache-control', 'no-cache');
        },
      });
    }

    app.get('/robots.txt', (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(robotsTxt(originOf(request))),
    );
    app.get('/sitemap.xml', (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sitemapXml(originOf(request))),
    );

    app.setNotFoundHandler(async (request, reply) => {
      const path = normalizePath(request.url);
      if (path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc')) {
        return reply.code(404).send(errorBody(new AppError('NOT_FOUND', 'notFound')));
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send(errorBody(new AppError('NOT_FOUND', 'notFound')));
      }
      if (firstPass) await firstPass;
      if (!shellHtml) {
        return reply.code(503).type('text/plain; charset=utf-8').send('The web client is not built yet: run `npm run build`.');
      }
      const shell = shellHtml;
      const chosen = requestLanguage(request);
      const known = isPageRoute(path);
      const pageKey = `${chosen.language} ${known ? path : NOT_FOUND_PRERENDER_PATH}`;
      const page = prerendered.get(pageKey);
      if (page) {
        const origin = originOf(request);
        const body = bodyFor(`${pageKey} ${origin}`, () => page.html.replaceAll(ORIGIN_PLACEHOLDER, origin));
        return sendHtml(request, reply, known ? page.status : 404, body, chosen);
      }
      // Portal pages (and every page when the prerendered files are missing): the app shell, which
      // renders in the browser in the stored language (a first visit's from Accept-Language, by cookie).
      if (!known)
        return sendHtml(
          request,
          reply,
          404,
          bodyFor('shell', () => shell),
          chosen,
          false,
        );
      const preload = viteManifest ? preloadFor(viteManifest, path, chosen.language) : null;
      const withPreload = () => (preload ? shell.replace('</head>', () => `  ${preloadLinks(preload)}\n  </head>`) : shell);
      // Never into a public page, even when its prerendered file is missing and the shell stands in.
      const user = request.cookies?.[SESSION_COOKIE] && !publicPages.has(path) ? await signedInUser(request) : null;
      if (!user)
        return sendHtml(
          request,
          reply,
          200,
          bodyFor(`shell ${chosen.language} ${preload?.scripts.join(' ')} ${preload?.lazyScripts.join(' ')}`, withPreload),
          chosen,
          false,
        );
      // Made for this user and request only: never kept in `bodies`.
      // The page's first API request too, early in the head, so it travels while the scripts load.
      const data = dataPreloadFor(path, chosen.language);
      let html = data ? withPreload().replace(/<meta charset="UTF-8" \/>/i, (charset) => `${charset}\n    ${dataPreloadLink(data)}`) : withPreload();
      // A portal page paints its frame at once, in the account's language, which rules the portal
      // after sign-in (decision record 025); React's first render replaces it (decision record 037).
      const frame = isClientPortalPage(path) ? portalFrames.get(user.language) : undefined;
      if (frame) {
        html = html.replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
        // Its stylesheets inline, so that the frame paints as soon as the HTML is read (decision record 042).
        const inline = inlineStylesheets(html, stylesheets);
        html = inline.html;
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string') reply.header('content-security-policy', policyWithInlineStyles(policy, inline.inlined));
      }
      const personal = { html: withJsonScript(html, SESSION_ELEMENT_ID, { user }), encoded: {} };
      return sendHtml(request, reply, 200, personal, chosen, false, true);
    });

    /** The session's user, or null (no session, or the database cannot say: the page asks itself). */
    async function signedInUser(request: FastifyRequest) {
      try {
        return await request.loadUser();
      } catch (err) {
        request.log.warn({ err }, 'the session could not be checked for the app shell');
        return null;
      }
    }
  },
  { name: 'web' },
);
