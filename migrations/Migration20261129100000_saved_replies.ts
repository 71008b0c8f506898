/**
 * `saved_replies` (docs/decisions/063-saved-replies.md): the firm's bilingual text snippets (English
 * and German) that the staff insert into answers, replies and letter explanations.
 * - `title` is 1–120 characters and unique regardless of case (a unique index on `lower(title)`);
 * - `body_en` and `body_de` are each 1–10,000 characters (the shared schema trims them; the checks
 *   keep the database honest);
 * - `created_by` is the staff member who created it; the snippet stays when that account is deleted
 *   (on delete set null).
 * The list reads all of them (at most 300) ordered by title: the unique index serves it.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129100000_saved_replies extends Migration {
  override name = 'Migration20261129100000_saved_replies';

  override up(): void {
    this.addSql(`create table "saved_replies" (
      "id" uuid not null default gen_random_uuid(),
      "title" varchar(120) not null,
      "body_en" text not null,
      "body_de" text not null,
      "created_by" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "saved_replies_pkey" primary key ("id"),
      constraint "saved_replies_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null,
      constraint "saved_replies_title_check" check (char_length("title") between 1 and 120),
      constraint "saved_replies_body_en_check" check (char_length("body_en") between 1 and 10000),
      constraint "saved_replies_body_de_check" check (char_length("body_de") between 1 and 10000)
    );`);
    this.addSql(`create unique index "saved_replies_title_lower_unique" on "saved_replies" (lower("title"));`);
    this.addSql(`create index "saved_replies_created_by_index" on "saved_replies" ("created_by");`);
  }

  override down(): void {
    this.addSql(`drop table "saved_replies";`);
  }
}
