/**
 * Confirming e-mail addresses (docs/decisions/012-account-security.md): after registering, a
 * client can use the portal at once, but mail that links into the portal's content and password
 * resets go only to a confirmed address (the rule lives in the outbox: `needsVerifiedRecipient`,
 * src/modules/mail/outbox.service.ts). Changing the address needs the current password and takes
 * effect only when the link sent to the new address is opened; the old address is then told.
 * Asking for an address that already has an account is answered as for a free one (nothing tells
 * the asker that the address is registered): no link is sent, the holder of the address is told
 * instead (decision record 012, "E-mail change to a taken address").
 * Links are single-use, valid for EMAIL_TOKEN_TTL_MS (24 h), and stored as SHA-256 only.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../../config.js';
import { requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { ChangeEmailInput, EmailStatus, VerifyEmailInput, VerifyEmailResult } from '../../shared/auth/auth.schema.js';
import { EMAIL_TOKEN_TTL_MS, type Language } from '../../shared/constants.js';
import { db, isUniqueViolation } from '../../kysely.js';
import { isoDate } from '../../timestamps.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { recordSecurityEvent } from '../security/security-log.service.js';
import {
  emailStatusRow,
  emailTokenForUpdate,
  otherUserWithEmail,
  userMailToForUpdate,
  userMailToWithVerification,
  userNameAndLanguageByEmail,
} from './auth.queries.js';
import { checkCurrentPassword, sessionId } from './credentials.js';
import { UserEntity } from '../users/user.entity.js';

/** Who a confirmation link is for. */
interface LinkRecipient {
  userId: string;
  name: string;
  language: Language;
}

/**
 * Creates a single-use link for `email` and queues the e-mail carrying it, with `tx` (inside the
 * caller's transaction). 'verify' confirms the account's current address; 'change' makes `email`
 * the account's address when opened (an earlier pending change is cancelled).
 */
export async function queueAddressLink(
  tx: EntityManager,
  config: AppConfig,
  to: LinkRecipient & { email: string; purpose: 'verify' | 'change' },
  now = new Date(),
): Promise<void> {
  const token = await insertAddressToken(tx, to.userId, to.purpose, to.email, now);
  await queueMail(tx, {
    to: to.email,
    language: to.language,
    content: {
      kind: to.purpose === 'change' ? 'email.change' : 'email.verify',
      params: { name: to.name, verifyUrl: siteUrl(config, `/verify-email?token=${token}`), validHours: EMAIL_TOKEN_TTL_MS / 3_600_000 },
    },
  });
}

/** Marks the account's address confirmed, keeping the first confirmation's time. */
async function markVerified(tx: EntityManager, userId: string, now: Date): Promise<void> {
  await db(tx)
    .updateTable('users')
    .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)) }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Stores a new single-use link of `purpose` for `email` (its SHA-256 only; an earlier pending
 * change is cancelled first) and returns the token.
 */
async function insertAddressToken(tx: EntityManager, userId: string, purpose: 'verify' | 'change', email: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (purpose === 'change') {
    await db(tx)
      .updateTable('email_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', 'change')
      .where('used_at', 'is', null)
      .execute();
  }
  await db(tx)
    .insertInto('email_tokens')
    .values({ id: sessionId(token), user_id: userId, purpose, email, created_at: now, expires_at: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS) })
    .execute();
  return token;
}

/**
 * Opens a confirmation link (`/verify-email?token=…`; no session needed: the link may be opened
 * on another device). A 'verify' link confirms the account's address; a 'change' link makes its
 * address the account's address (confirmed), cancels the account's other open links (address
 * and password reset), and tells the old address. Each link works once, for 24 hours.
 * @returns the confirmed address and whether it replaced the old one
 * @throws AppError VALIDATION 'This confirmation link is invalid or has expired' (unknown, used or
 *   expired link; a 'verify' link for an address the account no longer has);
 *   EMAIL_TAKEN 'Email already registered' when another account took the new address after the
 *   change was asked for: the opener has just proven they own that address, so telling them leaks
 *   nothing; the account keeps its address and the link is used up (decision record 012)
 */
