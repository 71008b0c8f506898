/**
 * Slow and idle clients cannot hold the server's sockets: Node's own limits (set in app.ts from
 * `config.http`: headers, whole request, keep-alive and idle-socket timeouts) plus two rules here:
 *
 * - a request body must arrive within `requestTimeoutMs` (one byte every few seconds is not
 *   enough); only the document upload gets the longer `uploadTimeoutMs` (Node's own
 *   requestTimeout is checked only every 30 s, so the limit is enforced here, to the millisecond);
 * - one client address may hold at most `maxConnectionsPerIp` open connections; more are closed
 *   at once (0 = no cap; behind a reverse proxy every connection comes from the proxy). An IPv6
 *   client is counted by its /64, like every per-address limit (src/client-address.ts).
 */
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { clientAddressKey } from '../client-address.js';
import type { HttpConfig } from '../config.js';
import { loggedUrl } from '../log-url.js';

/** The only route whose body may take longer than `requestTimeoutMs` (multipart upload). */
const LONG_BODY_ROUTES = new Set(['POST /api/documents']);

export const timeoutsPlugin = fp<{ http: HttpConfig }>(
  async (app, { http }) => {
    const bodyTimers = new WeakMap<object, NodeJS.Timeout>();
    app.addHook('onRequest', async (request) => {
      const req = request.raw;
      // No body to wait for (HTTP/1.1: neither Content-Length nor Transfer-Encoding), or all there.
      const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
      if (!hasBody || req.complete) return;
      const timeoutMs = LONG_BODY_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`) ? http.uploadTimeoutMs : http.requestTimeoutMs;
      // Cut a request whose body has not fully arrived in time: the socket goes, nothing is processed.
      const timer = setTimeout(() => {
        if (!req.complete && !req.destroyed) {
          request.log.info({ url: loggedUrl(request.url), timeoutMs }, 'request body too slow; connection closed');
          // The socket, not only the request stream (a multipart parser would keep reading it).
          if (typeof req.socket?.destroy === 'function') req.socket.destroy();
          else req.destroy();
        }
      }, timeoutMs);
      timer.unref();
      bodyTimers.set(request, timer);
      req.once('end', () => clearTimeout(timer));
      req.once('close', () => clearTimeout(timer));
    });
    // An answered request whose body has fully arrived needs no timer; one answered early (401,
    // 413) whose body still trickles in keeps it, or it could hold the connection for ever.
    app.addHook('onResponse', async (request) => {
      if (request.raw.complete) clearTimeout(bodyTimers.get(request));
    });

    if (http.maxConnectionsPerIp > 0) {
      const open = new Map<string, number>();
      app.server.on('connection', (socket: Socket) => {
        const ip = clientAddressKey(socket.remoteAddress);
        const n = (open.get(ip) ?? 0) + 1;
        if (n > http.maxConnectionsPerIp) {
          socket.destroy();
          return;
        }
        open.set(ip, n);
        socket.once('close', () => {
          const left = (open.get(ip) ?? 1) - 1;
          if (left > 0) open.set(ip, left);
          else open.delete(ip);
        });
      });
    }
  },
  { name: 'timeouts' },
);
