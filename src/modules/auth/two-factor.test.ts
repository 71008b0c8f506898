/**
 * Two-factor sign-in (TOTP, RFC 6238; recovery codes) and passkeys (WebAuthn), through both
 * transports on a real database (docs/decisions/012-account-security.md). Passkeys are driven by
 * a software authenticator (src/test/webauthn.ts) whose responses @simplewebauthn/server verifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import {
  clientFor,
  createTestApp,
  registerAdmin,
  registerClient,
  sessionCookieOf,
  totpCode,
  visitor,
  type Client,
  type TestApp,
  useTestApp,
  trpcData,
  trpcError,
} from '../../test/harness.js';
import { createCredential, getAssertion, type SoftCredential } from '../../test/webauthn.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { relyingParty } from './passkeys.service.js';
import { assertSecondFactor, decryptSecret, twoFactorKey } from './two-factor.service.js';

const ORIGIN = 'https://portal.example';
const PASSWORD = 'correct horse';

const t = useTestApp({ publicUrl: ORIGIN });

/** A time in the next TOTP step (a code of it is accepted: one step of drift either way). */
const nextStep = () => new Date(Date.now() + 30_000);

async function events(userId: string): Promise<{ kind: string; details: Record<string, unknown> }[]> {
  return t.em().execute(`select kind, details from security_events where user_id = ? order by created_at, id`, [userId]);
}

/** Sets up TOTP through the API; returns the secret and the recovery codes. */
async function setUp(c: Client): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await c.rest('POST', '/api/auth/two-factor/setup', { password: PASSWORD });
  expect(setup.statusCode).toBe(200);
  const secret: string = setup.json().secret;
  const enable = await c.rest('POST', '/api/auth/two-factor/enable', { code: await totpCode(secret) });
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: enable.json().recoveryCodes };
}

/** The password step: its answer and the cookie holding the pending sign-in. */
async function passwordStep(email: string, password = PASSWORD) {
  const res = await visitor(t).rest('POST', '/api/auth/login', { email, password });
  return { res, cookie: sessionCookieOf(res) };
}

function codeStep(cookie: string | undefined, code: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/second-factor',
    ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}),
    payload: { code },
  });
}

/** Lets the next sign-in use the current step again (each test's own sign-ins otherwise collide within 30 s). */
async function forgetLastStep(userId: string): Promise<void> {
  await t.em().execute(`update two_factor set last_step = null where user_id = ?`, [userId]);
}

