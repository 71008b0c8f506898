/** `folders` (spec section 3): a client's named folder for documents. */
import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const FolderEntity = defineEntity({
  name: 'Folder',
  tableName: 'folders',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    userId: p.uuid(),
    name: p.string().length(100),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type FolderRow = InferEntity<typeof FolderEntity>;
