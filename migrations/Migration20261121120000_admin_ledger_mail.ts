/**
 * Issue 4: the firm's side.
 * - users.language: the preferred language (e-mails use it).
 * - purchases.price_paid: the net price actually paid, in euro cents (recorded by an admin).
 * - time_entries: the hours ledger. `purchases.hours_used` is dropped: hours used are derived
 *   from the ledger (existing balances are carried over as one entry each).
 * - contact_forms.handled_at / handled_by.
 * - audit_log, password_reset_tokens, mail_outbox.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261121120000_admin_ledger_mail extends Migration {
  override name = 'Migration20261121120000_admin_ledger_mail';

  override up(): void {
    this.addSql(`alter table "users" add column "language" text not null default 'en';`);
    this.addSql(`alter table "users" add constraint "users_language_check" check ("language" in ('en', 'de'));`);
    this.addSql(`create index "users_role_name_index" on "users" ("role", "name");`);

    this.addSql(`alter table "purchases" add column "price_paid" integer null;`);
    this.addSql(`update "purchases" pu set "price_paid" = pa."price" from "packages" pa where pa."id" = pu."package_id";`);
    this.addSql(`alter table "purchases" alter column "price_paid" set not null;`);
    this.addSql(`alter table "purchases" add constraint "purchases_price_paid_check" check ("price_paid" >= 0);`);

    this.addSql(`create table "time_entries" (
      "id" uuid not null default gen_random_uuid(),
      "purchase_id" uuid not null,
      "question_id" uuid null,
      "minutes" integer not null,
      "note" varchar(500) null,
      "admin_id" uuid null,
      "created_at" timestamptz not null default now(),
      constraint "time_entries_pkey" primary key ("id"),
      constraint "time_entries_purchase_id_foreign" foreign key ("purchase_id") references "purchases" ("id") on delete cascade,
      constraint "time_entries_question_id_foreign" foreign key ("question_id") references "questions" ("id") on delete set null,
      constraint "time_entries_admin_id_foreign" foreign key ("admin_id") references "users" ("id") on delete set null,
      constraint "time_entries_minutes_check" check ("minutes" > 0 and "minutes" % 15 = 0)
    );`);
    this.addSql(`create index "time_entries_purchase_id_created_at_index" on "time_entries" ("purchase_id", "created_at");`);
    this.addSql(`create index "time_entries_question_id_index" on "time_entries" ("question_id");`);
    // Balances recorded before the ledger existed become one entry each, so nothing is lost.
    this.addSql(`insert into "time_entries" ("purchase_id", "minutes", "note", "created_at")
      select "id", "hours_used" * 60, 'Carried over', "purchased_at" from "purchases" where "hours_used" > 0;`);
    this.addSql(`alter table "purchases" drop constraint "purchases_hours_check";`);
    this.addSql(`alter table "purchases" drop column "hours_used";`);
    this.addSql(`alter table "purchases" add constraint "purchases_hours_total_check" check ("hours_total" > 0);`);

    this.addSql(`alter table "contact_forms" add column "handled_at" timestamptz null;`);
    this.addSql(`alter table "contact_forms" add column "handled_by" uuid null;`);
    this.addSql(
      `alter table "contact_forms" add constraint "contact_forms_handled_by_foreign" foreign key ("handled_by") references "users" ("id") on delete set null;`,
    );

    this.addSql(`create table "audit_log" (
      "id" uuid not null default gen_random_uuid(),
      "actor_id" uuid null,
      "action" varchar(50) not null,
      "client_id" uuid null,
      "entity_id" uuid null,
      "details" jsonb not null default '{}',
      "created_at" timestamptz not null default now(),
      constraint "audit_log_pkey" primary key ("id"),
      constraint "audit_log_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null,
      constraint "audit_log_client_id_foreign" foreign key ("client_id") references "users" ("id") on delete cascade
    );`);
    this.addSql(`create index "audit_log_client_id_created_at_index" on "audit_log" ("client_id", "created_at" desc);`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at" desc);`);

    this.addSql(`create table "password_reset_tokens" (
      "id" varchar(64) not null,
      "user_id" uuid not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      constraint "password_reset_tokens_pkey" primary key ("id"),
      constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
    );`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);

    this.addSql(`create table "mail_outbox" (
      "id" uuid not null default gen_random_uuid(),
      "kind" varchar(40) not null,
      "to_address" varchar(254) not null,
      "reply_to" varchar(254) null,
      "language" text not null,
      "subject" varchar(300) not null,
      "text_body" text not null,
      "html_body" text not null,
      "dedupe_key" varchar(200) null,
      "attempts" integer not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "last_error" text null,
      "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null,
      constraint "mail_outbox_pkey" primary key ("id"),
      constraint "mail_outbox_dedupe_key_unique" unique ("dedupe_key"),
      constraint "mail_outbox_language_check" check ("language" in ('en', 'de'))
    );`);
    this.addSql(`create index "mail_outbox_due_index" on "mail_outbox" ("next_attempt_at") where "sent_at" is null;`);
  }

  override down(): void {
    for (const t of ['mail_outbox', 'password_reset_tokens', 'audit_log']) this.addSql(`drop table if exists "${t}" cascade;`);
    this.addSql(`alter table "contact_forms" drop column "handled_by", drop column "handled_at";`);
    this.addSql(`alter table "purchases" add column "hours_used" integer not null default 0;`);
    this.addSql(
      `update "purchases" pu set "hours_used" = least(pu."hours_total", ceil(coalesce((select sum(te."minutes") from "time_entries" te where te."purchase_id" = pu."id"), 0) / 60.0));`,
    );
    this.addSql(`drop table if exists "time_entries" cascade;`);
    this.addSql(`alter table "purchases" drop constraint "purchases_hours_total_check";`);
    this.addSql(
      `alter table "purchases" add constraint "purchases_hours_check" check ("hours_total" > 0 and "hours_used" >= 0 and "hours_used" <= "hours_total");`,
    );
    this.addSql(`alter table "purchases" drop column "price_paid";`);
    this.addSql(`drop index if exists "users_role_name_index";`);
    this.addSql(`alter table "users" drop constraint "users_language_check", drop column "language";`);
  }
}
