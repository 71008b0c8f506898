/**
 * `schedule_runs`: when each hourly schedule (a module's ScheduleDefinition: reminders, expiry
 * notices, retention purges) may run next, shared by every instance, so that a schedule runs once
 * per hour across all of them (docs/decisions/047-schedules-once-across-instances.md).
 * - name: the schedule's name as the modules declare it (at most 80 characters);
 * - next_run_at: the earliest time the next run may start; an instance claims a run by moving it
 *   forward by an hour in one statement (`insert … on conflict … do update … where next_run_at <= now`);
 * - last_started_at: when the last claimed run started (for the operator).
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261128090000_schedule_runs extends Migration {
  override name = 'Migration20261128090000_schedule_runs';

  override up(): void {
    this.addSql(`
      create table "schedule_runs" (
        "name" varchar(80) not null,
        "next_run_at" timestamptz not null,
        "last_started_at" timestamptz not null,
        constraint "schedule_runs_pkey" primary key ("name")
      );`);
  }

  override down(): void {
    this.addSql(`drop table "schedule_runs";`);
  }
}
