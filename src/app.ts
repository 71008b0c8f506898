/**
 * buildApp: the whole server as a Fastify instance (plugins, /trpc, /api, the web client).
 * It never listens; main.ts and the tests decide that.
 */
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { MikroORM } from '@mikro-orm/core';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { loggedUrl } from './log-url.js';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { revokeSession, userForSession } from './modules/auth/auth.service.js';
import { useTwoFactorConfig } from './modules/auth/two-factor.service.js';
import { setTermsPage } from './modules/mail/terms-text.js';
import { useMailRenderers } from './modules/mail/templates.js';
import { catalogVersion, getCatalog } from './modules/packages/catalog.service.js';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { DATABASE_RETRY_AFTER_SECONDS } from './db-errors.js';
import { AppError } from './errors.js';
import { errorsPlugin, sendError } from './plugins/errors.js';
import { backupPlugin } from './plugins/backup.js';
import { healthPlugin } from './plugins/health.js';
import { metricsPlugin } from './plugins/metrics.js';
import { readOpsGauges } from './modules/ops-gauges.js';
import { runnerPlugin, type RunnerWorker } from './plugins/runner.js';
import { TRPC_MAX_BATCH_SIZE } from './shared/constants.js';
import { ERROR_CODES } from './shared/error-codes.js';
import { ormPlugin } from './plugins/orm.js';
import { limitedActionsOf, securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { storagePlugin } from './plugins/storage.js';
import { timeoutsPlugin } from './plugins/timeouts.js';
import { webPlugin } from './plugins/web.js';
import { InstanceHeartbeat } from './storage/instance-heartbeat.js';
import { StorageUnavailableError, type Storage } from './storage/storage.js';
import { createStores } from './storage/stores.js';
import { createContext } from './trpc/init.js';
import { appRouter, type AppRouter } from './trpc/router.js';
import { rootEm } from './db.js';
import { JobRunner } from './modules/jobs/runner.js';
import { claimScheduleRun } from './modules/jobs/schedule-runs.js';
import { MailSender } from './modules/mail/sender.js';
import { jobHandler, mergeMails, type ModuleManifest, type ModulePersonalData, type ModuleServices } from './modules/module.js';
import { mailRenderers, modules as registry } from './modules/registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    storage: Storage;
    /** This process's instance id and heartbeat file, for the temporary-file sweeps (decision record 017). */
    heartbeat: InstanceHeartbeat;
    /** Where "Download my data" ZIPs are written (DATA_DIR/exports; decision record 013). */
    exportStorage: Storage;
    /** Delivers the mail outbox (tests call `app.mailer.deliverDue()` directly). */
    mailer: MailSender;
    /** Runs the job table (tests call `app.jobs.runDue()` directly). */
    jobs: JobRunner;
    /** Every module's personal-data declaration, in registry order (the data rights iterate it; decision record 013). */
    personalData: readonly ModulePersonalData[];
  }
}

interface BuildAppOptions {
  config: AppConfig;
  /** An initialised ORM with migrations applied. */
  orm: MikroORM;
  /** Close the ORM when the app closes (default true). */
  closeOrm?: boolean;
  /** Fastify logger option (default: pino at config.logLevel). */
  logger?: FastifyServerOptions['logger'];
  /**
   * The modules whose REST routes, jobs, schedules, e-mails and personal data the app serves (default: the
   * registry, src/modules/registry.ts; a test may add a fixture module). The tRPC router and the
   * entity list are built from the registry alone (they are static).
   */
  modules?: readonly ModuleManifest[];
}

/** What the log never shows of a request: its cookies (the session) and its Authorization header (the metrics token). */
export const LOG_REDACT = ['req.headers.cookie', 'req.headers.authorization'];

/** How the log shows a request: Fastify's default fields, its address without a link's token (src/log-url.ts). */
export const LOG_SERIALIZERS = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** How long plugins and onReady hooks may take before the start fails (see buildApp). */
export const PLUGIN_TIMEOUT_MS = 120_000;

/**
 * What the modules' jobs, schedules and start-up checks run with, and the runner loop's options: the
 * job table with every module's jobs, the mail outbox, every module's schedules (src/modules/registry.ts).
 * Decorates `app.jobs`, `app.mailer` and `app.personalData`.
 */
