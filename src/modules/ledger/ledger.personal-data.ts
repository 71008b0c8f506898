/** The ledger module's personal data (decision records 003, 013): the time ledger of the client's purchases. */
import { db } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { childRowsSection } from '../personal-data.js';

export const ledgerPersonalData: ModulePersonalData = {
  userReferences: ['time_entries.admin_id'],
  retained: 'minutes and dates of each entry (the hours sold and used belong to the contract); notes and links to deleted questions and letters go',
  export: [childRowsSection('timeLedger', 70, 'time_entries', 'purchase_id', 'purchases', ['created_at', 'id'], 'admin_id')],
  async erase(tx, { userId }) {
    // The ledger keeps what was sold and used (minutes, dates); notes and links to deleted items go.
    await db(tx)
      .updateTable('time_entries')
      .set({ note: null, question_id: null, letter_id: null })
      .where('purchase_id', 'in', (eb) => eb.selectFrom('purchases').select('id').where('user_id', '=', userId))
      .execute();
  },
};
