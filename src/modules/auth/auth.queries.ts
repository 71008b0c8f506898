/**
 * The typed reads of sign-in and account security (decision record 033, decision record 012):
 * Kysely statements typed from the entities, selecting the columns the auth services work with
 * under their column names (no DTO is built here; the services map them). Timestamps come as the
 * driver returns them (Date on pg, possibly strings on PGlite: the services read them through
 * `new Date(…)`), int8 and count() as text or number. two-factor.service.ts, auth.service.ts and
 * the others keep the rules, the writes, the locks' transactions and everything about secrets.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { db } from '../../kysely.js';

// ---------------------------------------------------------------------------------------------
// Users

/** The e-mail address and language of the user `userId`; undefined for none. */
export async function userEmailAndLanguage(em: EntityManager, userId: string) {
  return db(em).selectFrom('users').select(['users.email', 'users.language']).where('users.id', '=', userId).executeTakeFirst();
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
