/**
 * Per-address limits count an IPv6 client by its /64 and an IPv4-mapped address as its IPv4
 * address (src/client-address.ts, docs/decisions/020-per-account-sign-in-limits.md), on both
 * transports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { login: 3 } });
});
afterAll(async () => t.close());

const login = (remoteAddress: string, transport: 'rest' | 'trpc' = 'rest') =>
  t.app.inject({
    method: 'POST',
    url: transport === 'rest' ? '/api/auth/login' : '/trpc/auth.login',
    remoteAddress,
    payload: { email: `nobody-${remoteAddress.replace(/[^\w]/g, '')}@example.com`, password: 'wrong password' },
  });

describe('per-address limits', () => {
  it('share one budget between two IPv6 addresses of one /64; another /64 has its own', async () => {
    expect((await login('2001:db8:aa:1::1')).statusCode).toBe(401);
    expect((await login('2001:db8:aa:1:ffff:1234:5678:9abc', 'trpc')).statusCode).toBe(401);
    expect((await login('2001:db8:aa:1::2')).statusCode).toBe(401);
    // A fourth address of the same /64 has nothing left.
    const refused = await login('2001:db8:aa:1:dead:beef:0:1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('2001:db8:aa:1::77', 'trpc')).statusCode).toBe(429);
    // The neighbouring /64 is another client.
    expect((await login('2001:db8:aa:2::1')).statusCode).toBe(401);
    expect(t.serverErrors).toEqual([]);
  });

  it('count an IPv4-mapped IPv6 address as its IPv4 address; IPv4 addresses stay separate', async () => {
    expect((await login('198.51.100.40')).statusCode).toBe(401);
    expect((await login('::ffff:198.51.100.40')).statusCode).toBe(401);
    expect((await login('198.51.100.40', 'trpc')).statusCode).toBe(401);
    expect((await login('::ffff:198.51.100.40')).statusCode).toBe(429);
    expect((await login('198.51.100.41')).statusCode).toBe(401);
    expect(t.serverErrors).toEqual([]);
  });
});
