/**
 * E-mail verification and e-mail change (docs/decisions/012-account-security.md).
 * - users.email_verified_at: when the account's current address was confirmed through a link.
 *   Accounts that exist when this runs are marked verified as of their creation: they registered
 *   before verification existed and have been receiving the portal's e-mail at that address.
 * - email_tokens: single-use links, stored as the SHA-256 of the token only (like
 *   password_reset_tokens). `purpose` 'verify' confirms the account's current address; 'change'
 *   carries the new address in `email` and changes the account's address when opened.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125030000_email_verification extends Migration {
  override up(): void {
    this.addSql(`alter table "users" add column "email_verified_at" timestamptz null;`);
    this.addSql(`update "users" set "email_verified_at" = "created_at";`);
    this.addSql(`create table "email_tokens" (
      "id" varchar(64) not null,
      "user_id" uuid not null,
      "purpose" text not null,
      "email" varchar(254) not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      constraint "email_tokens_pkey" primary key ("id"),
      constraint "email_tokens_purpose_check" check ("purpose" in ('verify', 'change')),
      constraint "email_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
    );`);
    this.addSql(`create index "email_tokens_user_id_index" on "email_tokens" ("user_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "email_tokens";`);
    this.addSql(`alter table "users" drop column "email_verified_at";`);
  }
}
