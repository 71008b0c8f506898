/** The audit module's personal data (decision record 013): the firm's record of what it did with the account. */
import { sql } from 'kysely';
import { db, jsonbObject } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';

/** Audit actions whose details stay after a deletion (references and amounts the accounts need). */
const AUDIT_DETAILS_KEPT = ['order.%', 'invoice.%', 'purchase.%', 'account.%', 'data.%'];

export const auditPersonalData: ModulePersonalData = {
  userReferences: ['audit_log.client_id', 'audit_log.actor_id'],
  retained: 'every entry (who did what and when); the details of all but order, invoice, purchase, account and data entries are cleared',
  export: [
    rowsSection('firmActions', 170, (tx, userId) =>
      db(tx)
        .selectFrom('audit_log')
        .select((eb) =>
          jsonbObject({ action: eb.ref('action'), entity_id: eb.ref('entity_id'), details: eb.ref('details'), created_at: eb.ref('created_at') }).as('row'),
        )
        .where('client_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id'),
    ),
  ],
  async erase(tx, { userId }) {
    await db(tx)
      .updateTable('audit_log')
      .set({ details: sql`'{}'::jsonb` })
      .where('client_id', '=', userId)
      .where((eb) => eb.not(eb.or(AUDIT_DETAILS_KEPT.map((kept) => eb('action', 'like', kept)))))
      .execute();
  },
};
