/** The account module's personal data (decision record 013): the account's "Download my data" exports. */
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';
import { purgeExports } from './retention.service.js';

export const accountPersonalData: ModulePersonalData = {
  userReferences: ['data_exports.user_id'],
  retained: 'nothing: a deleted account loses its exports (rows and files); any export file goes after DATA_EXPORT_VALID_DAYS',
  export: [
    rowsSection(
      'dataExports',
      180,
      `select jsonb_build_object('id', id, 'status', status, 'created_at', created_at, 'ready_at', ready_at, 'expires_at', expires_at) as row
         from data_exports where user_id = ? order by created_at`,
    ),
  ],
  async erase(tx, { userId }) {
    const exportKeys = (await tx.execute<{ file_key: string | null }[]>(`delete from data_exports where user_id = ? returning file_key`, [userId])).flatMap(
      (r) => (r.file_key ? [r.file_key] : []),
    );
    return { exportKeys };
  },
  retention: (em, services, now) => purgeExports(em, services, now),
};
