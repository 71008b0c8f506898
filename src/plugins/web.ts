/**
 * Serves the built web client from web/dist: hashed assets with long caching, and the app's
 * HTML for page paths (200 for known routes, 404 for unknown ones, which the client renders
 * as "Page Not Found"). Unknown /api and /trpc paths get a JSON 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { isPageRoute } from '../shared/routes.js';
import { MESSAGES } from '../shared/messages.js';
import { errorBody } from './errors.js';

export const webPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = join(distDir, 'index.html');
    const built = existsSync(indexFile);
    const indexHtml = built ? readFileSync(indexFile, 'utf8') : null;

    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          if (path.includes(`${join(distDir, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
          else res.header('cache-control', 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc')) {
        return reply.code(404).send(errorBody(new AppError('NOT_FOUND', MESSAGES.notFound)));
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send(errorBody(new AppError('NOT_FOUND', MESSAGES.notFound)));
      }
      if (!indexHtml) {
        return reply.code(503).type('text/plain; charset=utf-8').send('The web client is not built yet: run `npm run build`.');
      }
      return reply
        .code(isPageRoute(path) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    });
  },
  { name: 'web' },
);
