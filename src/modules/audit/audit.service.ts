/** The audit log: who did what, and when, for every admin action. */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { requireOwner, type ServiceContext } from '../../context.js';
import { db, jsonb } from '../../kysely.js';
import type { AuditAction, AuditEntry } from '../../shared/audit/audit.schema.js';
import { isoDate } from '../../timestamps.js';

interface AuditRecord {
  actorId: string;
  action: AuditAction;
  /** The client the action concerns (shown on that client's page), if any. */
  clientId?: string | null;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one audit row with `em` (inside the action's own transaction). */
export async function recordAudit(em: EntityManager, r: AuditRecord): Promise<void> {
  await db(em)
    .insertInto('audit_log')
    .values({
      id: sql<string>`default`,
      actor_id: r.actorId,
      action: r.action,
      client_id: r.clientId ?? null,
      entity_id: r.entityId ?? null,
      details: jsonb(r.details ?? {}),
      created_at: sql<Date>`default`,
    })
    .execute();
}

/**
 * Writes the audit row of what a client did to their own data (actor and client are the same
 * account, `userId`), with `em` inside the action's own transaction.
 */
export async function recordOwnAction(
  em: EntityManager,
  userId: string,
  action: AuditAction,
  entityId: string,
  details?: Record<string, unknown>,
): Promise<void> {
  await recordAudit(em, { actorId: userId, action, clientId: userId, entityId, details });
}

/**
 * Audit entries, newest first: those about one client, or all (clientId undefined).
 * @param limit at most this many rows (default 200)
 */
export async function listAudit(em: EntityManager, clientId: string | undefined, limit = 200): Promise<AuditEntry[]> {
  const rows = await db(em)
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.action', 'u.name as actor_name', 'a.client_id', 'a.entity_id', 'a.details', 'a.created_at'])
    .$if(Boolean(clientId), (b) => b.where('a.client_id', '=', clientId!))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .$narrowType<{ action: AuditEntry['action'] }>()
    .execute();
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actorName: r.actor_name,
    clientId: r.client_id,
    entityId: r.entity_id,
    details: (typeof r.details === 'string' ? JSON.parse(r.details) : (r.details ?? {})) as Record<string, unknown>,
    createdAt: isoDate(r.created_at),
  }));
}

/** The whole audit log, newest first (admin; at most 200 entries). */
export async function listAuditLog(ctx: ServiceContext): Promise<AuditEntry[]> {
  const { em } = requireOwner(ctx);
  return listAudit(em, undefined);
}
