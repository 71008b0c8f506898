/**
 * Sessions and password reset against enumeration and leftovers: signing in as someone else in
 * the same browser revokes the earlier session, and "forgot password" runs the same statements
 * whether or not the address has an account (so its timing tells nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { createTestApp, registerClient, sessionCookieOf, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a new sign-in in the same browser', () => {
  for (const transport of ['rest', 'trpc'] as const) {
    it(`revokes the session the browser had before (${transport})`, async () => {
      const a = await registerClient(t, 'Anna');
      const b = await registerClient(t, 'Ben');
      const cookies = { [SESSION_COOKIE]: a.cookie };
      const payload = { email: b.email, password: 'correct horse' };
      const res =
        transport === 'rest'
          ? await t.app.inject({ method: 'POST', url: '/api/auth/login', cookies, payload })
          : await t.app.inject({ method: 'POST', url: '/trpc/auth.login', cookies, payload });
      expect(res.statusCode).toBe(200);
      const newCookie = sessionCookieOf(res)!;
      // A's old cookie (e.g. a copy kept elsewhere) no longer works; the new one does.
      expect((await a.rest('GET', '/api/auth/me')).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [SESSION_COOKIE]: newCookie } })).json().user.email).toBe(b.email);
    });
  }

  it('registering while signed in revokes the earlier session too', async () => {
    const a = await registerClient(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      cookies: { [SESSION_COOKIE]: a.cookie },
      payload: { name: 'Second', email: `second-${Date.now()}@example.com`, password: 'correct horse' },
    });
    expect(res.statusCode).toBe(201);
    expect((await a.rest('GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('forgot password', () => {
  /** The SQL statements one request runs, with literal values blanked out. */
  async function statementsFor(email: string): Promise<string[]> {
    t.queries.length = 0;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.json()).toEqual({ ok: true });
    return t.queries.map((q) =>
      q
        .replace(/'(?:[^']|'')*'/g, '?')
        .replace(/\b\d+(\.\d+)?\b/g, '?')
        .replace(/\[took [^\]]*\]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }

  it('runs the same statements for a registered and an unknown address', async () => {
    const known = await registerClient(t);
    const forKnown = await statementsFor(known.email);
    const forUnknown = await statementsFor('nobody-here@example.com');
    expect(forKnown.length).toBeGreaterThan(1);
    expect(forUnknown).toEqual(forKnown);
    // ...and only the registered address got a token and an e-mail.
    const [tokens] = await t.em().execute<{ n: string }[]>('select count(*) as n from password_reset_tokens');
    expect(Number(tokens!.n)).toBe(1);
    const mails = await t.em().execute<{ to_address: string }[]>(`select to_address from mail_outbox where kind = 'password.reset'`);
    expect(mails.map((m) => m.to_address)).toEqual([known.email]);
  });
});
