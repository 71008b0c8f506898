import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerClient, sessionCookieOf, clientFor, visitor, type TestApp, useTestApp } from '../../test/harness.js';
import { UserEntity } from '../users/user.entity.js';
import { SessionEntity } from './session.entity.js';

const t = useTestApp();

const json = (body: string) => JSON.parse(body);

describe('register', () => {
  it('creates a client, logs it in and never returns the password hash (REST)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Maria Rossi', email: 'Maria.Rossi@Example.com', password: 'long enough' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ name: 'Maria Rossi', email: 'maria.rossi@example.com', role: 'client' });
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('argon2');

    const cookie = res.cookies.find((c) => c.name === 'session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');

    const me = await clientFor(t, body.user.id, body.user.email, cookie!.value).rest('GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: body.user });

    const row = await t.em().findOneOrFail(UserEntity, { id: body.user.id }, { populate: ['password'] });
    expect(row.password).toMatch(/^\$argon2id\$/);
  });

  it('creates a client through tRPC too, with the session cookie set', async () => {
    const res = await visitor(t).trpc('mutation', 'auth.register', { name: 'Tom', email: 'tom@example.com', password: 'long enough' });
    expect(res.statusCode).toBe(200);
    expect(json(res.body).result.data.user).toMatchObject({ email: 'tom@example.com', role: 'client' });
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeTruthy();
    const me = await clientFor(t, '', '', cookie).trpc('query', 'auth.me');
    expect(json(me.body).result.data.user.email).toBe('tom@example.com');
  });

  it('refuses a duplicate e-mail, whatever its case, on both transports', async () => {
    await registerClient(t); // unrelated user
    const first = await visitor(t).rest('POST', '/api/auth/register', { name: 'A', email: 'dup@example.com', password: 'long enough' });
    expect(first.statusCode).toBe(201);
    const rest = await visitor(t).rest('POST', '/api/auth/register', { name: 'B', email: 'DUP@example.com', password: 'long enough' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe('Email already registered');
    const trpc = await visitor(t).trpc('mutation', 'auth.register', { name: 'B', email: 'Dup@Example.com', password: 'long enough' });
    expect(trpc.statusCode).toBe(400);
    expect(json(trpc.body).error.message).toBe('Email already registered');
    expect(json(trpc.body).error.data.appCode).toBe('EMAIL_TAKEN');
    expect(await t.em().count(UserEntity, { email: 'dup@example.com' })).toBe(1);
  });

  it('refuses a short password with the spec message and writes nothing', async () => {
    const before = await t.em().count(UserEntity, {});
    const res = await visitor(t).rest('POST', '/api/auth/register', { name: 'S', email: 'short@example.com', password: 'seven77' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be at least 8 characters');
    expect(sessionCookieOf(res)).toBeUndefined();
    const trpc = await visitor(t).trpc('mutation', 'auth.register', { name: 'S', email: 'short@example.com', password: 'seven77' });
    expect(trpc.statusCode).toBe(400);
    expect(json(trpc.body).error.data.issues[0]).toEqual({
      path: 'password',
      messageKey: 'passwordTooShort',
      message: 'Password must be at least 8 characters',
    });
    expect(await t.em().count(UserEntity, {})).toBe(before);
  });

  it('refuses a missing name and an invalid e-mail', async () => {
    const noName = await visitor(t).rest('POST', '/api/auth/register', { email: 'x@example.com', password: 'long enough' });
    expect(noName.statusCode).toBe(400);
    const badEmail = await visitor(t).rest('POST', '/api/auth/register', { name: 'X', email: 'not-an-email', password: 'long enough' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid email address');
  });
});

describe('login and logout', () => {
  it('logs in with the right password, case-insensitively by e-mail', async () => {
    const c = await registerClient(t, 'Login User');
    const res = await visitor(t).rest('POST', '/api/auth/login', { email: c.email.toUpperCase(), password: 'correct horse' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(c.id);
    expect(sessionCookieOf(res)).toBeTruthy();
  });

  it('answers 401 "Invalid credentials" alike for an unknown e-mail and a wrong password', async () => {
    const c = await registerClient(t);
    const wrong = await visitor(t).rest('POST', '/api/auth/login', { email: c.email, password: 'wrong password' });
    const unknown = await visitor(t).rest('POST', '/api/auth/login', { email: 'nobody@example.com', password: 'wrong password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Invalid credentials');
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    expect(wrong.json()).toEqual(unknown.json());
    const tooLong = await visitor(t).rest('POST', '/api/auth/login', { email: c.email, password: 'x'.repeat(10_000) });
    expect(tooLong.statusCode).toBe(401);
    expect(tooLong.json().message).toBe('Invalid credentials');
    const trpc = await visitor(t).trpc('mutation', 'auth.login', { email: c.email, password: 'wrong password' });
    expect(trpc.statusCode).toBe(401);
    expect(json(trpc.body).error.message).toBe('Invalid credentials');
  });

  it('validates the login payload with the spec messages', async () => {
    const res = await visitor(t).rest('POST', '/api/auth/login', { email: 'nope', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'email', messageKey: 'invalidEmail', message: 'Please enter a valid email address' },
      { path: 'password', messageKey: 'passwordRequired', message: 'Password is required' },
    ]);
  });

  it('logout revokes the session: a copy of the cookie taken before no longer works', async () => {
    const c = await registerClient(t);
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    const out = await c.rest('POST', '/api/auth/logout');
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((x) => x.name === 'session');
    expect(cleared?.value ?? '').toBe('');
    const again = await c.rest('GET', '/api/auth/me');
    expect(again.statusCode).toBe(401);
    expect(await t.em().count(SessionEntity, { userId: c.id })).toBe(0);
  });

  it('logout through tRPC revokes the session too', async () => {
    const c = await registerClient(t);
    expect((await c.trpc('mutation', 'auth.logout')).statusCode).toBe(200);
    expect((await c.trpc('query', 'auth.me')).statusCode).toBe(401);
  });

  it('an expired session is refused', async () => {
    const c = await registerClient(t);
    await t.em().nativeUpdate(SessionEntity, { userId: c.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('a forged or tampered cookie is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { session: 'forged-value' } });
    expect(res.statusCode).toBe(401);
  });

  it('me without a session is 401 on both transports', async () => {
    expect((await visitor(t).rest('GET', '/api/auth/me')).statusCode).toBe(401);
    const trpc = await visitor(t).trpc('query', 'auth.me');
    expect(trpc.statusCode).toBe(401);
    expect(json(trpc.body).error.data.appCode).toBe('UNAUTHENTICATED');
  });
});

describe('request hygiene', () => {
  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', messageKey: 'malformedRequest', message: 'Malformed request body' });
  });

  it('answers an over-large JSON body with 413', async () => {
    const res = await visitor(t).rest('POST', '/api/auth/register', { name: 'x'.repeat(2 * 1024 * 1024), email: 'big@example.com', password: 'long enough' });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('answers an unknown tRPC procedure with 404 in tRPC’s shape', async () => {
    const res = await visitor(t).trpc('query', 'nothing.here');
    expect(res.statusCode).toBe(404);
    expect(json(res.body).error.data).toMatchObject({ code: 'NOT_FOUND', appCode: 'NOT_FOUND' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await visitor(t).rest('GET', '/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', messageKey: 'notFound', message: 'Not found' });
  });

  it('refuses state-changing requests from another origin', async () => {
    const c = await registerClient(t);
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/questions',
      cookies: { session: c.cookie },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { question: 'Please transfer my data' },
    });
    expect(evil.statusCode).toBe(403);
    const originOnly = await t.app.inject({
      method: 'POST',
      url: '/trpc/questions.create',
      cookies: { session: c.cookie },
      headers: { origin: 'https://evil.example' },
      payload: { question: 'Please transfer my data' },
    });
    expect(originOnly.statusCode).toBe(403);
    expect(originOnly.json().error).toMatchObject({ message: 'Cross-origin request refused', data: { appCode: 'FORBIDDEN', httpStatus: 403 } });
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/questions',
      cookies: { session: c.cookie },
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: { question: 'A real question' },
    });
    expect(same.statusCode).toBe(201);
    const list = await c.rest('GET', '/api/questions');
    expect(list.json().map((q: { question: string }) => q.question)).toEqual(['A real question']);
  });

  it('sets security headers with a strict Content-Security-Policy', async () => {
    const res = await visitor(t).rest('GET', '/api/auth/me');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { login: 10, register: 10, contact: 5 } });
  });
  afterAll(async () => limited?.close());

  it('a brute force of 40 logins from one address meets 429, across REST and tRPC', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res =
        i % 2 === 0
          ? await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'victim@example.com', password: `guess-${i}` } })
          : await limited.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email: 'victim@example.com', password: `guess-${i}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const last = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'victim@example.com', password: 'x' } });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe('Too many requests, please try again later');
    expect(last.headers['retry-after']).toBeDefined();
    // tRPC callers get the refusal in tRPC's error shape, batched or not.
    const batched = await limited.app.inject({
      method: 'POST',
      url: '/trpc/auth.login?batch=1',
      payload: { 0: { email: 'victim@example.com', password: 'x' } },
    });
    expect(batched.statusCode).toBe(429);
    expect(batched.json()[0].error).toMatchObject({
      message: 'Too many requests, please try again later',
      data: { code: 'TOO_MANY_REQUESTS', appCode: 'RATE_LIMITED' },
    });
  });
});
