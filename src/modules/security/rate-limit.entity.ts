/**
 * `rate_limits` (decision record 049): the rate-limit counters on PostgreSQL, written by
 * rate-limiter-flexible's PostgreSQL store (src/plugins/security.ts); purged by purgeExpiredRateLimits.
 */
import { defineEntity, p } from '@mikro-orm/core';

export const RateLimitEntity = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    /** The action and the client's address or account id ('login:203.0.113.7'). */
    key: p.string().length(255).primary(),
    /** Calls counted in the current window. */
    points: p.integer().default(0),
    /** When the window ends, in milliseconds since 1970. */
    expire: p.bigint().nullable(),
  },
});
