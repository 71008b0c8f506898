/**
 * The account's security log and what the sessions list shows (docs/decisions/012-account-security.md).
 * - security_events: one row per security-relevant event of a user (sign-ins, failures, password and
 *   two-factor changes, sessions ended, data exports), shown to the user and to admins.
 * - sessions gain the browser's user agent, the IP address and when the session was last seen, so
 *   the account page can list active sessions ("Chrome on Windows, 203.0.113.5, last seen …").
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000000_security_log extends Migration {
  override up(): void {
    this.addSql(`
      create table "security_events" (
        "id" uuid not null default gen_random_uuid(),
        "user_id" uuid not null,
        "kind" varchar(40) not null,
        "ip" varchar(45) null,
        "user_agent" varchar(500) null,
        "details" jsonb not null default '{}',
        "created_at" timestamptz not null default now(),
        constraint "security_events_pkey" primary key ("id"),
        constraint "security_events_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
      );`);
    this.addSql(`create index "security_events_user_created_index" on "security_events" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(
      `alter table "sessions" add column "user_agent" varchar(500) null, add column "ip" varchar(45) null, add column "last_seen_at" timestamptz null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "sessions" drop column "user_agent", drop column "ip", drop column "last_seen_at";`);
    this.addSql(`drop table if exists "security_events";`);
  }
}
