/**
 * Serves the built web client from web/dist (issue 3):
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
import { MESSAGES } from '../shared/messages.js';
import {
  INDEXED_PAGES,
  isPageRoute,
  LANGUAGE_QUERY_PARAM,
  localizedUrl,
  NOT_FOUND_PRERENDER_PATH,
  normalizePath,
} from '../shared/routes.js';
import { errorBody } from './errors.js';

/** Stands for the origin in prerendered HTML (web/seo/head.ts ORIGIN_PLACEHOLDER). */
const ORIGIN_PLACEHOLDER = '%%ORIGIN%%';

interface PrerenderedManifest {
  pages: { path: string; language: Language; file: string; status: number }[];
}

/** The language to serve: `?lang=` wins, then the `language` cookie, then English (spec §4). */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[LANGUAGE_QUERY_PARAM];
  if (fromQuery === 'de' || fromQuery === 'en') return fromQuery;
  return request.cookies?.[LANGUAGE_COOKIE] === 'de' ? 'de' : 'en';
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** sitemap.xml: every indexed page in both languages, each with its en/de/x-default alternates. */
export function sitemapXml(origin: string): string {
  const urls = INDEXED_PAGES.flatMap((path) => {
    const alternates = [
      ['en', localizedUrl(origin, path, 'en')],
      ['de', localizedUrl(origin, path, 'de')],
      ['x-default', localizedUrl(origin, path, 'en')],
    ]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href!)}"/>`)
      .join('\n');
    return (['en', 'de'] as const).map(
      (language) => `  <url>\n    <loc>${escapeXml(localizedUrl(origin, path, language))}</loc>\n${alternates}\n  </url>`,
    );
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
Disallow: /dashboard
Disallow: /questions
Disallow: /documents

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

    // Compressed page bodies, made once per page, origin and encoding.
    const compressed = new Map<string, Buffer>();
    function encode(html: string, key: string, encoding: 'br' | 'gzip'): Buffer {
      const cacheKey = `${encoding} ${key}`;
      let body = compressed.get(cacheKey);
      if (!body) {
        body =
          encoding === 'br'
            ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipSync(html, { level: 9 });
        if (compressed.size < 1000) compressed.set(cacheKey, body);
      }
      return body;
    }

    function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string, key: string, language?: Language) {
      reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      reply.header('vary', language ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      if (language) reply.header('content-language', language);
      const accepted = request.headers['accept-encoding'] ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(encode(html, key, encoding));
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
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(originOf(request))),
    );
    app.get('/sitemap.xml', (request, reply) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(sitemapXml(originOf(request))),
    );

    app.setNotFoundHandler((request, reply) => {
      const path = normalizePath(request.url);
      if (path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc')) {
        return reply.code(404).send(errorBody(new AppError('NOT_FOUND', MESSAGES.notFound)));
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send(errorBody(new AppError('NOT_FOUND', MESSAGES.notFound)));
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
        const html = page.html.replaceAll(ORIGIN_PLACEHOLDER, origin);
        return sendHtml(request, reply, known ? page.status : 404, html, `${pageKey} ${origin}`, language);
      }
      // Portal pages (and every page when the prerendered files are missing): the app shell.
      return sendHtml(request, reply, known ? 200 : 404, shellHtml, 'shell');
    });
  },
  { name: 'web' },
);
