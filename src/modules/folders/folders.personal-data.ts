/** The folders module's personal data (decision record 013). */
import { db, rowJsonb } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { deleteUserRows, rowsSection } from '../personal-data.js';

export const foldersPersonalData: ModulePersonalData = {
  userReferences: ['folders.user_id'],
  retained: 'nothing: a deleted account loses its folders',
  export: [
    rowsSection('folders', 40, (tx, userId) =>
      db(tx)
        .selectFrom('folders as f')
        .select(rowJsonb('folders', 'f', 'user_id').as('row'))
        .where('f.user_id', '=', userId)
        .orderBy('f.created_at')
        .orderBy('f.id'),
    ),
  ],
  erase: deleteUserRows('folders'),
};
