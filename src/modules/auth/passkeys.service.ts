/**
 * Passkeys (WebAuthn Level 3, through @simplewebauthn/server): registered from the account page,
 * used to sign in without a password (docs/decisions/012-account-security.md).
 *
 * - Relying party: the host of PUBLIC_URL (origin PUBLIC_URL); without PUBLIC_URL the request's own
 *   host and origin (development). The transports work it out (`relyingParty`) and pass it in.
 * - Passkeys are discoverable credentials with user verification required (PIN, fingerprint, face):
 *   possession and verification together count as a strong sign-in, so no TOTP code follows.
 * - Challenges are single-use rows in auth_challenges with a 5-minute lifetime; the response's
 *   clientDataJSON names its challenge, which is taken (deleted) before the signature is checked.
 * - Adding a passkey needs the current password (a stolen session must not plant a way back in).
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { sql } from 'kysely';
import { db, jsonb } from '../../kysely.js';
import { BRAND } from '../../shared/company.js';
import {
  MAX_PASSKEYS,
  type PasskeyRegistrationOptionsInput,
  type Passkey,
  type PasskeySignInInput,
  type RegisterPasskeyInput,
  type RemovePasskeyInput,
  type WebAuthnOptions,
} from '../../shared/auth/two-factor.schema.js';
import { recordSecurityEvent } from '../security/security-log.service.js';
import { passkeyByCredentialId, passkeyCountRow, passkeyCredentialsOf, passkeysOf } from './auth.queries.js';
import { lockUser } from '../users/users.js';
import { finishSignIn, userForSession, type SignedIn } from './auth.service.js';
import { CHALLENGE_TTL_MS, createChallenge, takeChallenge } from './two-factor-challenges.js';
import { checkCurrentPassword } from './auth.service.js';
import { assertSecondFactor } from './two-factor.service.js';

/** The WebAuthn relying party: its id (a host name) and the origin the browser must report. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/**
 * The relying party for a request: PUBLIC_URL's host and origin when set, otherwise the request's
 * own (`requestOrigin` like `http://localhost:3000`). Browsers refuse an IP address as RP id: in
 * development use `localhost`.
 */
export function relyingParty(publicUrl: string | undefined, requestOrigin: string): RelyingParty {
  const origin = publicUrl ?? requestOrigin;
  return { id: new URL(origin).hostname, origin };
}

/** The challenge a WebAuthn response answers (from its clientDataJSON), or null when unreadable. */
function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

interface PasskeyDbRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: string | number;
  transports: string[];
  backed_up: boolean;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

function toPasskeyDto(r: PasskeyDbRow): Passkey {
  return {
    id: r.id,
    name: r.name,
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
    backedUp: r.backed_up,
  };
}

async function passkeyCount(em: EntityManager, userId: string): Promise<number> {
  const row = await passkeyCountRow(em, userId);
  return Number(row?.n ?? 0);
}

/**
 * The account page's passkeys, oldest first (at most MAX_PASSKEYS exist).
 * @throws AppError UNAUTHENTICATED for visitors
 */
export async function listPasskeys(ctx: ServiceContext): Promise<{ items: Passkey[] }> {
  const { em, user } = requireUser(ctx);
  const rows = await passkeysOf(em, user.id, MAX_PASSKEYS);
  return { items: rows.map(toPasskeyDto) };
}

/**
 * Starts adding a passkey: checks the password (and, with two-factor sign-in on, a code: a passkey
 * later signs in without one) and returns the creation options for the browser (a resident key
 * with user verification; the account's passkeys are excluded).
 * @throws AppError VALIDATION 'currentPasswordWrong' (field `password`), 'twoFactorCodeRequired' /
 *   'twoFactorCodeInvalid' (field `code`), RATE_LIMITED 'twoFactorLocked', CONFLICT 'passkeyLimit'
 */
export async function passkeyRegistrationOptions(ctx: ServiceContext, data: PasskeyRegistrationOptionsInput, rp: RelyingParty): Promise<WebAuthnOptions> {
  const { em, user, config, client } = requireUser(ctx);
  await checkCurrentPassword(em, user.id, data.password);
  if ((await passkeyCount(em, user.id)) >= MAX_PASSKEYS) throw new AppError('CONFLICT', 'passkeyLimit');
  await assertSecondFactor(em, user.id, data.code, client, config);
  const existing = await passkeyCredentialsOf(em, user.id);
  const options = await generateRegistrationOptions({
    rpName: BRAND,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: c.transports })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  await createChallenge(em, 'passkey_registration', user.id, { token: options.challenge });
  return options as unknown as WebAuthnOptions;
}

/**
 * Finishes adding a passkey: verifies the browser's registration response against the challenge
 * (single use), the origin and the RP id, and stores the credential under the given name.
 * @throws AppError VALIDATION 'passkeyExpired' (no such challenge, expired or used), 'passkeyFailed'
 *   (the response does not verify, or the credential is already registered), CONFLICT 'passkeyLimit'
 */
