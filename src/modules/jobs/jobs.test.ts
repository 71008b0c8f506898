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
function runner(): JobRunner {
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  return new JobRunner({ em: () => rootEm(t.orm).fork(), log: silent });
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

    const after = runner();
    let ran = 0;
    after.register(k, {
      async run() {
        ran++;
      },
    });
    // Within the lease the job is still the dead runner's.
    expect(await after.runDue(() => new Date(start + 1000))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await after.runDue(() => new Date(start + JOB_LEASE_MS + 1000))).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(ran).toBe(1);
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

  it('does not run jobs after stop() (shutdown)', async () => {
    const k = kind();
    const r = runner();
    let ran = 0;
    r.register(k, {
      async run() {
        ran++;
      },
    });
    const id = await enqueueJob(t.em(), k, {});
    r.stop();
    expect(await r.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(ran).toBe(0);
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
