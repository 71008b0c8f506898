/**
 * MikroORM options for both database modes:
 * databaseUrl undefined -> embedded PGlite (a directory, or in memory); set -> PostgreSQL server.
 * Used by the app, the tests and (through mikro-orm.config.ts) the MikroORM CLI.
 */
import { mkdirSync } from 'node:fs';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PGlite } from '@electric-sql/pglite';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { DatabasePoolConfig } from './config.js';
import { entities } from './entities.js';
import { NamedStatementClient } from './pg-client.js';
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
  /** Pool limits for PostgreSQL (defaults: DEFAULT_POOL). */
  pool?: DatabasePoolConfig;
  /**
   * PGlite only: a data directory dump (`PGlite.dumpDataDir()`) to start from instead of an empty
   * cluster; the tests start each file from one migrated dump (src/test/template.ts).
   */
  pgliteLoad?: Blob;
}

/** Pool limits when the caller gives none (the CLI, scripts): the same defaults as DATABASE_POOL_MAX etc. */
const DEFAULT_POOL: DatabasePoolConfig = { max: 10, acquireTimeoutMs: 5000, statementTimeoutMs: 30_000 };

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
    const pool = target.pool ?? DEFAULT_POOL;
    return {
      ...common,
      driver: PostgreSqlDriver,
      clientUrl: target.databaseUrl,
      pool: { min: 0, max: pool.max },
      // Passed on to pg's Pool and Client: a request waits at most acquireTimeoutMs for a connection
      // (pg-pool's connectionTimeoutMillis covers waiting for a free slot too), and no statement or
      // forgotten open transaction holds a connection for longer than statementTimeoutMs.
      driverOptions: {
        connectionTimeoutMillis: pool.acquireTimeoutMs,
        statement_timeout: pool.statementTimeoutMs,
        idle_in_transaction_session_timeout: pool.statementTimeoutMs,
        keepAlive: true,
        // The hot statements as named prepared statements, planned once per connection (decision record 043).
        Client: NamedStatementClient,
      },
    };
  }
  const dir = target.pgliteDir ?? 'memory://';
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  return { ...common, driver: PgliteDriver, dbName: dir, driverOptions: new PgliteOptions(target.pgliteLoad) };
}

/**
 * PostgreSQL's memory settings for PGlite, after its own start parameters (decision record 060):
 * shared buffers 32 MB instead of 128 MB (the database process's page cache inside the WebAssembly
 * heap, which never shrinks; the operating system caches the files under it too), work_mem 2 MB
 * per sort or hash instead of 4 MB, maintenance_work_mem 16 MB for index builds instead of 64 MB.
 */
export const PGLITE_MEMORY_SETTINGS: readonly string[] = ['-c', 'shared_buffers=32MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB'];

/**
 * PGlite's options: its start parameters with PGLITE_MEMORY_SETTINGS, and `loadDataDir` when given.
 * A class instance, not a plain object: MikroORM deep-copies plain option objects, and a copied
 * Blob can no longer be read ("Illegal invocation").
 */
class PgliteOptions {
  readonly startParams = [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS];
  constructor(readonly loadDataDir?: Blob) {}
}
