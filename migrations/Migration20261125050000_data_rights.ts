/**
 * A client's rights over their data (GDPR Art. 15, 17, 20; docs/decisions/013-data-rights.md).
 * - data_exports: "Download my data" requests. A request is built in the background (job
 *   'account.export') into a ZIP under DATA_DIR/exports; it is `ready` (with its file key, size and
 *   expiry) only once the whole file is written, synced and renamed into place, so a crash never
 *   leaves a ready export pointing at a partial file. One export is built at a time per user
 *   (partial unique index). Ready exports expire after 7 days: the file is removed and the row
 *   marked `expired`.
 * - users.deleted_at: an account deleted on request is anonymised, not removed (orders and invoices
 *   reference it, § 147 AO): e-mail replaced by a placeholder, name "Deleted account", password
 *   unusable, and this timestamp.
 * - mail_outbox: an index for the scheduled removal of delivered e-mail bodies.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125050000_data_rights extends Migration {
  override name = 'Migration20261125050000_data_rights';

  override up(): void {
    this.addSql(`create table "data_exports" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null,
      "status" varchar(10) not null default 'requested',
      "file_key" varchar(100) null,
      "size_bytes" bigint null,
      "files" integer null,
      "error" varchar(60) null,
      "created_at" timestamptz not null default now(),
      "ready_at" timestamptz null,
      "expires_at" timestamptz null,
      "downloaded_at" timestamptz null,
      constraint "data_exports_pkey" primary key ("id"),
      constraint "data_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
      constraint "data_exports_status_check" check ("status" in ('requested', 'ready', 'failed', 'expired')),
      constraint "data_exports_ready_check" check (
        "status" <> 'ready' or ("file_key" is not null and "size_bytes" is not null and "ready_at" is not null and "expires_at" is not null)
      ),
      constraint "data_exports_file_key_unique" unique ("file_key")
    );`);
    this.addSql(`create unique index "data_exports_one_requested_index" on "data_exports" ("user_id") where "status" = 'requested';`);
    this.addSql(`create index "data_exports_user_id_created_at_index" on "data_exports" ("user_id", "created_at" desc);`);
    this.addSql(`create index "data_exports_ready_expires_at_index" on "data_exports" ("expires_at") where "status" = 'ready';`);
    this.addSql(`alter table "users" add column "deleted_at" timestamptz null;`);
    this.addSql(`create index "mail_outbox_body_purge_index" on "mail_outbox" ("sent_at") where "sent_at" is not null and "html_body" <> '';`);
  }

  override down(): void {
    this.addSql(`drop index if exists "mail_outbox_body_purge_index";`);
    this.addSql(`alter table "users" drop column "deleted_at";`);
    this.addSql(`drop table if exists "data_exports";`);
  }
}
