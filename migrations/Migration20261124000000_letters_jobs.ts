/**
 * Finanzamt letters and the job runner (docs/decisions/010-finanzamt-letters.md).
 * - jobs: background work claimed with `for update skip locked` (OCR of letters; the runner that
 *   also delivers the mail outbox). A job is queued, running (under a lease), done or failed.
 * - letters: a client's Finanzamt letter, its fields with their sources, the deadlines computed
 *   from its confirmed fields, the expert's structured answer.
 * - documents.letter_id / letter_role / extracted_text: the letter's pages and the expert's
 *   attachments are documents; the recognised text is kept with the page (for search later).
 * - folders.kind: 'expert' marks the folder "From your expert" (one per client; read-only for the client).
 * - questions.letter_id, time_entries.letter_id: a question about a letter; time logged on a letter.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261124000000_letters_jobs extends Migration {
  override name = 'Migration20261124000000_letters_jobs';

  override up(): void {
    this.addSql(`create table "jobs" (
      "id" uuid not null default gen_random_uuid(),
      "kind" varchar(40) not null,
      "payload" jsonb not null default '{}',
      "status" varchar(10) not null default 'queued',
      "attempts" integer not null default 0,
      "max_attempts" integer not null default 5,
      "run_at" timestamptz not null default now(),
      "locked_until" timestamptz null,
      "last_error" text null,
      "created_at" timestamptz not null default now(),
      "finished_at" timestamptz null,
      constraint "jobs_pkey" primary key ("id"),
      constraint "jobs_status_check" check ("status" in ('queued', 'running', 'done', 'failed')),
      constraint "jobs_attempts_check" check ("attempts" >= 0 and "max_attempts" >= 1)
    );`);
    this.addSql(`create index "jobs_queued_index" on "jobs" ("run_at") where "status" = 'queued';`);
    this.addSql(`create index "jobs_running_index" on "jobs" ("locked_until") where "status" = 'running';`);

    this.addSql(`create table "letters" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null,
      "reading_status" varchar(10) not null default 'manual',
      "reading_error" varchar(60) null,
      "letter_type" varchar(40) null,
      "finanzamt" varchar(200) null,
      "steuernummer" varchar(30) null,
      "steuer_id" varchar(11) null,
      "letter_date" date null,
      "delivery" varchar(12) null,
      "state" varchar(2) null,
      "tax_year" integer null,
      "amount_due_cents" bigint null,
      "refund_cents" bigint null,
      "due_date" date null,
      "has_instructions" boolean null,
      "field_sources" jsonb not null default '{}',
      "deadlines" jsonb not null default '[]',
      "next_deadline" date null,
      "next_deadline_kind" varchar(10) null,
      "done_at" timestamptz null,
      "answer_summary" text null,
      "answer_meaning" text null,
      "answer_action" text null,
      "answer_action_by" date null,
      "answered_at" timestamptz null,
      "answered_by" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "letters_pkey" primary key ("id"),
      constraint "letters_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
      constraint "letters_answered_by_foreign" foreign key ("answered_by") references "users" ("id") on delete set null,
      constraint "letters_reading_status_check" check ("reading_status" in ('queued', 'reading', 'done', 'failed', 'off', 'manual')),
      constraint "letters_delivery_check" check ("delivery" in ('post', 'post-abroad', 'electronic')),
      constraint "letters_amounts_check" check ("amount_due_cents" >= 0 and "refund_cents" >= 0)
    );`);
    this.addSql(`create index "letters_user_id_created_at_index" on "letters" ("user_id", "created_at");`);
    this.addSql(`create index "letters_open_next_deadline_index" on "letters" ("next_deadline") where "done_at" is null;`);

    this.addSql(`alter table "folders" add column "kind" varchar(10) not null default 'own';`);
    this.addSql(`alter table "folders" add constraint "folders_kind_check" check ("kind" in ('own', 'expert'));`);
    this.addSql(`create unique index "folders_one_expert_folder_index" on "folders" ("user_id") where "kind" = 'expert';`);

    this.addSql(`alter table "documents" add column "letter_id" uuid null;`);
    this.addSql(`alter table "documents" add column "letter_role" varchar(10) null;`);
    this.addSql(`alter table "documents" add column "extracted_text" text null;`);
    this.addSql(
      `alter table "documents" add constraint "documents_letter_id_foreign" foreign key ("letter_id") references "letters" ("id") on delete set null;`,
    );
    this.addSql(`alter table "documents" add constraint "documents_letter_role_check" check ("letter_role" in ('page', 'answer'));`);
    this.addSql(`create index "documents_letter_id_index" on "documents" ("letter_id") where "letter_id" is not null;`);

    this.addSql(`alter table "questions" add column "letter_id" uuid null;`);
    this.addSql(
      `alter table "questions" add constraint "questions_letter_id_foreign" foreign key ("letter_id") references "letters" ("id") on delete set null;`,
    );
    this.addSql(`create index "questions_letter_id_index" on "questions" ("letter_id") where "letter_id" is not null;`);

    this.addSql(`alter table "time_entries" add column "letter_id" uuid null;`);
    this.addSql(
      `alter table "time_entries" add constraint "time_entries_letter_id_foreign" foreign key ("letter_id") references "letters" ("id") on delete set null;`,
    );
  }
}
