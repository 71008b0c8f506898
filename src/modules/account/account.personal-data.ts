/** The account module's personal data (decision record 013): the account's "Download my data" exports. */
import { db, jsonbObject } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';
import { purgeExports } from './retention.service.js';

export const accountPersonalData: ModulePersonalData = {
  userReferences: ['data_exports.user_id'],
  retained: 'nothing: a deleted account loses its exports (rows and files); any export file goes after DATA_EXPORT_VALID_DAYS',
  export: [
    rowsSection('dataExports', 180, (tx, userId) =>
      db(tx)
        .selectFrom('data_exports')
        .select((eb) =>
          jsonbObject({
            id: eb.ref('id'),
            status: eb.ref('status'),
            created_at: eb.ref('created_at'),
            ready_at: eb.ref('ready_at'),
            expires_at: eb.ref('expires_at'),
          }).as('row'),
        )
        .where('user_id', '=', userId)
        .orderBy('created_at'),
    ),
  ],
  async erase(tx, { userId }) {
    const deleted = await db(tx).deleteFrom('data_exports').where('user_id', '=', userId).returning('file_key').execute();
    const exportKeys = deleted.flatMap((r) => (r.file_key ? [r.file_key] : []));
    return { exportKeys };
  },
  retention: (em, services, now) => purgeExports(em, services, now),
};
