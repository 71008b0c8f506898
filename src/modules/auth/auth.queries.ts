/**
 * The typed reads of sign-in and account security (decision record 033, decision record 012):
 * Kysely statements typed from the entities, selecting the columns the auth services work with
 * under their column names (no DTO is built here; the services map them). Timestamps come as the
 * driver returns them (Date on pg, possibly strings on PGlite: the services read them through
 * `new Date(…)`), int8 and count() as text or number. two-factor.service.ts, auth.service.ts and
 * the others keep the rules, the writes, the locks' transactions and everything about secrets.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type ExpressionBuilder } from 'kysely';
import { db, prepare, type DB } from '../../kysely.js';

// ---------------------------------------------------------------------------------------------
// Users

/** The e-mail address of the user `userId`; undefined for none. */
export async function userEmail(em: EntityManager, userId: string) {
  return db(em).selectFrom('users').select('users.email').where('users.id', '=', userId).executeTakeFirst();
}

/** The password hash (argon2id) of the user `userId`; undefined for none. */
export async function userPasswordHash(em: EntityManager, userId: string) {
  return db(em).selectFrom('users').select('users.password').where('users.id', '=', userId).executeTakeFirst();
}

/** Whom to write to: the e-mail address, name and language of the user `userId`; undefined for none. */
export async function userMailTo(em: EntityManager, userId: string) {
  return db(em).selectFrom('users').select(['users.email', 'users.name', 'users.language']).where('users.id', '=', userId).executeTakeFirst();
}

/** Whether an account other than `userId` has the (lower-cased) address `email`: a row, or undefined. */
export async function otherUserWithEmail(em: EntityManager, email: string, userId: string) {
  return db(em)
    .selectFrom('users')
    .select((eb) => eb.lit(1).as('one'))
    .where('users.email', '=', email)
    .where('users.id', '<>', userId)
    .executeTakeFirst();
}

/** The name and language of the account with the (lower-cased) address `email`; undefined for none. */
export async function userNameAndLanguageByEmail(em: EntityManager, email: string) {
  return db(em).selectFrom('users').select(['users.name', 'users.language']).where('users.email', '=', email).executeTakeFirst();
}

/** The e-mail address and language of the user `userId`; undefined for none. */
export async function userEmailAndLanguage(em: EntityManager, userId: string) {
  return db(em).selectFrom('users').select(['users.email', 'users.language']).where('users.id', '=', userId).executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Sessions and sign-in

/**
 * The unexpired (at `now`) sessions of `userId` for the account page: the session `currentId` first,
 * then by last use (or start) newest first, then by id; at most `limit`.
 */
export async function activeSessionsOf(em: EntityManager, userId: string, currentId: string, now: Date, limit: number) {
  return db(em)
    .selectFrom('sessions')
    .select(['sessions.id', 'sessions.user_agent', 'sessions.ip', 'sessions.created_at', 'sessions.last_seen_at'])
    .where('sessions.user_id', '=', userId)
    .where('sessions.expires_at', '>', now)
    .orderBy((eb) => eb('sessions.id', '=', currentId), 'desc')
    .orderBy((eb) => eb.fn.coalesce('sessions.last_seen_at', 'sessions.created_at'), 'desc')
    .orderBy('sessions.id')
    .limit(limit)
    .execute();
}

/**
 * For the throttled sign-in's retry time (decision record 020): of the failures of the account key
 * `accountKey` after `since`, newest first, the `place`-th (1-based; `freed_at`, null when there are
 * fewer); undefined for no row.
 */
export async function throttleFailureAt(em: EntityManager, accountKey: string, since: Date, place: number) {
  return db(em)
    .selectFrom('sign_in_throttles')
    .select((eb) =>
      sql<
        Date | string | null
      >`(array(select f from unnest(${eb.ref('sign_in_throttles.failures')}) f where f > ${since}::timestamptz order by f desc))[${place}]`.as('freed_at'),
    )
    .where('sign_in_throttles.account_key', '=', accountKey)
    .executeTakeFirst();
}

/** The user of the unexpired (at `now`) challenge `id` of `kind` (`user_id`, null for a challenge of no user); undefined for none. */
export async function challengeUser(em: EntityManager, id: string, kind: string, now: Date) {
  return db(em)
    .selectFrom('auth_challenges')
    .select('auth_challenges.user_id')
    .where('auth_challenges.id', '=', id)
    .where('auth_challenges.kind', '=', kind)
    .where('auth_challenges.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * The user behind the session `id` (the token's SHA-256) unless it expired by `now`, for the
 * request's User DTO: the user's columns, when the session was last seen (`last_seen_at`),
 * `first_visit` and `two_factor` (a confirmed two-factor set-up). Every request runs it: compiled once.
 *
 * `first_visit` (docs/decisions/026-first-visit-welcome.md): the session is the one registration
 * opened (begun, in the same transaction, within seconds of the account; both times from the app's
 * clock) and the user has not signed in anywhere since (no second `signin` event). The count runs
 * only for such young sessions.
 */
export const sessionUser = prepare((k, p: { id: string; now: Date }) =>
  k
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.staff_role',
      'u.language',
      'u.created_at',
      'u.email_verified_at',
      's.last_seen_at',
      eb
        .case()
        .when('s.created_at', '<', sql<Date>`${eb.ref('u.created_at')} + interval '10 seconds'`)
        .then(
          eb(
            eb
              .selectFrom((sb) =>
                sb
                  .selectFrom('security_events as e')
                  .select(sb.lit(1).as('one'))
                  .whereRef('e.user_id', '=', 'u.id')
                  .where('e.kind', '=', sql.lit('signin'))
                  .limit(sql.lit(2))
                  .as('signins'),
              )
              .select((cb) => cb.fn.countAll().as('n'))
              .$asScalar(),
            '<',
            eb.lit(2),
          ),
        )
        .else(eb.lit(false))
        .end()
        .as('first_visit'),
      eb
        .exists(eb.selectFrom('two_factor as t').select(eb.lit(1).as('one')).whereRef('t.user_id', '=', 'u.id').where('t.enabled_at', 'is not', null))
        .as('two_factor'),
    ])
    .where('s.id', '=', p.id)
    .where('s.expires_at', '>', p.now)
    // A deactivated expert's sessions are deleted with the deactivation; this keeps any other out too (decision record 064).
    .where('u.deactivated_at', 'is', null),
);

