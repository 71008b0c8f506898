/**
 * The sandbox's guard with real child processes (docs/decisions/016-untrusted-files-in-child-processes.md):
 * results and errors cross back; a task that runs too long, holds too many buffers or fills its
 * heap is killed with a limit error, together with any program it started; a slow start-up is not
 * counted against the task; the web process's
 * event loop stays free meanwhile; a child is reused only as configured.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputLimitError, SandboxPool, SandboxTaskError } from './sandbox.js';

const limits = { timeoutMs: 3000, maxHeapMb: 64, maxRssMb: 300 };
const pool = new SandboxPool({ module: '../test/sandbox-tasks', concurrency: 2, tasksPerChild: 1, ...limits });
afterAll(() => pool.close());

/**
 * Whether process `pid` still runs. A killed process whose parent has gone waits as a zombie until
 * its new parent reaps it (in a container, possibly never): it runs no more, so it counts as ended.
 */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state …"; Z is a zombie, X dead.
    const state = /\)\s+(\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

describe('SandboxPool', () => {
  it('returns a task result, Buffers and Dates included', async () => {
    const value = { bytes: Buffer.from('PDF'), at: new Date('2026-11-26T10:00:00Z'), n: 3 };
    const back = await pool.run<{ bytes: Uint8Array; at: Date; n: number }>('echo', [value]);
    expect(Buffer.from(back.bytes).toString()).toBe('PDF');
    expect(back.at.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(back.n).toBe(3);
  });

  it('carries a cap back as InputLimitError and any other error by name', async () => {
    await expect(pool.run('overCap', [])).rejects.toMatchObject({ name: 'InputLimitError', reason: 'input', message: 'too many pages' });
    const err = await pool.run('broken', []).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SandboxTaskError);
    expect(err).toMatchObject({ remoteName: 'TypeError', message: 'damaged file' });
  });

  it('kills a task past its time limit, while the event loop here stays free', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 50);
    const started = Date.now();
    const err = await pool.run('spin', [60_000]).catch((e: unknown) => e);
    clearInterval(timer);
    expect(err).toBeInstanceOf(InputLimitError);
    expect((err as InputLimitError).reason).toBe('time');
    // Killed at its limit, long before its 60 s (the child's start-up, slow on a busy machine, comes on top).
    expect(Date.now() - started).toBeLessThan(limits.timeoutMs + 12_000);
    // About 60 ticks in 3 s: the spinning happened elsewhere.
    expect(ticks).toBeGreaterThan(30);
  });

  it("counts a task's time limit from its start, not from the child's slow start-up, and bounds the start-up too", async () => {
    const slow = new SandboxPool({ module: '../test/sandbox-slow-start', concurrency: 1, tasksPerChild: 1, ...limits, timeoutMs: 1000 });
    const stuck = new SandboxPool({ module: '../test/sandbox-slow-start', concurrency: 1, tasksPerChild: 1, ...limits, startTimeoutMs: 1000 });
    try {
      // The module takes 2 s to load, twice the task's limit: the task still runs.
      expect(await slow.run('echo', ['read'])).toBe('read');
      // A start-up past its own bound is a transient failure, not the input's fault.
      const err = await stuck.run('echo', ['never']).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SandboxTaskError);
      expect(err).toMatchObject({ remoteName: 'StartTimeout' });
    } finally {
      slow.close();
      stuck.close();
    }
  });

  it('kills a task whose buffers outside the heap pass the resident-memory limit', async () => {
    const err = await pool.run('buffers', [600, 10_000]).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'InputLimitError', reason: 'memory' });
  });

  it('stops a task that fills its heap', async () => {
    // Its own pool with a time limit well beyond the heap's: on a busy machine filling 64 MB of
    // small objects (and the collector's work meanwhile) can take longer than the 3 s above.
    const patient = new SandboxPool({ module: '../test/sandbox-tasks', concurrency: 1, tasksPerChild: 1, ...limits, timeoutMs: 60_000 });
    try {
      const err = await patient.run('heap', []).catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'InputLimitError', reason: 'memory' });
    } finally {
      patient.close();
    }
  }, 90_000);

  it('ends the programs a killed task started', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-test-'));
    const quick = new SandboxPool({ module: '../test/sandbox-tasks', concurrency: 1, tasksPerChild: 1, ...limits, timeoutMs: 1500 });
    try {
      const pidFile = join(dir, 'pid');
      await expect(quick.run('program', [pidFile])).rejects.toMatchObject({ reason: 'time' });
      const pid = Number((await readFile(pidFile, 'utf8')).trim());
      // The whole process group is killed at once; on a busy machine the kernel may take a moment.
      await expect.poll(() => alive(pid), { timeout: 5000 }).toBe(false);
    } finally {
      quick.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
