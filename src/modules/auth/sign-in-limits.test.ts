/**
 * Per-account sign-in limits (docs/decisions/020-per-account-sign-in-limits.md): password guessing
 * spread over many addresses is throttled per account, unknown addresses answer alike, a password
 * reset (which proves the mailbox) or a passkey still gets the owner in, and the owner is e-mailed
 * once when password entry or two-factor code entry is throttled. Both transports, both databases.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { clientFor, confirmEmail, createTestApp, enrollTotp, sessionCookieOf, visitor, type TestApp } from '../../test/harness.js';
import { resetToken } from '../../test/database.js';
import { createCredential, getAssertion } from '../../test/webauthn.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { purgeSignInThrottles, signInAccountKey } from './sign-in-throttle.js';

const PASSWORD = 'Steuer-Brief-2026!x';
const WRONG = 'Steuer-Brief-2025?y';
const ORIGIN = 'https://portal.example';

let t: TestApp;
beforeAll(async () => {
  // The per-address login limit stays high (harness): only the per-account limit (10 in 15 minutes) applies.
  t = await createTestApp({ publicUrl: ORIGIN });
});
afterAll(async () => t?.close());

let ipCounter = 0;
/** A fresh address each call: the attack comes from many addresses. */
const nextIp = () => `203.0.113.${(++ipCounter % 250) + 1}`;

async function registerOwner(language: 'en' | 'de' = 'en'): Promise<{ id: string; email: string; cookie: string }> {
  const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextIp(),
    payload: { name: 'Olga Owner', email, password: PASSWORD, language },
  });
  expect(res.statusCode).toBe(201);
  await confirmEmail(t, email);
  return { id: res.json().user.id, email, cookie: sessionCookieOf(res)! };
}

function login(transport: 'rest' | 'trpc', email: string, password: string, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: transport === 'rest' ? '/api/auth/login' : '/trpc/auth.login', remoteAddress, payload: { email, password } });
}

/** A batched tRPC request of `n` logins, as httpBatchLink sends it. */
function loginBatch(email: string, password: string, n: number) {
  const body = Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), { email, password }]));
  return t.app.inject({ method: 'POST', url: `/trpc/${Array(n).fill('auth.login').join(',')}?batch=1`, remoteAddress: nextIp(), payload: body });
}

/** The error's message key, whichever transport answered. */
function messageKeyOf(res: { body: string }): string | undefined {
  const body = JSON.parse(res.body);
  return body.messageKey ?? body.error?.data?.messageKey;
}

async function mailsTo(email: string, kind = 'signin.throttled'): Promise<{ subject: string; text_body: string; language: string }[]> {
  return t.em().execute(`select subject, text_body, language from mail_outbox where to_address = ? and kind = ?`, [email, kind]);
}

async function eventCount(userId: string, kind: string): Promise<number> {
  const [row] = await t.em().execute<{ n: string }[]>(`select count(*) as n from security_events where user_id = ? and kind = ?`, [userId, kind]);
  return Number(row!.n);
}

/** Lets the per-account window pass (the counter's timestamps move 15 minutes and a second back). */
async function windowPasses(): Promise<void> {
  await t
    .em()
    .execute(
      `update sign_in_throttles set failures = array(select f - interval '15 minutes 1 second' from unnest(failures) f), updated_at = updated_at - interval '15 minutes 1 second'`,
    );
}