export async function registerPasskey(ctx: ServiceContext, data: RegisterPasskeyInput, rp: RelyingParty): Promise<Passkey> {
  const { em, user, client } = requireUser(ctx);
  const challenge = challengeOf(data.response);
  if (!challenge || (await takeChallenge(em, 'passkey_registration', challenge)) !== user.id) {
    throw new AppError('VALIDATION', 'passkeyExpired', { field: 'response' });
  }
  const verification = await verifyRegistrationResponse({
    response: data.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw new AppError('VALIDATION', 'passkeyFailed', { field: 'response' });
  const { credential, credentialBackedUp } = verification.registrationInfo;
  return em.transactional(async (tx) => {
    // Serialise the limit check per user (two registrations at once cannot both pass it).
    await lockUser(tx, user.id);
    if ((await passkeyCount(tx, user.id)) >= MAX_PASSKEYS) throw new AppError('CONFLICT', 'passkeyLimit');
    const row: PasskeyDbRow | undefined = await db(tx)
      .insertInto('passkeys')
      .values({
        id: sql<string>`default`,
        user_id: user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: BigInt(credential.counter),
        transports: jsonb<string[]>(credential.transports ?? []),
        backed_up: credentialBackedUp,
        name: data.name,
        created_at: sql<Date>`default`,
      })
      .onConflict((oc) => oc.column('credential_id').doNothing())
      // int8 as text, as the reads return it (auth.queries.ts).
      .returning((eb) => [
        'id',
        'user_id',
        'credential_id',
        'public_key',
        eb.cast<string>('counter', 'text').as('counter'),
        'transports',
        'backed_up',
        'name',
        'created_at',
        'last_used_at',
      ])
      .executeTakeFirst();
    if (!row) throw new AppError('VALIDATION', 'passkeyFailed', { field: 'response' });
    await recordSecurityEvent(tx, { userId: user.id, kind: 'passkey.added', client, details: { passkeyId: row.id, name: data.name } });
    return toPasskeyDto(row);
  });
}

/**
 * Removes one of the account's passkeys (it stops working at once).
 * @throws AppError NOT_FOUND 'passkeyNotFound' (also for another user's passkey)
 */
export async function removePasskey(ctx: ServiceContext, data: RemovePasskeyInput): Promise<{ ok: true }> {
  const { em, user, client } = requireUser(ctx);
  await em.transactional(async (tx) => {
    const removed = await db(tx).deleteFrom('passkeys').where('id', '=', data.id).where('user_id', '=', user.id).returning('name').executeTakeFirst();
    if (!removed) throw new AppError('NOT_FOUND', 'passkeyNotFound');
    await recordSecurityEvent(tx, { userId: user.id, kind: 'passkey.removed', client, details: { passkeyId: data.id, name: removed.name } });
  });
  return { ok: true };
}

/** Starts a passkey sign-in: request options with no credential list (the browser offers its discoverable passkeys). */
export async function passkeySignInOptions(ctx: ServiceContext, rp: RelyingParty): Promise<WebAuthnOptions> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: CHALLENGE_TTL_MS });
  await createChallenge(ctx.em, 'passkey_signin', null, { token: options.challenge });
  return options as unknown as WebAuthnOptions;
}

/**
 * Signs in with a passkey: takes the challenge (single use), finds the credential, verifies the
 * signature, origin, RP id and user verification, updates the signature counter and opens the
 * session through finishSignIn (method 'passkey'; no second factor follows).
 * @throws AppError VALIDATION 'passkeyExpired' (no such challenge, expired or used),
 *   INVALID_CREDENTIALS 'passkeyFailed' (unknown credential, or it does not verify)
 */
export async function passkeySignIn(ctx: ServiceContext, data: PasskeySignInInput, rp: RelyingParty, now = new Date()): Promise<SignedIn> {
  const { em } = ctx;
  const challenge = challengeOf(data.response);
  if (!challenge || (await takeChallenge(em, 'passkey_signin', challenge, now)) === undefined) {
    throw new AppError('VALIDATION', 'passkeyExpired', { field: 'response' });
  }
  const row = await passkeyByCredentialId(em, data.response.id);
  const failed = new AppError('INVALID_CREDENTIALS', 'passkeyFailed');
  if (!row) throw failed;
  const verification = await verifyAuthenticationResponse({
    response: data.response as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: row.credential_id,
      publicKey: Uint8Array.from(Buffer.from(row.public_key, 'base64url')),
      counter: Number(row.counter),
      transports: row.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) {
    await recordSecurityEvent(em, { userId: row.user_id, kind: 'signin.failed', client: ctx.client, details: { method: 'passkey', passkeyId: row.id } });
    throw failed;
  }
  await db(em)
    .updateTable('passkeys')
    .set({ counter: BigInt(verification.authenticationInfo.newCounter), last_used_at: now, backed_up: verification.authenticationInfo.credentialBackedUp })
    .where('id', '=', row.id)
    .execute();
  const sessionToken = await finishSignIn(ctx, row.user_id, 'passkey', now);
  const user = await userForSession(em, sessionToken, now);
  if (!user) throw failed;
  return { user, sessionToken };
}