function runnerOptions(app: FastifyInstance, orm: MikroORM, modules: readonly ModuleManifest[]) {
  const { config } = app;
  const em = () => rootEm(orm).fork();
  const personalData = modules.flatMap((m) => (m.personalData ? [m.personalData] : []));
  app.decorate('personalData', personalData);
  const services: ModuleServices = { em, config, log: app.log, storage: app.storage, exports: app.exportStorage, personalData };
  const jobs = new JobRunner({ em, log: app.log });
  for (const m of modules) for (const job of m.jobs?.(services) ?? []) jobs.register(job.kind, jobHandler(job));
  const mailer = new MailSender({ em, config, log: app.log });
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  const workers: RunnerWorker[] = [
    {
      name: 'job run',
      runDue: () => jobs.runDue(),
      stop: () => jobs.stop(),
      releaseAbandoned: async () => {
        await jobs.releaseAll();
      },
    },
    {
      name: 'mail delivery run',
      runDue: () => mailer.deliverDue(),
      stop: () => mailer.stop(),
      releaseAbandoned: async () => {
        const mails = await mailer.releaseAbandonedClaims();
        if (mails) app.log.info({ mails }, 'e-mails claimed by the previous run released');
      },
      close: () => mailer.close(),
    },
  ];
  return {
    // A web-only process runs no background work: the workers do (decision record 048).
    pollMs: config.role === 'web' ? 0 : config.mail.pollMs,
    embedded: !config.databaseUrl,
    workers,
    schedules: modules.flatMap((m) => m.schedules?.(services) ?? []),
    onReady: modules.flatMap((m) => (m.onReady ? [() => m.onReady!(services)] : [])),
    claimSchedule: (name: string, now: Date, intervalMs: number) => claimScheduleRun(em(), name, now, intervalMs),
  };
}

