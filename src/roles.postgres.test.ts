/**
 * Process roles on one PostgreSQL (decision record 048): `PROCESS_ROLE=web` serves HTTP and runs no
 * background work; `PROCESS_ROLE=worker` runs it (here: delivering the e-mail a registration
 * through the web process queued) and listens on no port but METRICS_PORT, where it serves its
 * probes and `GET /metrics` (decision record 050). PostgreSQL only: the embedded database is opened
 * by one process, which does both.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test/harness.js';
import { cleanups, freePort, get, run, runCleanups, startServer, waitUntil } from './test/processes.js';

afterEach(runCleanups);

describe('a web process and a worker process on one database', () => {
  it('the web process queues and does not deliver; the worker delivers, serves no API and only its probes and metrics on METRICS_PORT', async () => {
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
    const metricsPort = await freePort();
    const token = 'a metrics token of at least thirty-two characters';
    const worker = run('src/main.ts', [], {
      ...common,
      PORT: String(workerPort),
      PROCESS_ROLE: 'worker',
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: token,
    });
    await waitUntil(60_000, () => mails().length === 1 || worker.child.exitCode !== null);
    expect(worker.child.exitCode, worker.output()).toBeNull();
    expect(mails()).toHaveLength(1);
    expect(worker.output()).toContain('worker started');
    await expect(get(workerPort, '/livez')).rejects.toThrow(/ECONNREFUSED/);

    // On METRICS_PORT: the probes and the worker's own metrics (its letter reading, its e-mail
    // delivery), for the token only; no API.
    const onMetricsPort = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${metricsPort}${path}`, { headers });
    expect((await onMetricsPort('/livez')).status).toBe(200);
    expect((await onMetricsPort('/readyz')).status).toBe(200);
    expect((await onMetricsPort('/metrics')).status).toBe(401);
    const metrics = await onMetricsPort('/metrics', { authorization: `Bearer ${token}` });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('# TYPE letter_file_reading_duration_seconds histogram');
    expect(text).toContain('# TYPE mail_delivery_failures_total counter');
    expect(text).toMatch(/^mail_outbox_pending 0$/m);
    expect((await onMetricsPort('/api/auth/me')).status).toBe(404);

    worker.child.kill('SIGTERM');
    web.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(await web.exited).toBe(0);
  }, 150_000);
});
