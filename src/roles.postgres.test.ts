/**
 * Process roles on one PostgreSQL (decision record 048): `PROCESS_ROLE=web` serves HTTP and runs no
 * background work; `PROCESS_ROLE=worker` runs it (here: delivering the e-mail a registration
 * through the web process queued) and listens on no port. PostgreSQL only: the embedded database is
 * opened by one process, which does both.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test/harness.js';
import { cleanups, freePort, get, run, runCleanups, startServer, waitUntil } from './test/processes.js';

afterEach(runCleanups);

describe('a web process and a worker process on one database', () => {
  it('the web process queues and does not deliver; the worker delivers and serves no HTTP', async () => {
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-roles-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const outbox = join(dataDir, 'outbox');
    const mails = () => (existsSync(outbox) ? readdirSync(outbox).filter((n) => n.endsWith('.eml')) : []);
    const common = { DATA_DIR: dataDir, DATABASE_URL: db.url! };

    const webPort = await freePort();
    const web = await startServer({ ...common, PORT: String(webPort), PROCESS_ROLE: 'web' });
    const registered = await fetch(`http://127.0.0.1:${webPort}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rolf Role', email: 'rolf@example.com', password: 'a long password 1' }),
    });
    expect(registered.status).toBe(201);
    // Longer than the runner's poll (5 s): a web process with a runner loop would have delivered it.
    await new Promise((r) => setTimeout(r, 6500));
    expect(mails()).toEqual([]);
    expect(web.output()).toContain('serving HTTP only');

    const workerPort = await freePort();
    const worker = run('src/main.ts', [], { ...common, PORT: String(workerPort), PROCESS_ROLE: 'worker' });
    await waitUntil(60_000, () => mails().length === 1 || worker.child.exitCode !== null);
    expect(worker.child.exitCode, worker.output()).toBeNull();
    expect(mails()).toHaveLength(1);
    expect(worker.output()).toContain('worker started');
    await expect(get(workerPort, '/livez')).rejects.toThrow(/ECONNREFUSED/);

    worker.child.kill('SIGTERM');
    web.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(await web.exited).toBe(0);
  }, 150_000);
});
