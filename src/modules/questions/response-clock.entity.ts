/**
 * `response_clocks` (docs/decisions/061-response-clock.md): each promise of an answer as it was
 * made: when the clock started (a question, or a follow-up on an answered one), the hours promised
 * then, and when and by whom it was answered. The migration adds the foreign keys, the check, the
 * one-open-clock-per-question index and the indexes of the reports.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { generatedUuidKey } from '../../entity-columns.js';
import type { BusinessHoursSetting } from '../../shared/settings/settings.schema.js';

export const ResponseClockEntity = defineEntity({
  name: 'ResponseClock',
  tableName: 'response_clocks',
  properties: {
    id: generatedUuidKey(),
    questionId: p.uuid(),
    startedAt: p.datetime(),
    /** The business hours promised when the clock started (48, 24, 12). */
    promisedHours: p.integer(),
    /** The firm's business hours when the clock started (the console's setting); null for clocks older than this column. */
    businessHours: p.json<BusinessHoursSetting>().nullable(),
    /** When an expert replied; null while the client waits. */
    answeredAt: p.datetime().nullable(),
    /** The expert who replied; null while open, or once that account is deleted. */
    answeredBy: p.uuid().nullable(),
  },
});