describe('setting up two-factor sign-in', () => {
  it('needs the password, shows a QR code and the secret, and turns on only with a right code', async () => {
    const c = await registerClient(t, 'Ada');
    const status = await c.rest('GET', '/api/auth/two-factor');
    expect(status.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

    const wrongPassword = await c.rest('POST', '/api/auth/two-factor/setup', { password: 'not it' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ messageKey: 'currentPasswordWrong', issues: [{ path: 'password' }] });

    const setup = await c.rest('POST', '/api/auth/two-factor/setup', { password: PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeDataUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(decodeURIComponent(otpauthUrl)).toContain(c.email);
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCodeDataUrl.split(',')[1], 'base64').toString()).toContain('<svg');

    // Stored encrypted, bound to the user.
    const [row] = await t.em().execute<{ secret: string }[]>(`select secret from two_factor where user_id = ?`, [c.id]);
    expect(row!.secret).not.toContain(secret);
    expect(decryptSecret(twoFactorKey(t.config), c.id, row!.secret)).toBe(secret);
    expect(decryptSecret(twoFactorKey(t.config), '00000000-0000-4000-8000-000000000000', row!.secret)).toBeNull();

    // Not on yet: the password alone still signs in.
    expect((await passwordStep(c.email)).res.json().user.twoFactorEnabled).toBe(false);

    const wrong = await c.rest('POST', '/api/auth/two-factor/enable', { code: (Number(await totpCode(secret)) ^ 1).toString().padStart(6, '0') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', messageKey: 'twoFactorCodeInvalid', issues: [{ path: 'code' }] });
    expect((await c.rest('GET', '/api/auth/two-factor')).json().enabled).toBe(false);

    const enable = await c.rest('POST', '/api/auth/two-factor/enable', { code: await totpCode(secret) });
    expect(enable.statusCode).toBe(200);
    const codes: string[] = enable.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    // Only hashes are stored.
    const stored = await t.em().execute<{ code_hash: string }[]>(`select code_hash from recovery_codes where user_id = ?`, [c.id]);
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace(/-/g, '').toUpperCase());

    const on = (await c.rest('GET', '/api/auth/two-factor')).json();
    expect(on).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect((await c.rest('GET', '/api/auth/me')).json().user.twoFactorEnabled).toBe(true);
    expect((await events(c.id)).map((e) => e.kind)).toEqual(expect.arrayContaining(['twofactor.failed', 'twofactor.enabled']));

    // Once on, a new set-up is refused (turn it off first).
    const again = await c.rest('POST', '/api/auth/two-factor/setup', { password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('twoFactorAlreadyEnabled');
  });

  it('works the same through tRPC; a set-up left for more than 15 minutes must start again', async () => {
    const c = await registerClient(t, 'Grace');
    const setup = await c.trpc('mutation', 'twoFactor.beginSetup', { password: PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret } = trpcData(setup);
    await t.em().execute(`update two_factor set created_at = now() - interval '16 minutes' where user_id = ?`, [c.id]);
    const late = await c.trpc('mutation', 'twoFactor.enable', { code: await totpCode(secret) });
    expect(late.statusCode).toBe(400);
    expect(trpcError(late).data.messageKey).toBe('twoFactorSetupExpired');

    const fresh = trpcData(await c.trpc('mutation', 'twoFactor.beginSetup', { password: PASSWORD }));
    expect(fresh.secret).not.toBe(secret);
    const enable = await c.trpc('mutation', 'twoFactor.enable', { code: await totpCode(fresh.secret) });
    expect(enable.statusCode).toBe(200);
    expect(trpcData(enable).recoveryCodes).toHaveLength(10);
    expect(trpcData(await c.trpc('query', 'twoFactor.status'))).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('is required for admins: the test harness signs them in with a code', async () => {
    const admin = await registerAdmin(t);
    expect((await admin.rest('GET', '/api/auth/two-factor')).json()).toMatchObject({ enabled: true, required: true });
    expect((await admin.rest('GET', '/api/auth/me')).json().user).toMatchObject({ role: 'admin', twoFactorEnabled: true });
    expect((await admin.rest('GET', '/api/admin/clients')).statusCode).toBe(200);
  });

  it('a secret that no longer decrypts (the key was lost) refuses every app code, and says so in the log', async () => {
    const c = await registerClient(t, 'Lost Key');
    const { secret, recoveryCodes } = await setUp(c);
    await t.em().execute(`update two_factor set secret = 'v1.AAAA.AAAA.AAAA' where user_id = ?`, [c.id]);
    const { cookie } = await passwordStep(c.email);
    expect((await codeStep(cookie, await totpCode(secret, nextStep()))).statusCode).toBe(400);
    expect(await events(c.id)).toContainEqual(expect.objectContaining({ kind: 'twofactor.failed', details: expect.objectContaining({ undecryptable: true }) }));
    // A recovery code still signs in.
    expect((await codeStep(cookie, recoveryCodes[0])).statusCode).toBe(200);
  });

  it('is for signed-in users only', async () => {
    expect((await visitor(t).rest('GET', '/api/auth/two-factor')).statusCode).toBe(401);
    expect((await visitor(t).rest('POST', '/api/auth/two-factor/setup', { password: 'x' })).statusCode).toBe(401);
    expect((await visitor(t).trpc('mutation', 'twoFactor.enable', { code: '123456' })).statusCode).toBe(401);
  });
});

describe('signing in with two-factor sign-in', () => {
  it('asks for a code after the password; opens the session only with a right one (REST)', async () => {
    const c = await registerClient(t, 'Linus');
    const { secret } = await setUp(c);

    const { res, cookie } = await passwordStep(c.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: true });
    // The cookie carries only the pending sign-in: no session yet.
    expect((await clientFor(t, c.id, c.email, cookie).rest('GET', '/api/auth/me')).statusCode).toBe(401);
    // A wrong password still says nothing more than before.
    expect((await passwordStep(c.email, 'wrong password')).res.statusCode).toBe(401);

    expect((await codeStep(undefined, '123456')).json()).toMatchObject({ code: 'UNAUTHENTICATED', messageKey: 'signInExpired' });
    const empty = await codeStep(cookie, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messageKey).toBe('twoFactorCodeRequired');
    const wrong = await codeStep(cookie, '000000' === (await totpCode(secret, nextStep())) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messageKey).toBe('twoFactorCodeInvalid');

    const right = await codeStep(cookie, await totpCode(secret, nextStep()));
    expect(right.statusCode).toBe(200);
    expect(right.json().user).toMatchObject({ id: c.id, twoFactorEnabled: true });
    const session = sessionCookieOf(right);
    expect((await clientFor(t, c.id, c.email, session).rest('GET', '/api/auth/me')).statusCode).toBe(200);
    const log = await events(c.id);
    expect(log).toContainEqual(expect.objectContaining({ kind: 'signin', details: expect.objectContaining({ method: 'totp' }) }));
    expect(log.some((e) => e.kind === 'twofactor.failed' && e.details.purpose === 'signin')).toBe(true);

    // The pending sign-in is single-use.
    expect((await codeStep(cookie, await totpCode(secret, nextStep()))).statusCode).toBe(401);
  });

  it('refuses a code replayed within its time step, and a code of an earlier step', async () => {
    const c = await registerClient(t, 'Barbara');
    const { secret } = await setUp(c);
    const code = await totpCode(secret, nextStep());
    const first = await passwordStep(c.email);
    expect((await codeStep(first.cookie, code)).statusCode).toBe(200);
    const second = await passwordStep(c.email);
    const replay = await codeStep(second.cookie, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().messageKey).toBe('twoFactorCodeInvalid');
    // The step before the one used is refused too (the set-up's own code, for example).
    expect((await codeStep(second.cookie, await totpCode(secret))).statusCode).toBe(400);
    // Two requests with one fresh code at once: exactly one is accepted.
    await forgetLastStep(c.id);
    const [a, b] = [await passwordStep(c.email), await passwordStep(c.email)];
    const fresh = await totpCode(secret, nextStep());
    const results = await Promise.all([codeStep(a.cookie, fresh), codeStep(b.cookie, fresh)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('works through tRPC, with a recovery code that is then used up', async () => {
    const c = await registerClient(t, 'Edsger');
    const { recoveryCodes } = await setUp(c);
    const login = await visitor(t).trpc('mutation', 'auth.login', { email: c.email, password: PASSWORD });
    expect(trpcData(login)).toEqual({ twoFactorRequired: true });
    const pending = sessionCookieOf(login);
    // Case, spaces and dashes do not matter.
    const typed = recoveryCodes[0]!.toUpperCase().replace(/-/g, ' ');
    const ok = await clientFor(t, '', '', pending).trpc('mutation', 'twoFactor.signIn', { code: typed });
    expect(ok.statusCode).toBe(200);
    expect(trpcData(ok).user.id).toBe(c.id);
    expect((await events(c.id)).map((e) => e.kind)).toEqual(expect.arrayContaining(['recovery_code.used']));
    expect(await events(c.id)).toContainEqual(expect.objectContaining({ kind: 'signin', details: expect.objectContaining({ method: 'recovery_code' }) }));

    const again = await visitor(t).trpc('mutation', 'auth.login', { email: c.email, password: PASSWORD });
    const reused = await clientFor(t, '', '', sessionCookieOf(again)).trpc('mutation', 'twoFactor.signIn', { code: recoveryCodes[0] });
    expect(reused.statusCode).toBe(400);
    expect(trpcError(reused).data.messageKey).toBe('twoFactorCodeInvalid');
    expect(trpcData(await clientFor(t, '', '', sessionCookieOf(ok)).trpc('query', 'twoFactor.status')).recoveryCodesLeft).toBe(9);
  });

  it('a pending sign-in expires after 5 minutes', async () => {
    const c = await registerClient(t, 'Frances');
    const { secret } = await setUp(c);
    const { cookie } = await passwordStep(c.email);
    await t.em().execute(`update auth_challenges set expires_at = now() - interval '1 second' where user_id = ?`, [c.id]);
    const late = await codeStep(cookie, await totpCode(secret, nextStep()));
    expect(late.statusCode).toBe(401);
    expect(late.json().messageKey).toBe('signInExpired');
  });

  it('locks code entry after 5 wrong codes in a row, even for the right code, until the lock ends', async () => {
    const c = await registerClient(t, 'Hedy');
    const { secret } = await setUp(c);
    const { cookie } = await passwordStep(c.email);
    const right = await totpCode(secret, nextStep());
    const wrongCode = right === '999999' ? '999998' : '999999';
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await codeStep(cookie, wrongCode)).statusCode);
    // The fifth wrong code, on the other transport, locks.
    const fifth = await clientFor(t, '', '', cookie).trpc('mutation', 'twoFactor.signIn', { code: wrongCode });
    expect(answers).toEqual([400, 400, 400, 400]);
    expect(fifth.statusCode).toBe(429);
    expect(trpcError(fifth).data.messageKey).toBe('twoFactorLocked');
    const locked = await codeStep(cookie, right);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().messageKey).toBe('twoFactorLocked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await events(c.id)).filter((e) => e.kind === 'twofactor.failed').length).toBeGreaterThanOrEqual(6);

    await t.em().execute(`update two_factor set locked_until = now() - interval '1 second' where user_id = ?`, [c.id]);
    expect((await codeStep(cookie, right)).statusCode).toBe(200);
    const [row] = await t.em().execute<{ failed_attempts: number }[]>(`select failed_attempts from two_factor where user_id = ?`, [c.id]);
    expect(row!.failed_attempts).toBe(0);
  });

  it('a password reset of an account with two-factor sign-in still asks for a code', async () => {
    const c = await registerClient(t, 'Radia');
    const { secret } = await setUp(c);
    await visitor(t).rest('POST', '/api/auth/forgot-password', { email: c.email });
    const token = 'reset-' + c.id;
    await t.em().execute(`update password_reset_tokens set id = encode(sha256(?::bytea), 'hex') where user_id = ?`, [token, c.id]);
    const reset = await visitor(t).rest('POST', '/api/auth/reset-password', { token, password: 'a new password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ twoFactorRequired: true });
    const done = await codeStep(sessionCookieOf(reset), await totpCode(secret, nextStep()));
    expect(done.statusCode).toBe(200);
    expect(done.json().user.id).toBe(c.id);
  });
});

describe('code entry per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { secondFactor: 3 } });
  });
  afterAll(async () => limited?.close());

  it('counts every call on both transports', async () => {
    const inject = (url: string, payload: object) => limited.app.inject({ method: 'POST', url, payload });
    expect((await inject('/api/auth/login/second-factor', { code: '123456' })).statusCode).toBe(401);
    expect((await inject('/trpc/twoFactor.signIn', { code: '123456' })).statusCode).toBe(401);
    expect((await inject('/api/auth/login/second-factor', { code: '123456' })).statusCode).toBe(401);
    const fourth = await inject('/trpc/twoFactor.signIn', { code: '123456' });
    expect(fourth.statusCode).toBe(429);
    expect((await inject('/api/auth/login/second-factor', { code: '123456' })).statusCode).toBe(429);
  });
});

describe('turning two-factor sign-in off and new recovery codes', () => {
  it('turning off needs the password and a code; afterwards the password alone signs in', async () => {
    const c = await registerClient(t, 'Margaret');
    const { secret } = await setUp(c);
    const noCode = await c.rest('POST', '/api/auth/two-factor/disable', { password: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().messageKey).toBe('twoFactorCodeRequired');
    const badPassword = await c.rest('POST', '/api/auth/two-factor/disable', { password: 'nope', code: await totpCode(secret, nextStep()) });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().messageKey).toBe('currentPasswordWrong');
    const badCode = await c.trpc('mutation', 'twoFactor.disable', { password: PASSWORD, code: '12345a' });
    expect(badCode.statusCode).toBe(400);
    expect((await c.rest('GET', '/api/auth/two-factor')).json().enabled).toBe(true);

    const off = await c.rest('POST', '/api/auth/two-factor/disable', { password: PASSWORD, code: await totpCode(secret, nextStep()) });
    expect(off.statusCode).toBe(200);
    expect((await c.rest('GET', '/api/auth/two-factor')).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await t.em().execute(`select 1 from recovery_codes where user_id = ?`, [c.id])).toHaveLength(0);
    expect((await passwordStep(c.email)).res.json().user.id).toBe(c.id);
    expect((await events(c.id)).map((e) => e.kind)).toContain('twofactor.disabled');
    // Off again: turning off once more is refused.
    expect((await c.rest('POST', '/api/auth/two-factor/disable', { password: PASSWORD, code: '123456' })).statusCode).toBe(409);
  });

  it('new recovery codes need the password and a code, and the old ones stop working', async () => {
    const c = await registerClient(t, 'Alan');
    const { secret, recoveryCodes } = await setUp(c);
    expect((await c.rest('POST', '/api/auth/two-factor/recovery-codes', { password: 'nope', code: recoveryCodes[1] })).statusCode).toBe(400);
    const fresh = await c.rest('POST', '/api/auth/two-factor/recovery-codes', { password: PASSWORD, code: await totpCode(secret, nextStep()) });
    expect(fresh.statusCode).toBe(200);
    const newCodes: string[] = fresh.json().recoveryCodes;
    expect(newCodes).toHaveLength(10);
    expect(newCodes).not.toContain(recoveryCodes[1]);
    expect((await codeStep((await passwordStep(c.email)).cookie, recoveryCodes[1])).statusCode).toBe(400);
    expect((await codeStep((await passwordStep(c.email)).cookie, newCodes[1])).statusCode).toBe(200);
    expect((await events(c.id)).map((e) => e.kind)).toContain('recovery_codes.regenerated');
  });
});

describe('assertSecondFactor (sensitive actions)', () => {
  it('passes without two-factor sign-in; otherwise needs a right, unused code', async () => {
    const plain = await registerClient(t, 'Plain');
    await expect(assertSecondFactor(t.em(), plain.id, undefined, undefined)).resolves.toBeUndefined();

    const c = await registerClient(t, 'Careful');
    const { secret, recoveryCodes } = await setUp(c);
    const missing = await assertSecondFactor(t.em(), c.id, undefined, undefined).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AppError);
    expect(missing).toMatchObject({ code: 'VALIDATION', messageKey: 'twoFactorCodeRequired', issues: [{ path: 'code' }] });
    const wrong = await assertSecondFactor(t.em(), c.id, '000000', undefined, t.config).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ code: 'VALIDATION', messageKey: 'twoFactorCodeInvalid' });
    await expect(assertSecondFactor(t.em(), c.id, await totpCode(secret, nextStep()), undefined, t.config)).resolves.toBeUndefined();
    await expect(assertSecondFactor(t.em(), c.id, recoveryCodes[2], undefined, t.config)).resolves.toBeUndefined();
    await expect(assertSecondFactor(t.em(), c.id, recoveryCodes[2], undefined, t.config)).rejects.toMatchObject({ messageKey: 'twoFactorCodeInvalid' });
  });
});

describe('passkeys', () => {
  /** Adds a passkey through the API with the software authenticator. */
  async function addPasskey(c: Client, name: string, via: 'rest' | 'trpc' = 'rest', code?: string): Promise<SoftCredential> {
    const input = { password: PASSWORD, ...(code ? { code } : {}) };
    const options =
      via === 'rest'
        ? (await c.rest('POST', '/api/auth/passkeys/registration-options', input)).json()
        : trpcData(await c.trpc('mutation', 'passkeys.registrationOptions', input));
    expect(options.rp).toEqual({ id: 'portal.example', name: expect.any(String) });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const { credential, response } = createCredential(options, ORIGIN);
    const res =
      via === 'rest' ? await c.rest('POST', '/api/auth/passkeys', { name, response }) : await c.trpc('mutation', 'passkeys.register', { name, response });
    expect([200, 201]).toContain(res.statusCode);
    return credential;
  }

  async function signInOptions(): Promise<{ challenge: string; rpId: string; userVerification: string }> {
    const res = await visitor(t).rest('POST', '/api/auth/passkeys/signin-options');
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('a passkey is added with the password, listed, and signs in without password or code', async () => {
    const c = await registerClient(t, 'Katherine');
    const { secret } = await setUp(c); // a passkey sign-in needs no TOTP code after it
    const refused = await c.rest('POST', '/api/auth/passkeys/registration-options', { password: 'wrong' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messageKey).toBe('currentPasswordWrong');
    // With two-factor sign-in on, adding a passkey needs a code too (the passkey will sign in without one).
    const noCode = await c.rest('POST', '/api/auth/passkeys/registration-options', { password: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ messageKey: 'twoFactorCodeRequired', issues: [{ path: 'code' }] });

    const credential = await addPasskey(c, 'Laptop', 'rest', await totpCode(secret, nextStep()));
    const list = (await c.rest('GET', '/api/auth/passkeys')).json().items;
    expect(list).toEqual([{ id: expect.any(String), name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null, backedUp: false }]);
    expect((await events(c.id)).map((e) => e.kind)).toContain('passkey.added');

    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'portal.example', userVerification: 'required' });
    const res = await visitor(t).rest('POST', '/api/auth/passkeys/signin', { response: getAssertion(credential, options, ORIGIN) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: c.id, twoFactorEnabled: true });
    expect((await clientFor(t, c.id, c.email, sessionCookieOf(res)).rest('GET', '/api/auth/me')).statusCode).toBe(200);
    expect(await events(c.id)).toContainEqual(expect.objectContaining({ kind: 'signin', details: expect.objectContaining({ method: 'passkey' }) }));
    expect((await c.rest('GET', '/api/auth/passkeys')).json().items[0].lastUsedAt).not.toBeNull();

    // The same through tRPC.
    const trpcOptions = trpcData(await visitor(t).trpc('mutation', 'passkeys.signInOptions'));
    const viaTrpc = await visitor(t).trpc('mutation', 'passkeys.signIn', { response: getAssertion(credential, trpcOptions, ORIGIN) });
    expect(viaTrpc.statusCode).toBe(200);
    expect(trpcData(viaTrpc).user.id).toBe(c.id);
  });

  it('refuses a reused or unknown challenge, another origin, no user verification, an unknown credential and a replayed signature counter', async () => {
    const c = await registerClient(t, 'Mary');
    const credential = await addPasskey(c, 'Phone', 'trpc');
    const signIn = (response: unknown) => visitor(t).rest('POST', '/api/auth/passkeys/signin', { response });

    const options = await signInOptions();
    const good = getAssertion(credential, options, ORIGIN);
    expect((await signIn(good)).statusCode).toBe(200);
    const reused = await signIn(getAssertion(credential, options, ORIGIN));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().messageKey).toBe('passkeyExpired');
    expect((await signIn(getAssertion(credential, { challenge: 'made-up-challenge' }, ORIGIN))).json().messageKey).toBe('passkeyExpired');

    const phishing = await signIn(getAssertion(credential, await signInOptions(), 'https://portal.example.evil'));
    expect(phishing.statusCode).toBe(401);
    expect(phishing.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', messageKey: 'passkeyFailed' });
    const unverified = await signIn(getAssertion(credential, await signInOptions(), ORIGIN, { userVerified: false }));
    expect(unverified.statusCode).toBe(401);
    const stranger = createCredential({ challenge: 'x', rp: { id: 'portal.example' }, user: { id: 'x' } }, ORIGIN).credential;
    expect((await signIn(getAssertion(stranger, await signInOptions(), ORIGIN))).statusCode).toBe(401);
    // A cloned authenticator: its counter goes backwards.
    credential.signCount = 0;
    expect((await signIn(getAssertion(credential, await signInOptions(), ORIGIN))).statusCode).toBe(401);
    expect((await events(c.id)).filter((e) => e.kind === 'signin.failed').length).toBeGreaterThanOrEqual(3);

    // An expired challenge.
    const old = await signInOptions();
    await t.em().execute(`update auth_challenges set expires_at = now() - interval '1 second' where kind = 'passkey_signin'`);
    expect((await signIn(getAssertion(credential, old, ORIGIN))).json().messageKey).toBe('passkeyExpired');
  });

  it('a registration must answer its own challenge; one user cannot use or remove another user’s passkey', async () => {
    const a = await registerClient(t, 'Owner');
    const b = await registerClient(t, 'Other');
    const optionsA = (await a.rest('POST', '/api/auth/passkeys/registration-options', { password: PASSWORD })).json();
    // B answers A's challenge: refused.
    const stolen = createCredential(optionsA, ORIGIN).response;
    const byB = await b.rest('POST', '/api/auth/passkeys', { name: 'Sneaky', response: stolen });
    expect(byB.statusCode).toBe(400);
    expect(byB.json().messageKey).toBe('passkeyExpired');
    // Without user verification: refused.
    const optionsA2 = (await a.rest('POST', '/api/auth/passkeys/registration-options', { password: PASSWORD })).json();
    const noUv = await a.rest('POST', '/api/auth/passkeys', { name: 'Key', response: createCredential(optionsA2, ORIGIN, { userVerified: false }).response });
    expect(noUv.statusCode).toBe(400);
    expect(noUv.json().messageKey).toBe('passkeyFailed');
    const empty = await a.rest('POST', '/api/auth/passkeys', { name: '  ', response: stolen });
    expect(empty.json().messageKey).toBe('passkeyNameRequired');

    await addPasskey(a, 'Tablet');
    const [passkey] = (await a.rest('GET', '/api/auth/passkeys')).json().items;
    expect((await b.rest('GET', '/api/auth/passkeys')).json().items).toEqual([]);
    const removeByB = await b.rest('DELETE', `/api/auth/passkeys/${passkey.id}`);
    expect(removeByB.statusCode).toBe(404);
    expect((await b.trpc('mutation', 'passkeys.remove', { id: passkey.id })).statusCode).toBe(404);
    const remove = await a.rest('DELETE', `/api/auth/passkeys/${passkey.id}`);
    expect(remove.statusCode).toBe(200);
    expect((await a.rest('GET', '/api/auth/passkeys')).json().items).toEqual([]);
    expect((await events(a.id)).map((e) => e.kind)).toContain('passkey.removed');
  });

  it('keeps at most 10 passkeys per account', async () => {
    const c = await registerClient(t, 'Collector');
    for (let i = 0; i < 10; i++) await addPasskey(c, `Key ${i + 1}`);
    const eleventh = await c.rest('POST', '/api/auth/passkeys/registration-options', { password: PASSWORD });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().messageKey).toBe('passkeyLimit');
  });

  it('the relying party is PUBLIC_URL, or the request’s own origin without it', () => {
    expect(relyingParty('https://portal.example', 'http://127.0.0.1:3000')).toEqual({ id: 'portal.example', origin: 'https://portal.example' });
    expect(relyingParty(undefined, 'http://localhost:5173')).toEqual({ id: 'localhost', origin: 'http://localhost:5173' });
  });
});
