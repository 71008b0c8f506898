/** The letters module's personal data (decision records 010, 013): Finanzamt letters with their fields and deadlines. */
import type { ModulePersonalData } from '../module.js';
import { exportRows } from '../personal-data.js';

export const lettersPersonalData: ModulePersonalData = {
  userReferences: ['letters.user_id', 'letters.answered_by'],
  retained: 'nothing: a deleted account loses its letters (their pages are documents, erased by the documents module)',
  export: [
    {
      key: 'letters',
      position: 30,
      read: (tx, { userId }) =>
        exportRows(tx, `select to_jsonb(l) - 'user_id' - 'answered_by' as row from letters l where l.user_id = ? order by l.created_at, l.id`, [userId]),
    },
  ],
  async erase(tx, { userId }) {
    await tx.execute(`delete from letters where user_id = ?`, [userId]);
  },
};
