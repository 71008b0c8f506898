/** Entry point: read config, open the database, migrate, seed packages, build the app, listen. */
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { DatabaseStartError, migrate, openAppOrm, rootEm } from './db.js';
import { buildApp } from './app.js';
import { logGoLiveState } from './modules/firm/firm.service.js';
import { seedPackages } from './modules/packages/packages.service.js';
import { purgeExpiredSessions } from './modules/auth/auth.service.js';
import { purgeExpiredChallenges } from './modules/auth/two-factor-challenges.js';
import { purgeSignInThrottles } from './modules/auth/sign-in-throttle.js';
import { purgeExpiredRateLimits } from './modules/security/rate-limits.js';

/** Longest a graceful shutdown may take, in milliseconds (container runtimes usually wait 10 s). */
const SHUTDOWN_DEADLINE_MS = 8000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const orm = await openAppOrm(config);
  const applied = await migrate(orm);
  const em = rootEm(orm).fork();
  await seedPackages(em);
  await purgeExpiredSessions(em);
  const app = await buildApp({ config, orm });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  app.log.info({ database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir}/db)` }, 'database ready');
  await logGoLiveState(app.log, rootEm(orm).fork(), config);

  // Expired sessions are refused anyway; remove their rows hourly so the table stays small (where
  // the background work runs: not in a web-only process, decision record 048).
  const purge = setInterval(
    () => {
      purgeExpiredSessions(rootEm(orm).fork()).catch((err) => app.log.warn({ err }, 'session purge failed'));
      // Pending sign-ins and WebAuthn challenges (5 minutes) that were never used.
      purgeExpiredChallenges(rootEm(orm).fork()).catch((err) => app.log.warn({ err }, 'challenge purge failed'));
      // Per-address sign-in counters with no attempt inside their window (decision record 020).
      purgeSignInThrottles(rootEm(orm).fork(), config).catch((err) => app.log.warn({ err }, 'sign-in throttle purge failed'));
      // Rate-limit counters an hour past their window (PostgreSQL; decision record 049).
      purgeExpiredRateLimits(rootEm(orm).fork()).catch((err) => app.log.warn({ err }, 'rate-limit purge failed'));
    },
    60 * 60 * 1000,
  );
  purge.unref();
  if (config.role === 'web') clearInterval(purge);

  let closing = false;
  /**
   * SIGTERM/SIGINT: stop accepting connections, let requests in flight and the e-mail being sent
   * finish (the rest of the outbox waits for the next start), close the database, exit 0. A second
   * signal, or a close that takes longer than SHUTDOWN_DEADLINE_MS, exits 1 at once.
   */
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    clearInterval(purge);
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.role === 'worker') {
    // A worker's only routes are the probes and /metrics (decision record 050): served on
    // METRICS_PORT when it is set, so its letter reading and e-mail failures can be scraped.
    if (config.metricsPort !== undefined) {
      await app.listen({ port: config.metricsPort, host: config.host });
      app.log.info({ role: config.role, port: config.metricsPort }, 'worker started: jobs, e-mail delivery and schedules; probes and metrics on METRICS_PORT');
      return;
    }
    // The runner's timers do not keep a process alive (src/plugins/runner.ts), and a worker has no
    // server: this does, until a signal's shutdown exits.
    setInterval(() => {}, 60 * 60 * 1000);
    app.log.info({ role: config.role }, 'worker started: jobs, e-mail delivery and schedules, no HTTP');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { role: config.role },
    config.role === 'web' ? 'serving HTTP only: the background work runs in the workers' : 'serving HTTP and running the background work',
  );
}

main().catch((err) => {
  // A refusal with a plain message (another process on DATA_DIR, a full disk) needs no stack trace.
  console.error(err instanceof DataDirLockedError || err instanceof DatabaseStartError ? err.message : err);
  process.exit(1);
});
