/**
 * Hourly schedules run once per interval across all instances (decision record 047): before a
 * schedule runs, its instance claims the run in `schedule_runs` with one statement, and only the
 * instance whose claim moved `next_run_at` forward runs it.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { db } from '../../kysely.js';

/**
 * Claims the run of schedule `name` at `now`: succeeds when it has never run or its `next_run_at`
 * is not after `now`, and then sets `next_run_at` to `now + intervalMs` in the same statement, so
 * two instances asking at once get one success between them. A crash after the claim skips that
 * interval's run; the schedules are catch-ups (each run handles everything due since), so the
 * next one makes up for it.
 * @param em any entity manager (outside a transaction: the claim commits at once)
 * @param name the schedule's name (at most 80 characters)
 * @param now the run's time (the runner's clock)
 * @param intervalMs the schedule's interval in milliseconds
 * @returns true when this caller may run it now
 */
export async function claimScheduleRun(em: EntityManager, name: string, now: Date, intervalMs: number): Promise<boolean> {
  const next = new Date(now.getTime() + intervalMs);
  const claimed = await db(em)
    .insertInto('schedule_runs')
    .values({ name, next_run_at: next, last_started_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ next_run_at: next, last_started_at: now }).where('schedule_runs.next_run_at', '<=', now))
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}
