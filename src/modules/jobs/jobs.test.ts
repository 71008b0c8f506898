import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootEm } from '../../db.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enqueueJob, JOB_LEASE_MS, JobRunner, jobRetryDelayMs, PermanentJobError, type JobHandler } from './runner.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A runner of its own on the test database (as a second app instance would have). */
function runner(opts: { leaseMs?: number; heartbeatMs?: number } = {}): JobRunner {
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  return new JobRunner({ em: () => rootEm(t.orm).fork(), log: silent, ...opts });
}

async function lockedUntil(id: string): Promise<number> {
  const [row] = await t.em().execute<{ locked_until: Date | string }[]>(`select locked_until from jobs where id = ?`, [id]);
  return new Date(row!.locked_until).getTime();
}

async function job(id: string) {
  const [row] = await t
    .em()
    .execute<{ status: string; attempts: number; last_error: string | null; run_at: Date | string }[]>(
      `select status, attempts, last_error, run_at from jobs where id = ?`,
      [id],
    );
  return row!;
}

let kinds = 0;
/** A fresh job kind per test, so runners only see their own test's jobs' handlers. */
const kind = () => `test.kind${++kinds}`;

/** A handler's signal that it has started: it calls `started()`, the test awaits `running`. */
function startSignal(): { started: () => void; running: Promise<void> } {
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  return { started, running };
}

/**
 * A runner (see `runner`, with `opts`) with a handler for `k` that only counts its runs.
 * @returns the runner and how often the handler has run so far
 */
function countingRunner(k: string, opts: { leaseMs?: number } = {}): { r: JobRunner; runs: () => number } {
  const r = runner(opts);
  let ran = 0;
  r.register(k, {
    async run() {
      ran++;
    },
  });
  return { r, runs: () => ran };
}

