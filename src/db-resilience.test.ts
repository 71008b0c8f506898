/**
 * The database failing under the app: an outage answers 503 with Retry-After and is logged once
 * (its end too); backends killed during concurrent transactions never cost pool slots; text the
 * database cannot store (NUL) is a 400, never a 500. The outage and backend tests need a real
 * PostgreSQL server (server-postgres); on PGlite the same classification is checked against a
 * real refused connection.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { testDatabaseKind } from './config.js';
import { databaseFailureOf } from './db-errors.js';
import { createTestApp, registerClient, visitor, type Client, type TestApp } from './test/harness.js';
import { throughProxy, type TcpProxy } from './test/tcp-proxy.js';
import { MESSAGES } from './shared/messages.js';

const onPostgres = testDatabaseKind() === 'postgres';
const NUL = '\u0000';

/** Polls `fn` until it returns true, at most `ms` milliseconds. Returns the time it took. */
async function within(ms: number, fn: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await fn()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

describe('NUL characters in text', () => {
  let t: TestApp;
  let client: Client;
  beforeAll(async () => {
    t = await createTestApp();
    client = await registerClient(t);
  });
  afterAll(async () => t.close());

  it('are refused with 400 on every text field, through REST and tRPC, and nothing is written', async () => {
    const cases: [Client, 'GET' | 'POST', string, string, unknown][] = [
      [
        visitor(t),
        'POST',
        '/api/contact',
        'contact.submit',
        { name: `Ann${NUL}a`, email: 'a@example.com', language: 'en', message: `Hello there ${NUL} friend` },
      ],
      [visitor(t), 'POST', '/api/auth/register', 'auth.register', { name: `Eve${NUL}`, email: 'nul@example.com', password: 'long enough' }],
      [client, 'POST', '/api/questions', 'questions.create', { question: `What is ${NUL}?` }],
      [client, 'POST', '/api/folders', 'folders.create', { name: `Tax${NUL}2025` }],
    ];
    for (const [who, method, url, path, body] of cases) {
      const rest = await who.rest(method, url, body);
      expect(rest.statusCode, url).toBe(400);
      expect(rest.json().message, url).toBe(MESSAGES.invalidCharacters);
      const trpc = await who.trpc('mutation', path, body);
      expect(trpc.statusCode, path).toBe(400);
      expect(trpc.json().error.message, path).toBe(MESSAGES.invalidCharacters);
    }
    const counts = await t.em().execute<{ n: string }[]>(
      `select (select count(*) from contact_forms) + (select count(*) from questions) + (select count(*) from folders)
              + (select count(*) from users where email = 'nul@example.com') as n`,
    );
    expect(Number(counts[0]!.n)).toBe(0);
    expect(t.serverErrors).toEqual([]);
  });

  it('in an upload title is a 400', async () => {
    const boundary = 'b0undary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nTitle${NUL}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      cookies: { session: client.cookie },
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidCharacters);
  });

  it('that reaches the database anyway is classified as a client mistake (400), not a 500', async () => {
    const error = await t
      .em()
      .execute('select ?::text as v', [`a${NUL}b`])
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeDefined();
    expect(databaseFailureOf(error)).toBe('invalid-text');
  });
});

describe('database outage', () => {
  it('a refused connection is classified as unavailable (503), a bug is not', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', connectionTimeoutMillis: 2000 });
    const error = await c.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(databaseFailureOf(error)).toBe('unavailable');
    expect(databaseFailureOf(new TypeError('x is undefined'))).toBeUndefined();
  });

  it('answers 503 with Retry-After on REST and tRPC, logs it once, and recovers by itself (PostgreSQL)', async () => {
    if (!onPostgres) return;
    let proxy!: TcpProxy;
    const t = await createTestApp({
      logLevel: 'info',
      databasePool: { acquireTimeoutMs: 1000 },
      connectVia: throughProxy((p) => (proxy = p)),
    });
    try {
      const client = await registerClient(t);
      expect((await client.rest('GET', '/api/questions')).statusCode).toBe(200);
      t.serverErrors.length = 0;

      proxy.down();
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const rest = await client.rest('POST', '/api/questions', { question: `During the outage ${i}` });
        statuses.push(rest.statusCode);
        expect(rest.headers['retry-after']).toBe('5');
        expect(rest.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable });
        const trpc = await client.trpc('query', 'questions.list');
        statuses.push(trpc.statusCode);
        expect(trpc.headers['retry-after']).toBe('5');
        expect(trpc.json().error.data.appCode).toBe('SERVICE_UNAVAILABLE');
      }
      expect(new Set(statuses)).toEqual(new Set([503]));
      const lines = () => t.serverErrors.map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown });
      expect(lines().filter((l) => l.level >= 50)).toHaveLength(1);
      expect(lines().filter((l) => l.msg.startsWith('database unavailable'))).toHaveLength(1);
      expect(lines().some((l) => l.err !== undefined)).toBe(false);

      proxy.up();
      await within(5000, async () => (await client.rest('GET', '/api/questions')).statusCode === 200);
      await within(5000, async () => lines().some((l) => l.msg === 'database available again'));
      const created = await client.rest('POST', '/api/questions', { question: 'After the outage' });
      expect(created.statusCode).toBe(201);
      // Nothing from the outage was written.
      const list = await client.rest('GET', '/api/questions');
      expect(list.json().map((q: { question: string }) => q.question)).toEqual(['After the outage']);
    } finally {
      await t.close();
      await proxy.close();
    }
  });
});

describe('backends killed during concurrent transactions (PostgreSQL)', () => {
  it('never cost pool slots: the app serves again within 5 s with the whole pool', async () => {
    if (!onPostgres) return;
    const poolMax = 5;
    const t = await createTestApp({ databasePool: { max: poolMax, acquireTimeoutMs: 2000 } });
    try {
      const client = await registerClient(t);
      const [{ db }] = (await t.em().execute<{ db: string }[]>('select current_database() as db')) as [{ db: string }];
      const killer = new pg.Client({ connectionString: t.config.databaseUrl!.replace(/\/[^/]*$/, '/postgres') });
      await killer.connect();
      try {
        // Waves of concurrent time-consuming transactions (a question each: insert + outbox row),
        // with every backend of this database terminated while they run.
        for (let wave = 0; wave < 4; wave++) {
          const load = Array.from({ length: 30 }, (_, i) => client.rest('POST', '/api/questions', { question: `Wave ${wave} question ${i}` }));
          await new Promise((r) => setTimeout(r, 15 * (wave + 1)));
          await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db]);
          const results = await Promise.all(load);
          for (const r of results) expect([201, 503]).toContain(r.statusCode);
        }
      } finally {
        await killer.end();
      }
      const took = await within(5000, async () => (await client.rest('GET', '/api/questions')).statusCode === 200);
      expect(took).toBeLessThan(5000);
      // Every slot is usable: poolMax transactions holding a connection at the same moment all finish.
      const held = await Promise.all(Array.from({ length: poolMax }, () => t.em().transactional(async (tx) => tx.execute('select pg_sleep(0.3) as s'))));
      expect(held).toHaveLength(poolMax);
      expect((await client.rest('POST', '/api/questions', { question: 'Still works' })).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
