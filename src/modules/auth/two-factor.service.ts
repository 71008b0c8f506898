/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps,
 * through `otplib`) and single-use recovery codes (docs/decisions/012-account-security.md).
 *
 * - The base32 secret is stored AES-256-GCM encrypted (key: TWO_FACTOR_KEY hashed to 32 bytes, or
 *   DATA_DIR/two-factor.key generated once; the user id is the additional data, so a secret copied
 *   to another row does not decrypt).
 * - A code is accepted for the current step and one step either side (clock drift), and never twice:
 *   the last step used is stored, and a code of that step or an earlier one is refused (RFC 6238 § 5.2).
 * - Recovery codes: 10 per set-up, 80 random bits each (16 base32 characters, shown as
 *   xxxx-xxxx-xxxx-xxxx), stored as hex SHA-256; using one marks it used.
 * - Wrong codes are counted per user in the database (both transports, every instance):
 *   `rateLimits.secondFactorMaxFailures` in a row lock code entry for `secondFactorLockMs`, and
 *   the owner is e-mailed when a lock starts (docs/decisions/020-per-account-sign-in-limits.md).
 *   The per-address limit is the transports' `secondFactor` limiter.
 * - Every change and every failure writes a security event.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/sql';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import type { AppConfig } from '../../config.js';