describe('the job runner', () => {
  it('runs a job once even when two runners claim at the same time', async () => {
    const k = kind();
    const calls: string[] = [];
    const handler: JobHandler<{ n: number }> = {
      async run(p) {
        calls.push(`run ${p.n}`);
        await new Promise((r) => setTimeout(r, 100));
      },
    };
    const a = runner();
    const b = runner();
    a.register(k, handler);
    b.register(k, handler);
    const ids = await Promise.all([1, 2, 3].map((n) => enqueueJob(t.em(), k, { n })));
    const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ra.done + rb.done).toBe(3);
    expect(calls.sort()).toEqual(['run 1', 'run 2', 'run 3']);
    for (const id of ids) expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('retries a failed attempt with backoff, then succeeds', async () => {
    const k = kind();
    let attempts = 0;
    const r = runner();
    r.register(k, {
      async run() {
        attempts++;
        if (attempts === 1) throw new Error('tesseract timed out');
      },
    });
    const id = await enqueueJob(t.em(), k, {});
    const start = Date.now();
    expect(await r.runDue(() => new Date(start))).toEqual({ done: 0, retried: 1, failed: 0 });
    const waiting = await job(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, last_error: 'tesseract timed out' });
    expect(new Date(waiting.run_at).getTime()).toBeGreaterThanOrEqual(start + jobRetryDelayMs(1) - 1000);
    // Not due before its backoff has passed.
    expect(await r.runDue(() => new Date(start + 1000))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await r.runDue(() => new Date(start + jobRetryDelayMs(1) + 1000))).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2, last_error: null });
  });

  it('ends a job that keeps failing as failed with its reason, and lets its handler record it', async () => {
    const k = kind();
    const recorded: string[] = [];
    const r = runner();
    r.register(k, {
      async run() {
        throw new Error('page could not be rasterised');
      },
      async failed(_tx, _p, reason) {
        recorded.push(reason);
      },
    });
    const id = await enqueueJob(t.em(), k, {}, { maxAttempts: 3 });
    let now = Date.now();
    for (let i = 0; i < 5; i++) {
      await r.runDue(() => new Date(now));
      now += 2 * 60 * 60 * 1000;
    }
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'page could not be rasterised' });
    expect(recorded).toEqual(['page could not be rasterised']);
  });

  it('fails at once on a permanent error (no retries)', async () => {
    const k = kind();
    const r = runner();
    r.register(k, {
      async run() {
        throw new PermanentJobError('ocrOff');
      },
    });
    const id = await enqueueJob(t.em(), k, {});
    expect(await r.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'ocrOff' });
  });

  it('survives a restart: a job whose runner died is claimed again when its lease runs out', async () => {
    const k = kind();
    const id = await enqueueJob(t.em(), k, {});
    // The first runner claims the job and is killed mid-run (kill -9): its row stays 'running'.
    const start = Date.now();
    await t.em().execute(`update jobs set status = 'running', attempts = 1, locked_until = ? where id = ?`, [new Date(start + JOB_LEASE_MS), id]);

    const { r: after, runs } = countingRunner(k);
    // Within the lease the job is still the dead runner's.
    expect(await after.runDue(() => new Date(start + 1000))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await after.runDue(() => new Date(start + JOB_LEASE_MS + 1000))).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a job whose runner died during its last attempt instead of running it forever', async () => {
    const k = kind();
    const id = await enqueueJob(t.em(), k, {}, { maxAttempts: 2 });
    await t.em().execute(`update jobs set status = 'running', attempts = 2, locked_until = ? where id = ?`, [new Date(Date.now() - 1000), id]);
    const r = runner();
    r.register(k, {
      async run() {
        throw new Error('must not run');
      },
    });
    expect(await r.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await job(id)).toMatchObject({ status: 'failed', last_error: 'abandoned after its last attempt' });
  });

  it('takes over the job of a runner that died within about a minute of its last heartbeat, and the dead one records nothing', async () => {
    const k = kind();
    const id = await enqueueJob(t.em(), k, {});
    const start = Date.now();
    // A runner that claims the job and then beats no more (its process was killed).
    const dead = runner({ heartbeatMs: 60 * 60 * 1000 });
    const { started, running } = startSignal();
    let finishDead!: () => void;
    dead.register(k, {
      run: () => {
        started();
        return new Promise<void>((r) => (finishDead = r));
      },
    });
    const deadRun = dead.runDue(() => new Date(start));
    await running;

    const { r: next, runs } = countingRunner(k);
    expect(await next.runDue(() => new Date(start + 30_000))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await next.runDue(() => new Date(start + 90_000))).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs()).toBe(1);
    // The dead runner's late result is not written (its lease was lost).
    finishDead();
    expect(await deadRun).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it("keeps a live runner's job by renewing its lease while the handler runs", async () => {
    const k = kind();
    const id = await enqueueJob(t.em(), k, {});
    const live = runner({ leaseMs: 1000, heartbeatMs: 100 });
    const { started, running } = startSignal();
    live.register(k, {
      async run() {
        started();
        await new Promise((r) => setTimeout(r, 1600));
      },
    });
    const liveRun = live.runDue();
    await running;
    const first = await lockedUntil(id);
    const { r: other, runs: stolen } = countingRunner(k, { leaseMs: 1000 });
    // Past the first lease's end, the heartbeat has moved it on: nobody else takes the job.
    await new Promise((r) => setTimeout(r, 1200));
    expect(Date.now()).toBeGreaterThan(first);
    expect(await lockedUntil(id)).toBeGreaterThan(first);
    expect(await other.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await liveRun).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(stolen()).toBe(0);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('tells a handler whose lease was taken over, and does not record its result', async () => {
    const k = kind();
    const id = await enqueueJob(t.em(), k, {});
    const r = runner({ leaseMs: 1000, heartbeatMs: 100 });
    const { started, running } = startSignal();
    let aborted = false;
    r.register(k, {
      async run(_p, ctx) {
        started();
        await new Promise<void>((res) => {
          const timer = setTimeout(res, 3000);
          ctx.leaseLost.addEventListener('abort', () => {
            aborted = true;
            clearTimeout(timer);
            res();
          });
        });
      },
    });
    const run = r.runDue();
    await running;
    // Another runner took the job over (its claim counted a new attempt).
    await t.em().execute(`update jobs set attempts = attempts + 1 where id = ?`, [id]);
    expect(await run).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(aborted).toBe(true);
    expect(await job(id)).toMatchObject({ status: 'running', attempts: 2 });
    await t.em().execute(`update jobs set status = 'done' where id = ?`, [id]);
  });

  it('does not run jobs after stop() (shutdown)', async () => {
    const k = kind();
    const { r, runs } = countingRunner(k);
    const id = await enqueueJob(t.em(), k, {});
    r.stop();
    expect(await r.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs()).toBe(0);
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
