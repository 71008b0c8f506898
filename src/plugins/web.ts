/**
 * Serves the built web client from web/dist (spec section 2; decision record 008):
 * - hashed assets with long caching;
 * - the prerendered public pages (web/dist/prerendered, written by scripts/prerender.mjs) in
 *   the visitor's language: `?lang=de|en` first, else the `language` cookie, else English;
 * - the app shell (index.html) for the portal pages, which render in the browser;
 * - the prerendered "Page Not Found" page with status 404 for any other page path;
 * - robots.txt and sitemap.xml (with hreflang alternates);
 * - a JSON 404 for unknown /api and /trpc paths.
 * The prerendered HTML holds an origin placeholder, replaced by PUBLIC_URL (or, without it, the
 * request's own origin) in canonical, hreflang and Open Graph URLs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { LANGUAGE_COOKIE, type Language } from '../shared/constants.js';
import { escapeHtml } from '../shared/html.js';
import { languageParam, parseLanguage } from '../shared/language.js';
import {
  INDEXED_PAGES,
  isPageRoute,
  LANGUAGE_QUERY_PARAM,
  localizedUrl,
  NOT_FOUND_PRERENDER_PATH,
  normalizePath,
  ORIGIN_PLACEHOLDER,
  PORTAL_PAGES,
} from '../shared/routes.js';
import { errorBody } from './errors.js';

interface PrerenderedManifest {
  pages: { path: string; language: Language; file: string; status: number }[];
}

/** The language to serve: `?lang=` wins, then the `language` cookie, then English (spec §4). */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  return languageParam(query?.[LANGUAGE_QUERY_PARAM]) ?? parseLanguage(request.cookies?.[LANGUAGE_COOKIE]);
}

/** sitemap.xml: every indexed page in both languages, each with its en/de/x-default alternates. */
export function sitemapXml(origin: string): string {
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
export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: /trpc/
${PORTAL_PAGES.map((path) => `Disallow: ${path}`).join('\n')}
Disallow: /admin

Sitemap: ${origin}/sitemap.xml
`;
}

export const webPlugin = fp<{ distDir: string; publicUrl?: string }>(
  async (app, { distDir, publicUrl }) => {
    const indexFile = join(distDir, 'index.html');
    const built = existsSync(indexFile);
    const shellHtml = built ? readFileSync(indexFile, 'utf8') : null;

    // Prerendered pages, kept in memory: `${language} ${path}` -> HTML.
    const prerendered = new Map<string, { html: string; status: number }>();
    const manifestFile = join(distDir, 'prerendered', 'pages.json');
    if (existsSync(manifestFile)) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderedManifest;
      for (const page of manifest.pages) {
        const html = readFileSync(join(distDir, 'prerendered', page.file), 'utf8');
        prerendered.set(`${page.language} ${page.path}`, { html, status: page.status });
      }
    }

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
    function bodyFor(key: string, html: () => string): PageBody {
      let body = bodies.get(key);
      if (!body) {
        body = { html: html(), encoded: {} };
        if (bodies.size < 200) bodies.set(key, body);
      }
      return body;
    }

    function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, body: PageBody, language?: Language) {
      reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      reply.header('vary', language ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      if (language) reply.header('content-language', language);
      const accepted = request.headers['accept-encoding'] ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (!encoding) return reply.send(body.html);
      body.encoded[encoding] ??=
        encoding === 'br' ? brotliCompressSync(body.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body.html, { level: 9 });
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

    app.setNotFoundHandler((request, reply) => {
      const path = normalizePath(request.url);
      if (path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc')) {
        return reply.code(404).send(errorBody(new AppError('NOT_FOUND', 'notFound')));
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send(errorBody(new AppError('NOT_FOUND', 'notFound')));
      }
      if (!shellHtml) {
        return reply.code(503).type('text/plain; charset=utf-8').send('The web client is not built yet: run `npm run build`.');
      }
      const language = requestLanguage(request);
      const known = isPageRoute(path);
      const pageKey = `${language} ${known ? path : NOT_FOUND_PRERENDER_PATH}`;
      const page = prerendered.get(pageKey);
      if (page) {
        const origin = originOf(request);
        const body = bodyFor(`${pageKey} ${origin}`, () => page.html.replaceAll(ORIGIN_PLACEHOLDER, origin));
        return sendHtml(request, reply, known ? page.status : 404, body, language);
      }
      // Portal pages (and every page when the prerendered files are missing): the app shell.
      return sendHtml(
        request,
        reply,
        known ? 200 : 404,
        bodyFor('shell', () => shellHtml),
      );
    });
  },
  { name: 'web' },
);