import { requireUser, type RequestClient, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { sql } from 'kysely';
import { db } from '../../kysely.js';
import { BRAND } from '../../shared/company.js';
import {
  RECOVERY_CODE_COUNT,
  type BeginTwoFactorSetupInput,
  type EnableTwoFactorInput,
  type PasswordAndCodeInput,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../shared/auth/two-factor.schema.js';
import { recordSecurityEvent } from '../security/security-log.service.js';
import { twoFactorEnabledRow, twoFactorState, twoFactorStatusRow, unusedRecoveryCodeCount, userEmailAndLanguage } from './auth.queries.js';
import { checkCurrentPassword } from './credentials.js';
import { noticeThrottled } from './sign-in-throttle.js';

/** RFC 6238 time step in seconds. */
const TOTP_PERIOD_SECONDS = 30;
/** Accepted clock drift: one step before and after the current one. */
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
/** A set-up not confirmed within this time must be started again. */
const TWO_FACTOR_SETUP_TTL_MS = 15 * 60_000;
/** Characters of a recovery code (RFC 4648 base32 alphabet: no 0/1/8/9 to confuse with O/I/B/g). */
const RECOVERY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const RECOVERY_CODE_LENGTH = 16;

/** The settings of the per-user lock, from the config's rate limits (defaults when absent). */
function lockSettings(config: AppConfig | undefined): { maxFailures: number; lockMs: number } {
  return { maxFailures: config?.rateLimits.secondFactorMaxFailures ?? 5, lockMs: config?.rateLimits.secondFactorLockMs ?? 15 * 60_000 };
}

// ---------------------------------------------------------------------------------------------
// The encryption key and the secret at rest

const keys = new Map<string, Buffer>();

/**
 * The 32-byte key the TOTP secrets are encrypted with: SHA-256 of TWO_FACTOR_KEY, or a random key
 * generated once into DATA_DIR/two-factor.key (mode 0600). Kept apart from the session key so that
 * rotating SESSION_SECRET signs everyone out without disabling their authenticator apps.
 * Losing the key makes every TOTP secret unreadable: users then sign in with a recovery code.
 */
export function twoFactorKey(config: AppConfig): Buffer {
  if (config.twoFactorKey) return createHash('sha256').update(config.twoFactorKey).digest();
  const file = join(config.dataDir, 'two-factor.key');
  const cached = keys.get(file);
  if (cached) return cached;
  let key: Buffer | undefined;
  if (existsSync(file)) {
    const read = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (read.length === 32) key = read;
  }
  if (!key) {
    mkdirSync(config.dataDir, { recursive: true });
    key = randomBytes(32);
    writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  keys.set(file, key);
  return key;
}

/** Encrypts a base32 secret for `userId`: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
function encryptSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

/** Decrypts what encryptSecret wrote; null when the key or the user does not match. */
export function decryptSecret(key: Buffer, userId: string, stored: string): string | null {
  const [v, iv, tag, ct] = stored.split('.');
  if (v !== 'v1' || !iv || !tag || !ct) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Recovery codes

/** A new recovery code, `xxxx-xxxx-xxxx-xxxx` (80 random bits). */
function newRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += RECOVERY_ALPHABET[b & 31];
  return code.match(/.{4}/g)!.join('-').toLowerCase();
}

/** The stored form of a recovery code as typed (case, spaces and dashes do not matter); null if it cannot be one. */
function recoveryCodeHash(typed: string): string | null {
  const normal = typed.toUpperCase().replace(/[\s-]/g, '');
  if (normal.length !== RECOVERY_CODE_LENGTH || ![...normal].every((c) => RECOVERY_ALPHABET.includes(c))) return null;
  return createHash('sha256').update(normal).digest('hex');
}

/** Replaces the user's recovery codes by RECOVERY_CODE_COUNT new ones (with `em`, in the caller's transaction). Returns them in clear. */
async function replaceRecoveryCodes(em: EntityManager, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db(em).deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  for (const code of codes) {
    // A code made by newRecoveryCode always has the alphabet and length a hash needs; id and created_at: the database's defaults.
    await db(em)
      .insertInto('recovery_codes')
      .values({ id: sql<string>`default`, user_id: userId, code_hash: recoveryCodeHash(code)!, created_at: sql<Date>`default` })
      .execute();
  }
  return codes;
}

// ---------------------------------------------------------------------------------------------
// Checking a code

/** Whether the user signs in with a second factor (set-up confirmed). */
export async function hasTwoFactor(em: EntityManager, userId: string): Promise<boolean> {
  const row = await twoFactorEnabledRow(em, userId);
  return row !== undefined;
}

/** How a code was proven. */
type SecondFactorMethod = 'totp' | 'recovery_code';

interface CheckCodeOptions {
  /** Where the code came from (security log). */
  client: RequestClient | undefined;
  config: AppConfig | undefined;
  /** Accept a recovery code too (not while confirming a set-up). */
  allowRecoveryCode: boolean;
  /** What the code was for (security log details): 'signin', 'setup', 'disable', … */
  purpose: string;
  now?: Date;
}

function lockedError(lockedUntil: Date, now: Date): AppError {
  return new AppError('RATE_LIMITED', 'twoFactorLocked', {
    field: 'code',
    retryAfter: Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)),
  });
}

/**
 * Checks a code of `userId`'s two_factor row (enabled, or pending while confirming a set-up) and
 * uses it up: a TOTP code's step becomes the last step used; a recovery code is marked used.
 * A wrong code is counted (and may lock code entry); each outcome writes a security event. The
 * writes are not wrapped in the caller's transaction, so a failure is counted even when the
 * caller's change then rolls back: call this before opening your transaction.
 * @returns how the code was proven
 * @throws AppError VALIDATION 'twoFactorCodeRequired' / 'twoFactorCodeInvalid' (field `code`),
 *   RATE_LIMITED 'twoFactorLocked' (with `retryAfter` seconds) while locked
 */
export async function checkSecondFactorCode(em: EntityManager, userId: string, code: string | undefined, opts: CheckCodeOptions): Promise<SecondFactorMethod> {
  const now = opts.now ?? new Date();
  const state = await twoFactorState(em, userId);
  if (!state) throw new AppError('VALIDATION', 'twoFactorNotEnabled', { field: 'code' });
  if (state.locked_until && new Date(state.locked_until).getTime() > now.getTime()) {
    await recordSecurityEvent(em, { userId, kind: 'twofactor.failed', client: opts.client, details: { purpose: opts.purpose, locked: true } });
    throw lockedError(new Date(state.locked_until), now);
  }
  const typed = (code ?? '').trim().replace(/\s/g, '');
  if (!typed) throw new AppError('VALIDATION', 'twoFactorCodeRequired', { field: 'code' });

  // Set when the stored secret does not decrypt (TWO_FACTOR_KEY changed or DATA_DIR/two-factor.key lost).
  let undecryptable = false;
  if (/^\d{6}$/.test(typed)) {
    const secret = opts.config ? decryptSecret(twoFactorKey(opts.config), userId, state.secret) : null;
    undecryptable = secret === null;
    const lastStep = state.last_step === null ? undefined : Number(state.last_step);
    const result = secret
      ? await verifyTotp({
          secret,
          token: typed,
          epoch: Math.floor(now.getTime() / 1000),
          epochTolerance: TOTP_TOLERANCE_SECONDS,
          ...(lastStep !== undefined ? { afterTimeStep: lastStep } : {}),
        })
      : { valid: false as const };
    if (result.valid && 'timeStep' in result) {
      // The step is taken only if no concurrent request took it (or a later one) first.
      const taken = await db(em)
        .updateTable('two_factor')
        .set({ last_step: BigInt(result.timeStep), failed_attempts: 0, locked_until: null })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', BigInt(result.timeStep))]))
        .returning('user_id')
        .execute();
      if (taken.length > 0) return 'totp';
    }
  } else if (opts.allowRecoveryCode && state.enabled_at !== null) {
    const hash = recoveryCodeHash(typed);
    if (hash) {
      const used = await db(em)
        .updateTable('recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .returning('id')
        .execute();
      if (used.length > 0) {
        await db(em).updateTable('two_factor').set({ failed_attempts: 0, locked_until: null }).where('user_id', '=', userId).execute();
        const left = await unusedRecoveryCodeCount(em, userId);
        await recordSecurityEvent(em, {
          userId,
          kind: 'recovery_code.used',
          client: opts.client,
          details: { purpose: opts.purpose, left: Number(left?.n ?? 0) },
        });
        return 'recovery_code';
      }
    }
  }

  // A wrong (or reused) code: count it, lock after too many in a row. A lock already running (a
  // concurrent wrong code set it) is kept as it is, so exactly one request starts each lock, and
  // that one tells the owner (docs/decisions/020-per-account-sign-in-limits.md).
  const { maxFailures, lockMs } = lockSettings(opts.config);
  const lockUntil = new Date(now.getTime() + lockMs);
  const after = await em.transactional(async (tx) => {
    const row = await db(tx)
      .updateTable('two_factor')
      .set((eb) => ({
        failed_attempts: eb('failed_attempts', '+', 1),
        locked_until: eb
          .case()
          .when('locked_until', '>', sql<Date>`${now}::timestamptz`)
          .then(eb.ref('locked_until'))
          .when(eb('failed_attempts', '+', 1), '>=', maxFailures)
          .then(sql<Date>`${lockUntil}::timestamptz`)
          .else(eb.ref('locked_until'))
          .end(),
      }))
      .where('user_id', '=', userId)
      .returning(['failed_attempts', 'locked_until'])
      .executeTakeFirst();
    const locked = row !== undefined && row.failed_attempts >= maxFailures;
    await recordSecurityEvent(tx, {
      userId,
      kind: 'twofactor.failed',
      client: opts.client,
      details: {
        purpose: opts.purpose,
        attempts: row?.failed_attempts ?? 0,
        ...(locked ? { locked: true } : {}),
        ...(undecryptable ? { undecryptable: true } : {}),
      },
    });
    if (locked && row.locked_until && new Date(row.locked_until).getTime() === lockUntil.getTime()) {
      const owner = await userEmailAndLanguage(tx, userId);
      if (owner) await noticeThrottled(tx, opts.config, { id: userId, ...owner }, 'code', lockMs, opts.client);
    }
    return row;
  });
  const locked = after !== undefined && after.failed_attempts >= maxFailures;
  if (locked && after.locked_until) throw lockedError(new Date(after.locked_until), now);
  throw new AppError('VALIDATION', 'twoFactorCodeInvalid', { field: 'code' });
}

/**
 * For sensitive actions (e.g. deleting the account): when `userId` has two-factor sign-in, `code`
 * must be a valid TOTP code or an unused recovery code (which it then uses up); a user without it
 * passes. Call it before opening the action's transaction (failures must stay counted).
 * @throws AppError VALIDATION (field `code`, key 'twoFactorCodeRequired' or 'twoFactorCodeInvalid'),
 *   RATE_LIMITED 'twoFactorLocked' after too many wrong codes
 */
export async function assertSecondFactor(
  em: EntityManager,
  userId: string,
  code: string | undefined,
  client: RequestClient | undefined,
  config?: AppConfig,
): Promise<void> {
  if (!(await hasTwoFactor(em, userId))) return;
  await checkSecondFactorCode(em, userId, code, { client, config: config ?? configForKeys, allowRecoveryCode: true, purpose: 'confirm' });
}

/**
 * The app's config, for callers of assertSecondFactor that pass none (the key lives in it). Set by
 * buildApp through `useTwoFactorConfig`.
 */
let configForKeys: AppConfig | undefined;

/** Lets assertSecondFactor find the encryption key when its caller gives no config (set once at start). */
export function useTwoFactorConfig(config: AppConfig): void {
  configForKeys = config;
}

// ---------------------------------------------------------------------------------------------
// The account page

/**
 * The account page's two-factor section: on or off, since when, recovery codes left, and whether the
 * account must have it (admins).
 * @throws AppError UNAUTHENTICATED for visitors
 */
export async function twoFactorStatus(ctx: ServiceContext): Promise<TwoFactorStatus> {
  const { em, user } = requireUser(ctx);
  const row = await twoFactorStatusRow(em, user.id);
  const enabledAt = row?.enabled_at ? new Date(row.enabled_at).toISOString() : null;
  return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt ? Number(row?.codes_left ?? 0) : 0, required: user.role === 'admin' };
}

/**
 * Starts the set-up: checks the password, makes a new secret (replacing an unconfirmed one) and
 * returns it with its otpauth:// URI and a QR code of it. Nothing changes for sign-in until
 * `enableTwoFactor` confirms a code within TWO_FACTOR_SETUP_TTL_MS.
 * @throws AppError VALIDATION 'currentPasswordWrong' (field `password`), CONFLICT 'twoFactorAlreadyEnabled'
 */
export async function beginTwoFactorSetup(ctx: ServiceContext, data: BeginTwoFactorSetupInput, now = new Date()): Promise<TwoFactorSetup> {
  const { em, user, config } = requireUser(ctx);
  await checkCurrentPassword(em, user.id, data.password);
  if (await hasTwoFactor(em, user.id)) throw new AppError('CONFLICT', 'twoFactorAlreadyEnabled');
  const secret = generateSecret();
  const stored = encryptSecret(twoFactorKey(config), user.id, secret);
  await db(em)
    .insertInto('two_factor')
    .values({ user_id: user.id, secret: stored, enabled_at: null, last_step: null, failed_attempts: 0, locked_until: null, created_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => ({ secret: eb.ref('excluded.secret'), created_at: eb.ref('excluded.created_at'), last_step: null }))
        .where('two_factor.enabled_at', 'is', null),
    )
    .execute();
  const otpauthUrl = generateURI({ issuer: BRAND, label: user.email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Confirms the set-up with the first code from the app: two-factor sign-in is on from now, and
 * RECOVERY_CODE_COUNT recovery codes are returned (the only time they are shown).
 * @throws AppError VALIDATION 'twoFactorSetupExpired' (no set-up, or older than 15 minutes),
 *   'twoFactorCodeInvalid' (field `code`), CONFLICT 'twoFactorAlreadyEnabled', RATE_LIMITED 'twoFactorLocked'
 */
export async function enableTwoFactor(ctx: ServiceContext, data: EnableTwoFactorInput, now = new Date()): Promise<RecoveryCodes> {
  const { em, user, config, client } = requireUser(ctx);
  const state = await twoFactorState(em, user.id);
  if (state?.enabled_at) throw new AppError('CONFLICT', 'twoFactorAlreadyEnabled');
  if (!state || new Date(state.created_at).getTime() + TWO_FACTOR_SETUP_TTL_MS <= now.getTime()) {
    throw new AppError('VALIDATION', 'twoFactorSetupExpired', { field: 'code' });
  }
  await checkSecondFactorCode(em, user.id, data.code, { client, config, allowRecoveryCode: false, purpose: 'setup', now });
  return em.transactional(async (tx) => {
    const updated = await db(tx)
      .updateTable('two_factor')
      .set({ enabled_at: now })
      .where('user_id', '=', user.id)
      .where('enabled_at', 'is', null)
      .returning('user_id')
      .execute();
    if (updated.length === 0) throw new AppError('CONFLICT', 'twoFactorAlreadyEnabled');
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
    await recordSecurityEvent(tx, { userId: user.id, kind: 'twofactor.enabled', client });
    return { recoveryCodes };
  });
}

/**
 * Turns two-factor sign-in off (needs the password and a code: TOTP or a recovery code). The secret
 * and the recovery codes are deleted. An admin may do it, but the console then refuses until a new
 * set-up (e.g. moving to a new phone).
 * @throws AppError VALIDATION 'currentPasswordWrong' (field `password`) / 'twoFactorCodeInvalid' (field `code`),
 *   CONFLICT 'twoFactorNotEnabled', RATE_LIMITED 'twoFactorLocked'
 */
export async function disableTwoFactor(ctx: ServiceContext, data: PasswordAndCodeInput): Promise<{ ok: true }> {
  const { em, user, config, client } = requireUser(ctx);
  await checkCurrentPassword(em, user.id, data.password);
  if (!(await hasTwoFactor(em, user.id))) throw new AppError('CONFLICT', 'twoFactorNotEnabled');
  const method = await checkSecondFactorCode(em, user.id, data.code, { client, config, allowRecoveryCode: true, purpose: 'disable' });
  await em.transactional(async (tx) => {
    await db(tx).deleteFrom('recovery_codes').where('user_id', '=', user.id).execute();
    await db(tx).deleteFrom('two_factor').where('user_id', '=', user.id).execute();
    await recordSecurityEvent(tx, { userId: user.id, kind: 'twofactor.disabled', client, details: { method } });
  });
  return { ok: true };
}

/**
 * Replaces the recovery codes by new ones (the old ones stop working). Needs the password and a code.
 * @throws AppError as disableTwoFactor
 */
export async function regenerateRecoveryCodes(ctx: ServiceContext, data: PasswordAndCodeInput): Promise<RecoveryCodes> {
  const { em, user, config, client } = requireUser(ctx);
  await checkCurrentPassword(em, user.id, data.password);
  if (!(await hasTwoFactor(em, user.id))) throw new AppError('CONFLICT', 'twoFactorNotEnabled');
  await checkSecondFactorCode(em, user.id, data.code, { client, config, allowRecoveryCode: true, purpose: 'regenerate' });
  return em.transactional(async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
    await recordSecurityEvent(tx, { userId: user.id, kind: 'recovery_codes.regenerated', client });
    return { recoveryCodes };
  });
}

/**
 * Turns TOTP on for `userId` with a given base32 secret, as a confirmed set-up would (no recovery
 * codes). For the test harnesses and demo seeding, where nobody scans a QR code.
 */
export async function enableTotpWithSecret(em: EntityManager, config: AppConfig, userId: string, secret: string, now = new Date()): Promise<void> {
  await db(em)
    .insertInto('two_factor')
    .values({
      user_id: userId,
      secret: encryptSecret(twoFactorKey(config), userId, secret),
      enabled_at: now,
      last_step: null,
      failed_attempts: 0,
      locked_until: null,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        secret: eb.ref('excluded.secret'),
        enabled_at: eb.ref('excluded.enabled_at'),
        last_step: null,
        failed_attempts: 0,
        locked_until: null,
      })),
    )
    .execute();
}
