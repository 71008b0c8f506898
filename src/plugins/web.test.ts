import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web client', () => {
  it.each(['/', '/login', '/register', '/dashboard', '/questions', '/documents', '/services/finanzamt-support'])('%s answers 200 with the app', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('an unknown page answers 404 with the app (which shows Page Not Found)', async () => {
    const res = await t.app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets with long caching', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('unknown /api and /trpc paths get JSON 404s', async () => {
    for (const url of ['/api/unknown', '/trpc/nothing.here']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
