/**
 * The typed reads of purchases (decision record 033): Kysely statements typed from the entities.
 * purchases.service.ts derives the Purchase DTO's hours (decision record 003) from these rows and
 * keeps the access rules, the locks and the transactions.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { camelColumns, db, prepare } from '../../kysely.js';
import { EXTRA_HOURS_NAME, EXTRA_HOURS_NAME_DE, type OrderKind } from '../../shared/orders/extra-hours.js';
import { minutesUsed } from '../ledger/ledger.queries.js';

/**
 * A user's purchases, newest first, with the package's names ('Extra hours' / 'Zusatzstunden' for
 * extra hours, which have no package: decision record 071) and the minutes used from the ledger.
 */
const purchasesOfUser = prepare((k, p: { userId: string }) =>
  k
    .selectFrom('purchases as pu')
    .leftJoin('packages as pa', 'pa.id', 'pu.package_id')
    .select((eb) => [
      ...camelColumns(eb, 'pu', ['id', 'user_id', 'kind', 'package_id']),
      eb.fn.coalesce('pa.name', sql.lit(EXTRA_HOURS_NAME)).as('packageName'),
      eb.case().when('pu.kind', '=', 'extra_hours').then(sql.lit<string | null>(EXTRA_HOURS_NAME_DE)).else(eb.ref('pa.name_de')).end().as('packageNameDe'),
      ...camelColumns(eb, 'pu', ['hours_total', 'price_paid', 'purchased_at', 'expires_at']),
      // The ledger's expression (decision record 003); sum() of integers is numeric: text on pg.
      minutesUsed(eb.ref('pu.id')).as('minutesUsed'),
    ])
    .where('pu.user_id', '=', p.userId)
    .orderBy('pu.purchased_at', 'desc')
    .orderBy('pu.id', 'asc')
    // Written only with an OrderKind (the database checks it too).
    .$narrowType<{ kind: OrderKind }>(),
);

/** A user's purchases, newest first, named as the Purchase DTO, with `minutesUsed`. One statement. */
export async function purchaseRowsOf(em: EntityManager, userId: string) {
  return purchasesOfUser(em, { userId });
}

/** The package `id`, its row locked `for share` in `tx` (not deactivated meanwhile); undefined for none. */
export async function packageForShare(tx: EntityManager, id: string) {
  return db(tx)
    .selectFrom('packages')
    .select(['packages.id', 'packages.name', 'packages.name_de', 'packages.hours', 'packages.price', 'packages.active'])
    .where('packages.id', '=', id)
    .forShare()
    .executeTakeFirst();
}
