/**
 * New passwords found in the list of common and breached passwords are refused wherever a password
 * is set (registration, password change, reset, admin:create) with 400 'passwordTooCommon', on
 * both transports; reasonable passphrases pass; an existing weak password still signs in
 * (docs/decisions/019-password-policy.md, OWASP ASVS 5.0 § 6.2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerClient, sessionCookieOf, signIn, visitor, type Client, type TestApp } from '../../test/harness.js';
import { resetToken } from '../../test/database.js';
import { MESSAGES } from '../../shared/messages.js';
import { createOrPromoteAdmin } from './admin-account.js';
import { hashPassword } from './auth.service.js';
import { isCommonPassword } from './password-policy.js';

const COMMON = ['password123', 'passwort123', '12345678', 'qwertz123', 'iloveyou'];
const FINE = ['correct horse battery staple', 'Steuer-Brief-2026!x'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const trpcKey = (res: { json(): { error: { data: { messageKey: string } } } }) => res.json().error.data.messageKey;

async function passwordHash(email: string): Promise<string> {
  const [row] = await t.em().execute<{ password: string }[]>(`select password from users where email = ?`, [email]);
  return row!.password;
}

describe('common and breached passwords', () => {
  it('the rule refuses the usual suspects and the account’s own name or address, and lets passphrases through', async () => {
    for (const p of COMMON) expect(await isCommonPassword(p), p).toBe(true);
    for (const p of FINE) expect(await isCommonPassword(p), p).toBe(false);
    expect(await isCommonPassword('anna.mueller@example.com', ['anna.mueller@example.com', 'Anna Müller'])).toBe(true);
  });

  it('are refused at registration with 400 passwordTooCommon on both transports; nothing is created', async () => {
    for (const password of COMMON) {
      const email = `weak-${password.length}@example.com`;
      const rest = await visitor(t).rest('POST', '/api/auth/register', { name: 'Weak', email, password });
      expect(rest.statusCode, password).toBe(400);
      expect(rest.json()).toMatchObject({ code: 'VALIDATION', messageKey: 'passwordTooCommon', message: MESSAGES.passwordTooCommon });
      expect(rest.json().issues).toEqual([expect.objectContaining({ path: 'password', messageKey: 'passwordTooCommon' })]);
      const trpc = await visitor(t).trpc('mutation', 'auth.register', { name: 'Weak', email, password });
      expect(trpc.statusCode, password).toBe(400);
      expect(trpcKey(trpc)).toBe('passwordTooCommon');
    }
    expect(await t.em().execute(`select 1 from users where email like 'weak-%'`)).toEqual([]);
    // The spec's minimum still comes first.
    const short = await visitor(t).rest('POST', '/api/auth/register', { name: 'S', email: 's@example.com', password: 'abc' });
    expect(short.json().messageKey).toBe('passwordTooShort');

    for (const [i, password] of FINE.entries()) {
      const ok = await visitor(t).rest('POST', '/api/auth/register', { name: 'Fine', email: `fine${i}@example.com`, password });
      expect(ok.statusCode, password).toBe(201);
    }
    expect(t.serverErrors).toEqual([]);
  });

  it('are refused as a new password on the account page and through a reset link; the old password keeps working', async () => {
    const c: Client = await registerClient(t, 'Changer');
    const before = await passwordHash(c.email);
    const rest = await c.rest('POST', '/api/auth/password', { currentPassword: 'correct horse', newPassword: 'password123' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ messageKey: 'passwordTooCommon', issues: [expect.objectContaining({ path: 'newPassword' })] });
    const trpc = await c.trpc('mutation', 'auth.changePassword', { currentPassword: 'correct horse', newPassword: 'iloveyou' });
    expect(trpc.statusCode).toBe(400);
    expect(trpcKey(trpc)).toBe('passwordTooCommon');
    expect(await passwordHash(c.email)).toBe(before);

    await visitor(t).rest('POST', '/api/auth/forgot-password', { email: c.email });
    const token = await resetToken(t, c.email);
    const viaRest = await visitor(t).rest('POST', '/api/auth/reset-password', { token, password: 'qwertz123' });
    expect(viaRest.statusCode).toBe(400);
    expect(viaRest.json().messageKey).toBe('passwordTooCommon');
    const viaTrpc = await visitor(t).trpc('mutation', 'auth.resetPassword', { token, password: '12345678' });
    expect(viaTrpc.statusCode).toBe(400);
    expect(trpcKey(viaTrpc)).toBe('passwordTooCommon');
    expect(await passwordHash(c.email)).toBe(before);
    // The link was not used up by the refused attempts.
    const good = await visitor(t).rest('POST', '/api/auth/reset-password', { token, password: 'Steuer-Brief-2026!x' });
    expect(good.statusCode).toBe(200);
    expect(t.serverErrors).toEqual([]);
  });

  it('are refused by admin:create; an account whose old password is weak still signs in', async () => {
    await expect(createOrPromoteAdmin(t.em(), { email: 'boss@example.com', name: 'Boss', password: 'password123' }, async () => '')).rejects.toMatchObject({
      messageKey: 'passwordTooCommon',
    });
    expect(await t.em().execute(`select 1 from users where email = 'boss@example.com'`)).toEqual([]);

    const old = await registerClient(t, 'Old Timer');
    await t.em().execute(`update users set password = ? where email = ?`, [await hashPassword('password123'), old.email]);
    expect(
      sessionCookieOf(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: old.email, password: 'password123' } })),
    ).toBeTruthy();
    expect(await signIn(t, old.email, 'password123')).toBeTruthy();
    expect(t.serverErrors).toEqual([]);
  });
});
