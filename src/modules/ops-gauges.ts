/**
 * The app's gauges for `GET /metrics` (decision record 050), read from the database at each
 * scrape: the job table by kind and status with the age of the oldest due job, the mail outbox's
 * unsent e-mails and the age of the oldest, and the live sessions. Counts and ages only: no row's
 * content.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { db } from '../kysely.js';
import type { AppGauges } from '../metrics.js';

/**
 * Reads the gauges at `now`.
 * @param em an entity manager outside any transaction
 */
export async function readOpsGauges(em: EntityManager, now: Date = new Date()): Promise<AppGauges> {
  const k = db(em);
  const [jobs, due, outbox, sessions] = await Promise.all([
    k
      .selectFrom('jobs')
      .select(['kind', 'status', (eb) => eb.fn.countAll<string>().as('count')])
      .where('status', '<>', 'done')
      .groupBy(['kind', 'status'])
      .execute(),
    k
      .selectFrom('jobs')
      .select(['kind', (eb) => eb.fn.min('run_at').as('oldest')])
      .where('status', '=', 'queued')
      .where('run_at', '<=', now)
      .groupBy('kind')
      .execute(),
    k
      .selectFrom('mail_outbox')
      .select([(eb) => eb.fn.countAll<string>().as('pending'), (eb) => eb.fn.min('created_at').as('oldest')])
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow(),
    k
      .selectFrom('sessions')
      .select(sql<string>`count(*)`.as('count'))
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
  ]);
  const age = (at: Date | string | null) => (at ? Math.max(0, (now.getTime() - new Date(at).getTime()) / 1000) : 0);
  return {
    jobs: jobs.map((j) => ({ kind: j.kind, status: j.status, count: Number(j.count) })),
    oldestDueJobAgeSeconds: due.map((d) => ({ kind: d.kind, seconds: age(d.oldest) })),
    outbox: { pending: Number(outbox.pending), oldestAgeSeconds: age(outbox.oldest) },
    sessions: Number(sessions.count),
  };
}
