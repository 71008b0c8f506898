/**
 * Typed SQL through Kysely (decision record 033): the database type is inferred from the
 * `defineEntity` definitions (src/db-tables.ts lists them), so a query that names a table or column the
 * entities do not have, or reads a column as another type, fails `npm run typecheck`.
 */
import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException, type Logger } from '@mikro-orm/core';
import type { EntityManager, InferKyselyDB } from '@mikro-orm/sql';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type AliasedExpression,
  type Compilable,
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SelectQueryBuilder,
  type SelectType,
  type StringReference,
  type UnknownRow,
  sql,
  type RawBuilder,
} from 'kysely';
import type { TYPED_ENTITIES } from './db-tables.js';
import { olderThan } from './timestamps.js';

/** The database as Kysely sees it: table name -> column name -> value type, from the entities. */
// An interface, not an alias, so that compiler messages name it DB instead of spelling it out.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends InferKyselyDB<(typeof TYPED_ENTITIES)[number]> {}

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

/**
 * `value` as a jsonb parameter of a Kysely statement (its JSON text cast to jsonb), typed as the
 * column's value: both drivers receive text, so PGlite and pg store the same document.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`${JSON.stringify(value)}::jsonb`;
}

/**
 * A row of `table` selected as `alias`, as PostgreSQL's JSON object of it (`to_jsonb(alias)`) less
 * the columns `omit`: the personal-data export's rows, where a new column appears without a code
 * change. The omitted columns are checked against the table's type.
 */
export function rowJsonb<T extends keyof DB>(table: T, alias: string, ...omit: (keyof DB[T] & string)[]): RawBuilder<Record<string, unknown>> {
  void table;
  return sql`${sql.join([sql`to_jsonb(${sql.table(alias)})`, ...omit.map((column) => sql.lit(column))], sql` - `)}`;
}

/** `snake_case` as `camelCase`: the DTO name of a column (`user_id` -> `userId`). */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/**
 * The columns `columns` of `table` (its name or its alias in the query), each under its DTO name,
 * the column's name in camelCase (`user_id` as `userId`): the plain part of a DTO's column list,
 * typed by the table. A column the DTO converts (a cast, `calendarDay`) is selected beside these.
 * @param eb the expression builder of a query that has `table` in its from clause
 * @returns the aliased references, for `select`/`returning` (spread them into a longer list)
 */
export function camelColumns<D, TB extends keyof D, T extends TB & string, C extends keyof D[T] & string>(
  eb: ExpressionBuilder<D, TB>,
  table: T,
  columns: readonly C[],
): { [K in C]: AliasedExpression<SelectType<D[T][K]>, CamelCase<K>> }[C][] {
  const ref = eb.ref as (reference: string) => { as(alias: string): unknown };
  return columns.map((column) => ref(`${table}.${column}`).as(column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()))) as {
    [K in C]: AliasedExpression<SelectType<D[T][K]>, CamelCase<K>>;
  }[C][];
}

/**
 * `jsonb_build_object('key', value, …)` of `fields`, in their order: a JSON object built in the
 * statement from typed expressions (`eb.ref('created_at')`), its values formatted by PostgreSQL.
 */
export function jsonbObject(fields: Record<string, Expression<unknown>>): RawBuilder<Record<string, unknown>> {
  return sql`jsonb_build_object(${sql.join(Object.entries(fields).flatMap(([key, value]) => [sql.lit(key), value]))})`;
}

/**
 * Whether `err` is a unique-index violation (SQLSTATE 23505): MikroORM's
 * UniqueConstraintViolationException for what the ORM ran, or the driver's own error (pg's and
 * PGlite's, with `code`) for a Kysely statement, which MikroORM does not convert.
 */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof UniqueConstraintViolationException || (typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505');
}

/**
 * A Kysely instance that only compiles statements (no connection), typed like `db(em)`: prepare()
 * compiles with it, and the type tests build on it. Both drivers speak PostgreSQL.
 */
export const compiler = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * The SQL text of each statement `prepare()` compiled -> its name on the PostgreSQL server
 * (`k_` and 16 hex digits of its SHA-1). `NamedStatementClient` (src/pg-client.ts) sends these as
 * named prepared statements, which PostgreSQL parses and plans once per connection instead of on
 * every call (decision record 043).
 */
