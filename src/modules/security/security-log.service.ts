/**
 * Writing the account's security log (docs/decisions/012-account-security.md). Every event is
 * written with the EntityManager of the change it records, inside that change's transaction, so
 * the log and the change commit together.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { requireOwner, requireUser, type RequestClient, type ServiceContext } from '../../context.js';
import { db, jsonb, keysetPages, newestFirst } from '../../kysely.js';
import { keysetAfter, keysetCursor, type KeysetPageInput } from '../../shared/common.schema.js';
import type { ClientSecurityLogInput, SecurityEventKind, SecurityLogPage } from '../../shared/security/security.schema.js';
import { cursorTimestamp, isoDate } from '../../timestamps.js';
import { assertClient } from '../users/users.js';
import { parseDevice } from './device.js';

interface SecurityEventRecord {
  userId: string;
  kind: SecurityEventKind;
  /** The request's IP and user agent; omitted for events of the server's own schedule. */
  client?: RequestClient | undefined;
  /** Small, non-secret facts (e.g. `{ sessions: 2 }`); never passwords, codes or tokens. */
  details?: Record<string, unknown>;
}

/** Writes one security event with `em` (inside the change's own transaction). */
export async function recordSecurityEvent(em: EntityManager, r: SecurityEventRecord): Promise<void> {
  // clock_timestamp(), not now(): several events of one transaction keep the order they happened in.
  await db(em)
    .insertInto('security_events')
    .values({
      id: sql<string>`default`,
      user_id: r.userId,
      kind: r.kind,
      ip: r.client?.ip ?? null,
      user_agent: r.client?.userAgent ?? null,
      details: jsonb(r.details ?? {}),
      created_at: sql<Date>`clock_timestamp()`,
    })
    .execute();
}

interface SecurityEventSqlRow {
  id: string;
  kind: SecurityEventKind;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown> | string;
  created_at: Date | string;
  created_text: string;
}

/** A user's security events, newest first (created_at, id), with the keyset cursor's timestamp text. */
const eventPages = keysetPages((k, p: { userId: string }, after) =>
  k
    .selectFrom('security_events as e')
    .select((eb) => ['e.id', 'e.kind', 'e.ip', 'e.user_agent', 'e.details', 'e.created_at', cursorTimestamp(eb.ref('e.created_at')).as('created_text')])
    .where('e.user_id', '=', p.userId)
    .$call((b) => newestFirst(b, 'e.created_at', 'e.id', after))
    .$castTo<SecurityEventSqlRow>(),
);

/** The security log of `userId`, newest first, one keyset page (a typed list read, decision records 002, 033). */
async function eventsOf(em: EntityManager, userId: string, page: KeysetPageInput): Promise<SecurityLogPage> {
  const rows = await eventPages(em, { userId }, page.limit + 1, keysetAfter(page.cursor));
  const items = rows.slice(0, page.limit);
  const last = rows.length > page.limit ? items.at(-1) : undefined;
  return {
    items: items.map((r) => ({
      id: r.id,
      kind: r.kind,
      ip: r.ip,
      userAgent: r.user_agent,
      device: parseDevice(r.user_agent).label,
      details: typeof r.details === 'string' ? (JSON.parse(r.details) as Record<string, unknown>) : r.details,
      createdAt: isoDate(r.created_at),
    })),
    nextCursor: last ? keysetCursor(last.created_text, last.id) : null,
  };
}

/** Account page: the session user's own security log, newest first. @throws AppError UNAUTHENTICATED 401 */
export async function listSecurityLog(ctx: ServiceContext, page: KeysetPageInput): Promise<SecurityLogPage> {
  const { em, user } = requireUser(ctx);
  return eventsOf(em, user.id, page);
}

/**
 * The console's client page: a client's security log, newest first.
 * @throws AppError FORBIDDEN 403 for non-admins, NOT_FOUND 'Client not found'
 */
export async function listClientSecurityLog(ctx: ServiceContext, input: ClientSecurityLogInput): Promise<SecurityLogPage> {
  const { em } = requireOwner(ctx);
  await assertClient(em, input.clientId);
  return eventsOf(em, input.clientId, { limit: input.limit, cursor: input.cursor });
}
