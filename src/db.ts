/**
 * Opening the database and applying migrations, for the app, the scripts and the tests.
 * DATABASE_URL unset -> PGlite in DATA_DIR/db; set -> the PostgreSQL server.
 */
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from './config.js';
import { lockDataDir } from './data-dir-lock.js';
import { ormOptions, type OrmTarget } from './orm-options.js';

/** Opens the ORM for an explicit target (tests use in-memory PGlite or their own schema). */
export async function openOrm(target: OrmTarget): Promise<MikroORM> {
  return MikroORM.init(ormOptions(target));
}

/** Thrown when the embedded database cannot start; `message` says why in plain words. */
export class DatabaseStartError extends Error {}

/**
 * Opens the ORM for the app's configuration. On PGlite it first takes the exclusive lock of
 * DATA_DIR (src/data-dir-lock.ts), released when the ORM closes.
 * @throws DataDirLockedError when another process runs on this DATA_DIR
 * @throws DatabaseStartError 'not enough disk space in DATA_DIR' when PGlite cannot write its files
 */
export async function openAppOrm(config: AppConfig): Promise<MikroORM> {
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  try {
    const orm = await openOrm({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db'), debug: config.logSql, pool: config.databasePool });
    if (lock) {
      const close = orm.close.bind(orm);
      orm.close = async (force?: boolean) => {
        try {
          await close(force);
        } finally {
          lock.release();
        }
      };
    }
    return orm;
  } catch (err) {
    lock?.release();
    if (!config.databaseUrl && isDiskFull(err)) {
      throw new DatabaseStartError(`not enough disk space in DATA_DIR (${config.dataDir}): the embedded database cannot start`);
    }
    throw err;
  }
}

/** PGlite (Emscripten) reports ENOSPC as an ErrnoError with errno 51; Node as code ENOSPC. */
function isDiskFull(err: unknown): boolean {
  for (let e = err as { errno?: unknown; code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.errno === 51 || e.code === 'ENOSPC' || (typeof e.message === 'string' && /no space left on device/i.test(e.message))) return true;
  }
  return false;
}

/** Applies pending migrations. Returns the names applied. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}

/** The ORM's root EntityManager typed for SQL (fork it before use). */
export function rootEm(orm: MikroORM): EntityManager {
  return orm.em as unknown as EntityManager;
}
