/**
 * Accounts and sessions (spec sections 5 and 8): register, login, logout, and the
 * per-request session check. Passwords are hashed with argon2id; a session is a random
 * 32-byte token whose SHA-256 is the `sessions` row id.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { verify } from '@node-rs/argon2';
import { requireUser, type RequestClient, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { db, isUniqueViolation } from '../../kysely.js';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  MeResponse,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
  User,
} from '../../shared/auth/auth.schema.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_RESET_TTL_MS, SESSION_LAST_SEEN_INTERVAL_MS, SESSION_TTL_MS } from '../../shared/constants.js';
import { queueMail, queueMailToAccount, siteUrl } from '../mail/outbox.service.js';
import { parseDevice } from '../security/device.js';
import { recordSecurityEvent } from '../security/security-log.service.js';
import { queueAddressLink } from './email-verification.service.js';
import { accountWords, assertPasswordNotCommon } from './password-policy.js';
import {
  knownDeviceRow,
  passwordResetOwner,
  passwordResetTokenForUpdate,
  sessionUser,
  userEmail,
  userMailTo,
  userNameAndLanguageByEmail,
} from './auth.queries.js';
import { clearSignInAttempts, countSignInAttempt, noticeSignInThrottled } from './sign-in-throttle.js';
import { createChallenge } from './two-factor-challenges.js';
import { checkCurrentPassword, hashPassword, sessionId, type PendingSecondFactor } from './credentials.js';
import { hasTwoFactor } from './two-factor.service.js';
import { SessionEntity } from './session.entity.js';
import { UserEntity, type UserRow } from '../users/user.entity.js';

/** argon2id parameters (OWASP 2024 minimum: m=19 MiB, t=2, p=1). */

export { checkCurrentPassword, hashPassword, sessionId };

/** A fixed hash verified when the e-mail is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

/**
 * The API shape of a user (never the password). `twoFactorEnabled`: whether the user has TOTP on
 * (false for the paths that open a session by password alone: such a user has none).
 */
export function toUserDto(
  u: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'staffRole' | 'language' | 'createdAt' | 'emailVerifiedAt'>,
  twoFactorEnabled = false,
  firstVisit = false,
): User {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    staffRole: u.staffRole ?? null,
    language: u.language,
    createdAt: u.createdAt.toISOString(),
    emailVerified: u.emailVerifiedAt != null,
    twoFactorEnabled,
    firstVisit,
  };
}

/** Result of register/login: the DTO plus the new session token for the transport's cookie. */
export interface SignedIn extends MeResponse {
  /** Opaque token to put in the session cookie. */
  sessionToken: string;
}

/**
 * Creates a session row for `userId` (with the request's IP and user agent for the sessions list)
 * and returns its token; the caller flushes `em`. Sign-ins go through `finishSignIn`.
 */
