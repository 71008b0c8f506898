/**
 * The process's Prometheus metrics (prom-client; decision record 050), shared by every part that
 * measures: the process's own (CPU, memory, event loop, handles), HTTP requests by route pattern and
 * status, the time to read a letter's file (OCR), and failed e-mail deliveries. Served at `GET /metrics` by
 * src/plugins/metrics.ts together with the app's gauges (queues, sessions, the database pool).
 * Labels never hold personal data: a route is its pattern ('/api/questions/:id'), never the URL.
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** The metrics of this process, whichever app instance serves them. */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

/** HTTP requests: seconds from the request's arrival to the response's end, by method, route pattern and status. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, in seconds',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processMetrics],
});

/** Reading one stored letter file (photo preparation and OCR, or a PDF's text) in its isolated child process, in seconds, by outcome. */
export const letterReadingDuration = new Histogram({
  name: 'letter_file_reading_duration_seconds',
  help: 'Reading one letter file (preparation and OCR, or PDF text) in its isolated process, in seconds, by outcome',
  labelNames: ['outcome'] as const,
  buckets: [0.25, 0.5, 1, 2, 3, 5, 8, 13, 21, 34, 60, 120],
  registers: [processMetrics],
});

/** E-mail delivery attempts that failed (each is retried later), by the e-mail's kind. */
export const mailDeliveryFailures = new Counter({
  name: 'mail_delivery_failures_total',
  help: 'Failed e-mail delivery attempts (retried later), by kind',
  labelNames: ['kind'] as const,
  registers: [processMetrics],
});

/** What the app reports at each scrape (read by src/modules/ops-gauges.ts). */
export interface AppGauges {
  /** Jobs by kind and status ('queued', 'running', 'failed'; done jobs are not counted). */
  jobs: { kind: string; status: string; count: number }[];
  /** Per kind: seconds since the oldest queued job became due (0 when none is due). */
  oldestDueJobAgeSeconds: { kind: string; seconds: number }[];
  /** E-mails not yet sent, and seconds since the oldest of them was queued (0 when none). */
  outbox: { pending: number; oldestAgeSeconds: number };
  /** Sessions not expired. */
  sessions: number;
}
