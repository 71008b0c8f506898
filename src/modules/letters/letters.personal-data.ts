/** The letters module's personal data (decision records 010, 013): Finanzamt letters with their fields and deadlines. */
import type { ModulePersonalData } from '../module.js';
import { deleteUserRows, rowsSection } from '../personal-data.js';

export const lettersPersonalData: ModulePersonalData = {
  userReferences: ['letters.user_id', 'letters.answered_by'],
  retained: 'nothing: a deleted account loses its letters (their pages are documents, erased by the documents module)',
  export: [rowsSection('letters', 30, `select to_jsonb(l) - 'user_id' - 'answered_by' as row from letters l where l.user_id = ? order by l.created_at, l.id`)],
  erase: deleteUserRows('letters'),
};