/** Whether an earlier sign-in or password reset of `userId` came from the device `deviceKey`: a row, or undefined. */
export async function knownDeviceRow(em: EntityManager, userId: string, deviceKey: string) {
  return db(em)
    .selectFrom('security_events')
    .select((eb) => eb.lit(1).as('one'))
    .where('security_events.user_id', '=', userId)
    .where('security_events.kind', 'in', [sql.lit('signin'), sql.lit('password.reset')])
    .where((eb) => eb(sql<string | null>`${eb.ref('security_events.details')}->>'deviceKey'`, '=', deviceKey))
    .limit(1)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// E-mail addresses

/** The e-mail link `id` (verify or change), its row locked `for update` in `tx`; undefined for none. */
export async function emailTokenForUpdate(tx: EntityManager, id: string) {
  return db(tx)
    .selectFrom('email_tokens')
    .select(['email_tokens.id', 'email_tokens.user_id', 'email_tokens.purpose', 'email_tokens.email', 'email_tokens.expires_at', 'email_tokens.used_at'])
    .where('email_tokens.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The id, address, name and language of the user `userId`, the row locked `for update` in `tx`; undefined for none. */
export async function userMailToForUpdate(tx: EntityManager, userId: string) {
  return db(tx)
    .selectFrom('users')
    .select(['users.id', 'users.email', 'users.name', 'users.language'])
    .where('users.id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** The address, name, language and address confirmation (`email_verified_at`) of the user `userId`; undefined for none. */
export async function userMailToWithVerification(em: EntityManager, userId: string) {
  return db(em)
    .selectFrom('users')
    .select(['users.email', 'users.name', 'users.language', 'users.email_verified_at'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/**
 * For the account page's EmailStatus: the address of `userId`, when it was confirmed, and the
 * newest open 'change' link not expired at `now` (`pending_email`, `pending_expires_at`; null for
 * none); undefined for no user.
 */
export async function emailStatusRow(em: EntityManager, userId: string, now: Date) {
  return db(em)
    .selectFrom('users as u')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('email_tokens')
          .select(['email_tokens.email', 'email_tokens.expires_at'])
          .whereRef('email_tokens.user_id', '=', 'u.id')
          .where('email_tokens.purpose', '=', 'change')
          .where('email_tokens.used_at', 'is', null)
          .where('email_tokens.expires_at', '>', now)
          .orderBy('email_tokens.created_at', 'desc')
          .limit(1)
          .as('t'),
      (join) => join.onTrue(),
    )
    .select(['u.email', 'u.email_verified_at', 't.email as pending_email', 't.expires_at as pending_expires_at'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Passkeys

/** The columns of a passkey (unaliased `passkeys`) as passkeys.service.ts reads them; the counter (int8) as text. */
function passkeyColumns(eb: ExpressionBuilder<DB, 'passkeys'>) {
  return [
    'passkeys.id',
    'passkeys.user_id',
    'passkeys.credential_id',
    'passkeys.public_key',
    eb.cast<string>('passkeys.counter', 'text').as('counter'),
    'passkeys.transports',
    'passkeys.backed_up',
    'passkeys.name',
    'passkeys.created_at',
    'passkeys.last_used_at',
  ] as const;
}

/** `{ n }`: how many passkeys `userId` has (count(*), int8: text on pg). */
export async function passkeyCountRow(em: EntityManager, userId: string) {
  return db(em)
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('passkeys.user_id', '=', userId)
    .executeTakeFirst();
}

/** The passkeys of `userId` with passkeyColumns, oldest first (created_at, id), at most `limit`. */
export async function passkeysOf(em: EntityManager, userId: string, limit: number) {
  return db(em)
    .selectFrom('passkeys')
    .select(passkeyColumns)
    .where('passkeys.user_id', '=', userId)
    .orderBy('passkeys.created_at')
    .orderBy('passkeys.id')
    .limit(limit)
    .execute();
}

/** The credential ids and transports of the passkeys of `userId` (to exclude them from a new registration), in no order. */
export async function passkeyCredentialsOf(em: EntityManager, userId: string) {
  return db(em).selectFrom('passkeys').select(['passkeys.credential_id', 'passkeys.transports']).where('passkeys.user_id', '=', userId).execute();
}

/** The passkey with the credential id `credentialId` (base64url) with passkeyColumns; undefined for none. */
export async function passkeyByCredentialId(em: EntityManager, credentialId: string) {
  return db(em).selectFrom('passkeys').select(passkeyColumns).where('passkeys.credential_id', '=', credentialId).executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Password reset

/** The account of the reset token `id` (its address and name) with the token's expiry and use; undefined for none. */
export async function passwordResetOwner(em: EntityManager, id: string) {
  return db(em)
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.email', 'u.name', 't.expires_at', 't.used_at'])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** The reset token `id`, its row locked `for update` in `tx`; undefined for none. */
export async function passwordResetTokenForUpdate(tx: EntityManager, id: string) {
  return db(tx)
    .selectFrom('password_reset_tokens')
    .select(['password_reset_tokens.id', 'password_reset_tokens.user_id', 'password_reset_tokens.expires_at', 'password_reset_tokens.used_at'])
    .where('password_reset_tokens.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Two-factor sign-in

/**
 * The two-factor row of `userId` (secret still encrypted; `last_step`, int8, as text); undefined
 * for a user who never started the set-up.
 */
export async function twoFactorState(em: EntityManager, userId: string) {
  return db(em)
    .selectFrom('two_factor')
    .select((eb) => [
      'two_factor.secret',
      'two_factor.enabled_at',
      eb.cast<string | null>('two_factor.last_step', 'text').as('last_step'),
      'two_factor.locked_until',
      'two_factor.created_at',
    ])
    .where('two_factor.user_id', '=', userId)
    .executeTakeFirst();
}

/** `{ n: 1 }` when `userId` has confirmed two-factor sign-in; undefined otherwise. */
export async function twoFactorEnabledRow(em: EntityManager, userId: string) {
  return db(em)
    .selectFrom('two_factor')
    .select((eb) => eb.lit(1).as('n'))
    .where('two_factor.user_id', '=', userId)
    .where('two_factor.enabled_at', 'is not', null)
    .executeTakeFirst();
}

/** `{ n }`: how many unused recovery codes `userId` has (count(*), int8: text on pg). */
export async function unusedRecoveryCodeCount(em: EntityManager, userId: string) {
  return db(em)
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('recovery_codes.user_id', '=', userId)
    .where('recovery_codes.used_at', 'is', null)
    .executeTakeFirst();
}

/**
 * For the account page's TwoFactorStatus: when `userId` confirmed two-factor sign-in (`enabled_at`,
 * null while the set-up is pending) and the unused recovery codes (`codes_left`, count(*): text on
 * pg); undefined for a user without a two-factor row.
 */
export async function twoFactorStatusRow(em: EntityManager, userId: string) {
  return db(em)
    .selectFrom('two_factor as t')
    .select((eb) => [
      't.enabled_at',
      eb
        .selectFrom('recovery_codes as r')
        .select((rb) => rb.fn.countAll<string | number>().as('n'))
        .whereRef('r.user_id', '=', 't.user_id')
        .where('r.used_at', 'is', null)
        .$asScalar()
        .as('codes_left'),
    ])
    .where('t.user_id', '=', userId)
    .executeTakeFirst();
}
