/**
 * The auth module's leaf for passwords and sign-in: hashing and checking passwords (argon2id),
 * the session token's row id, and the shape of a sign-in that waits for a second factor. It imports
 * no other file of the module, so the services that need these (auth, e-mail verification, two-factor)
 * do not import each other in a circle (decision record 032).
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../errors.js';
import { PASSWORD_MAX_LENGTH } from '../../shared/constants.js';
import { userPasswordHash } from './auth.queries.js';

const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. Returns a PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Re-checks the signed-in user's current password before a sensitive change (password, e-mail
 * address, two-factor sign-in, passkeys, account deletion). A password longer than any account's
 * is refused before hashing, so argon2's input stays bounded.
 * @param field the form field the error names ('password' or 'currentPassword')
 * @throws AppError VALIDATION 'currentPasswordWrong'
 */
export async function checkCurrentPassword(em: EntityManager, userId: string, password: string, field = 'password'): Promise<void> {
  const row = await userPasswordHash(em, userId);
  const ok = row && password.length <= PASSWORD_MAX_LENGTH ? await verify(row.password, password).catch(() => false) : false;
  if (!ok) throw new AppError('VALIDATION', 'currentPasswordWrong', { field });
}

/** The session token's database id: hex SHA-256. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What `login` (and a password reset) returns instead of a session when a code is needed next. */
export interface PendingSecondFactor {
  twoFactorRequired: true;
  /** Opaque token for the session cookie (never sent in a response body). */
  pendingToken: string;
}
