/**
 * The session cache (decision record 058): a checked session's user is served from the instance's
 * memory for at most SESSION_CACHE_MS; a change made by a request of this instance (logout, a new
 * language, revoking another session) counts at once, a change made elsewhere (another instance,
 * a direct SQL write) within SESSION_CACHE_MS. Both transports.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, registerClient, useTestApp } from '../test/harness.js';

const t = useTestApp();

/** Polls `fn` every 20 ms until it returns true; returns the milliseconds it took, or throws after `ms`. */
async function within(ms: number, fn: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await fn()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the session cache', () => {
  it('keeps a checked session for at most half a second by default', () => {
    expect(t.config.sessionCacheMs).toBe(500);
  });

  it('refuses a session revoked outside the instance (another instance, SQL) within SESSION_CACHE_MS, on both transports', async () => {
    const c = await registerClient(t, 'Rita Elsewhere');
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await c.trpc('query', 'auth.me')).statusCode).toBe(200);
    await t.em().execute(`delete from sessions where user_id = ?`, [c.id]);
    const took = await within(t.config.sessionCacheMs + 200, async () => (await c.rest('GET', '/api/auth/me')).statusCode === 401);
    expect(took).toBeLessThanOrEqual(t.config.sessionCacheMs + 200);
    expect((await c.trpc('query', 'auth.me')).statusCode).toBe(401);
  });

  it('refuses a session at once after a logout on this instance, though it was just checked', async () => {
    const c = await registerClient(t, 'Lena Here');
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await c.rest('POST', '/api/auth/logout', {})).statusCode).toBeLessThan(300);
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await c.trpc('query', 'auth.me')).statusCode).toBe(401);
  });

  it('shows a change of the account made on this instance at once: the language, a session ended from the list', async () => {
    const c = await registerClient(t, 'Jonas Sprache');
    expect((await c.rest('GET', '/api/auth/me')).json().user.language).toBe('en');
    expect((await c.trpc('mutation', 'auth.updateProfile', { language: 'de' })).statusCode).toBe(200);
    expect((await c.rest('GET', '/api/auth/me')).json().user.language).toBe('de');
    const [mine] = (await c.rest('GET', '/api/auth/sessions')).json() as { id: string }[];
    expect((await c.trpc('mutation', 'auth.endSession', { id: mine!.id })).statusCode).toBe(200);
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('with SESSION_CACHE_MS=0 checks the database on every request', async () => {
    const uncached = await createTestApp({ config: { sessionCacheMs: 0 } });
    try {
      const c = await registerClient(uncached, 'Uwe Direkt');
      expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
      await uncached.em().execute(`delete from sessions where user_id = ?`, [c.id]);
      expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(401);
    } finally {
      await uncached.close();
    }
  });
});
