/**
 * The module registry (docs/decisions/032-modules-register-themselves.md): every table that
 * references an account belongs to a module that declares its personal data (decision record 013),
 * data.json keeps its layout, and a new module plugs in with its manifest and one registry line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, useTestApp, visitor, type TestApp } from '../test/harness.js';
import { foreignKeysToUsers } from '../test/database.js';
import { enqueueJob } from './jobs/runner.js';
import { defineJob, defineModule, defineSchedule } from './module.js';
import { modules } from './registry.js';

const t = useTestApp();

describe('personal data', () => {
  it('every table that references an account belongs to a module that declares its personal data', async () => {
    const declared = modules.flatMap((m) => ('personalData' in m ? m.personalData.userReferences : []));
    const fks = (await foreignKeysToUsers(t)).map((r) => `${r.table}.${r.column}`);
    expect(fks.filter((fk) => !declared.includes(fk))).toEqual([]);
    // No stale declarations, and none twice.
    expect(declared.filter((d) => !fks.includes(d))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
    expect(fks.length).toBeGreaterThanOrEqual(25);
  });

  it('each declaration says what is retained, and exports or erases something', () => {
    for (const m of modules) {
      if (!('personalData' in m)) continue;
      const p = m.personalData;
      expect(p.retained, m.name).toMatch(/\w{3}/);
      expect(Boolean(p.export?.length) || Boolean(p.erase), m.name).toBe(true);
    }
  });

  it("data.json keeps format 1's layout (sections by position, one key each)", () => {
    const sections = modules.flatMap((m) => ('personalData' in m ? (m.personalData.export ?? []) : [])).sort((a, b) => a.position - b.position);
    expect(sections.map((s) => s.key)).toEqual([
      'account',
      'questions',
      'letters',
      'folders',
      'documents',
      'purchases',
      'timeLedger',
      'orders',
      'invoices',
      'withdrawals',
      'securityLog',
      'sessions',
      'twoFactor',
      'emailChanges',
      'emails',
      'contactMessages',
      'firmActions',
      'dataExports',
      'calls',
    ]);
    expect(new Set(sections.map((s) => s.position)).size).toBe(sections.length);
  });
});

describe('a new module', () => {
  // What a new module touches: its folder (this manifest), one registry line (here: the list handed
  // to the app), its migration (none: no table) and its message keys (none).
  const waved: string[] = [];
  const greetings = defineModule({
    name: 'greetings',
    rest: [
      async (app) => {
        app.get('/api/greetings', async () => ({ greetings: waved }));
      },
    ],
    jobs: () => [
      defineJob({
        kind: 'greetings.wave',
        payload: z.object({ to: z.string().min(1) }),
        async run({ to }) {
          waved.push(to);
        },
      }),
    ],
    schedules: () => [defineSchedule({ name: 'greetings count', decorator: 'countGreetings', run: async () => waved.length, count: (n) => n })],
  });
  let g: TestApp;
  beforeAll(async () => {
    g = await createTestApp({ modules: [...modules, greetings] });
  });
  afterAll(async () => g?.close());

  it('serves its REST route, runs its typed job and its schedule, beside every other module', async () => {
    expect((await visitor(g).rest('GET', '/api/greetings')).json()).toEqual({ greetings: [] });
    await enqueueJob(g.em(), 'greetings.wave', { to: 'Ada' });
    expect(await g.app.jobs.runDue()).toMatchObject({ done: 1, failed: 0 });
    expect((await visitor(g).rest('GET', '/api/greetings')).json()).toEqual({ greetings: ['Ada'] });
    const count = (g.app as unknown as { countGreetings(now?: Date): Promise<number> }).countGreetings;
    expect(await count()).toBe(1);
    // The other modules are there too.
    expect((await visitor(g).rest('GET', '/api/catalog')).statusCode).toBe(200);
    expect(g.serverErrors).toEqual([]);
  });

  it('a payload its schema refuses is not run: the job is retried and ends failed', async () => {
    const id = await enqueueJob(g.em(), 'greetings.wave', { to: '' }, { maxAttempts: 1 });
    expect(await g.app.jobs.runDue()).toMatchObject({ done: 0, failed: 1 });
    const [job] = await g.em().execute<{ status: string }[]>(`select status from jobs where id = ?`, [id]);
    expect(job?.status).toBe('failed');
    expect(waved).toEqual(['Ada']);
  });

  it('is not in the app that was built without it', async () => {
    expect((await visitor(t).rest('GET', '/api/greetings')).statusCode).toBe(404);
  });
});