export async function verifyEmail(ctx: ServiceContext, data: VerifyEmailInput, now = new Date()): Promise<VerifyEmailResult> {
  const invalid = () => new AppError('VALIDATION', 'emailLinkInvalid', { field: 'token' });
  const takenMeanwhile = async () => {
    await db(ctx.em).updateTable('email_tokens').set({ used_at: now }).where('id', '=', sessionId(data.token)).where('used_at', 'is', null).execute();
    return new AppError('EMAIL_TAKEN', 'emailTaken');
  };
  try {
    const result = await ctx.em.transactional(async (tx): Promise<VerifyEmailResult | 'taken'> => {
      // Lock the link: two openings at the same moment cannot both use it.
      const token = await emailTokenForUpdate(tx, sessionId(data.token));
      if (!token || token.used_at !== null || new Date(token.expires_at).getTime() <= now.getTime()) throw invalid();
      const user = await userMailToForUpdate(tx, token.user_id);
      if (!user) throw invalid();
      if (token.purpose === 'verify') {
        if (token.email !== user.email) throw invalid();
        await db(tx)
          .updateTable('email_tokens')
          .set({ used_at: now })
          .where('user_id', '=', user.id)
          .where('purpose', '=', 'verify')
          .where('used_at', 'is', null)
          .execute();
        await markVerified(tx, user.id, now);
        await recordSecurityEvent(tx, { userId: user.id, kind: 'email.verified', client: ctx.client, details: { email: user.email } });
        return { email: user.email, changed: false };
      }
      if (token.email === user.email) {
        await db(tx).updateTable('email_tokens').set({ used_at: now }).where('id', '=', token.id).execute();
        await markVerified(tx, user.id, now);
        return { email: user.email, changed: false };
      }
      // The address may have been registered by someone else since the change was asked for;
      // the unique index on lower(email) settles a race at this very moment (caught below).
      const taken = await otherUserWithEmail(tx, token.email, user.id);
      if (taken) return 'taken';
      await db(tx).updateTable('users').set({ email: token.email, email_verified_at: now }).where('id', '=', user.id).execute();
      await db(tx).updateTable('email_tokens').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      // A reset link mailed to the old address must not outlive the change.
      await db(tx).updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      await queueMail(tx, {
        to: user.email,
        language: user.language,
        content: { kind: 'email.changed', params: { name: user.name, at: now.toISOString(), accountUrl: siteUrl(ctx.config, '/account') } },
      });
      await recordSecurityEvent(tx, { userId: user.id, kind: 'email.changed', client: ctx.client, details: { email: token.email } });
      return { email: token.email, changed: true };
    });
    if (result === 'taken') throw await takenMeanwhile();
    return result;
  } catch (err) {
    if (isUniqueViolation(err)) throw await takenMeanwhile();
    throw err;
  }
}

/**
 * Sends the session user a new link for their current address (rate limited per user by the
 * transports: `verificationMail`). Nothing is sent when the address is already confirmed.
 * @returns `{ ok: true }` either way
 */
export async function resendVerification(ctx: ServiceContext, now = new Date()): Promise<{ ok: true }> {
  const { em, user } = requireUser(ctx);
  await em.transactional(async (tx) => {
    const row = await userMailToWithVerification(tx, user.id);
    if (!row || row.email_verified_at !== null) return;
    await queueAddressLink(tx, ctx.config, { userId: user.id, name: row.name, language: row.language, email: row.email, purpose: 'verify' }, now);
  });
  return { ok: true };
}

/**
 * The session user's address, whether it is confirmed, and a pending change (the newest open
 * 'change' link), for the account page.
 */
export async function emailStatus(ctx: ServiceContext, now = new Date()): Promise<EmailStatus> {
  const { em, user } = requireUser(ctx);
  const row = await emailStatusRow(em, user.id, now);
  if (!row) throw new AppError('UNAUTHENTICATED', 'unauthenticated');
  return {
    email: row.email,
    verified: row.email_verified_at !== null,
    pendingEmail: row.pending_email,
    pendingExpiresAt: row.pending_expires_at === null ? null : isoDate(row.pending_expires_at),
  };
}

/** Notices to one address about attempts to take it, at most one a day (the asker may repeat the attempt). */
function addressInUseDedupeKey(email: string, now: Date): string {
  return `address-in-use:${createHash('sha256').update(email).digest('hex').slice(0, 40)}:${now.toISOString().slice(0, 10)}`;
}

/**
 * Account page: asks to change the address. Checks the current password, then sends a link to the
 * new address; the address changes only when that link is opened (verifyEmail). An earlier pending
 * change is cancelled. An address that already has an account gets the same answer (the change
 * shows as pending), but no link exists for it: its holder is told by e-mail, in their language,
 * that someone tried to use it (decision record 012).
 * @throws AppError VALIDATION 'Current password is incorrect' / 'This is already your email address'
 */
export async function requestEmailChange(ctx: ServiceContext, data: ChangeEmailInput, now = new Date()): Promise<EmailStatus> {
  const { em, user } = requireUser(ctx);
  await checkCurrentPassword(em, user.id, data.currentPassword, 'currentPassword');
  const row = await em.findOneOrFail(UserEntity, { id: user.id });
  if (data.newEmail === row.email) throw new AppError('VALIDATION', 'emailUnchanged', { field: 'newEmail' });
  const holder = await userNameAndLanguageByEmail(em, data.newEmail);
  await em.transactional(async (tx) => {
    if (holder) {
      // A pending change whose token nobody ever receives: the account page shows it as for a free address.
      await insertAddressToken(tx, row.id, 'change', data.newEmail, now);
      await queueMail(tx, {
        to: data.newEmail,
        language: holder.language,
        content: {
          kind: 'email.address_in_use',
          params: { name: holder.name, loginUrl: siteUrl(ctx.config, '/login'), resetUrl: siteUrl(ctx.config, '/forgot-password') },
        },
        dedupeKey: addressInUseDedupeKey(data.newEmail, now),
      });
    } else {
      await queueAddressLink(tx, ctx.config, { userId: row.id, name: row.name, language: row.language, email: data.newEmail, purpose: 'change' }, now);
    }
    await recordSecurityEvent(tx, { userId: row.id, kind: 'email.change_requested', client: ctx.client, details: { email: data.newEmail } });
  });
  return emailStatus(ctx, now);
}
