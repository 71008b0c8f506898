/**
 * The account page and password reset (beyond the spec): name and preferred language, changing the
 * password (other sessions signed out, this one kept), and "forgot password" links: no account
 * enumeration, token stored hashed, single use, 1-hour validity, sessions revoked, logged in.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { PASSWORD_RESET_TTL_MS } from '../../shared/constants.js';
import { clientFor, registerClient, sessionCookieOf, visitor, type Client, useTestApp, trpcData as data, trpcError } from '../../test/harness.js';
import { resetToken } from '../../test/database.js';
import { requestPasswordReset, resetPassword } from './auth.service.js';
import { UserEntity } from '../users/user.entity.js';

const t = useTestApp();

const PASSWORD = 'correct horse'; // registerClient's password

/** Logs `c` in again: a second session (another browser). */
async function secondSession(c: Client, password = PASSWORD): Promise<Client> {
  const res = await visitor(t).rest('POST', '/api/auth/login', { email: c.email, password });
  expect(res.statusCode).toBe(200);
  return clientFor(t, c.id, c.email, sessionCookieOf(res)!);
}

async function canLogIn(email: string, password: string): Promise<boolean> {
  const res = await visitor(t).rest('POST', '/api/auth/login', { email, password });
  return res.statusCode === 200;
}

async function resetMails(email: string) {
  return t
    .em()
    .execute<{ language: string; subject: string; text_body: string }[]>(
      `select language, subject, text_body from mail_outbox where to_address = ? and kind = 'password.reset' order by created_at, id`,
      [email],
    );
}

