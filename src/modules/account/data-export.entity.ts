/**
 * `data_exports` (docs/decisions/013-data-rights.md): a client's "Download my data" requests.
 * Written through typed Kysely in data-export.service.ts (decision record 045); the entity keeps the
 * schema check honest and types those statements.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const DataExportEntity = defineEntity({
  name: 'DataExport',
  tableName: 'data_exports',
  properties: {
    id: generatedUuidKey(),
    userId: p.uuid(),
    /** requested → ready (file written) or failed; ready → expired (file removed after 7 days). */
    status: p.string().length(10).default('requested'),
    /** The ZIP's key in the exports storage (DATA_DIR/exports); set only once the file is complete. */
    fileKey: p.string().length(100).nullable(),
    /** The ZIP's size in bytes. */
    sizeBytes: p.bigint('number').nullable(),
    /** How many document files the ZIP holds. */
    files: p.integer().nullable(),
    /** Why building failed (a message key), when it did. */
    error: p.string().length(60).nullable(),
    createdAt: nowOnCreate(),
    readyAt: p.datetime().nullable(),
    /** When a ready export stops being downloadable (ready_at + 7 days). */
    expiresAt: p.datetime().nullable(),
    /** The last download. */
    downloadedAt: p.datetime().nullable(),
  },
});
