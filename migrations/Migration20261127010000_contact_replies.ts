/**
 * The firm's replies to contact messages, written in the console and e-mailed to the sender in
 * the message's language through the outbox.
 * - contact_replies: one row per reply (`body` as sent, `author_id` the admin who wrote it, null
 *   once that account is gone, `created_at` when it was queued). A reply belongs to its contact
 *   message and goes with it (deleting the messages of an address on account deletion removes
 *   their replies too).
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010000_contact_replies extends Migration {
  override name = 'Migration20261127010000_contact_replies';

  override up(): void {
    this.addSql(`
      create table "contact_replies" (
        "id" uuid not null default gen_random_uuid(),
        "contact_form_id" uuid not null,
        "author_id" uuid null,
        "body" text not null,
        "created_at" timestamptz not null default now(),
        constraint "contact_replies_pkey" primary key ("id"),
        constraint "contact_replies_contact_form_id_foreign" foreign key ("contact_form_id") references "contact_forms" ("id") on delete cascade,
        constraint "contact_replies_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null
      );`);
    this.addSql(`create index "contact_replies_contact_form_id_index" on "contact_replies" ("contact_form_id", "created_at");`);
    this.addSql(`create index "contact_replies_author_id_index" on "contact_replies" ("author_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "contact_replies";`);
  }
}
