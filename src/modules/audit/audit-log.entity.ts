/** `audit_log` (the firm's side, spec section 6): every admin action, with who did it and when. */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const AuditLogEntity = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_log',
  properties: {
    id: generatedUuidKey(),
    /** The admin who acted. */
    actorId: p.uuid().nullable(),
    /** One of AUDIT_ACTIONS (src/shared/audit/audit.schema.ts). */
    action: p.string().length(50),
    /** The client the action concerns, when there is one (shown on the client's page). */
    clientId: p.uuid().nullable(),
    /** The row acted on (question, purchase, package, document, contact message, time entry). */
    entityId: p.uuid().nullable(),
    details: p.json<Record<string, unknown>>(),
    createdAt: nowOnCreate(),
  },
});
