/** The embedded database's admission queue (src/admission-queue.ts, decision record 054). */
import { describe, expect, it } from 'vitest';
import { AdmissionQueue, AdmissionTimeoutError } from './admission-queue.js';

describe('AdmissionQueue', () => {
  it('grants places in arrival order as they are freed, each freed once however often released', async () => {
    const queue = new AdmissionQueue({ maxConcurrent: 2, maxWaitMs: 5_000 });
    const a = await queue.acquire();
    const b = await queue.acquire();
    const order: string[] = [];
    const c = queue.acquire().then((release) => (order.push('c'), release));
    const d = queue.acquire().then((release) => (order.push('d'), release));
    expect([queue.active, queue.waiting]).toEqual([2, 2]);
    a();
    a();
    const releaseC = await c;
    expect(order).toEqual(['c']);
    expect([queue.active, queue.waiting]).toEqual([2, 1]);
    b();
    (await d)();
    releaseC();
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(['c', 'd']);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('starts at most one call per turn of the event loop, never inside the callback that asked', async () => {
    const queue = new AdmissionQueue({ maxConcurrent: 3, maxWaitMs: 5_000 });
    const granted: number[] = [];
    const calls = [1, 2, 3].map((n) => queue.acquire().then(() => granted.push(n)));
    expect(granted).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(granted).toEqual([1]);
    await new Promise((r) => setImmediate(r));
    expect(granted).toEqual([1, 2]);
    await Promise.all(calls);
    expect(granted).toEqual([1, 2, 3]);
  });

  it('refuses a waiter after maxWaitMs and takes it out of the line', async () => {
    const queue = new AdmissionQueue({ maxConcurrent: 1, maxWaitMs: 50 });
    const release = await queue.acquire();
    await expect(queue.acquire()).rejects.toBeInstanceOf(AdmissionTimeoutError);
    expect(queue.waiting).toBe(0);
    release();
    await new Promise((r) => setImmediate(r));
    expect(queue.active).toBe(0);
    (await queue.acquire())();
  });
});
