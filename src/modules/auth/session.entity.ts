/**
 * `sessions`: one row per logged-in browser. The cookie carries a random token;
 * the row keeps only its SHA-256 (`id`), so a database leak yields no usable session.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { hashedTokenColumns } from './hashed-token.js';

export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    ...hashedTokenColumns(),
    /** The browser's User-Agent header when the session began (for the sessions list). */
    userAgent: p.string().length(500).nullable(),
    /** The IP address the session began from, then the last one seen. */
    ip: p.string().length(45).nullable(),
    /** When a request last used the session (updated at most every few minutes). */
    lastSeenAt: p.datetime().nullable(),
  },
});
