/**
 * `GET /metrics` (decision record 050): only with METRICS_TOKEN and only for a request carrying
 * it; Prometheus text with the process's metrics, requests by route pattern (no URL, no personal
 * data), the job and outbox queues and the sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../config.js';
import { enqueueJob } from '../modules/jobs/runner.js';
import { createTestApp, registerClient, useTestApp, type TestApp } from '../test/harness.js';

const TOKEN = 'metrics-token-for-the-test-run-0123456789';

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(async () => t?.close());

  it('refuses a request without the token, or with another, with 401', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
  });

  it('shows requests by route pattern and status, the queues, the sessions and the process', async () => {
    const client = await registerClient(t, 'Metta Metric');
    const asked = await client.rest('POST', '/api/questions', { question: 'Is my Steuerbescheid right?' });
    expect(asked.statusCode).toBe(201);
    expect((await client.rest('GET', `/api/questions/${asked.json().id}`)).statusCode).toBe(200);
    await enqueueJob(t.em(), 'metrics.test', {});

    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/questions",status="201"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/questions\/:id",status="200"\} [1-9]/);
    expect(text).toMatch(/^jobs\{kind="metrics\.test",status="queued"\} 1$/m);
    expect(text).toMatch(/^jobs_oldest_due_age_seconds\{kind="metrics\.test"\} /m);
    // The registration's confirmation e-mail waits in the outbox (the tests deliver by hand).
    expect(text).toMatch(/^mail_outbox_pending [1-9]/m);
    expect(text).toMatch(/^sessions_active [1-9]/m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // The pool of PostgreSQL's connections (the embedded database has none).
    if (testDatabaseKind() === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
    else expect(text).not.toMatch(/^db_pool_connections\{/m);
    // Patterns, not addresses: no id, no name, no e-mail address, no question text.
    expect(text).not.toContain(asked.json().id);
    for (const personal of ['Metta', client.email, 'Steuerbescheid']) expect(text).not.toContain(personal);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();
  it('is no route: the path is an unknown page like any other', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('process_resident_memory_bytes');
  });
});
