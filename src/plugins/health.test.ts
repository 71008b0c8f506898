/**
 * The health probes and load shedding (src/plugins/health.ts, decision record 046): /livez answers
 * while the process does; /readyz names what is missing (storage, migrations, the database) with
 * 503 and Retry-After; a lagging event loop sheds requests with 503 in each transport's error shape;
 * on the embedded database, API calls wait in a bounded queue (decision record 054).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../config.js';
import { defineModule } from '../modules/module.js';
import { modules } from '../modules/registry.js';
import { MESSAGES } from '../shared/messages.js';
import { createTestApp, visitor, type TestApp } from '../test/harness.js';
import { throughProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { asLocal } from '../storage/local-storage.js';

/** Keeps the event loop busy in slices of `sliceMs` for `totalMs`, yielding between slices (timers run late). */
async function lagEventLoop(totalMs: number, sliceMs: number): Promise<void> {
  const end = Date.now() + totalMs;
  while (Date.now() < end) {
    const sliceEnd = Date.now() + sliceMs;
    while (Date.now() < sliceEnd) {
      // busy: the event loop cannot run anything else
    }
    await new Promise((r) => setImmediate(r));
  }
}

describe('GET /livez and GET /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answer 200 with every check ok, uncached', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 with Retry-After while the upload directory is gone, and 200 once it is back', async () => {
    rmSync(asLocal(t.app.storage).root, { recursive: true, force: true });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'ok', storage: 'failed' } });
      expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      mkdirSync(asLocal(t.app.storage).root, { recursive: true });
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('/readyz and the migrations', () => {
  it('answers 503 naming the migrations while one of them is not applied', async () => {
    const t = await createTestApp();
    try {
      const [newest] = await t
        .em()
        .execute<{ id: number; name: string; executed_at: Date }[]>('select id, name, executed_at from mikro_orm_migrations order by id desc limit 1');
      await t.em().execute('delete from mikro_orm_migrations where id = ?', [newest!.id]);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toEqual({ database: 'ok', migrations: 'failed', storage: 'ok' });
      await t.em().execute('insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)', [newest!.id, newest!.name, newest!.executed_at]);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('/readyz and the database (PostgreSQL)', () => {
  it('answers 503 naming the database while it cannot be reached, and 200 once it is back', async () => {
    if (testDatabaseKind() !== 'postgres') return;
    let proxy!: TcpProxy;
    const t = await createTestApp({
      databasePool: { acquireTimeoutMs: 1000 },
      connectVia: throughProxy((p) => (proxy = p)),
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      proxy.down();
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.database).toBe('failed');
      expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      proxy.up();
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    } finally {
      await t.close();
      await proxy.close();
    }
  });
});

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A bound far above what a busy test machine's own lag usually reaches, far below the lag made here.
    t = await createTestApp({ config: { health: { maxEventLoopDelayMs: 150, sampleIntervalMs: 200, embeddedQueue: null } } });
  });
  afterAll(async () => t.close());

  /** Polls `GET /api/catalog` until it answers 200 (the machine's own lag has passed), at most 20 s. */
  async function servedAgain(): Promise<number> {
    let status = 0;
    for (let i = 0; i < 200 && status !== 200; i++) {
      status = (await visitor(t).rest('GET', '/api/catalog')).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    return status;
  }

  it('answers 503 serverBusy with Retry-After on REST and tRPC while the event loop lags, keeps /livez, and serves again after', async () => {
    const client = visitor(t);
    expect(await servedAgain()).toBe(200);

    // Each check right after a lag of its own: the sample it meets is the lagging one.
    await lagEventLoop(1500, 300);
    const rest = await client.rest('GET', '/api/catalog');
    expect(rest.statusCode).toBe(503);
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', messageKey: 'serverBusy', message: MESSAGES.serverBusy });
    await lagEventLoop(1500, 300);
    const trpc = await client.trpc('query', 'catalog.get');
    expect(trpc.statusCode).toBe(503);
    expect(trpc.headers['retry-after']).toBe('5');
    expect(trpc.json().error.data).toMatchObject({ appCode: 'SERVICE_UNAVAILABLE', messageKey: 'serverBusy' });
    await lagEventLoop(1500, 300);
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    // A quiet loop: the next samples are below the bound.
    expect(await servedAgain()).toBe(200);
  });
});

describe('the embedded queue', () => {
  // One place, a short wait; a module whose call holds its place until the test lets it go.
  let letGo: () => void = () => {};
  let holding = 0;
  const held = defineModule({
    name: 'held',
    rest: [
      async (app) => {
        app.get('/api/held', async () => {
          holding++;
          await new Promise<void>((resolve) => {
            letGo = resolve;
          });
          return { done: true };
        });
      },
    ],
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      modules: [...modules, held],
      config: { health: { maxEventLoopDelayMs: 0, sampleIntervalMs: 1000, embeddedQueue: { maxConcurrent: 1, maxWaitMs: 300 } } },
    });
  });
  afterAll(async () => t.close());

  it('lets calls wait their turn, refuses one that waited too long with 503 serverBusy and Retry-After on REST and tRPC, and never holds up the probes', async () => {
    const client = visitor(t);
    const first = client.rest('GET', '/api/held');
    while (holding === 0) await new Promise((r) => setTimeout(r, 10));

    // A call that waits for the place and gets it in time, in arrival order.
    const waiting = client.rest('GET', '/api/catalog');
    await new Promise((r) => setTimeout(r, 100));
    letGo();
    expect((await first).json()).toEqual({ done: true });
    expect((await waiting).statusCode).toBe(200);

    // While the place stays taken, a call that waits past the bound is refused in its transport's shape.
    const again = client.rest('GET', '/api/held');
    while (holding === 1) await new Promise((r) => setTimeout(r, 10));
    const started = Date.now();
    const rest = await client.rest('GET', '/api/catalog');
    expect(rest.statusCode).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(rest.headers['retry-after']).toBe('2');
    expect(rest.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', messageKey: 'serverBusy', message: MESSAGES.serverBusy });
    const trpc = await client.trpc('query', 'catalog.get');
    expect(trpc.statusCode).toBe(503);
    expect(trpc.json().error.data).toMatchObject({ appCode: 'SERVICE_UNAVAILABLE', messageKey: 'serverBusy' });
    // The probes do not wait in the queue.
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    letGo();
    expect((await again).statusCode).toBe(200);
    expect((await client.rest('GET', '/api/catalog')).statusCode).toBe(200);
  });
});
