/** The audit module's personal data (decision record 013): the firm's record of what it did with the account. */
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';

/** Audit actions whose details stay after a deletion (references and amounts the accounts need). */
const AUDIT_DETAILS_KEPT = ['order.%', 'invoice.%', 'purchase.%', 'account.%', 'data.%'];

export const auditPersonalData: ModulePersonalData = {
  userReferences: ['audit_log.client_id', 'audit_log.actor_id'],
  retained: 'every entry (who did what and when); the details of all but order, invoice, purchase, account and data entries are cleared',
  export: [
    rowsSection(
      'firmActions',
      170,
      `select jsonb_build_object('action', action, 'entity_id', entity_id, 'details', details, 'created_at', created_at) as row
         from audit_log where client_id = ? order by created_at, id`,
    ),
  ],
  async erase(tx, { userId }) {
    await tx.execute(`update audit_log set details = '{}'::jsonb where client_id = ? and not (${AUDIT_DETAILS_KEPT.map(() => 'action like ?').join(' or ')})`, [
      userId,
      ...AUDIT_DETAILS_KEPT,
    ]);
  },
};
