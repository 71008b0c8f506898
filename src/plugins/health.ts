/**
 * The health probes and load shedding (decision record 046):
 *
 * - `GET /livez`: 200 `{ status: 'live' }` while the process answers at all; it touches nothing
 *   else and is never shed, so a balancer or orchestrator restarts only a process that hangs.
 * - `GET /readyz`: 200 `{ status: 'ready', checks }` when the database answers (`select 1` within
 *   READY_CHECK_TIMEOUT_MS), every migration in `migrations/` is applied, and the upload and export
 *   stores can take files (the directories writable; with STORAGE=s3 the bucket answering
 *   HeadBucket, decision record 052); otherwise 503 with `Retry-After` and the failing checks
 *   (`checks.database | migrations | storage`: 'ok' or 'failed'), so the balancer sends no traffic.
 * - Load shedding with `@fastify/under-pressure`: while the event loop's mean delay over the last
 *   sample exceeds `health.maxEventLoopDelayMs` (EVENT_LOOP_MAX_DELAY_MS), every API call (`/api`,
 *   `/trpc`) gets 503 `SERVICE_UNAVAILABLE` / `serverBusy` with `Retry-After`, in the caller's
 *   transport's error shape, instead of waiting behind the backlog. Pages and assets are served
 *   from memory and are not shed, nor are the probes: a busy instance stays in the balancer's
 *   rotation (taking every busy instance out at once would shed everything).
 * - On the embedded database, API calls pass a bounded queue (src/admission-queue.ts, decision
 *   record 054) once their body is read: at most EMBEDDED_MAX_CONCURRENT at work, the rest in
 *   arrival order; one that waited `EMBEDDED_MAX_WAIT_MS` gets 503 `serverBusy` with Retry-After.
 *   Uploads (multipart, whose body is read by the handler) do not wait in it; a call's place is
 *   freed when its answer starts (a download's bytes stream without it) or its connection closes.
 *
 * Both probes answer `Cache-Control: no-store` and carry no personal data.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AdmissionQueue, AdmissionTimeoutError } from '../admission-queue.js';
import type { HealthConfig } from '../config.js';
import { rootEm } from '../db.js';
import { AppError } from '../errors.js';
import type { Storage } from '../storage/storage.js';

/** How long the readiness probe waits for each check, in milliseconds. */
export const READY_CHECK_TIMEOUT_MS = 2000;
/** The seconds a shed request or an unready instance tells the client to wait. */
export const SHED_RETRY_AFTER_SECONDS = 5;

/** One readiness check's result. */
export type CheckResult = 'ok' | 'failed';

/** The readiness checks' results, by name. */
export interface ReadinessChecks {
  database: CheckResult;
  migrations: CheckResult;
  storage: CheckResult;
}

interface HealthPluginOptions {
  health: HealthConfig;
  /** The stores that must take files (uploads, exports): Storage.check. */
  stores: readonly Pick<Storage, 'check'>[];
}

/** Whether `url` is an API call (REST under /api, tRPC under /trpc), the requests load shedding refuses. */
function isApi(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/trpc/');
}

/** The seconds a call refused by the embedded queue is told to wait: a place frees within moments. */
export const QUEUE_RETRY_AFTER_SECONDS = 2;

/** Whether `request` uploads files: its body is read by the handler, after any queue. */
function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/** Resolves 'ok' when `check` resolves truthy within READY_CHECK_TIMEOUT_MS, else 'failed' (never throws). */
async function timed(check: () => Promise<boolean>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check(), timeout])) ? 'ok' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the readiness checks of `app` (its ORM, its migrations, its `stores`) at once. */
export async function readiness(
  app: FastifyInstance,
  stores: readonly Pick<Storage, 'check'>[],
  migrationsApplied: () => Promise<boolean>,
): Promise<ReadinessChecks> {
  const [database, migrations, storage] = await Promise.all([
    timed(async () => {
      await rootEm(app.orm).fork().execute('select 1');
      return true;
    }),
    timed(migrationsApplied),
    timed(async () => {
      await Promise.all(stores.map((store) => store.check()));
      return true;
    }),
  ]);
  return { database, migrations, storage };
}

export const healthPlugin = fp<HealthPluginOptions>(
  async (app, { health, stores }) => {
    if (health.maxEventLoopDelayMs > 0) {
      await app.register(underPressure, {
        maxEventLoopDelay: health.maxEventLoopDelayMs,
        sampleInterval: health.sampleIntervalMs,
        retryAfter: SHED_RETRY_AFTER_SECONDS,
        // Through the app's error handlers, so REST and tRPC callers get their own error shape.
        // Only the API is shed: pages and assets are served from memory and cost next to nothing.
        pressureHandler: (request) =>
          isApi(request.url) ? Promise.reject(new AppError('SERVICE_UNAVAILABLE', 'serverBusy', { retryAfter: SHED_RETRY_AFTER_SECONDS })) : undefined,
      });
    }

    if (health.embeddedQueue) {
      const queue = new AdmissionQueue(health.embeddedQueue);
      const places = new WeakMap<FastifyRequest, () => void>();
      const busy = () => new AppError('SERVICE_UNAVAILABLE', 'serverBusy', { retryAfter: QUEUE_RETRY_AFTER_SECONDS });
      app.addHook('preHandler', async (request, reply) => {
        if (!isApi(request.url) || isMultipart(request)) return;
        const release = await queue.acquire().catch((err: unknown) => {
          throw err instanceof AdmissionTimeoutError ? busy() : err;
        });
        // The caller left while it waited: nobody reads the answer, so the call does no work.
        if (reply.raw.destroyed || request.raw.socket?.destroyed) {
          release();
          throw busy();
        }
        places.set(request, release);
        reply.raw.once('close', release);
      });
      app.addHook('onSend', async (request, _reply, payload) => {
        places.get(request)?.();
        return payload;
      });
    }

    // Migrations never become unapplied: once all are, the check is not repeated.
    let allApplied = false;
    const migrationsApplied = async () => {
      allApplied ||= (await app.orm.migrator.getPending()).length === 0;
      return allApplied;
    };

    app.get('/livez', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'live' };
    });

    app.get('/readyz', async (_request, reply) => {
      const checks = await readiness(app, stores, migrationsApplied);
      const ready = Object.values(checks).every((c) => c === 'ok');
      reply.header('cache-control', 'no-store');
      if (!ready) {
        app.log.warn({ checks }, 'not ready');
        reply.code(503).header('retry-after', String(SHED_RETRY_AFTER_SECONDS));
      }
      return { status: ready ? 'ready' : 'unavailable', checks };
    });
  },
  { name: 'health', dependencies: ['orm'] },
);
