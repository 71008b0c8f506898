/**
 * The typed reads of the hours ledger (decision record 033, decision record 003): Kysely
 * statements typed from the entities, and the SQL expressions of hours used and remaining that
 * every module reporting hours embeds. ledger.service.ts keeps the drawing rules, the locks, the
 * notices and the transactions.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { camelColumns, compiler, db, prepare, type DB } from '../../kysely.js';

/**
 * Minutes logged against one purchase, as a typed SQL expression: hours used are derived from the
 * ledger, never stored. `purchaseId` is the outer query's column holding the purchase id
 * (`eb.ref('pu.id')`); every query that reports hours uses this expression. sum() of integers is
 * numeric: text on pg.
 */
export function minutesUsed(purchaseId: Expression<string | null>): RawBuilder<number | string> {
  const used = compiler
    .selectFrom('time_entries as te_used')
    .select((eb) => eb.fn.sum('te_used.minutes').as('minutes'))
    .where('te_used.purchase_id', '=', purchaseId);
  return sql`coalesce(${used}, 0)`;
}

/**
 * The condition that purchase `alias` still has hours left (its hours, in minutes, above the minutes
 * logged against it): with an unexpired `expires_at`, what makes a purchase active (decision record 003).
 */
export function hasHoursLeft(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.hours_total`)} * 60 > ${minutesUsed(sql.ref(`${alias}.id`))}`;
}

/**
 * Minutes remaining over a user's active (unexpired) purchases, as a typed SQL expression; `userId`
 * is the outer query's column holding the user id (`eb.ref('u.id')`).
 */
export function remainingMinutes(userId: Expression<string>): RawBuilder<number | string> {
  const left = compiler
    .selectFrom('purchases as pu_left')
    .select((eb) => eb.fn.sum(eb.fn('greatest', [sql`${eb.ref('pu_left.hours_total')} * 60 - ${minutesUsed(eb.ref('pu_left.id'))}`, sql.lit(0)])).as('minutes'))
    .where('pu_left.user_id', '=', userId)
    .where('pu_left.expires_at', '>', sql<Date>`now()`);
  return sql`coalesce(${left}, 0)`;
}

/**
 * A client's unexpired purchases (id, hours_total), locked `for update` in `tx` in a fixed order
 * (the one that expires first first), so two loggers never deadlock.
 */
export async function lockedActivePurchases(tx: EntityManager, clientId: string, now: Date) {
  return db(tx)
    .selectFrom('purchases')
    .select(['purchases.id', 'purchases.hours_total'])
    .where('purchases.user_id', '=', clientId)
    .where('purchases.expires_at', '>', now)
    .orderBy('purchases.expires_at', 'asc')
    .orderBy('purchases.purchased_at', 'asc')
    .orderBy('purchases.id', 'asc')
    .forUpdate()
    .execute();
}

/** Minutes logged per unexpired purchase of a client (sum() of int4 is int8: text on pg). */
export async function minutesUsedRows(em: EntityManager, clientId: string, now: Date) {
  return db(em)
    .selectFrom('time_entries as te')
    .innerJoin('purchases as pu', 'pu.id', 'te.purchase_id')
    .select((eb) => ['te.purchase_id', eb.fn.sum<number | string>('te.minutes').as('minutes')])
    .where('pu.user_id', '=', clientId)
    .where('pu.expires_at', '>', now)
    .groupBy('te.purchase_id')
    .execute();
}

/**
 * Purchases with their package's names (none for extra hours, decision record 071: `kind` says
 * which), their client's address and the minutes used, for the notices.
 */
function selectNotices(k: Kysely<DB>) {
  return k
    .selectFrom('purchases as pu')
    .innerJoin('users as u', 'u.id', 'pu.user_id')
    .leftJoin('packages as pa', 'pa.id', 'pu.package_id')
    .select((eb) => [
      'pu.id',
      'pu.kind',
      'pu.hours_total',
      'pu.expires_at',
      'pa.name as package_name',
      'pa.name_de as package_name_de',
      'u.email',
      'u.name',
      'u.language',
      // The ledger's expression (decision record 003); sum() of integers is numeric: text on pg.
      minutesUsed(eb.ref('pu.id')).as('minutes_used'),
    ]);
}

/** A client's unexpired purchases, for the "80% used" notice. */
export async function usageNoticeRows(em: EntityManager, clientId: string, now: Date) {
  return selectNotices(db(em)).where('pu.user_id', '=', clientId).where('pu.expires_at', '>', now).execute();
}

/** Every purchase that expires in (now, horizon] and has no "expiring" e-mail yet, for that notice. */
export async function expiryNoticeRows(em: EntityManager, now: Date, horizon: Date) {
  return selectNotices(db(em))
    .where('pu.expires_at', '>', now)
    .where('pu.expires_at', '<=', horizon)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('mail_outbox as m')
            .select(eb.lit(1).as('one'))
            .whereRef('m.dedupe_key', '=', sql<string>`'expiring:' || ${eb.ref('pu.id')}::text`),
        ),
      ),
    )
    .execute();
}

/** Whether question `questionId` is one of client `clientId`'s. */
export async function isQuestionOf(em: EntityManager, questionId: string, clientId: string): Promise<boolean> {
  const row = await db(em)
    .selectFrom('questions')
    .select('questions.id')
    .where('questions.id', '=', questionId)
    .where('questions.user_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A user's ledger, newest first: every time entry of every purchase, with the linked question's
 * first 200 characters and the expert's name.
 */
const ledgerOfUser = prepare((k, p: { userId: string }) =>
  k
    .selectFrom('time_entries as te')
    .innerJoin('purchases as pu', 'pu.id', 'te.purchase_id')
    .leftJoin('questions as q', 'q.id', 'te.question_id')
    .leftJoin('users as u', 'u.id', 'te.admin_id')
    .select((eb) => [
      ...camelColumns(eb, 'te', ['id', 'purchase_id', 'minutes', 'note', 'question_id']),
      eb.fn<string | null>('left', ['q.question', eb.lit(200)]).as('questionExcerpt'),
      'u.name as adminName',
      'te.created_at as createdAt',
    ])
    .where('pu.user_id', '=', p.userId)
    .orderBy('te.created_at', 'desc')
    .orderBy('te.id', 'desc'),
);

/** A user's ledger rows, newest first, named as the TimeEntry DTO. */
export async function ledgerRowsOf(em: EntityManager, userId: string) {
  return ledgerOfUser(em, { userId });
}