function newSession(em: EntityManager, userId: string, client: RequestClient | undefined, now = new Date()): string {
  const token = randomBytes(32).toString('base64url');
  em.create(SessionEntity, {
    id: sessionId(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: client?.userAgent ?? null,
    ip: client?.ip ?? null,
    lastSeenAt: now,
  });
  return token;
}

/** How a sign-in was proven (kept in the security log's details). */
type SignInMethod = 'password' | 'totp' | 'recovery_code' | 'passkey' | 'registration' | 'password_reset' | 'invitation';

/**
 * The one end of every successful sign-in (password, second factor, passkey, registration,
 * password reset): opens the session and writes the `signin` security event (with the device key
 * of the browser), and for a browser and system family the user never signed in from, the
 * new-device e-mail (noticeNewDevice) — all in one transaction. It also ends any throttling of
 * the account's password sign-in (docs/decisions/020-per-account-sign-in-limits.md).
 * @returns the new session token for the transport's cookie
 * @throws AppError FORBIDDEN 403 'accountDeactivated' for an expert an owner deactivated (decision record 064)
 */
export async function finishSignIn(ctx: ServiceContext, userId: string, method: SignInMethod, now = new Date()): Promise<string> {
  return ctx.em.transactional(async (tx) => {
    await assertNotDeactivated(tx, userId);
    const token = newSession(tx, userId, ctx.client, now);
    await tx.flush();
    // A completed sign-in (a passkey too) ends any throttling of password sign-in (decision record 020).
    const owner = await userEmail(tx, userId);
    if (owner) await clearSignInAttempts(tx, owner.email);
    await noticeNewDevice(tx, ctx, userId, now);
    await recordSecurityEvent(tx, { userId, kind: 'signin', client: ctx.client, details: { method, deviceKey: parseDevice(ctx.client?.userAgent).key } });
    return token;
  });
}

/**
 * Refuses a sign-in of an account an owner deactivated (docs/decisions/064-staff-roles.md): with the
 * right password, passkey, code or reset link alike, no session is opened.
 * @throws AppError FORBIDDEN 403 'accountDeactivated'
 */
async function assertNotDeactivated(em: EntityManager, userId: string): Promise<void> {
  const row = await db(em).selectFrom('users').select('deactivated_at').where('id', '=', userId).executeTakeFirst();
  if (row?.deactivated_at) throw new AppError('FORBIDDEN', 'accountDeactivated');
}

/**
 * The new-device e-mail (docs/decisions/012-account-security.md): when no earlier sign-in of the
 * user (registration and password reset included) came from the same browser and operating system
 * family, the user gets an e-mail naming the device, IP address and time (no secrets), and the
 * security log a `signin.new_device` event. Call before recording the sign-in itself. Once per
 * device: the mail's dedupe key is the user and the device key.
 */
async function noticeNewDevice(tx: EntityManager, ctx: ServiceContext, userId: string, now: Date): Promise<void> {
  const device = parseDevice(ctx.client?.userAgent);
  const known = await knownDeviceRow(tx, userId, device.key);
  if (known) return;
  const user = await userMailTo(tx, userId);
  if (!user) return;
  await recordSecurityEvent(tx, { userId, kind: 'signin.new_device', client: ctx.client, details: { device: device.label } });
  await queueMail(tx, {
    to: user.email,
    language: user.language,
    content: {
      kind: 'signin.new_device',
      params: { name: user.name, device: device.label, ip: ctx.client?.ip ?? null, at: now.toISOString(), accountUrl: siteUrl(ctx.config, '/account') },
    },
    dedupeKey: `newdevice:${userId}:${createHash('sha256').update(device.key).digest('hex').slice(0, 40)}`,
  });
}

/**
 * Creates a client account and logs it in.
 * @param input `{ name, email, password }` (RegisterInputSchema)
 * @throws AppError VALIDATION 400 (e.g. 'Password must be at least 8 characters', 'passwordTooCommon':
 *   docs/decisions/019-password-policy.md), EMAIL_TAKEN 400 'Email already registered'
 */
export async function register(ctx: ServiceContext, data: RegisterInput): Promise<SignedIn> {
  const em = ctx.em;
  if (await em.count(UserEntity, { email: data.email })) {
    throw new AppError('EMAIL_TAKEN', 'emailTaken');
  }
  await assertPasswordNotCommon(data.password, accountWords(data.email, data.name));
  const password = await hashPassword(data.password);
  let user: UserRow;
  let sessionToken: string;
  try {
    // One transaction: the user row, then its session (no half-registered account).
    ({ user, sessionToken } = await em.transactional(async (tx) => {
      const u = tx.create(UserEntity, { id: randomUUID(), email: data.email, name: data.name, password, role: 'client', language: data.language ?? 'en' });
      await tx.flush();
      const token = newSession(tx, u.id, ctx.client);
      await tx.flush();
      await recordSecurityEvent(tx, {
        userId: u.id,
        kind: 'signin',
        client: ctx.client,
        details: { method: 'registration' satisfies SignInMethod, deviceKey: parseDevice(ctx.client?.userAgent).key },
      });
      // The portal is usable at once; mail with content links waits for this link (decision record 012).
      await queueAddressLink(tx, ctx.config, { userId: u.id, name: u.name, language: u.language, email: u.email, purpose: 'verify' });
      return { user: u, sessionToken: token };
    }));
  } catch (err) {
    // Two registrations racing for one address: the unique index on lower(email) decides.
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', 'emailTaken');
    throw err;
  }
  return { user: toUserDto(user, false, true), sessionToken };
}

/**
 * Checks credentials and opens a session, or, for a user with two-factor sign-in, a pending sign-in
 * that `completeSecondFactorSignIn` (two-factor-signin.service.ts) finishes with a code. Each
 * attempt counts against the address's per-account limit before its password is checked
 * (sign-in-throttle.ts, docs/decisions/020-per-account-sign-in-limits.md); a right password clears
 * the count, and the wrong one that fills it e-mails the owner.
 * @throws AppError INVALID_CREDENTIALS 401 'Invalid credentials' for an unknown e-mail or a wrong password alike;
 *   RATE_LIMITED 429 'signInThrottled' (with `retryAfter`) for any address, known or not, with 10 wrong passwords in 15 minutes;
 *   FORBIDDEN 403 'accountDeactivated' for a deactivated expert with the right password (decision record 064)
 */
export async function login(ctx: ServiceContext, data: LoginInput, now = new Date()): Promise<SignedIn | PendingSecondFactor> {
  // No account has a longer password; refuse before hashing so argon2's input stays bounded.
  if (data.password.length > PASSWORD_MAX_LENGTH) throw new AppError('INVALID_CREDENTIALS', 'invalidCredentials');
  // Counted before anything else, the same for every address: a refusal here evaluates no password.
  const attempts = await countSignInAttempt(ctx.em, ctx.config, data.email, now);
  // A deleted account (decision record 013) is never found: its anonymised row has no usable password anyway.
  const user = await ctx.em.findOne(UserEntity, { email: data.email, deletedAt: null }, { populate: ['password'] });
  if (!user) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, data.password).catch(() => false);
    throw new AppError('INVALID_CREDENTIALS', 'invalidCredentials');
  }
  const ok = await verify(user.password, data.password).catch(() => false);
  if (!ok) {
    await recordSecurityEvent(ctx.em, { userId: user.id, kind: 'signin.failed', client: ctx.client, details: { method: 'password' } });
    await noticeSignInThrottled(ctx.em, ctx.config, user, attempts, ctx.client, now);
    throw new AppError('INVALID_CREDENTIALS', 'invalidCredentials');
  }
  await clearSignInAttempts(ctx.em, data.email);
  // Told only to whoever knows the password: the account exists, but no longer signs in.
  if (user.deactivatedAt) throw new AppError('FORBIDDEN', 'accountDeactivated');
  if (await hasTwoFactor(ctx.em, user.id)) {
    return { twoFactorRequired: true, pendingToken: await createChallenge(ctx.em, 'signin_second_factor', user.id) };
  }
  const sessionToken = await finishSignIn(ctx, user.id, 'password');
  return { user: toUserDto(user), sessionToken };
}

