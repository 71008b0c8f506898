/**
 * `documents` (spec section 3). The bytes live in storage under `storageKey`
 * (a generated name); `filename` is the client's sanitised original name.
 */
import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const DocumentEntity = defineEntity({
  name: 'Document',
  tableName: 'documents',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    userId: p.uuid(),
    folderId: p.uuid().nullable(),
    title: p.string().length(200),
    filename: p.string().length(255),
    /** `/api/documents/{id}/download`. */
    fileUrl: p.string().length(255),
    /** Size in bytes. */
    fileSize: p.integer(),
    mimeType: p.string().length(100),
    /** Generated storage name, never derived from client input. */
    storageKey: p.string().length(100).lazy(),
    uploadedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type DocumentRow = InferEntity<typeof DocumentEntity>;
