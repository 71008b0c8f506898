/**
 * The account's security (docs/decisions/012-account-security.md): e-mail verification (single
 * use, 24 hours, re-sending rate limited, content-link mail and password resets only to a confirmed
 * address), changing the address (password, link to the new address, old address told, race for a
 * taken address), the sessions list (device, IP, last seen, ending one or all others), the
 * new-device e-mail, and the security log for the user and for admins.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { EMAIL_TOKEN_TTL_MS, SESSION_LAST_SEEN_INTERVAL_MS } from '../../shared/constants.js';
import {
  clientFor,
  confirmationToken,
  confirmEmail,
  registerAdmin,
  registerClient,
  sessionCookieOf,
  visitor,
  type Client,
  useTestApp,
  trpcData as data,
  trpcError,
  pastSessionCache,
} from '../../test/harness.js';
import { queueMail } from '../mail/outbox.service.js';
import { userForSession } from './auth.service.js';
import { verifyEmail } from './email-verification.service.js';

const t = useTestApp({ rateLimits: { verificationMailsPerHour: 3 } });

const PASSWORD = 'correct horse'; // registerClient's password
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

function visitorContext(): ServiceContext {
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  return { em: t.em(), user: null, log, config: t.config };
}

/** Registers a client from a given browser (user agent and address). */
async function registerFrom(userAgent: string, ip = '198.51.100.7', verified = false): Promise<Client> {
  const email = `sec-${randomBytes(4).toString('hex')}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { name: 'Sam Secure', email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  if (verified) await confirmEmail(t, email);
  return clientFor(t, res.json().user.id, email, sessionCookieOf(res)!);
}

/** Signs `c` in from a browser; returns that session as a Client. */
async function signIn(c: Client, userAgent: string, ip = '203.0.113.9'): Promise<Client> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email: c.email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return clientFor(t, c.id, c.email, sessionCookieOf(res)!);
}

async function mails(to: string, kind: string) {
  return t
    .em()
    .execute<{ subject: string; text_body: string; language: string }[]>(
      `select subject, text_body, language from mail_outbox where to_address = ? and kind = ? order by created_at`,
      [to, kind],
    );
}

async function events(userId: string) {
  return t.em().execute<{ kind: string; details: unknown }[]>(`select kind, details from security_events where user_id = ? order by created_at, id`, [userId]);
}

describe('e-mail verification', () => {
  it('registering sends a link; the portal works at once; the link confirms the address once', async () => {
    const c = await registerClient(t, 'Vera Neu', { verified: false });
    const me = await c.rest('GET', '/api/auth/me');
    expect(me.json().user.emailVerified).toBe(false);
    expect((await c.rest('GET', '/api/questions')).statusCode).toBe(200);
    const [mail] = await mails(c.email, 'email.verify');
    expect(mail!.subject).toBe('Please confirm your email address');
    expect(mail!.text_body).toContain('valid for 24 hours');
    // Only the SHA-256 of the token is stored.
    const token = await confirmationToken(t, c.email);
    const [stored] = await t.em().execute<{ n: string | number }[]>(`select count(*) as n from email_tokens where id = ?`, [token]);
    expect(Number(stored!.n)).toBe(0);

    const opened = await visitor(t).rest('POST', '/api/auth/verify-email', { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ email: c.email, changed: false });
    expect((await c.rest('GET', '/api/auth/me')).json().user.emailVerified).toBe(true);
    expect(data(await c.trpc('query', 'auth.emailStatus'))).toMatchObject({ email: c.email, verified: true, pendingEmail: null });

    // Single use, on both transports.
    const again = await visitor(t).rest('POST', '/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().messageKey).toBe('emailLinkInvalid');
    const againTrpc = await visitor(t).trpc('mutation', 'auth.verifyEmail', { token });
    expect(againTrpc.statusCode).toBe(400);
    expect(trpcError(againTrpc).data.messageKey).toBe('emailLinkInvalid');
    expect((await events(c.id)).map((e) => e.kind)).toContain('email.verified');
  });

  it('the confirmation e-mail is written in the language the client registered in', async () => {
    const email = `de-${randomBytes(4).toString('hex')}@example.com`;
    const res = await visitor(t).rest('POST', '/api/auth/register', { name: 'Greta Deutsch', email, password: PASSWORD, language: 'de' });
    expect(res.statusCode).toBe(201);
    const [mail] = await mails(email, 'email.verify');
    expect(mail).toMatchObject({ language: 'de', subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    expect(mail!.text_body).toContain('24 Stunden gültig');
  });

  it('a link expires after 24 hours', async () => {
    const c = await registerClient(t, 'Otto Spät', { verified: false });
    const token = await confirmationToken(t, c.email);
    const later = new Date(Date.now() + EMAIL_TOKEN_TTL_MS + 1000);
    await expect(verifyEmail(visitorContext(), { token }, later)).rejects.toSatisfy((e) => e instanceof AppError && e.messageKey === 'emailLinkInvalid');
    const inTime = new Date(Date.now() + EMAIL_TOKEN_TTL_MS - 60_000);
    expect(await verifyEmail(visitorContext(), { token }, inTime)).toEqual({ email: c.email, changed: false });
  });

  it('an unknown or malformed link is a 400, not a 500', async () => {
    expect((await visitor(t).rest('POST', '/api/auth/verify-email', { token: 'nope' })).statusCode).toBe(400);
    expect((await visitor(t).rest('POST', '/api/auth/verify-email', { token: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await visitor(t).rest('POST', '/api/auth/verify-email', {})).statusCode).toBe(400);
  });

  it('re-sending is for signed-in users, sends a new link, and is rate limited per user on both transports', async () => {
    expect((await visitor(t).rest('POST', '/api/auth/verify-email/resend')).statusCode).toBe(401);
    const c = await registerClient(t, 'Rita Resend', { verified: false });
    const other = await registerClient(t, 'Olga Other', { verified: false });
    expect((await c.rest('POST', '/api/auth/verify-email/resend')).statusCode).toBe(200);
    expect((await c.trpc('mutation', 'auth.resendVerification')).statusCode).toBe(200);
    expect((await c.rest('POST', '/api/auth/verify-email/resend')).statusCode).toBe(200);
    // The fourth within the hour (limit 3 in this file), whichever transport.
    const limited = await c.trpc('mutation', 'auth.resendVerification');
    expect(limited.statusCode).toBe(429);
    expect((await c.rest('POST', '/api/auth/verify-email/resend')).statusCode).toBe(429);
    // A batched call counts each call.
    const batch = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.resendVerification,auth.resendVerification,auth.resendVerification,auth.resendVerification?batch=1',
      cookies: { session: other.cookie },
      payload: { 0: {}, 1: {}, 2: {}, 3: {} },
    });
    expect(batch.statusCode).toBe(429);
    expect(await mails(c.email, 'email.verify')).toHaveLength(4); // registration + 3
    // Every link sent works (the newest one here).
    await confirmEmail(t, c.email);
    expect((await c.rest('GET', '/api/auth/me')).json().user.emailVerified).toBe(true);
  });

  it('password reset mail goes only to a confirmed address', async () => {
    const c = await registerClient(t, 'Paula Reset', { verified: false });
    expect((await visitor(t).rest('POST', '/api/auth/forgot-password', { email: c.email })).statusCode).toBe(200);
    expect(await mails(c.email, 'password.reset')).toHaveLength(0);
    await confirmEmail(t, c.email);
    expect((await visitor(t).rest('POST', '/api/auth/forgot-password', { email: c.email })).statusCode).toBe(200);
    expect(await mails(c.email, 'password.reset')).toHaveLength(1);
  });

  it('mail with content links is held back for an unconfirmed address; the order confirmation still goes', async () => {
    const c = await registerClient(t, 'Hanna Hold', { verified: false });
    const em = t.em();
    const answered = { kind: 'question.answered' as const, params: { name: 'Hanna', question: 'Q', answer: 'A', portalUrl: 'http://x/questions' } };
    expect(await queueMail(em, { to: c.email, language: 'en', content: answered })).toBe(false);
    const reminder = {
      kind: 'letter.reminder' as const,
      params: { name: 'Hanna', letterType: null, deadlineKind: 'objection' as const, date: '2026-12-01', daysLeft: 7, portalUrl: 'http://x/letters' },
    };
    expect(await queueMail(em, { to: c.email, language: 'en', content: reminder })).toBe(false);
    // A firm address (no account) is not affected.
    expect(await queueMail(em, { to: 'firm-inbox@example.com', language: 'en', content: answered })).toBe(true);
    await confirmEmail(t, c.email);
    expect(await queueMail(em, { to: c.email, language: 'en', content: answered })).toBe(true);

    // An order placed by an unconfirmed client: the confirmation (durable medium) is sent.
    const d = await registerClient(t, 'Dora Order', { verified: false });
    const [pkg] = await t.em().execute<{ id: string }[]>(`select id from packages where name = 'Starter'`);
    const order = await d.rest('POST', '/api/orders', {
      packageId: pkg!.id,
      customerType: 'consumer',
      billing: { name: 'Dora Order', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' },
      acceptTerms: true,
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(await mails(d.email, 'order.confirmed')).toHaveLength(1);
  });
});

describe('changing the e-mail address', () => {
  it('needs the current password; the address changes only when the link sent to the new address is opened; the old one is told', async () => {
    const c = await registerClient(t, 'Emil Wechsel');
    const newEmail = `new-${randomBytes(4).toString('hex')}@example.com`;
    const wrong = await c.rest('POST', '/api/auth/email', { newEmail, currentPassword: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messageKey).toBe('currentPasswordWrong');
    const same = await c.trpc('mutation', 'auth.changeEmail', { newEmail: c.email.toUpperCase(), currentPassword: PASSWORD });
    expect(trpcError(same).data.messageKey).toBe('emailUnchanged');

    const asked = await c.rest('POST', '/api/auth/email', { newEmail: ` ${newEmail.toUpperCase()} `, currentPassword: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: c.email, verified: true, pendingEmail: newEmail });
    // Nothing changed yet: the old address still signs in; the new one does not.
    expect((await c.rest('GET', '/api/auth/me')).json().user.email).toBe(c.email);
    expect((await visitor(t).rest('POST', '/api/auth/login', { email: newEmail, password: PASSWORD })).statusCode).toBe(401);
    const [link] = await mails(newEmail, 'email.change');
    expect(link!.text_body).toContain('/verify-email?token=');
    expect(await mails(c.email, 'email.changed')).toHaveLength(0);

    const token = await confirmationToken(t, newEmail);
    const opened = await visitor(t).rest('POST', '/api/auth/verify-email', { token });
    expect(opened.json()).toEqual({ email: newEmail, changed: true });
    const me = (await c.rest('GET', '/api/auth/me')).json().user;
    expect(me).toMatchObject({ email: newEmail, emailVerified: true });
    const [told] = await mails(c.email, 'email.changed');
    expect(told!.subject).toBe('The email address of your account was changed');
    expect(told!.text_body).not.toContain(newEmail);
    expect((await visitor(t).rest('POST', '/api/auth/login', { email: newEmail, password: PASSWORD })).statusCode).toBe(200);
    expect((await visitor(t).rest('POST', '/api/auth/login', { email: c.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await visitor(t).rest('POST', '/api/auth/verify-email', { token })).statusCode).toBe(400);
    expect((await events(c.id)).map((e) => e.kind)).toEqual(expect.arrayContaining(['email.change_requested', 'email.changed']));
  });

  it('a taken address gets the same answer as a free one on both transports: nothing changes, no link is sent, the holder is told in their language', async () => {
    const a = await registerClient(t, 'Anna Probe');
    const b = await registerClient(t, 'Bea Halter');
    await b.rest('POST', '/api/auth/profile', { name: 'Bea Halter', language: 'de' });
    const free = `free-${randomBytes(4).toString('hex')}@example.com`;
    const shape = (status: Record<string, unknown>) => ({
      ...status,
      pendingEmail: typeof status.pendingEmail,
      pendingExpiresAt: typeof status.pendingExpiresAt,
    });

    const toFree = await a.rest('POST', '/api/auth/email', { newEmail: free, currentPassword: PASSWORD });
    const toTaken = await a.rest('POST', '/api/auth/email', { newEmail: b.email.toUpperCase(), currentPassword: PASSWORD });
    expect(toTaken.statusCode).toBe(toFree.statusCode);
    expect(toTaken.json()).toMatchObject({ email: a.email, verified: true, pendingEmail: b.email });
    expect(shape(toTaken.json())).toEqual(shape(toFree.json()));
    const viaTrpc = await a.trpc('mutation', 'auth.changeEmail', { newEmail: b.email, currentPassword: PASSWORD });
    expect(viaTrpc.statusCode).toBe(200);
    expect(data(viaTrpc)).toMatchObject({ email: a.email, pendingEmail: b.email });
    expect((await a.rest('GET', '/api/auth/email')).json()).toMatchObject({ email: a.email, pendingEmail: b.email });

    // No confirmation link to anyone: only the notice, to the address's holder, in German.
    expect(await mails(b.email, 'email.change')).toHaveLength(0);
    expect(await mails(a.email, 'email.change')).toHaveLength(0);
    const notices = await mails(b.email, 'email.address_in_use');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.language).toBe('de');
    expect(notices[0]!.subject).toBe('Jemand wollte Ihre E-Mail-Adresse für ein Konto verwenden');
    expect(notices[0]!.text_body).toContain('/login');
    expect(notices[0]!.text_body).not.toContain(a.email);
    expect(notices[0]!.text_body).not.toContain('token');
    // The free address's earlier link was cancelled by the later request, as between two free addresses.
    expect((await visitor(t).rest('POST', '/api/auth/verify-email', { token: await confirmationToken(t, free) })).json().messageKey).toBe('emailLinkInvalid');

    // Nothing changed for either account.
    expect((await a.rest('GET', '/api/auth/me')).json().user.email).toBe(a.email);
    expect((await b.rest('GET', '/api/auth/me')).json().user.email).toBe(b.email);
    expect((await visitor(t).rest('POST', '/api/auth/login', { email: b.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await events(a.id)).filter((e) => e.kind === 'email.change_requested')).toHaveLength(3);
  });

  it('a link opened after someone else registered its address: the owner of the mailbox is told, the link is used up', async () => {
    const a = await registerClient(t, 'Anna Race');
    const wanted = `wanted-${randomBytes(4).toString('hex')}@example.com`;
    expect((await a.rest('POST', '/api/auth/email', { newEmail: wanted, currentPassword: PASSWORD })).statusCode).toBe(200);
    const token = await confirmationToken(t, wanted);
    const reg = await visitor(t).rest('POST', '/api/auth/register', { name: 'Quick', email: wanted, password: PASSWORD });
    expect(reg.statusCode).toBe(201);
    const opened = await visitor(t).rest('POST', '/api/auth/verify-email', { token });
    expect(opened.statusCode).toBe(400);
    expect(opened.json().messageKey).toBe('emailTaken');
    expect((await a.rest('GET', '/api/auth/me')).json().user.email).toBe(a.email);
    // The link is used up: the account page no longer shows the change as pending, a second opening is an invalid link.
    expect((await a.rest('GET', '/api/auth/email')).json()).toMatchObject({ pendingEmail: null });
    const again = await visitor(t).trpc('mutation', 'auth.verifyEmail', { token });
    expect(trpcError(again).data.messageKey).toBe('emailLinkInvalid');
  });

  it('two accounts opening their links for the same new address at once: one gets it, the other a clear refusal', async () => {
    const a = await registerClient(t, 'Ada Same');
    const b = await registerClient(t, 'Bob Same');
    const wanted = `both-${randomBytes(4).toString('hex')}@example.com`;
    expect((await a.rest('POST', '/api/auth/email', { newEmail: wanted, currentPassword: PASSWORD })).statusCode).toBe(200);
    const tokenA = await confirmationToken(t, wanted);
    expect((await b.rest('POST', '/api/auth/email', { newEmail: wanted, currentPassword: PASSWORD })).statusCode).toBe(200);
    const tokenB = await confirmationToken(t, wanted);
    expect(tokenB).not.toBe(tokenA);
    const results = await Promise.all([tokenA, tokenB].map((token) => visitor(t).rest('POST', '/api/auth/verify-email', { token })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().messageKey).toBe('emailTaken');
    const emails = [(await a.rest('GET', '/api/auth/me')).json().user.email, (await b.rest('GET', '/api/auth/me')).json().user.email];
    expect(emails.filter((e) => e === wanted)).toHaveLength(1);
  });

  it('a confirmation link of the old address no longer confirms anything after a change', async () => {
    const c = await registerClient(t, 'Carl Old', { verified: false });
    const oldToken = await confirmationToken(t, c.email);
    const newEmail = `later-${randomBytes(4).toString('hex')}@example.com`;
    expect((await c.rest('POST', '/api/auth/email', { newEmail, currentPassword: PASSWORD })).statusCode).toBe(200);
    await confirmEmail(t, newEmail);
    expect((await visitor(t).rest('POST', '/api/auth/verify-email', { token: oldToken })).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('lists the sessions with device, IP and "this device"; ends one, or all others; an ended cookie gets 401', async () => {
    const c = await registerFrom(CHROME_WINDOWS, '198.51.100.7', true);
    const phone = await signIn(c, SAFARI_IPHONE, '203.0.113.9');
    const laptop = await signIn(c, FIREFOX_LINUX, '192.0.2.44');

    const list = await c.rest('GET', '/api/auth/sessions');
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as { id: string; device: string; deviceType: string; ip: string; current: boolean; lastSeenAt: string }[];
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: 'Chrome · Windows', deviceType: 'desktop', ip: '198.51.100.7', current: true });
    expect(sessions.find((s) => s.device === 'Safari · iOS')).toMatchObject({ deviceType: 'mobile', ip: '203.0.113.9', current: false });
    expect(data(await c.trpc('query', 'auth.sessions'))).toEqual(sessions);

    const phoneId = sessions.find((s) => s.device === 'Safari · iOS')!.id;
    const ended = await c.rest('POST', `/api/auth/sessions/${phoneId}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await phone.rest('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await laptop.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await c.rest('POST', `/api/auth/sessions/${phoneId}/end`)).statusCode).toBe(404);

    const others = await c.trpc('mutation', 'auth.endOtherSessions');
    expect(data(others)).toEqual({ ended: 1 });
    expect((await laptop.rest('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    const kinds = (await events(c.id)).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['session.ended', 'sessions.ended_others']));
  });

  it("another user's session cannot be ended (404), and nobody sees another's sessions", async () => {
    const a = await registerClient(t, 'Alma A');
    const b = await registerClient(t, 'Bert B');
    const bSessions = (await b.rest('GET', '/api/auth/sessions')).json() as { id: string }[];
    const res = await a.rest('POST', `/api/auth/sessions/${bSessions[0]!.id}/end`);
    expect(res.statusCode).toBe(404);
    expect(res.json().messageKey).toBe('sessionNotFound');
    const viaTrpc = await a.trpc('mutation', 'auth.endSession', { id: bSessions[0]!.id });
    expect(viaTrpc.statusCode).toBe(404);
    expect((await b.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    expect(((await a.rest('GET', '/api/auth/sessions')).json() as { id: string }[]).map((s) => s.id)).not.toContain(bSessions[0]!.id);
    expect((await a.rest('POST', '/api/auth/sessions/not-an-id/end')).statusCode).toBe(400);
    expect((await visitor(t).rest('GET', '/api/auth/sessions')).statusCode).toBe(401);
  });

  it('ending the current session signs this browser out', async () => {
    const c = await registerClient(t, 'Cora Self');
    const [mine] = (await c.rest('GET', '/api/auth/sessions')).json() as { id: string; current: boolean }[];
    expect(mine!.current).toBe(true);
    const res = await c.trpc('mutation', 'auth.endSession', { id: mine!.id });
    expect(res.statusCode).toBe(200);
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('last seen is written when a request uses the session, at most every 5 minutes', async () => {
    const c = await registerClient(t, 'Lars Seen');
    const [row] = await t.em().execute<{ id: string }[]>(`select id from sessions where user_id = ?`, [c.id]);
    const seen = async () =>
      new Date(
        (await t.em().execute<{ last_seen_at: Date | string }[]>(`select last_seen_at from sessions where id = ?`, [row!.id]))[0]!.last_seen_at,
      ).getTime();
    // Used within 5 minutes of the last write: not written again.
    const recent = new Date(Date.now() - SESSION_LAST_SEEN_INTERVAL_MS + 60_000);
    await t.em().execute(`update sessions set last_seen_at = ? where id = ?`, [recent, row!.id]);
    // The session is checked in the database again once the cache's time has passed.
    await pastSessionCache(t);
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    expect(await seen()).toBe(recent.getTime());
    // Idle for 6 minutes, then used: written (with the request's IP address).
    await t.em().execute(`update sessions set last_seen_at = ?, ip = null where id = ?`, [new Date(Date.now() - 6 * 60_000), row!.id]);
    await pastSessionCache(t);
    const before = Date.now();
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    const written = await seen();
    expect(written).toBeGreaterThanOrEqual(before - 1000);
    const [listed] = (await c.rest('GET', '/api/auth/sessions')).json() as { ip: string; lastSeenAt: string }[];
    expect(listed).toMatchObject({ ip: '127.0.0.1', lastSeenAt: new Date(written).toISOString() });
    expect(await userForSession(t.em(), 'unknown-token')).toBeNull();
  });

  it('logout writes signout to the security log', async () => {
    const c = await registerClient(t, 'Lotte Out');
    expect((await c.rest('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await events(c.id)).map((e) => e.kind)).toContain('signout');
  });
});

describe('new-device e-mail', () => {
  it('is sent once per new browser and system; not on registration; not for a known device', async () => {
    const c = await registerFrom(CHROME_WINDOWS, '198.51.100.7', true);
    expect(await mails(c.email, 'signin.new_device')).toHaveLength(0);
    await signIn(c, CHROME_WINDOWS.replace('131.0.0.0', '132.0.0.0'));
    expect(await mails(c.email, 'signin.new_device')).toHaveLength(0);
    await signIn(c, SAFARI_IPHONE, '203.0.113.9');
    const [mail] = await mails(c.email, 'signin.new_device');
    expect(mail!.subject).toBe('New sign-in to your account');
    expect(mail!.text_body).toContain('Safari · iOS');
    expect(mail!.text_body).toContain('203.0.113.9');
    expect(mail!.text_body).not.toContain(PASSWORD);
    await signIn(c, SAFARI_IPHONE, '203.0.113.10');
    expect(await mails(c.email, 'signin.new_device')).toHaveLength(1);
    await signIn(c, FIREFOX_LINUX);
    expect(await mails(c.email, 'signin.new_device')).toHaveLength(2);
    expect((await events(c.id)).filter((e) => e.kind === 'signin.new_device')).toHaveLength(2);
  });

  it('is written in the user’s language', async () => {
    const c = await registerFrom(CHROME_WINDOWS, '198.51.100.7', true);
    expect((await c.rest('POST', '/api/auth/profile', { name: 'Sam Secure', language: 'de' })).statusCode).toBe(200);
    await signIn(c, SAFARI_IPHONE);
    const [mail] = await mails(c.email, 'signin.new_device');
    expect(mail).toMatchObject({ language: 'de', subject: 'Neue Anmeldung bei Ihrem Konto' });
  });

  it('is held back while the address is unconfirmed', async () => {
    const c = await registerFrom(CHROME_WINDOWS);
    await signIn(c, SAFARI_IPHONE);
    expect(await mails(c.email, 'signin.new_device')).toHaveLength(0);
  });
});

describe('security log', () => {
  it('the user sees their own log, newest first, keyset-paged; admins see a client’s log; clients see no one else’s', async () => {
    const c = await registerFrom(CHROME_WINDOWS, '198.51.100.7', true);
    const other = await registerClient(t, 'Nosy Neighbour');
    expect((await visitor(t).rest('POST', '/api/auth/login', { email: c.email, password: 'wrong password' })).statusCode).toBe(401);
    await signIn(c, SAFARI_IPHONE);

    const res = await c.rest('GET', '/api/auth/security-log');
    expect(res.statusCode).toBe(200);
    const log = res.json() as { kind: string; device: string | null; ip: string | null; createdAt: string }[];
    expect(log.map((e) => e.kind)).toEqual(['signin', 'signin.new_device', 'signin.failed', 'email.verified', 'signin']);
    expect(log[0]).toMatchObject({ device: 'Safari · iOS' });
    expect(data(await c.trpc('query', 'auth.securityLog', { limit: 50 })).items).toEqual(log);

    // Keyset pages.
    const page1 = await c.rest('GET', '/api/auth/security-log?limit=2');
    expect(page1.json()).toHaveLength(2);
    const cursor = page1.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const page2 = await c.rest('GET', `/api/auth/security-log?limit=2&cursor=${encodeURIComponent(cursor)}`);
    expect((page2.json() as { kind: string }[]).map((e) => e.kind)).toEqual(['signin.failed', 'email.verified']);
    const viaTrpc = data(await c.trpc('query', 'auth.securityLog', { limit: 2, cursor }));
    expect(viaTrpc.items).toEqual(page2.json());

    // Another client's log: their own only; the admin console is closed to them.
    const theirs = (await other.rest('GET', '/api/auth/security-log')).json() as { kind: string }[];
    expect(theirs.map((e) => e.kind)).toEqual(['email.verified', 'signin']);
    expect((await other.rest('GET', `/api/admin/clients/${c.id}/security-log`)).statusCode).toBe(403);
    expect((await other.trpc('query', 'admin.security.clientLog', { clientId: c.id })).statusCode).toBe(403);
    expect((await visitor(t).rest('GET', '/api/auth/security-log')).statusCode).toBe(401);

    const admin = await registerAdmin(t);
    const adminView = await admin.rest('GET', `/api/admin/clients/${c.id}/security-log`);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json()).toEqual(log);
    expect(data(await admin.trpc('query', 'admin.security.clientLog', { clientId: c.id })).items).toEqual(log);
    expect((await admin.rest('GET', `/api/admin/clients/${admin.id}/security-log`)).statusCode).toBe(404);
    expect((await admin.rest('GET', '/api/admin/clients/not-a-uuid/security-log')).statusCode).toBe(404);
  });
});
