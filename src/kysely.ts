/**
 * Typed SQL through Kysely (decision record 033): the database type is inferred from the
 * `defineEntity` definitions in src/entities.ts, so a query that names a table or column the
 * entities do not have, or reads a column as another type, fails `npm run typecheck`.
 */
import type { Logger } from '@mikro-orm/core';
import type { EntityManager, InferKyselyDB } from '@mikro-orm/sql';
import {
  PostgresQueryCompiler,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { entities } from './entities.js';

/** The database as Kysely sees it: table name -> column name -> value type, from the entities. */
// An interface, not an alias, so that compiler messages name it DB instead of spelling it out.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends InferKyselyDB<(typeof entities)[number]> {}

/**
 * The Kysely instance of `em`: bound to `em`'s transaction inside `em.transactional` (statements
 * take part in it and see its locks), to the connection pool outside one. Table and column names
 * are the database's; results come back as the driver returns them (timestamps as Date on pg and
 * possibly strings on PGlite, int8/numeric as strings). When the ORM logs queries (`LOG_SQL`, the
 * tests' statement counts), the statements are logged as `em.execute` logs them.
 * @param em the request's or the transaction's entity manager (ServiceContext.em, or `tx`)
 * @returns a Kysely query builder typed with DB
 */
export function db(em: EntityManager): Kysely<DB> {
  const kysely = em.getKysely<DB>();
  const logger = em.config.getLogger();
  return logger.isEnabled('query') ? kysely.withPlugin(new QueryLog(logger)) : kysely;
}

/** Logs each statement (SQL with `$n` placeholders, and its parameters) through the ORM's logger. */
class QueryLog implements KyselyPlugin {
  readonly #compiler = new PostgresQueryCompiler();
  constructor(readonly logger: Logger) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const compiled = this.#compiler.compileQuery(node, queryId);
    this.logger.logQuery({ level: 'info', query: compiled.sql, params: [...compiled.parameters] });
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
