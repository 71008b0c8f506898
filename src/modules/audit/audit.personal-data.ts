/** The audit module's personal data (decision record 013): the firm's record of what it did with the account. */
import { sql } from 'kysely';
import { db } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { pickedRowsSection } from '../personal-data.js';

/** Audit actions whose details stay after a deletion (references and amounts the accounts need). */
const AUDIT_DETAILS_KEPT = ['order.%', 'invoice.%', 'purchase.%', 'account.%', 'data.%'];

export const auditPersonalData: ModulePersonalData = {
  userReferences: ['audit_log.client_id', 'audit_log.actor_id'],
  retained: 'every entry (who did what and when); the details of all but order, invoice, purchase, account and data entries are cleared',
  export: [pickedRowsSection('firmActions', 170, 'audit_log', 'client_id', ['action', 'entity_id', 'details', 'created_at'], ['created_at', 'id'])],
  async erase(tx, { userId }) {
    await db(tx)
      .updateTable('audit_log')
      .set({ details: sql`'{}'::jsonb` })
      .where('client_id', '=', userId)
      .where((eb) => eb.not(eb.or(AUDIT_DETAILS_KEPT.map((kept) => eb('action', 'like', kept)))))
      .execute();
  },
};
