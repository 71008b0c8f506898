/**
 * pg's `Client` for the PostgreSQL pool (src/orm-options.ts, `driverOptions.Client`), sending the
 * hot statements as named prepared statements (decision record 043). Kysely runs every statement
 * as `client.query(sql, values)`, which pg sends unnamed: PostgreSQL parses and plans it again on
 * each call, about 150 µs of the server's CPU for the session read and a list read with their
 * subqueries (measured: 180 and 147 µs per statement unnamed, 32 and 48 µs named). A statement
 * whose text `prepare()` compiled (src/kysely.ts) goes as `{ name, text, values }` instead: pg
 * parses it once per connection and PostgreSQL keeps its plan. Every other statement goes as before.
 *
 * Named statements live in the server session: behind a pooler in transaction mode (PgBouncer
 * before 1.21, or without `max_prepared_statements`) they fail; DATABASE_URL must reach PostgreSQL
 * directly or through a pooler that keeps them (docs/guides/database.md).
 */
import pg from 'pg';
import { preparedStatementName } from './kysely.js';

/** pg's Client whose `query(text, values)` names the statements `prepare()` compiled. */
export class NamedStatementClient extends pg.Client {}

const unnamedQuery = pg.Client.prototype.query;
NamedStatementClient.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
  const name = typeof config === 'string' && Array.isArray(values) ? preparedStatementName(config) : undefined;
  const args = name ? [{ name, text: config, values }, callback] : [config, values, callback];
  // pg's overloads: `query(config, callback)` and `query(text, values, callback)`; a missing callback returns a promise.
  return (unnamedQuery as (...a: unknown[]) => unknown).apply(
    this,
    args.filter((arg, i) => i === 0 || arg !== undefined),
  );
} as typeof unnamedQuery;
