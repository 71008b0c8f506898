/**
 * The job runner (docs/decisions/010-finanzamt-letters.md): background work as rows of `jobs`,
 * claimed the way the mail sender claims the outbox (decision record 004): one statement picks due
 * rows with `for update skip locked`, counts the attempt and leases them, so any number of app
 * instances share one table and no job runs twice at once.
 *
 * Lifecycle: `queued` (due at `run_at`) → `running` (leased until `locked_until`) → `done`; a
 * handler that throws puts the job back to `queued` with exponential backoff until `max_attempts`,
 * then it ends `failed` with its reason (and the handler's `failed` hook records what the user
 * sees). A runner that dies mid-job (kill -9) leaves a `running` row whose lease runs out: it is
 * claimed again, and counts as an attempt. Nothing is stuck: every row ends done or failed.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { Logger } from '../../context.js';

/** How long a claimed job is reserved for the runner that claimed it, in milliseconds (15 min: ten OCR pages at their time limit). */
export const JOB_LEASE_MS = 15 * 60 * 1000;
/** First retry delay, in milliseconds; doubles with each attempt. */
export const JOB_RETRY_BASE_MS = 10 * 1000;
/** Longest retry delay, in milliseconds (one hour). */
export const JOB_RETRY_MAX_MS = 60 * 60 * 1000;
/** Attempts before a job fails for good (default). */
export const JOB_MAX_ATTEMPTS = 4;

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
  const [row] = await em.execute<{ id: string }[]>(`insert into jobs (kind, payload, run_at, max_attempts) values (?, ?, ?, ?) returning id`, [
    kind,
    JSON.stringify(payload),
    opts.runAt ?? new Date(),
    opts.maxAttempts ?? JOB_MAX_ATTEMPTS,
  ]);
  return row!.id;
}

interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown> | string;
  attempts: number;
  max_attempts: number;
}

/** The outcome of one `runDue`: jobs done, put back for a retry, failed for good. */
export interface JobRunResult {
  done: number;
  retried: number;
  failed: number;
}

export interface JobRunnerOptions {
  em: () => EntityManager;
  log: Logger;
  /** Jobs run at once by this runner (default 2: OCR is CPU-bound and this machine has two cores). */
  concurrency?: number;
}

/** Runs due jobs with the handlers registered per kind; see the module comment. One per app (`app.jobs`). */
export class JobRunner {
  private readonly em: () => EntityManager;
  private readonly log: Logger;
  private readonly concurrency: number;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private stopping = false;

  constructor(opts: JobRunnerOptions) {
    this.em = opts.em;
    this.log = opts.log;
    this.concurrency = opts.concurrency ?? 2;
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
      const outcomes = await Promise.all(jobs.map((job) => this.runOne(job, now())));
      for (const o of outcomes) result[o]++;
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
    return this.em().execute<ClaimedJob[]>(
      `update jobs set status = 'running', attempts = attempts + 1, locked_until = ?
        where id in (
          select id from jobs
           where ((status = 'queued' and run_at <= ?) or (status = 'running' and locked_until <= ?))
             and kind in (${kinds.map(() => '?').join(', ')})
           order by run_at, id
           limit ?
           for update skip locked)
      returning id, kind, payload, attempts, max_attempts`,
      [new Date(now.getTime() + JOB_LEASE_MS), now, now, ...kinds, limit],
    );
  }

  private async runOne(job: ClaimedJob, now: Date): Promise<'done' | 'retried' | 'failed'> {
    const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as never;
    const handler = this.handlers.get(job.kind)!;
    // A job whose runner died after its last attempt began: it has had its tries.
    if (job.attempts > job.max_attempts) return this.fail(job, payload, handler, 'abandoned after its last attempt');
    try {
      await handler.run(payload, { em: () => this.em(), log: this.log, attempt: job.attempts, now });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      if (err instanceof PermanentJobError || job.attempts >= job.max_attempts) {
        return this.fail(job, payload, handler, err instanceof PermanentJobError ? err.reason : message);
      }
      const retryAt = new Date(now.getTime() + jobRetryDelayMs(job.attempts));
      // Only while the lease is still ours (the attempt count is the lease's token).
      await this.em().execute(
        `update jobs set status = 'queued', run_at = ?, locked_until = null, last_error = ? where id = ? and status = 'running' and attempts = ?`,
        [retryAt, message, job.id, job.attempts],
      );
      this.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt: retryAt.toISOString(), error: message }, 'job failed; will retry');
      return 'retried';
    }
    await this.em().execute(
      `update jobs set status = 'done', finished_at = ?, locked_until = null, last_error = null where id = ? and status = 'running' and attempts = ?`,
      [new Date(), job.id, job.attempts],
    );
    return 'done';
  }

  /** Marks the job failed and lets its handler record the reason, in one transaction. */
  private async fail(job: ClaimedJob, payload: never, handler: JobHandler<never>, reason: string): Promise<'failed'> {
    await this.em().transactional(async (tx) => {
      const rows = await tx.execute<{ id: string }[]>(
        `update jobs set status = 'failed', finished_at = ?, locked_until = null, last_error = ? where id = ? and status = 'running' and attempts = ? returning id`,
        [new Date(), reason.slice(0, 2000), job.id, job.attempts],
      );
      if (rows.length && handler.failed) await handler.failed(tx, payload, reason);
    });
    this.log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, reason }, 'job failed for good');
    return 'failed';
  }
}
