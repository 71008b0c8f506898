/** The folders module's personal data (decision record 013). */
import type { ModulePersonalData } from '../module.js';
import { deleteUserRows, ownRowsSection } from '../personal-data.js';

export const foldersPersonalData: ModulePersonalData = {
  userReferences: ['folders.user_id'],
  retained: 'nothing: a deleted account loses its folders',
  export: [ownRowsSection('folders', 40, 'folders', ['created_at', 'id'])],
  erase: deleteUserRows('folders'),
};
