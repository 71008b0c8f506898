/** The folders module's personal data (decision record 013). */
import type { ModulePersonalData } from '../module.js';
import { exportRows } from '../personal-data.js';

export const foldersPersonalData: ModulePersonalData = {
  userReferences: ['folders.user_id'],
  retained: 'nothing: a deleted account loses its folders',
  export: [
    {
      key: 'folders',
      position: 40,
      read: (tx, { userId }) =>
        exportRows(tx, `select to_jsonb(f) - 'user_id' as row from folders f where f.user_id = ? order by f.created_at, f.id`, [userId]),
    },
  ],
  async erase(tx, { userId }) {
    await tx.execute(`delete from folders where user_id = ?`, [userId]);
  },
};
