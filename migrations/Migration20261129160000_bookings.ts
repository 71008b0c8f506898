/**
 * Calls and quarterly check-ins (docs/decisions/072-calls.md):
 * - `packages.calls`, `packages.quarterly_check_ins`: the package lets a client book calls, and
 *   invites them to a check-in call each quarter (console settings; Professional and Premium today,
 *   as their feature lists promise);
 * - `staff_availability`: a member of staff's weekly hours for calls (Berlin time) and the video
 *   link their invitations carry; `availability_overrides`: a date's own hours (none: away);
 * - `bookings`: a client's call with an expert, [starts_at, ends_at); no two booked calls of one
 *   expert overlap (checked under a lock on the expert's row, decision record 072);
 * - `mail_outbox.calendar_method` / `calendar_ics`: an iCalendar invitation sent with the e-mail
 *   (RFC 5546 REQUEST or CANCEL).
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129160000_bookings extends Migration {
  override name = 'Migration20261129160000_bookings';

  override up(): void {
    this.addSql(`alter table "packages" add column "calls" boolean not null default false;`);
    this.addSql(`alter table "packages" add column "quarterly_check_ins" boolean not null default false;`);
    this.addSql(`update "packages" set "calls" = true, "quarterly_check_ins" = true where "name" in ('Professional', 'Premium');`);

    this.addSql(`create table "staff_availability" (
      "user_id" uuid not null primary key references "users" ("id") on delete cascade,
      "weekly" jsonb not null default '[]',
      "meeting_link" varchar(500) null,
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "availability_overrides" (
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "date" date not null,
      "ranges" jsonb not null default '[]',
      primary key ("user_id", "date")
    );`);

    this.addSql(`create table "bookings" (
      "id" uuid not null primary key,
      "client_id" uuid not null references "users" ("id") on delete cascade,
      "expert_id" uuid null references "users" ("id") on delete set null,
      "kind" varchar(10) not null default 'call',
      "topic" varchar(200) not null,
      "starts_at" timestamptz not null,
      "ends_at" timestamptz not null,
      "length_minutes" integer not null,
      "client_time_zone" varchar(64) not null,
      "letter_id" uuid null references "letters" ("id") on delete set null,
      "question_id" uuid null references "questions" ("id") on delete set null,
      "status" varchar(10) not null default 'booked',
      "late_change" boolean not null default false,
      "sequence" integer not null default 0,
      "reminded_at" timestamptz null,
      "cancelled_at" timestamptz null,
      "cancelled_by" uuid null references "users" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      constraint "bookings_kind_check" check ("kind" in ('call', 'checkIn')),
      constraint "bookings_status_check" check ("status" in ('booked', 'cancelled')),
      constraint "bookings_length_check" check ("length_minutes" in (15, 30, 45, 60)),
      constraint "bookings_span_check" check ("ends_at" > "starts_at")
    );`);
    this.addSql(`create index "bookings_expert_starts_index" on "bookings" ("expert_id", "starts_at") where "status" = 'booked';`);
    this.addSql(`create index "bookings_client_starts_index" on "bookings" ("client_id", "starts_at");`);
    this.addSql(`create index "bookings_reminder_index" on "bookings" ("starts_at") where "status" = 'booked' and "reminded_at" is null;`);

    this.addSql(`alter table "mail_outbox" add column "calendar_method" varchar(10) null;`);
    this.addSql(`alter table "mail_outbox" add column "calendar_ics" text null;`);
  }

  override down(): void {
    this.addSql(`alter table "mail_outbox" drop column "calendar_ics";`);
    this.addSql(`alter table "mail_outbox" drop column "calendar_method";`);
    this.addSql(`drop table "bookings";`);
    this.addSql(`drop table "availability_overrides";`);
    this.addSql(`drop table "staff_availability";`);
    this.addSql(`alter table "packages" drop column "quarterly_check_ins";`);
    this.addSql(`alter table "packages" drop column "calls";`);
  }
}
