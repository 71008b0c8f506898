/**
 * MikroORM options for both database modes:
 * databaseUrl undefined -> embedded PGlite (a directory, or in memory); set -> PostgreSQL server.
 * Used by the app, the tests and (through mikro-orm.config.ts) the MikroORM CLI.
 */
import { mkdirSync } from 'node:fs';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { entities } from './entities.js';
import { migrationsList } from '../migrations/index.js';

export interface OrmTarget {
  /** PostgreSQL URL; undefined selects PGlite. */
  databaseUrl: string | undefined;
  /** PGlite directory, or 'memory://' for an in-memory database (tests). */
  pgliteDir?: string;
  /** Log every SQL statement through `logger`. */
  debug?: boolean;
  logger?: (message: string) => void;
  /** PostgreSQL schema (search_path) to use; tests give each file its own. */
  schema?: string;
}

/** Builds the ORM options for a target database. Creates the PGlite directory when needed. */
export function ormOptions(target: OrmTarget): Partial<Options> {
  const common: Partial<Options> = {
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    debug: target.debug ? ['query', 'query-params'] : false,
    ...(target.logger ? { logger: target.logger } : {}),
    // Entities are defined with defineEntity: no reflection or ts-morph discovery.
    discovery: { warnWhenNoEntities: true },
    allowGlobalContext: false,
    ...(target.schema ? { schema: target.schema } : {}),
  };
  if (target.databaseUrl) {
    return { ...common, driver: PostgreSqlDriver, clientUrl: target.databaseUrl, pool: { min: 0, max: 10 } };
  }
  const dir = target.pgliteDir ?? 'memory://';
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  return { ...common, driver: PgliteDriver, dbName: dir };
}

