/**
 * The job runner (docs/decisions/010-finanzamt-letters.md): background work as rows of `jobs`,
 * claimed the way the mail sender claims the outbox (decision record 004): one statement picks due
 * rows with `for update skip locked`, counts the attempt and leases them, so any number of app
 * instances share one table and no job runs twice at once.
 *
 * Lifecycle: `queued` (due at `run_at`) → `running` (leased until `locked_until`) → `done`; a
 * handler that throws puts the job back to `queued` with exponential backoff until `max_attempts`,
 * then it ends `failed` with its reason (and the handler's `failed` hook records what the user
 * sees). While a handler runs, a heartbeat renews its short lease (docs/decisions/017-job-leases-and-heartbeat.md);
 * a runner that dies mid-job (kill -9) stops beating, and its `running` row's lease runs out within
 * a minute: it is claimed again, and counts as an attempt. On the embedded database the one process
 * holding DATA_DIR's lock releases every `running` row at start-up (`releaseAll`). A runner whose
 * renewal finds the lease gone (taken over) tells its handler (`leaseLost`) and records nothing.
 * Nothing is stuck: every row ends done or failed.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { Logger } from '../../context.js';
import { db, jsonb } from '../../kysely.js';
import { INSTANCE_HEARTBEAT_MS } from '../../storage/instance-heartbeat.js';

/**
 * How long a claimed job is reserved for the runner that claimed it, in milliseconds (one minute):
 * renewed every JOB_HEARTBEAT_MS while its handler runs, so a job of any length keeps its lease
 * and a dead runner's job is taken over about a minute after its last heartbeat (decision record 017).
 */
export const JOB_LEASE_MS = 60 * 1000;
/** How often a running job's lease is renewed, in milliseconds (a quarter of the lease: three beats may be missed; the process heartbeat's interval). */
const JOB_HEARTBEAT_MS = INSTANCE_HEARTBEAT_MS;
/** First retry delay, in milliseconds; doubles with each attempt. */
const JOB_RETRY_BASE_MS = 10 * 1000;
/** Longest retry delay, in milliseconds (one hour). */
const JOB_RETRY_MAX_MS = 60 * 60 * 1000;
/** Attempts before a job fails for good (default). */
const JOB_MAX_ATTEMPTS = 4;

/** The wait before the next attempt after `attempts` failed ones: 10 s, 20 s, 40 s, … capped at 1 h. In ms. */
export function jobRetryDelayMs(attempts: number): number {
  return Math.min(JOB_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), JOB_RETRY_MAX_MS);
}

/** Thrown by a handler when retrying cannot help (e.g. OCR is not installed): the job fails at once. */
export class PermanentJobError extends Error {
  /** @param reason a message key the user sees (src/shared/messages.ts) */
  constructor(
    readonly reason: string,
    message?: string,
  ) {
    super(message ?? reason);
    this.name = 'PermanentJobError';
  }
}

export interface JobContext {
  /** A fresh EntityManager fork. */
  em: () => EntityManager;
  log: Logger;
  /** This attempt's number (1, 2, …). */
  attempt: number;
  now: Date;
  /**
   * Aborted when a heartbeat finds the lease taken over (another runner claimed the job after this
   * one missed its renewals): the handler may stop; its result is not recorded either way.
   */
  leaseLost: AbortSignal;
}

export interface JobHandler<P = Record<string, unknown>> {
  /** Does the work. Throwing retries the job later (PermanentJobError: fails it at once). */
  run(payload: P, ctx: JobContext): Promise<void>;
  /** Records a failure for good in `tx`, the transaction that marks the job failed. */
  failed?(tx: EntityManager, payload: P, reason: string): Promise<void>;
}