/** Revokes the session behind `sessionToken` (a copy of the cookie stops working); the user's security log gets `signout`. */
export async function logout(ctx: ServiceContext, sessionToken: string | undefined): Promise<{ ok: true }> {
  if (!sessionToken) return { ok: true };
  await ctx.em.transactional(async (tx) => {
    const ended = await db(tx).deleteFrom('sessions').where('id', '=', sessionId(sessionToken)).returning('user_id').executeTakeFirst();
    if (ended) await recordSecurityEvent(tx, { userId: ended.user_id, kind: 'signout', client: ctx.client });
  });
  return { ok: true };
}

/** Deletes the session row of a token (unknown tokens are fine). */
export async function revokeSession(em: EntityManager, sessionToken: string): Promise<void> {
  await em.nativeDelete(SessionEntity, { id: sessionId(sessionToken) });
}

/** The current user: `{ user }`. @throws AppError UNAUTHENTICATED 401 for visitors */
export function me(ctx: ServiceContext): MeResponse {
  return { user: requireUser(ctx).user };
}

/**
 * The user behind a session token, or null when the token is unknown, revoked or expired.
 * One SQL statement (sessions joined with users); when the session's `last_seen_at` is older than
 * SESSION_LAST_SEEN_INTERVAL_MS (5 minutes), one more cheap update records this use and the
 * request's IP address `ip` for the sessions list: at most once per session every 5 minutes.
 */
