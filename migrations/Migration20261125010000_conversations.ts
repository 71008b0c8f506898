/**
 * A question is a conversation (docs/decisions/014-conversations.md):
 * - question_messages: the messages of a question in order, each by the client or an expert; an
 *   expert's message can be corrected (`edited_at`). The spec's `questions.question` is the first
 *   message, `questions.answer`/`answered_at` the first expert message (kept in sync when it is
 *   corrected), `questions.status` is 'answered' while an expert's message is the latest.
 * - question_message_documents: documents attached to a message (the client's own documents, or
 *   the expert's files in the client's folder "From your expert"). Deleting a document removes the
 *   attachment with it; deleting a question removes its messages.
 * - questions gain `message_count` (the conversation's size, for its limit and the lists),
 *   `last_message_at` (the lists' "last activity") and `waiting_since` (when the client's oldest
 *   unanswered message was sent: what the inbox orders pending conversations by; null while answered).
 * - The status check allows a pending question that already has a first answer (a follow-up
 *   after it): an answer and its date still go together, and 'answered' still needs both.
 * Existing questions are carried over: the question as the first client message, an answer as the
 * first expert message (its author from the audit log where one was recorded).
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125010000_conversations extends Migration {
  override name = 'Migration20261125010000_conversations';

  override up(): void {
    this.addSql(`
      create table "question_messages" (
        "id" uuid not null default gen_random_uuid(),
        "question_id" uuid not null,
        "author_id" uuid null,
        "author_role" varchar(10) not null,
        "body" text not null,
        "created_at" timestamptz not null default now(),
        "edited_at" timestamptz null,
        constraint "question_messages_pkey" primary key ("id"),
        constraint "question_messages_question_id_foreign" foreign key ("question_id") references "questions" ("id") on delete cascade,
        constraint "question_messages_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null,
        constraint "question_messages_author_role_check" check ("author_role" in ('client', 'expert')),
        constraint "question_messages_edited_check" check ("edited_at" is null or "author_role" = 'expert')
      );`);
    this.addSql(`create index "question_messages_question_created_index" on "question_messages" ("question_id", "created_at", "id");`);
    this.addSql(`create index "question_messages_author_id_index" on "question_messages" ("author_id");`);
    this.addSql(`
      create table "question_message_documents" (
        "message_id" uuid not null,
        "document_id" uuid not null,
        constraint "question_message_documents_pkey" primary key ("message_id", "document_id"),
        constraint "question_message_documents_message_id_foreign" foreign key ("message_id") references "question_messages" ("id") on delete cascade,
        constraint "question_message_documents_document_id_foreign" foreign key ("document_id") references "documents" ("id") on delete cascade
      );`);
    this.addSql(`create index "question_message_documents_document_id_index" on "question_message_documents" ("document_id");`);

    this.addSql(
      `alter table "questions" add column "message_count" integer not null default 1, add column "last_message_at" timestamptz null, add column "waiting_since" timestamptz null;`,
    );
    this.addSql(`alter table "questions" drop constraint "questions_status_check";`);
    this.addSql(`
      alter table "questions" add constraint "questions_status_check" check (
        ("answer" is null) = ("answered_at" is null)
        and ("status" = 'pending' or ("status" = 'answered' and "answer" is not null))
      );`);

    // Carry the existing questions over.
    this.addSql(`
      insert into "question_messages" ("question_id", "author_id", "author_role", "body", "created_at")
      select q."id", q."user_id", 'client', q."question", q."asked_at" from "questions" q;`);
    this.addSql(`
      insert into "question_messages" ("question_id", "author_id", "author_role", "body", "created_at")
      select q."id",
             (select a."actor_id" from "audit_log" a where a."action" = 'question.answer' and a."entity_id" = q."id" order by a."created_at" limit 1),
             'expert', q."answer", q."answered_at"
        from "questions" q where q."answer" is not null;`);
    this.addSql(`
      update "questions" set
        "message_count" = case when "answer" is null then 1 else 2 end,
        "last_message_at" = coalesce("answered_at", "asked_at"),
        "waiting_since" = case when "status" = 'pending' then "asked_at" end;`);
    this.addSql(`alter table "questions" alter column "last_message_at" set not null, alter column "last_message_at" set default now();`);
    this.addSql(`create index "questions_status_waiting_since_index" on "questions" ("status", "waiting_since");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "questions_status_waiting_since_index";`);
    this.addSql(`drop table if exists "question_message_documents";`);
    this.addSql(`drop table if exists "question_messages";`);
    // Back to one answer per question: a pending question keeps no answer.
    this.addSql(`update "questions" set "answer" = null, "answered_at" = null where "status" = 'pending';`);
    this.addSql(`alter table "questions" drop constraint "questions_status_check";`);
    this.addSql(`
      alter table "questions" add constraint "questions_status_check" check (
        ("status" = 'pending' and "answered_at" is null)
        or ("status" = 'answered' and "answer" is not null and "answered_at" is not null)
      );`);
    this.addSql(`alter table "questions" drop column "message_count", drop column "last_message_at", drop column "waiting_since";`);
  }
}
