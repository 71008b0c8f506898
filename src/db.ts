/**
 * Opening the database and applying migrations, for the app, the scripts and the tests.
 * DATABASE_URL unset -> PGlite in DATA_DIR/db; set -> the PostgreSQL server.
 */
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from './config.js';
import { ormOptions, type OrmTarget } from './orm-options.js';

/** Opens the ORM for an explicit target (tests use in-memory PGlite or their own schema). */
export async function openOrm(target: OrmTarget): Promise<MikroORM> {
  return MikroORM.init(ormOptions(target));
}

/** Opens the ORM for the app's configuration. */
export function openAppOrm(config: AppConfig): Promise<MikroORM> {
  return openOrm({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db'), debug: config.logSql, pool: config.databasePool });
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