export async function userForSession(em: EntityManager, sessionToken: string, now = new Date(), ip?: string): Promise<User | null> {
  const id = sessionId(sessionToken);
  const rows = await sessionUser(em, { id, now });
  const r = rows[0];
  if (!r) return null;
  const stale = new Date(now.getTime() - SESSION_LAST_SEEN_INTERVAL_MS);
  if (r.last_seen_at === null || new Date(r.last_seen_at).getTime() <= stale.getTime()) {
    // The condition repeats the check, so parallel requests write it once.
    await db(em)
      .updateTable('sessions')
      .set((eb) => ({ last_seen_at: now, ip: eb.fn.coalesce(eb.val(ip ?? null), 'ip') }))
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<=', stale)]))
      .execute();
  }
  return {
    emailVerified: r.email_verified_at !== null,
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    staffRole: r.staff_role,
    language: r.language,
    createdAt: new Date(r.created_at).toISOString(),
    twoFactorEnabled: r.two_factor === true,
    firstVisit: r.first_visit === true,
  };
}

/** Deletes expired sessions. Returns how many were removed. */
export async function purgeExpiredSessions(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(SessionEntity, { expiresAt: { $lte: now } });
}

/**
 * Changes the session user's preferred language, and the name when given: the account page sends
 * both, the language toggle of the header and footer the language alone. The language is the
 * account's: e-mails are written in it and the portal shows it after every sign-in
 * (docs/decisions/025-the-account-language-rules.md).
 * @param data `{ name?, language }` (UpdateProfileInputSchema)
 * @returns the updated `{ user }`
 * @throws AppError VALIDATION 'Name is required' for an empty name
 */
export async function updateProfile(ctx: ServiceContext, data: UpdateProfileInput): Promise<MeResponse> {
  const { user, em } = requireUser(ctx);
  const name = data.name ?? user.name;
  await em.nativeUpdate(UserEntity, { id: user.id }, { name, language: data.language });
  return { user: { ...user, name, language: data.language } };
}

/**
 * Account page: changes the password after checking the current one, and signs out every other
 * session of the user (the session `keepSessionToken` stays).
 * @throws AppError VALIDATION 'Current password is incorrect' / 'Password must be at least 8 characters' /
 *   'passwordTooCommon' (docs/decisions/019-password-policy.md)
 */
export async function changePassword(ctx: ServiceContext, data: ChangePasswordInput, keepSessionToken: string | undefined): Promise<{ ok: true }> {
  const { user, em } = requireUser(ctx);
  await checkCurrentPassword(em, user.id, data.currentPassword, 'currentPassword');
  await assertPasswordNotCommon(data.newPassword, accountWords(user.email, user.name), 'newPassword');
  const password = await hashPassword(data.newPassword);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(UserEntity, { id: user.id }, { password });
    await tx.nativeDelete(SessionEntity, { userId: user.id, ...(keepSessionToken ? { id: { $ne: sessionId(keepSessionToken) } } : {}) });
    await recordSecurityEvent(tx, { userId: user.id, kind: 'password.changed', client: ctx.client });
  });
  return { ok: true };
}

/**
 * "Forgot password?": when the address belongs to an account, queues an e-mail (in the user's
 * language) with a single-use link valid for PASSWORD_RESET_TTL_MS (1 hour). The token is stored
 * as its SHA-256 only. The answer is the same whether or not the address exists.
 * @throws AppError VALIDATION 'Please enter a valid email address'
 */
