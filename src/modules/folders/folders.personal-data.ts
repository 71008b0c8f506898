/** The folders module's personal data (decision record 013). */
import type { ModulePersonalData } from '../module.js';
import { deleteUserRows, rowsSection } from '../personal-data.js';

export const foldersPersonalData: ModulePersonalData = {
  userReferences: ['folders.user_id'],
  retained: 'nothing: a deleted account loses its folders',
  export: [rowsSection('folders', 40, `select to_jsonb(f) - 'user_id' as row from folders f where f.user_id = ? order by f.created_at, f.id`)],
  erase: deleteUserRows('folders'),
};
