/**
 * `time_entries` (decision record 003): the hours ledger. Each row is time an expert spent for a client,
 * drawn from one purchase, in minutes (a positive multiple of 15).
 */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const TimeEntryEntity = defineEntity({
  name: 'TimeEntry',
  tableName: 'time_entries',
  properties: {
    id: generatedUuidKey(),
    purchaseId: p.uuid(),
    /** The question the time was spent on, if any. */
    questionId: p.uuid().nullable(),
    /** The Finanzamt letter the time was spent on, if any. */
    letterId: p.uuid().nullable(),
    /** Minutes, a positive multiple of 15 (TIME_INCREMENT_MINUTES). */
    minutes: p.integer(),
    note: p.string().length(500).nullable(),
    /** The admin who logged it (null for balances carried over from before the ledger). */
    adminId: p.uuid().nullable(),
    createdAt: nowOnCreate(),
  },
});
