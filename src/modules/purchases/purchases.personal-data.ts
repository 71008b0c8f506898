/** The purchases module's personal data (decision records 003, 013). */
import { sql } from 'kysely';
import { db, jsonbObject, rowJsonb } from '../../kysely.js';
import { EXTRA_HOURS_NAME } from '../../shared/orders/extra-hours.js';
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';

export const purchasesPersonalData: ModulePersonalData = {
  userReferences: ['purchases.user_id'],
  retained: 'every purchase: the hours sold are part of the contract the invoices document (§ 147 AO, 10 years)',
  export: [
    rowsSection('purchases', 60, (tx, userId) =>
      db(tx)
        .selectFrom('purchases as p')
        // Extra hours have no package (decision record 071): named as the orders name them.
        .leftJoin('packages as pk', 'pk.id', 'p.package_id')
        .select((eb) =>
          sql<
            Record<string, unknown>
          >`${rowJsonb('purchases', 'p', 'user_id')} || ${jsonbObject({ packageName: eb.fn.coalesce('pk.name', sql.lit(EXTRA_HOURS_NAME)) })}`.as('row'),
        )
        .where('p.user_id', '=', userId)
        .orderBy('p.purchased_at')
        .orderBy('p.id'),
    ),
  ],
};
