/** The account module's personal data (decision record 013): the account's "Download my data" exports. */
import { db } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { pickedRowsSection } from '../personal-data.js';
import { purgeExports } from './retention.service.js';

export const accountPersonalData: ModulePersonalData = {
  userReferences: ['data_exports.user_id'],
  retained: 'nothing: a deleted account loses its exports (rows and files); any export file goes after DATA_EXPORT_VALID_DAYS',
  export: [pickedRowsSection('dataExports', 180, 'data_exports', 'user_id', ['id', 'status', 'created_at', 'ready_at', 'expires_at'], ['created_at'])],
  async erase(tx, { userId }) {
    const deleted = await db(tx).deleteFrom('data_exports').where('user_id', '=', userId).returning('file_key').execute();
    const exportKeys = deleted.flatMap((r) => (r.file_key ? [r.file_key] : []));
    return { exportKeys };
  },
  retention: (em, services, now) => purgeExports(em, services, now),
};
