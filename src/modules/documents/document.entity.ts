/**
 * `documents` (spec section 3). The bytes live in storage under `storageKey`
 * (a generated name); `filename` is the client's sanitised original name.
 */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const DocumentEntity = defineEntity({
  name: 'Document',
  tableName: 'documents',
  properties: {
    id: generatedUuidKey(),
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
    uploadedAt: nowOnCreate(),
    /** The Finanzamt letter this file belongs to: one of its pages, or an expert's attachment to the answer. */
    letterId: p.uuid().nullable(),
    letterRole: p.string().length(10).nullable(),
    /** The text recognised in the file (PDF text or OCR), kept for search. */
    extractedText: p.text().nullable().lazy(),
  },
});
export type DocumentRow = InferEntity<typeof DocumentEntity>;
