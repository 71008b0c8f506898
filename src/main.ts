/** Entry point: read config, open the database, migrate, seed packages, build the app, listen. */
import { ConfigError, loadConfig } from './config.js';
import { migrate, openAppOrm, rootEm } from './db.js';
import { buildApp } from './app.js';
import { seedPackages } from './modules/packages/packages.service.js';
import { purgeExpiredSessions } from './modules/auth/auth.service.js';

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

  // Expired sessions are refused anyway; remove their rows hourly so the table stays small.
  const purge = setInterval(() => {
    purgeExpiredSessions(rootEm(orm).fork()).catch((err) => app.log.warn({ err }, 'session purge failed'));
  }, 60 * 60 * 1000);
  purge.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(purge);
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
