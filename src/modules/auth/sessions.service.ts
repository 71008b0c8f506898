/**
 * The account page's "where you're signed in" (docs/decisions/012-account-security.md): the
 * session user's active sessions with device, IP address, start and last use, and ending one of
 * them or all others. Ending a session deletes its row, so its cookie stops working at once
 * (decision record 006).
 */
import { requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { db } from '../../kysely.js';
import type { ActiveSession, EndSessionInput } from '../../shared/security/security.schema.js';
import { isoDate, isoDateOrNull } from '../../timestamps.js';
import { parseDevice } from '../security/device.js';
import { recordSecurityEvent } from '../security/security-log.service.js';
import { activeSessionsOf } from './auth.queries.js';
import { sessionId } from './auth.service.js';

/** The most sessions the list shows (the current one always among them), most recently used first. */
const SESSIONS_LIST_MAX = 100;

/**
 * The session user's unexpired sessions, this device's first, then by last use.
 * @param currentToken the request's session token (marks "this device")
 */
export async function listSessions(ctx: ServiceContext, currentToken: string | undefined, now = new Date()): Promise<ActiveSession[]> {
  const { em, user } = requireUser(ctx);
  const current = currentToken ? sessionId(currentToken) : '';
  const rows = await activeSessionsOf(em, user.id, current, now, SESSIONS_LIST_MAX);
  return rows.map((r) => {
    const device = parseDevice(r.user_agent);
    return {
      id: r.id,
      device: device.label,
      deviceType: device.type,
      ip: r.ip,
      createdAt: isoDate(r.created_at),
      lastSeenAt: isoDateOrNull(r.last_seen_at),
      current: r.id === current,
    };
  });
}

/**
 * Ends one of the session user's sessions (signs that browser out). Ending the current one signs
 * this browser out (the transport then clears the cookie).
 * @throws AppError NOT_FOUND 'Session not found' (unknown, expired or another user's session)
 */
export async function endSession(ctx: ServiceContext, data: EndSessionInput): Promise<{ ended: number }> {
  const { em, user } = requireUser(ctx);
  return em.transactional(async (tx) => {
    const ended = await db(tx)
      .deleteFrom('sessions')
      .where('id', '=', data.id)
      .where('user_id', '=', user.id)
      .returning(['user_agent', 'ip'])
      .executeTakeFirst();
    if (!ended) throw new AppError('NOT_FOUND', 'sessionNotFound');
    await recordSecurityEvent(tx, {
      userId: user.id,
      kind: 'session.ended',
      client: ctx.client,
      details: { device: parseDevice(ended.user_agent).label, ip: ended.ip },
    });
    return { ended: 1 };
  });
}

/**
 * Ends every session of the session user except the current one ("sign out everywhere else").
 * @returns how many sessions were ended
 */
export async function endOtherSessions(ctx: ServiceContext, currentToken: string | undefined): Promise<{ ended: number }> {
  const { em, user } = requireUser(ctx);
  return em.transactional(async (tx) => {
    const rows = await db(tx)
      .deleteFrom('sessions')
      .where('user_id', '=', user.id)
      .where('id', '<>', currentToken ? sessionId(currentToken) : '')
      .returning('id')
      .execute();
    await recordSecurityEvent(tx, { userId: user.id, kind: 'sessions.ended_others', client: ctx.client, details: { sessions: rows.length } });
    return { ended: rows.length };
  });
}
