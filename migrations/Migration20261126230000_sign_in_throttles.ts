/**
 * Per-account sign-in limits (docs/decisions/020-per-account-sign-in-limits.md), counted in the
 * database so that every instance sees the same count.
 * - sign_in_throttles: one row per e-mail address that password sign-ins were tried for (an
 *   account's or not: unknown addresses are counted alike, so the answers reveal no account).
 *   `account_key` is the hex SHA-256 of the normalised address (no address is stored in clear);
 *   `failures` the times of the wrong (and in-flight) password attempts of the window, oldest first;
 *   `notified_at` when the owner was last told that password entry is paused (once per episode);
 *   `updated_at` the last attempt (rows idle for longer than the window are purged).
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126230000_sign_in_throttles extends Migration {
  override name = 'Migration20261126230000_sign_in_throttles';

  override up(): void {
    this.addSql(`
      create table "sign_in_throttles" (
        "account_key" varchar(64) not null,
        "failures" timestamptz[] not null default '{}',
        "notified_at" timestamptz null,
        "updated_at" timestamptz not null default now(),
        constraint "sign_in_throttles_pkey" primary key ("account_key")
      );`);
    this.addSql(`create index "sign_in_throttles_updated_at_index" on "sign_in_throttles" ("updated_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "sign_in_throttles";`);
  }
}
