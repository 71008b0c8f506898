/**
 * Two-factor sign-in and passkeys (docs/decisions/012-account-security.md): the TOTP secret,
 * recovery codes, passkeys and short-lived sign-in challenges. Reads and writes go through SQL in
 * two-factor.service.ts and passkeys.service.ts; the entities describe the tables for the schema check.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { generatedUuidKey } from '../../entity-columns.js';

/** `two_factor`: one row per user who set up (or is setting up) an authenticator app. */
export const TwoFactorEntity = defineEntity({
  name: 'TwoFactor',
  tableName: 'two_factor',
  properties: {
    userId: p.uuid().primary(),
    /** The base32 TOTP secret, AES-256-GCM encrypted (`v1.<iv>.<tag>.<ciphertext>`, base64url). */
    secret: p.string().length(200),
    /** When the first code confirmed the set-up; null while set-up is pending. */
    enabledAt: p.datetime().nullable(),
    /** The last RFC 6238 time step accepted: a code of that step or an earlier one is refused. */
    lastStep: p.bigint().nullable(),
    /** Wrong codes in a row (reset by a right one). */
    failedAttempts: p.integer().default(0),
    /** Until then every code is refused (after too many wrong ones). */
    lockedUntil: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** `recovery_codes`: single-use codes, kept as hex SHA-256. */
export const RecoveryCodeEntity = defineEntity({
  name: 'RecoveryCode',
  tableName: 'recovery_codes',
  properties: {
    id: generatedUuidKey(),
    userId: p.uuid(),
    codeHash: p.string().length(64),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** `passkeys`: WebAuthn credentials. */
export const PasskeyEntity = defineEntity({
  name: 'Passkey',
  tableName: 'passkeys',
  properties: {
    id: generatedUuidKey(),
    userId: p.uuid(),
    /** The credential id as base64url. */
    credentialId: p.string().length(1400),
    /** The COSE public key as base64url. */
    publicKey: p.text(),
    /** The authenticator's signature counter (0 for most passkeys). */
    counter: p.bigint(),
    transports: p.json<string[]>(),
    backedUp: p.boolean().default(false),
    name: p.string().length(80),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
  },
});

/** `auth_challenges`: single-use challenges with an expiry. */
export const AuthChallengeEntity = defineEntity({
  name: 'AuthChallenge',
  tableName: 'auth_challenges',
  properties: {
    /** hex SHA-256 of the token (pending sign-in) or of the WebAuthn challenge. */
    id: p.string().length(64).primary(),
    /** 'signin_second_factor' | 'passkey_registration' | 'passkey_signin'. */
    kind: p.string().length(32),
    userId: p.uuid().nullable(),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
