/** `folders` (spec section 3): a client's named folder for documents. */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const FolderEntity = defineEntity({
  name: 'Folder',
  tableName: 'folders',
  properties: {
    id: generatedUuidKey(),
    userId: p.uuid(),
    name: p.string().length(100),
    /** 'expert': the folder "From your expert" (one per client, read-only for the client); else 'own'. */
    kind: p.string().length(10).default('own'),
    createdAt: nowOnCreate(),
  },
});
export type FolderRow = InferEntity<typeof FolderEntity>;
