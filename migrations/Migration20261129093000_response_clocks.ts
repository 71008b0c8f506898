/**
 * `response_clocks` (docs/decisions/061-response-clock.md): each promise of an answer, as it was
 * made. A clock starts when a client asks a question, or follows up on an answered one, with the
 * response time of the client's fastest active package then (or the site's 24 hours), and stops
 * at the next expert reply. The report of promises kept reads them; the inbox and the notices
 * read the open one.
 * - at most one open clock (`answered_at` null) per question: a partial unique index;
 * - `answered_by` is the expert who replied; the row stays when that account is deleted (set null);
 * - a clock goes with its question (on delete cascade).
 * The questions pending at this migration get an open clock from their client's oldest unanswered
 * message, with the fastest unexpired package's hours (or 24).
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129093000_response_clocks extends Migration {
  override name = 'Migration20261129093000_response_clocks';

  override up(): void {
    this.addSql(`create table "response_clocks" (
      "id" uuid not null default gen_random_uuid(),
      "question_id" uuid not null,
      "started_at" timestamptz not null,
      "promised_hours" int not null,
      "answered_at" timestamptz null,
      "answered_by" uuid null,
      constraint "response_clocks_pkey" primary key ("id"),
      constraint "response_clocks_promised_hours_check" check ("promised_hours" > 0),
      constraint "response_clocks_question_id_foreign" foreign key ("question_id") references "questions" ("id") on delete cascade,
      constraint "response_clocks_answered_by_foreign" foreign key ("answered_by") references "users" ("id") on delete set null
    );`);
    this.addSql(`create unique index "response_clocks_open_unique" on "response_clocks" ("question_id") where "answered_at" is null;`);
    this.addSql(`create index "response_clocks_question_id_started_at_index" on "response_clocks" ("question_id", "started_at");`);
    this.addSql(`create index "response_clocks_started_at_index" on "response_clocks" ("started_at");`);
    this.addSql(`create index "response_clocks_answered_by_index" on "response_clocks" ("answered_by");`);
    this.addSql(`insert into "response_clocks" ("question_id", "started_at", "promised_hours")
      select q."id", coalesce(q."waiting_since", q."asked_at"),
        coalesce((select min(pa."response_hours") from "purchases" pu join "packages" pa on pa."id" = pu."package_id"
                  where pu."user_id" = q."user_id" and pu."expires_at" > now()), 24)
      from "questions" q where q."status" = 'pending';`);
  }

  override down(): void {
    this.addSql(`drop table "response_clocks";`);
  }
}
