/** The letters module's personal data (decision records 010, 013): Finanzamt letters with their fields and deadlines. */
import type { ModulePersonalData } from '../module.js';
import { deleteUserRows, ownRowsSection } from '../personal-data.js';

export const lettersPersonalData: ModulePersonalData = {
  userReferences: ['letters.user_id', 'letters.answered_by'],
  retained: 'nothing: a deleted account loses its letters (their pages are documents, erased by the documents module)',
  export: [ownRowsSection('letters', 30, 'letters', ['created_at', 'id'], 'answered_by')],
  erase: deleteUserRows('letters'),
};
