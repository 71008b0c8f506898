/**
 * `rate_limits`: the per-address and per-account rate-limit counters on PostgreSQL, shared by every
 * web process (docs/decisions/049-rate-limits-shared-on-postgresql.md), in the layout of
 * rate-limiter-flexible's PostgreSQL store:
 * - key: the action and the client's address (an IPv6 client by its /64) or account id, e.g.
 *   'login:203.0.113.7' (at most 255 characters);
 * - points: the calls counted in the current window;
 * - expire: when the window ends, in milliseconds since 1970 (null: never).
 * Rows are removed an hour after their window ends at the latest (the hourly purge). The embedded
 * database's single process counts in memory and leaves the table empty.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261128100000_rate_limits extends Migration {
  override name = 'Migration20261128100000_rate_limits';

  override up(): void {
    this.addSql(`
      create table "rate_limits" (
        "key" varchar(255) not null,
        "points" integer not null default 0,
        "expire" bigint null,
        constraint "rate_limits_pkey" primary key ("key")
      );`);
  }

  override down(): void {
    this.addSql(`drop table "rate_limits";`);
  }
}
