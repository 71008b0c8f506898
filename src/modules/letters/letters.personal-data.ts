/** The letters module's personal data (decision records 010, 013): Finanzamt letters with their fields and deadlines. */
import { db, rowJsonb } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { deleteUserRows, rowsSection } from '../personal-data.js';

export const lettersPersonalData: ModulePersonalData = {
  userReferences: ['letters.user_id', 'letters.answered_by'],
  retained: 'nothing: a deleted account loses its letters (their pages are documents, erased by the documents module)',
  export: [
    rowsSection('letters', 30, (tx, userId) =>
      db(tx)
        .selectFrom('letters as l')
        .select(rowJsonb('letters', 'l', 'user_id', 'answered_by').as('row'))
        .where('l.user_id', '=', userId)
        .orderBy('l.created_at')
        .orderBy('l.id'),
    ),
  ],
  erase: deleteUserRows('letters'),
};
