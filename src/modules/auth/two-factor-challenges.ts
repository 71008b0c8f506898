/**
 * Short-lived, single-use challenges in `auth_challenges` (docs/decisions/012-account-security.md):
 * a sign-in whose password was right and which waits for its second factor, and the WebAuthn
 * ceremonies (registration, sign-in). The row id is the hex SHA-256 of the token or challenge, so
 * a database leak yields nothing usable; taking a challenge deletes it in the same statement.
 */
import { db } from '../../kysely.js';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { challengeUser } from './auth.queries.js';

type ChallengeKind = 'signin_second_factor' | 'passkey_registration' | 'passkey_signin';

/** How long a pending sign-in waits for its code, and a WebAuthn ceremony for the browser: 5 minutes. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

function challengeId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Stores a challenge and returns its token (32 random bytes, base64url) or the given `token` (a
 * WebAuthn challenge made by the library). Expired challenges are purged on the way.
 */
export async function createChallenge(
  em: EntityManager,
  kind: ChallengeKind,
  userId: string | null,
  opts: { now?: Date; token?: string } = {},
): Promise<string> {
  const now = opts.now ?? new Date();
  const token = opts.token ?? randomBytes(32).toString('base64url');
  await db(em).deleteFrom('auth_challenges').where('expires_at', '<=', now).execute();
  await db(em)
    .insertInto('auth_challenges')
    .values({ id: challengeId(token), kind, user_id: userId, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS), created_at: now })
    .execute();
  return token;
}

/** The user of an unexpired challenge of `kind` without using it up (`undefined`: none; `null`: a challenge of no user). */
export async function peekChallenge(em: EntityManager, kind: ChallengeKind, token: string, now = new Date()): Promise<string | null | undefined> {
  const row = await challengeUser(em, challengeId(token), kind, now);
  return row ? row.user_id : undefined;
}

/**
 * Uses a challenge up: deletes it and returns its user when it was of `kind` and unexpired
 * (`undefined` otherwise: unknown, expired, or already used by a concurrent request).
 */
export async function takeChallenge(em: EntityManager, kind: ChallengeKind, token: string, now = new Date()): Promise<string | null | undefined> {
  const row = await db(em)
    .deleteFrom('auth_challenges')
    .where('id', '=', challengeId(token))
    .where('kind', '=', kind)
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
  return row.user_id;
}

/** Deletes expired challenges. Returns how many. */
export async function purgeExpiredChallenges(em: EntityManager, now = new Date()): Promise<number> {
  const purged = await db(em).deleteFrom('auth_challenges').where('expires_at', '<=', now).executeTakeFirst();
  return Number(purged.numDeletedRows);
}