/** Enqueues a job in `em`'s transaction (it commits or rolls back with the change that causes it). @returns its id */
export async function enqueueJob(
  em: EntityManager,
  kind: string,
  payload: Record<string, unknown>,
  opts: { runAt?: Date; maxAttempts?: number } = {},
): Promise<string> {
  const row = await db(em)
    .insertInto('jobs')
    .values({
      id: sql<string>`default`,
      kind,
      payload: jsonb(payload),
      run_at: opts.runAt ?? new Date(),
      max_attempts: opts.maxAttempts ?? JOB_MAX_ATTEMPTS,
      // id, created_at and the state columns: the table's defaults, as before.
      created_at: sql<Date>`default`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown> | string;
  attempts: number;
  max_attempts: number;
}

/** The outcome of one `runDue`: jobs done, put back for a retry, failed for good. */
interface JobRunResult {
  done: number;
  retried: number;
  failed: number;
}

interface JobRunnerOptions {
  em: () => EntityManager;
  log: Logger;
  /** Jobs run at once by this runner (default 2: OCR is CPU-bound and this machine has two cores). */
  concurrency?: number;
  /** Lease of a claimed job, in milliseconds (default JOB_LEASE_MS; tests shorten it). */
  leaseMs?: number;
  /** Interval of the lease renewal while a handler runs, in milliseconds (default JOB_HEARTBEAT_MS). */
  heartbeatMs?: number;
}

/** Runs due jobs with the handlers registered per kind; see the module comment. One per app (`app.jobs`). */
export class JobRunner {
  private readonly em: () => EntityManager;
  private readonly log: Logger;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private stopping = false;

  constructor(opts: JobRunnerOptions) {
    this.em = opts.em;
    this.log = opts.log;
    this.concurrency = opts.concurrency ?? 2;
    this.leaseMs = opts.leaseMs ?? JOB_LEASE_MS;
    this.heartbeatMs = opts.heartbeatMs ?? JOB_HEARTBEAT_MS;
  }

  /**
   * Releases every `running` job at once: back to `queued`, due at `now`, its attempt count kept (so
   * a job whose last attempt was cut off is failed as abandoned when claimed). Only for a process
   * that knows no other runner is alive: the embedded database's single process, at start-up, before
   * its first claim (decision record 017). Never on a shared PostgreSQL database.
   * @returns how many jobs were released
   */
  async releaseAll(now: Date = new Date()): Promise<number> {
    const rows = await db(this.em())
      .updateTable('jobs')
      .set((eb) => ({ status: 'queued', run_at: eb.fn<Date>('least', ['run_at', eb.val(now)]), locked_until: null }))
      .where('status', '=', 'running')
      .returning('id')
      .execute();
    if (rows.length) this.log.info({ jobs: rows.length }, 'jobs cut off by the previous run released');
    return rows.length;
  }

  /** Registers the handler of `kind` (one per kind). */
  register<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`job kind already registered: ${kind}`);
    this.handlers.set(kind, handler as JobHandler<never>);
  }

  /** Asks a run in progress to stop claiming; jobs in flight finish. Used on shutdown. */
  stop(): void {
    this.stopping = true;
  }

  /**
   * Runs every job due at `now`, `concurrency` at a time, until none is due.
   * @throws when the database cannot be reached (nothing is lost: leased jobs become due again)
   */
  async runDue(now: () => Date = () => new Date()): Promise<JobRunResult> {
    const result: JobRunResult = { done: 0, retried: 0, failed: 0 };
    while (!this.stopping) {
      const jobs = await this.claim(now(), this.concurrency);
      if (!jobs.length) break;
      const outcomes = await Promise.all(jobs.map((job) => this.runOne(job, now(), now)));
      for (const o of outcomes) if (o !== 'lost') result[o]++;
    }
    return result;
  }

  /**
   * Claims up to `limit` due jobs of the kinds registered here: queued ones whose time has come, and
   * running ones whose lease ran out. (Kinds this runner does not know are left for one that does,
   * e.g. a newer instance during a rolling deploy.)
   */
  private async claim(now: Date, limit: number): Promise<ClaimedJob[]> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return [];
    const k = db(this.em());
    return k
      .updateTable('jobs')
      .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), locked_until: new Date(now.getTime() + this.leaseMs) }))
      .where(
        'id',
        'in',
        k
          .selectFrom('jobs')
          .select('id')
          .where((eb) =>
            eb.or([eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]), eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', now)])]),
          )
          .where('kind', 'in', kinds)
          .orderBy('run_at')
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'kind', 'payload', 'attempts', 'max_attempts'])
      .execute();
  }

  /**
   * Renews `job`'s lease every heartbeatMs until the returned stop function is called; aborts the
   * returned signal when a renewal finds the lease no longer ours (the attempt count is its token).
   * A renewal that fails (database unreachable) is retried at the next beat.
   */
  private heartbeat(job: ClaimedJob, clock: () => Date): { signal: AbortSignal; stop: () => Promise<void> } {
    const lost = new AbortController();
    let beating: Promise<void> = Promise.resolve();
    const beat = async () => {
      try {
        const renewed = await this.leased(this.em(), job)
          .set({ locked_until: new Date(clock().getTime() + this.leaseMs) })
          .returning('id')
          .execute();
        if (!renewed.length) {
          clearInterval(timer);
          this.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job lease lost to another runner; this attempt records nothing');
          lost.abort();
        }
      } catch (err) {
        this.log.warn({ jobId: job.id, kind: job.kind, err }, 'job lease renewal failed; will retry');
      }
    };
    const timer = setInterval(() => {
      beating = beating.then(beat);
    }, this.heartbeatMs);
    timer.unref();
    return {
      signal: lost.signal,
      stop: async () => {
        clearInterval(timer);
        await beating;
      },
    };
  }

  private async runOne(job: ClaimedJob, now: Date, clock: () => Date): Promise<'done' | 'retried' | 'failed' | 'lost'> {
    const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as never;
    const handler = this.handlers.get(job.kind)!;
    // A job whose runner died after its last attempt began: it has had its tries.
    if (job.attempts > job.max_attempts) return this.fail(job, payload, handler, 'abandoned after its last attempt');
    const beat = this.heartbeat(job, clock);
    try {
      await handler.run(payload, { em: () => this.em(), log: this.log, attempt: job.attempts, now, leaseLost: beat.signal });
    } catch (err) {
      await beat.stop();
      if (beat.signal.aborted) return 'lost';
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      if (err instanceof PermanentJobError || job.attempts >= job.max_attempts) {
        return this.fail(job, payload, handler, err instanceof PermanentJobError ? err.reason : message);
      }
      const retryAt = new Date(now.getTime() + jobRetryDelayMs(job.attempts));
      // Only while the lease is still ours (the attempt count is the lease's token).
      const requeued = await this.leased(this.em(), job)
        .set({ status: 'queued', run_at: retryAt, locked_until: null, last_error: message })
        .returning('id')
        .execute();
      if (!requeued.length) return 'lost';
      this.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt: retryAt.toISOString(), error: message }, 'job failed; will retry');
      return 'retried';
    }
    await beat.stop();
    // Only while the lease is still ours: a runner that lost it records nothing.
    const marked = await this.leased(this.em(), job)
      .set({ status: 'done', finished_at: new Date(), locked_until: null, last_error: null })
      .returning('id')
      .execute();
    if (!marked.length) {
      if (!beat.signal.aborted)
        this.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job lease lost to another runner; this attempt records nothing');
      return 'lost';
    }
    return 'done';
  }

  /** An update of `job`'s row that takes effect only while this runner holds its lease (running, at the attempt it claimed: the attempt count is the lease's token). */
  private leased(em: EntityManager, job: ClaimedJob) {
    return db(em).updateTable('jobs').where('id', '=', job.id).where('status', '=', 'running').where('attempts', '=', job.attempts);
  }

  /** Marks the job failed and lets its handler record the reason, in one transaction (only while the lease is ours; else 'lost'). */
  private async fail(job: ClaimedJob, payload: never, handler: JobHandler<never>, reason: string): Promise<'failed' | 'lost'> {
    const marked = await this.em().transactional(async (tx) => {
      const rows = await this.leased(tx, job)
        .set({ status: 'failed', finished_at: new Date(), locked_until: null, last_error: reason.slice(0, 2000) })
        .returning('id')
        .execute();
      if (rows.length && handler.failed) await handler.failed(tx, payload, reason);
      return rows.length > 0;
    });
    // Taken over meanwhile: the runner that holds the lease now decides.
    if (!marked) return 'lost';
    this.log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, reason }, 'job failed for good');
    return 'failed';
  }
}