const statementNames = new Map<string, string>();

/**
 * The server-side name of a statement `prepare()` compiled, or undefined for any other SQL.
 * @param sql the statement's text as Kysely compiled it (`$n` placeholders)
 */
export function preparedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

/** A parameter of a prepared statement: stands for `params[name]` until the statement runs. */
class Param {
  constructor(readonly name: string) {}
}

/**
 * A statement of fixed shape, built and compiled once (on first use) and then run with each
 * call's values: building a Kysely statement costs about as much CPU as running it, so the hot
 * reads do it once (decision record 033, measured with scripts/bench-typed-reads.ts). `build`
 * receives stand-ins for the parameters and must use them only as values (where, limit, sql
 * template values), never to choose the statement's shape; a statement whose shape varies is one
 * prepare() per shape. On PostgreSQL the statement is a named prepared statement of each
 * connection, planned once (decision record 043); PGlite runs it as any other.
 * @param build builds the statement from the typed builder `k` and the parameters `p`
 * @returns run(em, params): the rows, on `em`'s transaction or the pool (as db(em))
 */
export function prepare<P extends Record<string, unknown>, O>(build: (k: Kysely<DB>, p: P) => Compilable<O>): (em: EntityManager, params: P) => Promise<O[]> {
  let compiled: CompiledQuery<O> | undefined;
  return async (em, params) => {
    if (!compiled) {
      compiled = build(compiler, new Proxy({} as P, { get: (_target, name) => new Param(String(name)) })).compile();
      statementNames.set(compiled.sql, `k_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 16)}`);
    }
    const parameters = compiled.parameters.map((v) => (v instanceof Param ? params[v.name] : v));
    const logger = em.config.getLogger();
    if (logger.isEnabled('query')) logger.logQuery({ level: 'info', query: compiled.sql, params: parameters });
    const result = await em.getKysely<DB>().executeQuery<O>({ ...compiled, parameters });
    return result.rows;
  };
}

/**
 * The pages of a list read newest first with a keyset cursor (decision records 002, 033), as two
 * prepared statements: the first page, and a page after a cursor. `build(k, p, after)` builds the
 * ordered statement without its limit; `after` (stand-ins of the cursor's timestamp text and id,
 * for `olderThan` in src/timestamps.ts) is given only for the second statement.
 * @returns run(em, params, limit, after): up to `limit` rows after the keyset `after`
 *   (`keysetAfter(cursor)`: none for the first page), on `em`'s transaction or the pool
 */
export function keysetPages<P extends Record<string, unknown>, O>(
  build: (k: Kysely<DB>, p: P, after?: { at: string; id: string }) => { limit(limit: number): Compilable<O> },
): (em: EntityManager, params: P, limit: number, after: string[]) => Promise<O[]> {
  const first = prepare((k, p: P & { limit: number }) => build(k, p).limit(p.limit));
  const next = prepare((k, p: P & { limit: number; afterAt: string; afterId: string }) => build(k, p, { at: p.afterAt, id: p.afterId }).limit(p.limit));
  return (em, params, limit, after) => {
    const [afterAt, afterId] = after;
    return afterAt === undefined ? first(em, { ...params, limit }) : next(em, { ...params, limit, afterAt, afterId: afterId! });
  };
}

/**
 * `query` as one page of a list read newest first by `(at, id)` (decision records 002, 033): the
 * rows older than the keyset `after` (`olderThan` in src/timestamps.ts; all for none), ordered by
 * `at` and then `id`, both descending. For the `build` of keysetPages.
 * @param at the row's timestamptz column, `id` its uuid key (references as in the query)
 * @param after the cursor's timestamp text and id; undefined for the first page
 * @returns the query with the condition and the order, still without its limit
 */
export function newestFirst<D, TB extends keyof D, O>(
  query: SelectQueryBuilder<D, TB, O>,
  at: StringReference<D, TB>,
  id: StringReference<D, TB>,
  after: { at: string; id: string } | undefined,
): SelectQueryBuilder<D, TB, O> {
  return query
    .$if(after !== undefined, (b) => b.where(olderThan(sql.ref<Date>(at), sql.ref<string>(id), after!.at, after!.id)))
    .orderBy(at, 'desc')
    .orderBy(id, 'desc');
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
