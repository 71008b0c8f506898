/**
 * Two-factor sign-in and passkeys (docs/decisions/012-account-security.md).
 * - two_factor: a user's TOTP (RFC 6238) secret, encrypted with AES-256-GCM (key: TWO_FACTOR_KEY or
 *   DATA_DIR/two-factor.key); `enabled_at` null while set-up waits for the first code; the last time
 *   step used (a code is never accepted twice) and the failed-code counter with its lock.
 * - recovery_codes: ten single-use codes per user, kept as hex SHA-256 (each code carries 80 random bits).
 * - passkeys: WebAuthn credentials (COSE public key as base64url, signature counter) with the name the user gave.
 * - auth_challenges: short-lived single-use challenges (a sign-in waiting for its second factor,
 *   WebAuthn registration and sign-in); the id is the hex SHA-256 of the token or challenge.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125040000_two_factor extends Migration {
  override up(): void {
    this.addSql(`
      create table "two_factor" (
        "user_id" uuid not null,
        "secret" varchar(200) not null,
        "enabled_at" timestamptz null,
        "last_step" bigint null,
        "failed_attempts" int not null default 0,
        "locked_until" timestamptz null,
        "created_at" timestamptz not null default now(),
        constraint "two_factor_pkey" primary key ("user_id"),
        constraint "two_factor_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
      );`);
    this.addSql(`
      create table "recovery_codes" (
        "id" uuid not null default gen_random_uuid(),
        "user_id" uuid not null,
        "code_hash" varchar(64) not null,
        "used_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        constraint "recovery_codes_pkey" primary key ("id"),
        constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
      );`);
    this.addSql(`create unique index "recovery_codes_user_code_unique" on "recovery_codes" ("user_id", "code_hash");`);
    this.addSql(`
      create table "passkeys" (
        "id" uuid not null default gen_random_uuid(),
        "user_id" uuid not null,
        "credential_id" varchar(1400) not null,
        "public_key" text not null,
        "counter" bigint not null default 0,
        "transports" jsonb not null default '[]',
        "backed_up" boolean not null default false,
        "name" varchar(80) not null,
        "created_at" timestamptz not null default now(),
        "last_used_at" timestamptz null,
        constraint "passkeys_pkey" primary key ("id"),
        constraint "passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
      );`);
    this.addSql(`create unique index "passkeys_credential_id_unique" on "passkeys" ("credential_id");`);
    this.addSql(`create index "passkeys_user_id_index" on "passkeys" ("user_id", "created_at");`);
    this.addSql(`
      create table "auth_challenges" (
        "id" varchar(64) not null,
        "kind" varchar(32) not null,
        "user_id" uuid null,
        "expires_at" timestamptz not null,
        "created_at" timestamptz not null default now(),
        constraint "auth_challenges_pkey" primary key ("id"),
        constraint "auth_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
      );`);
    this.addSql(`create index "auth_challenges_expires_at_index" on "auth_challenges" ("expires_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "auth_challenges";`);
    this.addSql(`drop table if exists "passkeys";`);
    this.addSql(`drop table if exists "recovery_codes";`);
    this.addSql(`drop table if exists "two_factor";`);
  }
}
