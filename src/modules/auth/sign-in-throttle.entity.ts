/** `sign_in_throttles`: failed password sign-ins per e-mail address (docs/decisions/020-per-account-sign-in-limits.md). */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate } from '../../entity-columns.js';

export const SignInThrottleEntity = defineEntity({
  name: 'SignInThrottle',
  tableName: 'sign_in_throttles',
  properties: {
    /** hex SHA-256 of the normalised (trimmed, lower-cased) e-mail address. */
    accountKey: p.string().length(64).primary(),
    /** Times of the wrong and in-flight password attempts still inside the window, oldest first. */
    failures: p.type('timestamptz[]').columnType('timestamptz[]'),
    /** When the owner was last e-mailed that password sign-in is paused. */
    notifiedAt: p.datetime().nullable(),
    updatedAt: nowOnCreate(),
  },
});