export async function requestPasswordReset(ctx: ServiceContext, data: ForgotPasswordInput, now = new Date()): Promise<{ ok: true }> {
  // The same statements run whether or not the address has an account (the inserts select from
  // `users` and insert nothing for an unknown address), so the answer's timing tells nothing.
  const user = await userNameAndLanguageByEmail(ctx.em, data.email);
  const token = randomBytes(32).toString('base64url');
  await ctx.em.transactional(async (tx) => {
    await db(tx)
      .insertInto('password_reset_tokens')
      .columns(['id', 'user_id', 'created_at', 'expires_at'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select((s) => [
            s.val(sessionId(token)).as('id'),
            'users.id as user_id',
            s.val(now).as('created_at'),
            s.val(new Date(now.getTime() + PASSWORD_RESET_TTL_MS)).as('expires_at'),
          ])
          .where('users.email', '=', data.email),
      )
      .execute();
    await queueMailToAccount(tx, data.email, {
      language: user?.language ?? 'en',
      content: {
        kind: 'password.reset',
        params: { name: user?.name ?? '', resetUrl: siteUrl(ctx.config, `/reset-password?token=${token}`), validMinutes: PASSWORD_RESET_TTL_MS / 60_000 },
      },
    });
  });
  return { ok: true };
}

/**
 * Sets a new password with a reset token: the token must exist, be unused and unexpired; it is
 * then used up (with every other open token of the user), all the user's sessions are revoked,
 * and a new session is opened for this browser. A user with two-factor sign-in gets a pending
 * sign-in instead: the e-mailed link alone must not get past the second factor.
 * @throws AppError VALIDATION 'This reset link is invalid or has expired' / 'Password must be at least 8 characters' /
 *   'passwordTooCommon' (docs/decisions/019-password-policy.md; a refused password leaves the link usable)
 */
export async function resetPassword(ctx: ServiceContext, data: ResetPasswordInput, now = new Date()): Promise<SignedIn | PendingSecondFactor> {
  const invalid = () => new AppError('VALIDATION', 'resetLinkInvalid', { field: 'token' });
  // A dead link is reported before the password's quality; the locked check below decides.
  const owner = await passwordResetOwner(ctx.em, sessionId(data.token));
  if (!owner || owner.used_at !== null || new Date(owner.expires_at).getTime() <= now.getTime()) throw invalid();
  await assertPasswordNotCommon(data.password, accountWords(owner.email, owner.name));
  const password = await hashPassword(data.password);
  return ctx.em.transactional(async (tx) => {
    // Lock the token row: two uses of one link at the same moment cannot both succeed.
    const token = await passwordResetTokenForUpdate(tx, sessionId(data.token));
    if (!token || token.used_at !== null || new Date(token.expires_at).getTime() <= now.getTime()) throw invalid();
    await db(tx).updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', token.user_id).where('used_at', 'is', null).execute();
    await tx.nativeUpdate(UserEntity, { id: token.user_id }, { password });
    await tx.nativeDelete(SessionEntity, { userId: token.user_id });
    const user = await tx.findOneOrFail(UserEntity, { id: token.user_id });
    // A deactivated expert's password stays as it was (the transaction rolls back); no session.
    if (user.deactivatedAt) throw new AppError('FORBIDDEN', 'accountDeactivated');
    // The link proved the mailbox: password sign-in is no longer throttled (decision record 020).
    await clearSignInAttempts(tx, user.email);
    // The browser that reset the password counts as a known device (its mailbox just proved the owner).
    await recordSecurityEvent(tx, {
      userId: user.id,
      kind: 'password.reset',
      client: ctx.client,
      details: { deviceKey: parseDevice(ctx.client?.userAgent).key },
    });
    if (await hasTwoFactor(tx, user.id)) {
      return { twoFactorRequired: true as const, pendingToken: await createChallenge(tx, 'signin_second_factor', user.id, { now }) };
    }
    const sessionToken = newSession(tx, user.id, ctx.client, now);
    await tx.flush();
    return { user: toUserDto(user), sessionToken };
  });
}
