/**
 * Hourly schedules run once per hour across instances (decision record 047): the claim in
 * `schedule_runs`, and two app instances on one database whose runner loops both find the same
 * schedule due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { rootEm } from '../../db.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { defineModule, defineSchedule } from '../module.js';
import { modules } from '../registry.js';
import { claimScheduleRun } from './schedule-runs.js';

const HOUR_MS = 60 * 60 * 1000;

describe('claimScheduleRun', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const claim = (name: string, now: Date) => claimScheduleRun(rootEm(t.orm).fork(), name, now, HOUR_MS);

  it('gives one of many simultaneous claims the run, and the next one only an interval later', async () => {
    const start = new Date('2026-11-28T10:00:00Z');
    const results = await Promise.all(Array.from({ length: 8 }, () => claim('test schedule', start)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claim('test schedule', new Date(start.getTime() + HOUR_MS - 1))).toBe(false);
    expect(await claim('another schedule', start)).toBe(true);
    const later = await Promise.all(Array.from({ length: 4 }, () => claim('test schedule', new Date(start.getTime() + HOUR_MS))));
    expect(later.filter(Boolean)).toHaveLength(1);
    const [row] = await t.em().execute<{ next_run_at: Date | string }[]>(`select next_run_at from schedule_runs where name = 'test schedule'`);
    expect(new Date(row!.next_run_at).getTime()).toBe(start.getTime() + 2 * HOUR_MS);
  });
});

describe('two instances on one database', () => {
  const runs: Date[] = [];
  const counter = defineModule({
    name: 'counter',
    schedules: () => [
      defineSchedule({
        name: 'test counter',
        decorator: 'runTestCounter',
        run: async (now) => {
          runs.push(now);
          return 0;
        },
        count: (n) => n,
      }),
    ],
  });

  it('run an hourly schedule once between them, though both loops find it due', async () => {
    // Both runner loops poll every 20 ms; the first round of each runs the schedules.
    const a = await createTestApp({ modules: [...modules, counter], mail: { pollMs: 20 } });
    const b = await buildApp({ config: a.config, orm: a.orm, closeOrm: false, modules: [...modules, counter], logger: false });
    try {
      await new Promise((r) => setTimeout(r, 1500));
      expect(runs).toHaveLength(1);
      const [row] = await a.em().execute<{ next_run_at: Date | string }[]>(`select next_run_at from schedule_runs where name = 'test counter'`);
      expect(new Date(row!.next_run_at).getTime()).toBe(runs[0]!.getTime() + HOUR_MS);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
