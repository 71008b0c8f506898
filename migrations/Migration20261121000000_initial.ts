/**
 * Initial schema: the spec's seven tables (section 3) plus `sessions`.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000_initial extends Migration {
  override name = 'Migration20261121000000_initial';

  override up(): void {
    this.addSql(`create table "users" (
      "id" uuid not null default gen_random_uuid(),
      "email" varchar(254) not null,
      "password" varchar(255) not null,
      "name" varchar(120) not null,
      "role" text not null default 'client',
      "created_at" timestamptz not null default now(),
      constraint "users_pkey" primary key ("id"),
      constraint "users_role_check" check ("role" in ('client', 'admin'))
    );`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);

    this.addSql(`create table "sessions" (
      "id" varchar(64) not null,
      "user_id" uuid not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      constraint "sessions_pkey" primary key ("id"),
      constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
    );`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`create table "packages" (
      "id" uuid not null default gen_random_uuid(),
      "name" varchar(120) not null,
      "hours" integer not null,
      "price" integer not null,
      "description" text null,
      "active" boolean not null default true,
      "created_at" timestamptz not null default now(),
      constraint "packages_pkey" primary key ("id"),
      constraint "packages_hours_check" check ("hours" > 0),
      constraint "packages_price_check" check ("price" >= 0)
    );`);
    this.addSql(`create unique index "packages_name_unique" on "packages" ("name");`);

    this.addSql(`create table "purchases" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null,
      "package_id" uuid not null,
      "hours_total" integer not null,
      "hours_used" integer not null default 0,
      "purchased_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      constraint "purchases_pkey" primary key ("id"),
      constraint "purchases_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
      constraint "purchases_package_id_foreign" foreign key ("package_id") references "packages" ("id") on delete restrict,
      constraint "purchases_hours_check" check ("hours_total" > 0 and "hours_used" >= 0 and "hours_used" <= "hours_total")
    );`);
    this.addSql(`create index "purchases_user_id_expires_at_index" on "purchases" ("user_id", "expires_at");`);
    this.addSql(`create index "purchases_package_id_index" on "purchases" ("package_id");`);

    this.addSql(`create table "questions" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null,
      "question" text not null,
      "answer" text null,
      "status" text not null default 'pending',
      "asked_at" timestamptz not null default now(),
      "answered_at" timestamptz null,
      constraint "questions_pkey" primary key ("id"),
      constraint "questions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
      constraint "questions_status_check" check (
        ("status" = 'pending' and "answered_at" is null)
        or ("status" = 'answered' and "answer" is not null and "answered_at" is not null)
      )
    );`);
    this.addSql(`create index "questions_user_id_asked_at_index" on "questions" ("user_id", "asked_at" desc);`);
    this.addSql(`create index "questions_status_asked_at_index" on "questions" ("status", "asked_at");`);

    this.addSql(`create table "folders" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null,
      "name" varchar(100) not null,
      "created_at" timestamptz not null default now(),
      constraint "folders_pkey" primary key ("id"),
      constraint "folders_id_user_id_unique" unique ("id", "user_id"),
      constraint "folders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
    );`);
    this.addSql(`create index "folders_user_id_created_at_index" on "folders" ("user_id", "created_at");`);

    // A document's folder must belong to the document's owner: the composite key enforces it.
    this.addSql(`create table "documents" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null,
      "folder_id" uuid null,
      "title" varchar(200) not null,
      "filename" varchar(255) not null,
      "file_url" varchar(255) not null,
      "file_size" integer not null,
      "mime_type" varchar(100) not null,
      "storage_key" varchar(100) not null,
      "uploaded_at" timestamptz not null default now(),
      constraint "documents_pkey" primary key ("id"),
      constraint "documents_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
      constraint "documents_folder_owner_foreign" foreign key ("folder_id", "user_id")
        references "folders" ("id", "user_id") on delete set null ("folder_id"),
      constraint "documents_storage_key_unique" unique ("storage_key"),
      constraint "documents_file_size_check" check ("file_size" >= 0)
    );`);
    this.addSql(`create index "documents_user_id_uploaded_at_index" on "documents" ("user_id", "uploaded_at" desc);`);
    this.addSql(`create index "documents_folder_id_index" on "documents" ("folder_id");`);

    this.addSql(`create table "contact_forms" (
      "id" uuid not null default gen_random_uuid(),
      "name" varchar(120) not null,
      "email" varchar(254) not null,
      "language" text not null,
      "message" text not null,
      "submitted_at" timestamptz not null default now(),
      constraint "contact_forms_pkey" primary key ("id"),
      constraint "contact_forms_language_check" check ("language" in ('en', 'de'))
    );`);
    this.addSql(`create index "contact_forms_submitted_at_index" on "contact_forms" ("submitted_at" desc);`);
  }

  override down(): void {
    for (const t of ['contact_forms', 'documents', 'folders', 'questions', 'purchases', 'packages', 'sessions', 'users']) {
      this.addSql(`drop table if exists "${t}" cascade;`);
    }
  }
}