async function requestReset(email: string): Promise<string> {
  const res = await visitor(t).rest('POST', '/api/auth/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  return resetToken(t, email.toLowerCase());
}

/** POST /api/auth/reset-password as a visitor with `body` (`{ token, password }`). Returns the response. */
function resetAs(body: { token?: string; password: string }) {
  return visitor(t).rest('POST', '/api/auth/reset-password', body);
}

/** Expects `res` to refuse a used, unknown or expired reset link: 400 with the link's message. */
function expectInvalidLink(res: { statusCode: number; json: () => { message?: string } }): void {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('This reset link is invalid or has expired');
}

/** A visitor's ServiceContext for calling the services with an explicit `now`. */
function visitorContext(): ServiceContext {
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  return { em: t.em(), user: null, log, config: t.config };
}

describe('profile', () => {
  it('changes name and preferred language; `me` returns them on both transports', async () => {
    const c = await registerClient(t, 'Paula');
    expect((await c.rest('GET', '/api/auth/me')).json().user.language).toBe('en');

    const res = await c.rest('POST', '/api/auth/profile', { name: '  Paula Schneider ', language: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: c.id, name: 'Paula Schneider', language: 'de', email: c.email, role: 'client' });
    const me = (await c.rest('GET', '/api/auth/me')).json();
    expect(me).toEqual(res.json());
    expect(data(await c.trpc('query', 'auth.me'))).toEqual(me);
    expect(await t.em().findOneOrFail(UserEntity, { id: c.id })).toMatchObject({ name: 'Paula Schneider', language: 'de' });

    const viaTrpc = await c.trpc('mutation', 'auth.updateProfile', { name: 'Paula S.', language: 'en' });
    expect(viaTrpc.statusCode).toBe(200);
    expect(data(viaTrpc).user).toMatchObject({ name: 'Paula S.', language: 'en' });
    expect((await c.rest('GET', '/api/auth/me')).json().user).toMatchObject({ name: 'Paula S.', language: 'en' });
    // Still the same login.
    expect(await canLogIn(c.email, PASSWORD)).toBe(true);
  });

  it('keeps the language chosen at registration', async () => {
    const res = await visitor(t).rest('POST', '/api/auth/register', { name: 'Greta', email: 'greta@example.com', password: 'long enough', language: 'de' });
    expect(res.json().user.language).toBe('de');
    const me = await clientFor(t, '', '', sessionCookieOf(res)).rest('GET', '/api/auth/me');
    expect(me.json().user.language).toBe('de');
  });

  it('refuses a blank name or an unknown language, and visitors', async () => {
    const c = await registerClient(t, 'Quentin');
    const blank = await c.rest('POST', '/api/auth/profile', { name: '  ', language: 'de' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Name is required');
    const blankTrpc = await c.trpc('mutation', 'auth.updateProfile', { name: '', language: 'de' });
    expect(blankTrpc.statusCode).toBe(400);
    expect(trpcError(blankTrpc).message).toBe('Name is required');
    expect((await c.rest('POST', '/api/auth/profile', { name: 'Quentin', language: 'fr' })).statusCode).toBe(400);
    expect(await t.em().findOneOrFail(UserEntity, { id: c.id })).toMatchObject({ name: 'Quentin', language: 'en' });
    expect((await visitor(t).rest('POST', '/api/auth/profile', { name: 'X', language: 'en' })).statusCode).toBe(401);
    expect((await visitor(t).trpc('mutation', 'auth.updateProfile', { name: 'X', language: 'en' })).statusCode).toBe(401);
  });
});

describe('the account language (docs/decisions/025-the-account-language-rules.md)', () => {
  const languageCookie = (res: { cookies: { name: string; value: string; httpOnly?: boolean; path?: string }[] }) =>
    res.cookies.find((c) => c.name === 'language');

  it('a sign-in stores the account language in the language cookie, whatever the browser sent, on both transports', async () => {
    const reg = await visitor(t).rest('POST', '/api/auth/register', { name: 'Dieter', email: 'dieter@example.com', password: 'long enough', language: 'de' });
    expect(languageCookie(reg)).toMatchObject({ value: 'de', path: '/' });
    // Not HttpOnly: the page reads it on start (web/i18n/language.ts).
    expect(languageCookie(reg)?.httpOnly).toBeFalsy();

    /** Signs Dieter in at `url` (REST or tRPC) from a browser whose header and cookie ask for English. Returns the response. */
    const signInFromEnglishBrowser = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'accept-language': 'en-US', cookie: 'language=en' },
        payload: { email: 'dieter@example.com', password: 'long enough' },
      });

    const rest = await signInFromEnglishBrowser('/api/auth/login');
    expect(rest.statusCode).toBe(200);
    expect(rest.json().user.language).toBe('de');
    expect(languageCookie(rest)?.value).toBe('de');

    const trpc = await signInFromEnglishBrowser('/trpc/auth.login');
    expect(trpc.statusCode).toBe(200);
    expect(languageCookie(trpc)?.value).toBe('de');

    // An English account gets English; a refused sign-in sets nothing.
    const en = await registerClient(t, 'Emma');
    const emma = await visitor(t).rest('POST', '/api/auth/login', { email: en.email, password: PASSWORD });
    expect(languageCookie(emma)?.value).toBe('en');
    const refused = await visitor(t).rest('POST', '/api/auth/login', { email: 'dieter@example.com', password: 'wrong password' });
    expect(refused.statusCode).toBe(401);
    expect(languageCookie(refused)).toBeUndefined();
    // Other answers do not touch it.
    expect(languageCookie(await en.rest('GET', '/api/auth/me'))).toBeUndefined();
  });

  it('a password reset signs in with the account language', async () => {
    const c = await registerClient(t, 'Frieda');
    expect((await c.rest('POST', '/api/auth/profile', { language: 'de' })).statusCode).toBe(200);
    const res = await resetAs({ token: await requestReset(c.email), password: 'a new long password' });
    expect(res.statusCode).toBe(200);
    expect(languageCookie(res)?.value).toBe('de');
  });

  it('the language toggle changes the language alone and keeps the name, on both transports', async () => {
    const c = await registerClient(t, 'Hanna Berg');
    const rest = await c.rest('POST', '/api/auth/profile', { language: 'de' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().user).toMatchObject({ name: 'Hanna Berg', language: 'de' });
    expect(await t.em().findOneOrFail(UserEntity, { id: c.id })).toMatchObject({ name: 'Hanna Berg', language: 'de' });

    const trpc = await c.trpc('mutation', 'auth.updateProfile', { language: 'en' });
    expect(trpc.statusCode).toBe(200);
    expect(data(trpc).user).toMatchObject({ name: 'Hanna Berg', language: 'en' });
    expect((await c.rest('GET', '/api/auth/me')).json().user).toMatchObject({ name: 'Hanna Berg', language: 'en' });

    // Without a language it is refused; visitors have no account to change.
    expect((await c.rest('POST', '/api/auth/profile', {})).statusCode).toBe(400);
    expect((await c.trpc('mutation', 'auth.updateProfile', { name: 'Hanna' })).statusCode).toBe(400);
    expect((await visitor(t).rest('POST', '/api/auth/profile', { language: 'de' })).statusCode).toBe(401);
    expect((await visitor(t).trpc('mutation', 'auth.updateProfile', { language: 'de' })).statusCode).toBe(401);
    expect(await t.em().findOneOrFail(UserEntity, { id: c.id })).toMatchObject({ name: 'Hanna Berg', language: 'en' });
  });
});

describe('first visit or return (docs/decisions/026-first-visit-welcome.md)', () => {
  it('the session registration opens is the first visit; every later sign-in is a return, on both transports', async () => {
    const reg = await visitor(t).rest('POST', '/api/auth/register', { name: 'Ida', email: 'ida@example.com', password: 'long enough' });
    expect(reg.json().user.firstVisit).toBe(true);
    const first = clientFor(t, '', 'ida@example.com', sessionCookieOf(reg));
    expect((await first.rest('GET', '/api/auth/me')).json().user.firstVisit).toBe(true);
    expect(data(await first.trpc('query', 'auth.me')).user.firstVisit).toBe(true);

    const login = await visitor(t).rest('POST', '/api/auth/login', { email: 'ida@example.com', password: 'long enough' });
    expect(login.json().user.firstVisit).toBe(false);
    const back = clientFor(t, '', 'ida@example.com', sessionCookieOf(login));
    expect((await back.rest('GET', '/api/auth/me')).json().user.firstVisit).toBe(false);
    expect(data(await back.trpc('query', 'auth.me')).user.firstVisit).toBe(false);
    const viaTrpc = await visitor(t).trpc('mutation', 'auth.login', { email: 'ida@example.com', password: 'long enough' });
    expect(data(viaTrpc).user.firstVisit).toBe(false);
    // Once signed in again elsewhere, the first browser is a return too.
    expect((await first.rest('GET', '/api/auth/me')).json().user.firstVisit).toBe(false);
    // An old account whose security log has been purged is still a return.
    await t.em().execute(`update users set created_at = created_at - interval '2 days' where email = 'ida@example.com'`);
    await t.em().execute(`delete from security_events where user_id = (select id from users where email = 'ida@example.com')`);
    expect((await back.rest('GET', '/api/auth/me')).json().user.firstVisit).toBe(false);
  });
});

describe('change password', () => {
  it('needs the current password; signs out the other sessions and keeps this one (REST)', async () => {
    const c = await registerClient(t, 'Rita');
    const other = await secondSession(c);

    const wrong = await c.rest('POST', '/api/auth/password', { currentPassword: 'not my password', newPassword: 'new password 1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const short = await c.rest('POST', '/api/auth/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const missing = await c.rest('POST', '/api/auth/password', { newPassword: 'new password 1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Password is required');
    // Nothing changed by the refusals.
    expect((await other.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    expect(await canLogIn(c.email, PASSWORD)).toBe(true);

    const third = await secondSession(c);
    const res = await c.rest('POST', '/api/auth/password', { currentPassword: PASSWORD, newPassword: 'new password 1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await other.rest('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await third.trpc('query', 'auth.me')).statusCode).toBe(401);
    expect(await canLogIn(c.email, PASSWORD)).toBe(false);
    expect(await canLogIn(c.email, 'new password 1')).toBe(true);
  });

  it('works the same through tRPC', async () => {
    const c = await registerClient(t, 'Sven');
    const other = await secondSession(c);
    const wrong = await c.trpc('mutation', 'auth.changePassword', { currentPassword: 'nope nope', newPassword: 'new password 2' });
    expect(wrong.statusCode).toBe(400);
    expect(trpcError(wrong).data.issues).toEqual([{ path: 'currentPassword', messageKey: 'currentPasswordWrong', message: 'Current password is incorrect' }]);

    const res = await c.trpc('mutation', 'auth.changePassword', { currentPassword: PASSWORD, newPassword: 'new password 2' });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({ ok: true });
    expect((await c.trpc('query', 'auth.me')).statusCode).toBe(200);
    expect((await other.trpc('query', 'auth.me')).statusCode).toBe(401);
    expect(await canLogIn(c.email, 'new password 2')).toBe(true);
  });

  it('refuses visitors', async () => {
    expect((await visitor(t).rest('POST', '/api/auth/password', { currentPassword: 'x', newPassword: 'new password 3' })).statusCode).toBe(401);
    expect((await visitor(t).trpc('mutation', 'auth.changePassword', { currentPassword: 'x', newPassword: 'new password 3' })).statusCode).toBe(401);
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, and only e-mails the known one', async () => {
    const c = await registerClient(t, 'Tina');
    const known = await visitor(t).rest('POST', '/api/auth/forgot-password', { email: c.email.toUpperCase() });
    const unknown = await visitor(t).rest('POST', '/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ ok: true });
    expect(sessionCookieOf(known)).toBeUndefined();
    expect(sessionCookieOf(unknown)).toBeUndefined();

    const knownTrpc = await visitor(t).trpc('mutation', 'auth.requestPasswordReset', { email: c.email });
    const unknownTrpc = await visitor(t).trpc('mutation', 'auth.requestPasswordReset', { email: 'nobody-here@example.com' });
    expect(knownTrpc.statusCode).toBe(200);
    expect(unknownTrpc.statusCode).toBe(200);
    expect(unknownTrpc.body).toBe(knownTrpc.body);

    expect(await resetMails(c.email)).toHaveLength(2);
    expect(await resetMails('nobody-here@example.com')).toEqual([]);
    const tokens = await t.em().execute<{ user_id: string }[]>(`select user_id from password_reset_tokens`);
    expect(tokens.filter((r) => r.user_id === c.id)).toHaveLength(2);

    const invalid = await visitor(t).rest('POST', '/api/auth/forgot-password', { email: 'not an address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Please enter a valid email address');
  });

  it('e-mails the link in the user’s preferred language and stores only the token’s hash', async () => {
    const c = await registerClient(t, 'Udo');
    await c.rest('POST', '/api/auth/profile', { name: 'Udo', language: 'de' });
    const token = await requestReset(c.email);
    const [mail] = await resetMails(c.email);
    expect(mail!.language).toBe('de');
    expect(mail!.subject).toBe('Passwort zurücksetzen');
    expect(mail!.text_body).toContain('60 Minuten');

    const rows = await t.em().execute<Record<string, unknown>[]>(`select * from password_reset_tokens where user_id = ?`, [c.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const expiresIn = new Date(rows[0]!.expires_at as Date).getTime() - new Date(rows[0]!.created_at as Date).getTime();
    expect(expiresIn).toBe(60 * 60 * 1000);
  });
});

describe('reset password', () => {
  it('sets the new password, signs out every other session, logs in, and works only once (REST)', async () => {
    const c = await registerClient(t, 'Vroni');
    const other = await secondSession(c);
    const token = await requestReset(c.email);

    const res = await resetAs({ token, password: 'fresh password' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: c.id, email: c.email, name: 'Vroni', role: 'client' });
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeTruthy();
    const me = await clientFor(t, c.id, c.email, cookie).rest('GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(c.id);

    // Old sessions (from before the reset) are revoked.
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await other.trpc('query', 'auth.me')).statusCode).toBe(401);
    expect(await canLogIn(c.email, PASSWORD)).toBe(false);
    expect(await canLogIn(c.email, 'fresh password')).toBe(true);

    // Single use.
    const again = await resetAs({ token, password: 'another password' });
    expectInvalidLink(again);
    expect(sessionCookieOf(again)).toBeUndefined();
    expect(await canLogIn(c.email, 'fresh password')).toBe(true);
  });

  it('works the same through tRPC, with the session cookie set', async () => {
    const c = await registerClient(t, 'Willi');
    const token = await requestReset(c.email);
    const res = await visitor(t).trpc('mutation', 'auth.resetPassword', { token, password: 'trpc password' });
    expect(res.statusCode).toBe(200);
    expect(data(res).user.id).toBe(c.id);
    const cookie = sessionCookieOf(res);
    expect(data(await clientFor(t, c.id, c.email, cookie).trpc('query', 'auth.me')).user.id).toBe(c.id);
    expect((await c.trpc('query', 'auth.me')).statusCode).toBe(401);
    const again = await visitor(t).trpc('mutation', 'auth.resetPassword', { token, password: 'trpc password 2' });
    expect(again.statusCode).toBe(400);
    expect(trpcError(again).message).toBe('This reset link is invalid or has expired');
  });

  it('refuses unknown tokens; using one link invalidates the other open links of the user', async () => {
    const c = await registerClient(t, 'Xenia');
    const unknown = await resetAs({ token: 'made-up-token', password: 'whatever pw' });
    expectInvalidLink(unknown);
    expect((await resetAs({ password: 'whatever pw' })).json().message).toBe('This reset link is invalid or has expired');

    const first = await requestReset(c.email);
    const second = await requestReset(c.email);
    expect(first).not.toBe(second);
    expect((await resetAs({ token: second, password: 'second password' })).statusCode).toBe(200);
    const stale = await resetAs({ token: first, password: 'first password' });
    expect(stale.statusCode).toBe(400);
    expect(await canLogIn(c.email, 'second password')).toBe(true);
  });

  it('a too-short new password is refused and leaves the link usable', async () => {
    const c = await registerClient(t, 'Yvonne');
    const token = await requestReset(c.email);
    const short = await resetAs({ token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await resetAs({ token, password: 'long enough now' })).statusCode).toBe(200);
  });

  it('expires after one hour', async () => {
    // Through HTTP: a link whose expiry has passed.
    const c = await registerClient(t, 'Zacharias');
    const token = await requestReset(c.email);
    await t.em().execute(`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ?`, [c.id]);
    const res = await resetAs({ token, password: 'too late pw' });
    expectInvalidLink(res);
    expect(await canLogIn(c.email, PASSWORD)).toBe(true);
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);

    // Through the service's clock: valid one minute before the hour, not at the hour.
    const d = await registerClient(t, 'Zelda');
    const issued = new Date(Date.now() + 60_000);
    await requestPasswordReset(visitorContext(), { email: d.email }, issued);
    const dToken = await resetToken(t, d.email);
    const late = await resetPassword(visitorContext(), { token: dToken, password: 'at the hour' }, new Date(issued.getTime() + PASSWORD_RESET_TTL_MS)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(late).toBeInstanceOf(AppError);
    expect((late as AppError).message).toBe('This reset link is invalid or has expired');
    const inTime = await resetPassword(
      visitorContext(),
      { token: dToken, password: 'just in time' },
      new Date(issued.getTime() + PASSWORD_RESET_TTL_MS - 60_000),
    );
    expect('user' in inTime && inTime.user.id).toBe(d.id);
    expect(await canLogIn(d.email, 'just in time')).toBe(true);
  });

  it('two simultaneous uses of one link: exactly one succeeds', async () => {
    const c = await registerClient(t, 'Zoe');
    const token = await requestReset(c.email);
    const results = await Promise.all([
      resetAs({ token, password: 'racer one pw' }),
      visitor(t).trpc('mutation', 'auth.resetPassword', { token, password: 'racer two pw' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    // Only the winner's new session is open; its password is the one set.
    expect(await t.em().execute(`select 1 from sessions where user_id = ?`, [c.id])).toHaveLength(1);
    const winner = results[0]!.statusCode === 200 ? 'racer one pw' : 'racer two pw';
    expect(await canLogIn(c.email, winner)).toBe(true);
  });
});