describe.each(['rest', 'trpc'] as const)('password guessing across addresses (%s)', (transport) => {
  it('after 10 wrong passwords for one account from 10 addresses, the rest are refused unevaluated (even the right one) until the window passes; the owner is told once', async () => {
    const owner = await registerOwner();
    for (let i = 0; i < 10; i++) expect((await login(transport, owner.email, WRONG)).statusCode, `attempt ${i + 1}`).toBe(401);

    const answers = [];
    for (let i = 11; i <= 40; i++) answers.push(await login(transport, owner.email, i === 12 ? PASSWORD : WRONG));
    for (const res of answers) {
      expect(res.statusCode).toBe(429);
      expect(messageKeyOf(res)).toBe('signInThrottled');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    // Only the first 10 passwords were evaluated (each evaluated wrong password is a security event).
    expect(await eventCount(owner.id, 'signin.failed')).toBe(10);
    // The owner is told once, in the security log and by e-mail.
    expect(await eventCount(owner.id, 'signin.throttled')).toBe(1);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('15 minutes');
    expect(mails[0]!.text_body).not.toContain(WRONG);

    await windowPasses();
    const back = await login(transport, owner.email, PASSWORD);
    expect(back.statusCode).toBe(200);
    expect(sessionCookieOf(back)).toBeDefined();
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(t.serverErrors).toEqual([]);
  });

  it('an unknown address answers exactly like an account: 401 ten times, then the same 429', async () => {
    const owner = await registerOwner();
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < 10; i++) {
      const known = await login(transport, owner.email, WRONG);
      const other = await login(transport, unknown, WRONG);
      expect(other.statusCode).toBe(known.statusCode);
      expect(messageKeyOf(other)).toBe(messageKeyOf(known));
    }
    const known = await login(transport, owner.email, WRONG);
    const other = await login(transport, unknown, WRONG);
    expect(other.statusCode).toBe(429);
    expect(known.statusCode).toBe(429);
    expect(other.headers['retry-after']).toBeDefined();
    expect(Object.keys(JSON.parse(other.body)).sort()).toEqual(Object.keys(JSON.parse(known.body)).sort());
    expect(messageKeyOf(other)).toBe(messageKeyOf(known));
    expect(JSON.parse(other.body).message ?? JSON.parse(other.body).error.message).toBe(MESSAGES.signInThrottled);
    expect(t.serverErrors).toEqual([]);
  });
});

describe('per-account limit', () => {
  it('counts every call of tRPC batches, also when they arrive at once', async () => {
    const owner = await registerOwner();
    const [a, b] = await Promise.all([loginBatch(owner.email, WRONG, 10), loginBatch(owner.email, WRONG, 10)]);
    const statuses = [...(JSON.parse(a.body) as { error?: { data: { httpStatus: number } } }[]), ...JSON.parse(b.body)].map(
      (r: { error?: { data: { httpStatus: number } } }) => r.error?.data.httpStatus,
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await eventCount(owner.id, 'signin.failed')).toBe(10);
    expect((await login('rest', owner.email, PASSWORD)).statusCode).toBe(429);
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(t.serverErrors).toEqual([]);
  });

  it('a right password below the limit clears the count', async () => {
    const owner = await registerOwner();
    for (let i = 0; i < 9; i++) expect((await login('rest', owner.email, WRONG)).statusCode).toBe(401);
    expect((await login('trpc', owner.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login('rest', owner.email, WRONG)).statusCode).toBe(401);
    expect((await login('rest', owner.email, PASSWORD)).statusCode).toBe(200);
    expect(await mailsTo(owner.email)).toHaveLength(0);
    expect(t.serverErrors).toEqual([]);
  });

  it('a password reset by e-mail link still works during the throttle and ends it', async () => {
    const owner = await registerOwner('de');
    for (let i = 0; i < 10; i++) await login('rest', owner.email, WRONG);
    expect((await login('rest', owner.email, PASSWORD)).statusCode).toBe(429);
    const [mail] = await mailsTo(owner.email);
    expect(mail!.language).toBe('de');
    expect(mail!.text_body).toContain('15 Minuten');

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: nextIp(), payload: { email: owner.email } })).statusCode,
    ).toBe(200);
    const token = await resetToken(t, owner.email);
    const NEW = 'Neues-Passwort-2026!z';
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: nextIp(), payload: { token, password: NEW } });
    expect(done.statusCode).toBe(200);
    // The mailbox proved the owner: password sign-in works again at once.
    expect((await login('trpc', owner.email, NEW)).statusCode).toBe(200);
    expect(t.serverErrors).toEqual([]);
  });
});

