/** The rate-limit counters' housekeeping (decision record 049). */
import type { EntityManager } from '@mikro-orm/sql';
import { db } from '../../kysely.js';

/** How long a counter's row stays after its window ended, in milliseconds (an hour). */
const KEEP_AFTER_WINDOW_MS = 60 * 60 * 1000;

/**
 * Removes the rate-limit rows whose window ended more than an hour before `now`: they count
 * nothing any more, and name client addresses and account ids.
 * @returns the number of rows removed
 */
export async function purgeExpiredRateLimits(em: EntityManager, now: Date = new Date()): Promise<number> {
  const result = await db(em)
    .deleteFrom('rate_limits')
    .where('expire', '<', BigInt(now.getTime() - KEEP_AFTER_WINDOW_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
