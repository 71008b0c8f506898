/**
 * `GET /metrics` in Prometheus's text format (decision record 050): the process's metrics
 * (src/metrics.ts: process, HTTP requests by route pattern and status, letter reading, failed
 * e-mails), the database pool's connections, and the app's gauges (`readGauges`: queues,
 * sessions), read at each scrape. Served only when `token` (METRICS_TOKEN) is set, and only to a
 * request carrying it as `Authorization: Bearer <token>` (401 otherwise); without it the path is
 * an ordinary 404. With it, every request's duration is recorded by its route pattern, never its URL.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Registry } from 'prom-client';
import { AppError } from '../errors.js';
import { httpRequestDuration, processMetrics, type AppGauges } from '../metrics.js';

/** The database pool's connections (pg's Pool), when the app has one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

interface MetricsPluginOptions {
  /** METRICS_TOKEN; undefined: no /metrics. */
  token: string | undefined;
  readGauges: () => Promise<AppGauges>;
  /** The pool's counts now, or undefined (the embedded database has no pool). */
  poolStats: () => Promise<PoolStats | undefined>;
}

/** The route label of a request: its pattern, or what served it when no route matched. */
function routeOf(request: FastifyRequest, status: number): string {
  const url = request.routeOptions.url;
  if (url) return url;
  // The not-found handler serves the pages (and real 404s).
  return status === 404 ? 'not found' : 'page';
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { token, readGauges, poolStats }) => {
    // Without a token nothing is served, so nothing is recorded either.
    if (!token) return;
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      httpRequestDuration.observe({ method: request.method, route: routeOf(request, status), status: String(status) }, reply.elapsedTime / 1000);
    });

    const registry = new Registry();
    const jobs = new Gauge({ name: 'jobs', help: 'Jobs not done, by kind and status', labelNames: ['kind', 'status'] as const, registers: [registry] });
    const jobAge = new Gauge({
      name: 'jobs_oldest_due_age_seconds',
      help: 'Seconds since the oldest queued job of a kind became due',
      labelNames: ['kind'] as const,
      registers: [registry],
    });
    const outbox = new Gauge({ name: 'mail_outbox_pending', help: 'E-mails queued and not yet sent', registers: [registry] });
    const outboxAge = new Gauge({
      name: 'mail_outbox_oldest_pending_age_seconds',
      help: 'Seconds since the oldest unsent e-mail was queued',
      registers: [registry],
    });
    const sessions = new Gauge({ name: 'sessions_active', help: 'Sessions not expired', registers: [registry] });
    const pool = new Gauge({
      name: 'db_pool_connections',
      help: "The database pool's connections: total open, idle, and requests waiting for one",
      labelNames: ['state'] as const,
      registers: [registry],
    });
    const expected = digest(`Bearer ${token}`);

    app.get('/metrics', async (request, reply) => {
      const given = request.headers.authorization;
      if (!given || !timingSafeEqual(digest(given), expected)) throw new AppError('UNAUTHENTICATED');
      const [gauges, stats] = await Promise.all([readGauges(), poolStats()]);
      jobs.reset();
      for (const j of gauges.jobs) jobs.set({ kind: j.kind, status: j.status }, j.count);
      jobAge.reset();
      for (const a of gauges.oldestDueJobAgeSeconds) jobAge.set({ kind: a.kind }, a.seconds);
      outbox.set(gauges.outbox.pending);
      outboxAge.set(gauges.outbox.oldestAgeSeconds);
      sessions.set(gauges.sessions);
      pool.reset();
      if (stats) for (const state of ['total', 'idle', 'waiting'] as const) pool.set({ state }, stats[state]);
      const merged = Registry.merge([processMetrics, registry]);
      reply.header('cache-control', 'no-store').type(merged.contentType);
      return merged.metrics();
    });
  },
  { name: 'metrics', dependencies: ['orm'] },
);
