/**
 * Writing the account's security log (docs/decisions/012-account-security.md). Every event is
 * written with the EntityManager of the change it records, inside that change's transaction, so
 * the log and the change commit together.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { RequestClient } from '../../context.js';
import type { SecurityEventKind } from '../../shared/security.schema.js';

/** The longest user agent kept (longer ones are cut): column `security_events.user_agent`. */
export const USER_AGENT_MAX_LENGTH = 500;

export interface SecurityEventRecord {
  userId: string;
  kind: SecurityEventKind;
  /** The request's IP and user agent; omitted for events of the server's own schedule. */
  client?: RequestClient | undefined;
  /** Small, non-secret facts (e.g. `{ sessions: 2 }`); never passwords, codes or tokens. */
  details?: Record<string, unknown>;
}

/** Writes one security event with `em` (inside the change's own transaction). */
export async function recordSecurityEvent(em: EntityManager, r: SecurityEventRecord): Promise<void> {
  await em.execute(`insert into security_events (user_id, kind, ip, user_agent, details) values (?, ?, ?, ?, ?::jsonb)`, [
    r.userId,
    r.kind,
    r.client?.ip ?? null,
    r.client?.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    JSON.stringify(r.details ?? {}),
  ]);
}
