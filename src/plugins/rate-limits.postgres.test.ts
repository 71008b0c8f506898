/**
 * The rate limits on PostgreSQL are counted in the database (decision record 049): two app
 * instances on one database share each client's window, on REST and tRPC (a batch counts each
 * call).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/harness.js';

const LOGIN_LIMIT = 4;

describe('rate limits across two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await createTestApp({ rateLimits: { login: LOGIN_LIMIT } });
    b = await buildApp({ config: a.config, orm: a.orm, closeOrm: false, logger: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const login = (app: FastifyInstance, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email: 'nobody@example.com', password: 'wrong password' } });

  it('count one window per client address across both: the attempts over the limit are refused on either', async () => {
    const ip = '198.51.100.7';
    const statuses = [];
    for (let i = 0; i < LOGIN_LIMIT; i++) statuses.push((await login(i % 2 === 0 ? a.app : b, ip)).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const refusedA = await login(a.app, ip);
    const refusedB = await login(b, ip);
    expect(refusedA.statusCode).toBe(429);
    expect(refusedB.statusCode).toBe(429);
    expect(Number(refusedB.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own window.
    expect((await login(b, '198.51.100.8')).statusCode).toBe(401);
  });

  it('a tRPC batch counts each call, in the window the other instance filled too', async () => {
    const ip = '198.51.100.9';
    expect((await login(a.app, ip)).statusCode).toBe(401);
    const input = { email: 'nobody@example.com', password: 'wrong password' };
    const batch = Object.fromEntries(Array.from({ length: LOGIN_LIMIT }, (_, i) => [String(i), input]));
    const res = await b.inject({
      method: 'POST',
      url: `/trpc/${Array(LOGIN_LIMIT).fill('auth.login').join(',')}?batch=1`,
      remoteAddress: ip,
      payload: batch,
    });
    expect(res.statusCode).toBe(429);
    const [row] = await a.em().execute<{ points: number }[]>(`select points from rate_limits where key = ?`, [`login:${ip}`]);
    expect(row!.points).toBe(1 + LOGIN_LIMIT);
  });
});
