/** `security_events`: a user's security log (docs/decisions/012-account-security.md). */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const SecurityEventEntity = defineEntity({
  name: 'SecurityEvent',
  tableName: 'security_events',
  properties: {
    id: generatedUuidKey(),
    userId: p.uuid(),
    /** One of SECURITY_EVENT_KINDS (src/shared/security/security.schema.ts). */
    kind: p.string().length(40),
    ip: p.string().length(45).nullable(),
    userAgent: p.string().length(500).nullable(),
    details: p.json<Record<string, unknown>>(),
    createdAt: nowOnCreate(),
  },
});
