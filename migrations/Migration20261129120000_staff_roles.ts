/**
 * The firm's staff (docs/decisions/064-staff-roles.md):
 * - `users.staff_role`: 'owner' or 'expert' for an account of role admin, null for a client (a check
 *   keeps the two together); every admin before this migration becomes an owner;
 * - `users.deactivated_at`: when an owner deactivated an expert (null: active). A deactivated
 *   account cannot sign in and has no session; its answers, notes and time entries stay its own;
 * - `staff_invitations`: an owner's invitation of an expert by e-mail. The link carries a random
 *   token; the row keeps its SHA-256 (`id`). Valid until `expires_at`, used once (`accepted_at`,
 *   `user_id`), or withdrawn (`revoked_at`). At most one open invitation per address (a partial
 *   unique index on `lower(email)`).
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129120000_staff_roles extends Migration {
  override name = 'Migration20261129120000_staff_roles';

  override up(): void {
    this.addSql(`alter table "users" add column "staff_role" text null;`);
    this.addSql(`alter table "users" add column "deactivated_at" timestamptz null;`);
    this.addSql(`update "users" set "staff_role" = 'owner' where "role" = 'admin';`);
    this.addSql(`alter table "users" add constraint "users_staff_role_check" check (
      ("role" = 'admin' and "staff_role" in ('owner', 'expert')) or ("role" <> 'admin' and "staff_role" is null)
    );`);
    this.addSql(`alter table "users" add constraint "users_deactivated_staff_check" check ("deactivated_at" is null or "staff_role" = 'expert');`);
    this.addSql(`create table "staff_invitations" (
      "id" varchar(64) not null,
      "email" varchar(254) not null,
      "name" varchar(120) not null,
      "language" text not null,
      "invited_by" uuid null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "accepted_at" timestamptz null,
      "user_id" uuid null,
      "revoked_at" timestamptz null,
      constraint "staff_invitations_pkey" primary key ("id"),
      constraint "staff_invitations_invited_by_foreign" foreign key ("invited_by") references "users" ("id") on delete set null,
      constraint "staff_invitations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null,
      constraint "staff_invitations_language_check" check ("language" in ('en', 'de')),
      constraint "staff_invitations_one_end_check" check ("accepted_at" is null or "revoked_at" is null)
    );`);
    this.addSql(
      `create unique index "staff_invitations_open_email_unique" on "staff_invitations" (lower("email")) where "accepted_at" is null and "revoked_at" is null;`,
    );
    this.addSql(`create index "staff_invitations_created_at_index" on "staff_invitations" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table "staff_invitations";`);
    this.addSql(`alter table "users" drop constraint "users_deactivated_staff_check";`);
    this.addSql(`alter table "users" drop constraint "users_staff_role_check";`);
    this.addSql(`alter table "users" drop column "deactivated_at";`);
    this.addSql(`alter table "users" drop column "staff_role";`);
  }
}
