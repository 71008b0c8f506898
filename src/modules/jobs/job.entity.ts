/**
 * `jobs` (docs/decisions/010-finanzamt-letters.md): background work, claimed by the job runner
 * (runner.ts) with `for update skip locked`. Written with raw SQL; the entity keeps the schema
 * check honest.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const JobEntity = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  properties: {
    id: generatedUuidKey(),
    /** What to do: a kind the runner has a handler for (e.g. 'letter.read'). */
    kind: p.string().length(40),
    payload: p.json<Record<string, unknown>>(),
    /** queued → running → done, or back to queued (retry), or failed. */
    status: p.string().length(10).default('queued'),
    attempts: p.integer().default(0),
    maxAttempts: p.integer().default(5),
    /** When a queued job is due. */
    runAt: nowOnCreate(),
    /** When a running job's lease ends: after that, it counts as abandoned (its runner died) and is claimed again. */
    lockedUntil: p.datetime().nullable(),
    lastError: p.text().nullable(),
    createdAt: nowOnCreate(),
    finishedAt: p.datetime().nullable(),
  },
});
