/**
 * Per-account sign-in limits (docs/decisions/020-per-account-sign-in-limits.md): wrong passwords
 * are counted per e-mail address in `sign_in_throttles`, whatever the client address, so that
 * guessing from many addresses is slowed as much as from one. After
 * `rateLimits.accountSignInFailures` (10) within `accountSignInWindowMs` (15 minutes, sliding),
 * further password attempts for that address are refused unevaluated with 429 'signInThrottled'
 * and a Retry-After, until the oldest counted failure leaves the window. Addresses of no account
 * are counted alike (same statements, same answers): the limit reveals no account.
 *
 * An attempt is counted BEFORE its password is checked (one atomic upsert, on every instance),
 * so that attempts arriving at once (a tRPC batch, many addresses in parallel) cannot all pass a
 * count taken before any of them failed; a right password then clears the count.
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { throttleFailureAt } from './auth.queries.js';
import type { AppConfig } from '../../config.js';
import type { RequestClient } from '../../context.js';
import { AppError } from '../../errors.js';
import { sql } from 'kysely';
import { db } from '../../kysely.js';
import type { Language } from '../../shared/constants.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { recordSecurityEvent } from '../security/security-log.service.js';

/** The limit and its window, from the config (defaults when absent). */
function settings(config: AppConfig | undefined): { max: number; windowMs: number } {
  return { max: config?.rateLimits.accountSignInFailures ?? 10, windowMs: config?.rateLimits.accountSignInWindowMs ?? 15 * 60_000 };
}

/** The row key of an e-mail address: hex SHA-256 of the trimmed, lower-cased address (no address is stored). */
export function signInAccountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** 429 'signInThrottled' with `retryAfter` in whole seconds (at least 1). */
function throttledError(retryAfterMs: number): AppError {
  return new AppError('RATE_LIMITED', 'signInThrottled', { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

/**
 * Counts one password attempt for `email` before its password is checked, unless the window is
 * full. Failures older than the window are dropped on the way. One statement: the upsert locks
 * the address's row, so concurrent attempts are counted one after the other on every instance.
 * @returns how many attempts the window now holds, this one included
 * @throws AppError RATE_LIMITED 'signInThrottled' (429, `retryAfter` seconds until the oldest
 *   counted failure leaves the window) when `accountSignInFailures` are already counted
 */
export async function countSignInAttempt(em: EntityManager, config: AppConfig | undefined, email: string, now = new Date()): Promise<number> {
  const { max, windowMs } = settings(config);
  const key = signInAccountKey(email);
  const since = new Date(now.getTime() - windowMs);
  const counted = await db(em)
    .insertInto('sign_in_throttles')
    .values({ account_key: key, failures: sql`array[${now}::timestamptz]`, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('account_key')
        .doUpdateSet((eb) => ({
          failures: sql`array(select f from unnest(${eb.ref('sign_in_throttles.failures')}) f where f > ${since}::timestamptz order by f) || ${eb.ref('excluded.failures')}`,
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where((eb) => eb(sql<number>`(select count(*) from unnest(${eb.ref('sign_in_throttles.failures')}) f where f > ${since}::timestamptz)`, '<', max)),
    )
    .returning((eb) => sql<number | string>`cardinality(${eb.ref('failures')})`.as('n'))
    .executeTakeFirst();
  if (counted) return Number(counted.n);
  // Refused: the attempt that frees a place is due when the failure `max` places from the newest leaves the window.
  const row = await throttleFailureAt(em, key, since, max);
  const freedAt = row?.freed_at ? new Date(row.freed_at).getTime() + windowMs : now.getTime() + windowMs;
  throw throttledError(freedAt - now.getTime());
}

/**
 * Forgets the counted attempts of `email`: a right password, a completed sign-in (passkey, second
 * factor) or a password reset by e-mail link (which proves the mailbox) ends any throttling.
 */
export async function clearSignInAttempts(em: EntityManager, email: string): Promise<void> {
  await db(em).deleteFrom('sign_in_throttles').where('account_key', '=', signInAccountKey(email)).execute();
}

/** Deletes the rows of addresses with no attempt inside the window (scheduled with the session purge). Returns how many. */
export async function purgeSignInThrottles(em: EntityManager, config: AppConfig | undefined, now = new Date()): Promise<number> {
  const purged = await db(em)
    .deleteFrom('sign_in_throttles')
    .where('updated_at', '<=', new Date(now.getTime() - settings(config).windowMs))
    .executeTakeFirst();
  return Number(purged.numDeletedRows);
}

/** The account told by noticeSignInThrottled. */
interface ThrottledAccount {
  id: string;
  email: string;
  language: Language;
}

/**
 * Tells the owner that password sign-in is paused, once per episode: called after a wrong
 * password filled the window (`attempts` >= the limit), it marks the row notified unless it
 * already was within the window (concurrent callers: one wins), then writes a `signin.throttled`
 * security event and queues the 'signin.throttled' e-mail in one transaction (decision record
 * 004). The e-mail follows the outbox's rule for unconfirmed addresses (decision record 012:
 * dropped), the event is always written.
 */
export async function noticeSignInThrottled(
  em: EntityManager,
  config: AppConfig | undefined,
  user: ThrottledAccount,
  attempts: number,
  client: RequestClient | undefined,
  now = new Date(),
): Promise<void> {
  const { max, windowMs } = settings(config);
  if (attempts < max) return;
  await em.transactional(async (tx) => {
    const since = new Date(now.getTime() - windowMs);
    const marked = await db(tx)
      .updateTable('sign_in_throttles')
      .set({ notified_at: now })
      .where('account_key', '=', signInAccountKey(user.email))
      .where((eb) => eb.or([eb('notified_at', 'is', null), eb('notified_at', '<=', since)]))
      .returning('account_key')
      .executeTakeFirst();
    if (!marked) return;
    await noticeThrottled(tx, config, user, 'password', windowMs, client);
  });
}

/**
 * The `signin.throttled` security event and e-mail (docs/decisions/020-per-account-sign-in-limits.md)
 * for a throttle that just started: password sign-in paused (`step` 'password') or two-factor code
 * entry locked ('code'), for `pausedMs` at most. Call inside the transaction that started it.
 */
export async function noticeThrottled(
  tx: EntityManager,
  config: AppConfig | undefined,
  user: ThrottledAccount,
  step: 'password' | 'code',
  pausedMs: number,
  client: RequestClient | undefined,
): Promise<void> {
  await recordSecurityEvent(tx, { userId: user.id, kind: 'signin.throttled', client, details: { step } });
  await queueMail(tx, {
    to: user.email,
    language: user.language,
    content: {
      kind: 'signin.throttled',
      params: { step, minutes: Math.ceil(pausedMs / 60_000), forgotPasswordUrl: config ? siteUrl(config, '/forgot-password') : '/forgot-password' },
    },
  });
}
