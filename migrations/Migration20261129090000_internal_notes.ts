/**
 * `internal_notes` (docs/decisions/062-internal-notes.md): the firm's staff's working notes on a
 * question (and its conversation), a Finanzamt letter or a client, never shown to the client.
 * - exactly one subject is set (`question_id`, `letter_id` or `client_id`; a check), and the note
 *   goes with its subject (on delete cascade);
 * - `author_id` is the staff member who wrote it; the note stays when that account is deleted
 *   (on delete set null, the console shows "former staff member");
 * - `body` is 1–5,000 characters (the shared schema trims it; the check keeps the database honest).
 * Each subject's notes are read oldest first: one index per subject column with `created_at`.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129090000_internal_notes extends Migration {
  override name = 'Migration20261129090000_internal_notes';

  override up(): void {
    this.addSql(`create table "internal_notes" (
      "id" uuid not null default gen_random_uuid(),
      "question_id" uuid null,
      "letter_id" uuid null,
      "client_id" uuid null,
      "author_id" uuid null,
      "body" text not null,
      "created_at" timestamptz not null default now(),
      constraint "internal_notes_pkey" primary key ("id"),
      constraint "internal_notes_question_id_foreign" foreign key ("question_id") references "questions" ("id") on delete cascade,
      constraint "internal_notes_letter_id_foreign" foreign key ("letter_id") references "letters" ("id") on delete cascade,
      constraint "internal_notes_client_id_foreign" foreign key ("client_id") references "users" ("id") on delete cascade,
      constraint "internal_notes_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null,
      constraint "internal_notes_one_subject_check" check (num_nonnulls("question_id", "letter_id", "client_id") = 1),
      constraint "internal_notes_body_check" check (char_length("body") between 1 and 5000)
    );`);
    this.addSql(`create index "internal_notes_question_id_created_at_index" on "internal_notes" ("question_id", "created_at");`);
    this.addSql(`create index "internal_notes_letter_id_created_at_index" on "internal_notes" ("letter_id", "created_at");`);
    this.addSql(`create index "internal_notes_client_id_created_at_index" on "internal_notes" ("client_id", "created_at");`);
    this.addSql(`create index "internal_notes_author_id_index" on "internal_notes" ("author_id");`);
  }

  override down(): void {
    this.addSql(`drop table "internal_notes";`);
  }
}
