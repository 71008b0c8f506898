/**
 * The documents module's personal data (decision records 013, 015): each document's metadata in
 * data.json, and its original file in the ZIP under documents/<folder>/<file name>.
 */
import { safeName, uniqueName } from '../account/export-zip.js';
import { db, rowJsonb } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { exportRows, ownRows } from '../personal-data.js';

export const documentsPersonalData: ModulePersonalData = {
  userReferences: ['documents.user_id'],
  retained: 'nothing: a deleted account loses its documents; their files are removed after the commit (and by a queued job should that fail)',
  export: [
    {
      key: 'documents',
      position: 50,
      async read(tx, { userId }, { attach }) {
        const folders = await exportRows(ownRows(tx, 'folders', userId, ['created_at', 'id']));
        const docs = await exportRows(
          db(tx)
            .selectFrom('documents as d')
            .select(rowJsonb('documents', 'd', 'user_id', 'file_url').as('row'))
            .where('d.user_id', '=', userId)
            .orderBy('d.folder_id', (o) => o.nullsFirst())
            .orderBy('d.uploaded_at')
            .orderBy('d.id'),
        );
        // Each document's file goes under documents/<folder>/<file name>, unique within the ZIP.
        const folderNames = new Map(folders.map((f) => [String(f.id), safeName(String(f.name), 'Folder')]));
        const taken = new Set<string>();
        for (const d of docs) {
          const folder = d.folderId ? (folderNames.get(String(d.folderId)) ?? 'Folder') : d.letterId ? 'Letters' : 'Unfiled';
          const path = uniqueName(`documents/${folder}/${safeName(String(d.filename), 'file')}`, taken);
          attach({ storageKey: String(d.storageKey), path, uploadedAt: new Date(String(d.uploadedAt)) });
          delete d.storageKey;
          d.file = path;
        }
        return docs;
      },
    },
  ],
  async erase(tx, { userId }) {
    const deleted = await db(tx).deleteFrom('documents').where('user_id', '=', userId).returning('storage_key').execute();
    const documentKeys = deleted.map((r) => r.storage_key);
    return { documentKeys, counts: { documents: documentKeys.length } };
  },
};
