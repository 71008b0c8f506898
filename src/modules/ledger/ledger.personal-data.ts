/** The ledger module's personal data (decision records 003, 013): the time ledger of the client's purchases. */
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';

export const ledgerPersonalData: ModulePersonalData = {
  userReferences: ['time_entries.admin_id'],
  retained: 'minutes and dates of each entry (the hours sold and used belong to the contract); notes and links to deleted questions and letters go',
  export: [
    rowsSection(
      'timeLedger',
      70,
      `select to_jsonb(te) - 'admin_id' as row from time_entries te join purchases p on p.id = te.purchase_id
        where p.user_id = ? order by te.created_at, te.id`,
    ),
  ],
  async erase(tx, { userId }) {
    // The ledger keeps what was sold and used (minutes, dates); notes and links to deleted items go.
    await tx.execute(
      `update time_entries set note = null, question_id = null, letter_id = null where purchase_id in (select id from purchases where user_id = ?)`,
      [userId],
    );
  },
};