/**
 * Builds the app. Returns a ready Fastify instance (not listening). With `config.role` 'web' its
 * runner loop does not run; with 'worker' it has no routes but the probes (decision record 048).
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, orm } = opts;
  const modules: readonly ModuleManifest[] = opts.modules ?? registry;
  const app: FastifyInstance = Fastify({
    logger: opts.logger ?? { level: config.logLevel, redact: LOG_REDACT, serializers: LOG_SERIALIZERS },
    // A hop count is valid at run time (proxy-addr), though the type omits it.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    // Slow or idle clients let go (see src/plugins/timeouts.ts for the per-route body limit).
    connectionTimeout: config.http.idleSocketTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.uploadTimeoutMs,
    routerOptions: { maxParamLength: 5000 },
    // Plugins and onReady hooks may take this long: migrations' checks and the modules' start-up
    // work. On a busy machine Fastify's default of 10 s failed the start (decision record 031); the
    // public pages are rendered in the background since (decision record 046).
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    // Never more than one question mark of surprise: reject bodies on GET etc. normally.
  });

  // Node: headers must be complete within the ordinary request timeout.
  app.server.headersTimeout = Math.min(config.http.requestTimeoutMs, config.http.uploadTimeoutMs);
  app.decorate('config', config);
  // The key of the encrypted TOTP secrets, for assertSecondFactor callers that pass no config.
  useTwoFactorConfig(config);
  // Each module's e-mails, for queueMail to render (src/modules/mail/templates.ts).
  useMailRenderers(opts.modules ? mergeMails(opts.modules) : mailRenderers);
  const heartbeat = new InstanceHeartbeat(join(config.dataDir, 'instances'));
  app.decorate('heartbeat', heartbeat);
  const stores = createStores(config, heartbeat.id);
  app.decorate('storage', stores.storage);
  app.decorate('exportStorage', stores.exports);

  await app.register(errorsPlugin, { maxUploadBytes: config.maxUploadBytes });
  await app.register(ormPlugin, { orm, closeOnShutdown: opts.closeOrm ?? true });
  await app.register(storagePlugin);
  await app.register(healthPlugin, { health: config.health, stores: [app.storage, app.exportStorage] });
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    readGauges: () => readOpsGauges(rootEm(orm).fork()),
    poolStats: async () => {
      const client = (await rootEm(orm).getConnection().getNativeClient()) as Partial<Record<'totalCount' | 'idleCount' | 'waitingCount', number>>;
      return typeof client.totalCount === 'number' ? { total: client.totalCount, idle: client.idleCount ?? 0, waiting: client.waitingCount ?? 0 } : undefined;
    },
  });
  await app.register(runnerPlugin, runnerOptions(app, orm, modules));
  await app.register(securityPlugin, { config });
  await app.register(timeoutsPlugin, { http: config.http });
  await app.register(sessionPlugin, { config, userForSession, revokeSession });

  // A worker process serves no HTTP (decision record 048): the plugins, the modules' services and the runner loop.
  if (config.role === 'worker') {
    await app.ready();
    return app;
  }

  // The embedded database's backups are taken by the process that holds it (decision record 053).
  if (!config.databaseUrl) await app.register(backupPlugin, { dataDir: config.dataDir });

  // REST adapters for the spec's /api paths (and /api/admin), validated and serialised with the
  // shared zod schemas (src/rest.ts): each module's `rest` routes (src/modules/registry.ts).
  await app.register(async (api) => {
    api.setValidatorCompiler(validatorCompiler);
    api.setSerializerCompiler(serializerCompiler);
    await api.register(multipart, { throwFileSizeLimit: true });
    for (const m of modules) for (const routes of m.rest ?? []) await api.register(routes);
  });

  // tRPC for the web client, in its own scope (it replaces the JSON parser there).
  await app.register(async (trpc) => {
    // Errors raised before tRPC runs (rate limit, cross-origin refusal) answer in tRPC's shape,
    // so the web client reads them like any other procedure error.
    trpc.setErrorHandler((error, request, reply) => {
      const path = (request.params as { path?: string }).path ?? '';
      const batched = (request.query as { batch?: string }).batch === '1';
      return sendError(request, reply, error, config.maxUploadBytes, (appError) => {
        const key = ERROR_CODES[appError.code].trpc;
        const body = (p: string) => ({
          error: {
            message: appError.message,
            code: TRPC_ERROR_CODES_BY_KEY[key],
            data: {
              code: key,
              httpStatus: ERROR_CODES[appError.code].status,
              path: p,
              appCode: appError.code,
              messageKey: appError.messageKey,
              issues: appError.issues ?? null,
            },
          },
        });
        return batched ? path.split(',').map(body) : body(path);
      });
    });
    // Every limited call counts, batched or not (a batch of 20 logins is 20 attempts); a batch over
    // the limit is refused before any of its calls runs.
    trpc.addHook('preHandler', async (request) => {
      const path = (request.params as { path?: string }).path ?? '';
      await app.consumeLimits(request, limitedActionsOf(path));
    });
    await trpc.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext,
        // The web client's batch link uses the same number (maxItems).
        maxBatchSize: TRPC_MAX_BATCH_SIZE,
        onError({ error, path }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC error');
          if (error.cause instanceof AppError && error.cause.code === 'SERVICE_UNAVAILABLE' && !(error.cause instanceof StorageUnavailableError))
            app.dbHealth.report(error.cause);
          if (error.cause instanceof AppError && error.cause.messageKey === 'diskFull') app.diskHealth.report(error.cause);
          if (error.cause instanceof StorageUnavailableError) app.storageHealth.report(error.cause);
        },
        // A 503, and a 429 from a service (a throttled sign-in, a locked code entry), tell the
        // client when to try again, as the REST side does (the longest wait of a batch).
        responseMeta({ errors }) {
          const unavailable = errors.some(
            (e) => e.cause instanceof AppError && e.cause.code === 'SERVICE_UNAVAILABLE' && !(e.cause instanceof StorageUnavailableError),
          );
          if (unavailable) return { headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } };
          const waits = errors.flatMap((e) => (e.cause instanceof AppError && e.cause.retryAfter ? [e.cause.retryAfter] : []));
          return waits.length > 0 ? { headers: { 'retry-after': String(Math.max(...waits)) } } : {};
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });

  await app.register(webPlugin, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    prerenderEntry: config.prerenderEntry,
    catalogRefreshMs: config.catalogRefreshMs,
    catalog: { load: () => getCatalog(rootEm(orm).fork(), config), version: catalogVersion },
    onTermsPage: setTermsPage,
  });
  await app.ready();
  return app;
}