describe('passkeys during the throttle', () => {
  it('still sign the owner in, on both transports, and end the throttle', async () => {
    const owner = await registerOwner();
    const session = clientFor(t, owner.id, owner.email, owner.cookie);
    const options = (await session.rest('POST', '/api/auth/passkeys/registration-options', { password: PASSWORD })).json();
    const { credential, response } = createCredential(options, ORIGIN);
    expect((await session.rest('POST', '/api/auth/passkeys', { name: 'Laptop', response })).statusCode).toBe(201);

    for (let i = 0; i < 10; i++) await login('rest', owner.email, WRONG);
    expect((await login('rest', owner.email, PASSWORD)).statusCode).toBe(429);
    const viaTrpc = await visitor(t).trpc('mutation', 'passkeys.signIn', {
      response: getAssertion(credential, JSON.parse((await visitor(t).trpc('mutation', 'passkeys.signInOptions')).body).result.data, ORIGIN),
    });
    expect(viaTrpc.statusCode).toBe(200);
    const viaRest = await visitor(t).rest('POST', '/api/auth/passkeys/signin', {
      response: getAssertion(credential, (await visitor(t).rest('POST', '/api/auth/passkeys/signin-options')).json(), ORIGIN),
    });
    expect(viaRest.statusCode).toBe(200);
    expect(viaRest.json().user.id).toBe(owner.id);
    // A completed sign-in ends the throttle: the password works again.
    expect((await login('trpc', owner.email, PASSWORD)).statusCode).toBe(200);
    expect(t.serverErrors).toEqual([]);
  });
});

describe.each(['rest', 'trpc'] as const)('two-factor code entry (%s)', (transport) => {
  it('the owner is e-mailed once when 5 wrong codes lock code entry, and the security log records it', async () => {
    const owner = await registerOwner('de');
    await enrollTotp(t, owner.id);
    const pending = await login('rest', owner.email, PASSWORD);
    expect(pending.json()).toMatchObject({ twoFactorRequired: true });
    const cookie = sessionCookieOf(pending)!;
    const code = (c: string) =>
      t.app.inject({
        method: 'POST',
        url: transport === 'rest' ? '/api/auth/login/second-factor' : '/trpc/twoFactor.signIn',
        remoteAddress: nextIp(),
        cookies: { [SESSION_COOKIE]: cookie },
        payload: { code: c },
      });
    for (let i = 0; i < 4; i++) expect((await code('000000')).statusCode).toBe(400);
    expect(await mailsTo(owner.email)).toHaveLength(0);
    const fifth = await code('000000');
    expect(fifth.statusCode).toBe(429);
    expect(messageKeyOf(fifth)).toBe('twoFactorLocked');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(800);
    expect((await code('000000')).statusCode).toBe(429);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/Anmeld/);
    expect(mails[0]!.text_body).toContain('Passwort');
    expect(await eventCount(owner.id, 'signin.throttled')).toBe(1);
    expect(t.serverErrors).toEqual([]);
  });
});

describe('the scheduled purge', () => {
  it('removes the counters of addresses with no attempt inside the window, and only those', async () => {
    const idle = `idle-${randomBytes(4).toString('hex')}@example.com`;
    const busy = `busy-${randomBytes(4).toString('hex')}@example.com`;
    expect((await login('rest', idle, WRONG)).statusCode).toBe(401);
    await windowPasses();
    expect((await login('rest', busy, WRONG)).statusCode).toBe(401);
    expect(await purgeSignInThrottles(t.em(), t.config)).toBeGreaterThanOrEqual(1);
    const left = await t.em().execute<{ account_key: string }[]>(`select account_key from sign_in_throttles`);
    expect(left.map((r) => r.account_key)).toEqual([signInAccountKey(busy)]);
    expect(t.serverErrors).toEqual([]);
  });
});
