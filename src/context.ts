/**
 * The ServiceContext every service function takes, and the one function that builds it from a
 * request for both transports (REST adapters and the tRPC context). Services see only the
 * context, never Fastify or tRPC (decision record 001).
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import type { User } from './shared/auth/auth.schema.js';
import { AppError } from './errors.js';

/** Minimal structured logger (pino-compatible). */
export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/** Where a request came from: for the security log and the sessions list (decision record 012). */
export interface RequestClient {
  /** The client's IP address (behind a proxy: as TRUST_PROXY allows). */
  ip: string;
  /** The User-Agent header as sent, or null. */
  userAgent: string | null;
}

export interface ServiceContext {
  /** The request's own EntityManager fork. */
  em: EntityManager;
  /** The session's user, or null for a visitor. */
  user: User | null;
  log: Logger;
  config: AppConfig;
  /** The request's IP and user agent (absent for the server's own jobs and schedules). */
  client?: RequestClient;
}

/** A ServiceContext whose user is known to be logged in. */
type AuthedContext = ServiceContext & { user: User };

/**
 * Narrows a context to a logged-in user.
 * @throws AppError UNAUTHENTICATED (401) for visitors
 */
export function requireUser(ctx: ServiceContext): AuthedContext {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', 'unauthenticated');
  return ctx as AuthedContext;
}

/**
 * Narrows a context to a logged-in member of the firm's staff (an admin: owner or expert;
 * docs/decisions/064-staff-roles.md): the console's inbox, letters, questions, clients, notes and
 * one's own time entries. Staff must have two-factor sign-in: until it is set up (on the account
 * page, whose procedures need only a signed-in user) every console procedure refuses (decision record 012).
 * @throws AppError UNAUTHENTICATED (401) for visitors, FORBIDDEN (403) for clients,
 *   TWO_FACTOR_SETUP_REQUIRED (403) for staff without two-factor sign-in
 */
export function requireStaff(ctx: ServiceContext): AuthedContext {
  const authed = requireUser(ctx);
  if (authed.user.role !== 'admin') throw new AppError('FORBIDDEN', 'forbidden');
  if (!authed.user.twoFactorEnabled) throw new AppError('TWO_FACTOR_SETUP_REQUIRED', 'twoFactorSetupRequired');
  return authed;
}

/**
 * Narrows a context to the firm's owner (an admin whose staff role is owner; spec section 6, the
 * console's full rights: orders and payments, packages, settings, the firm's details, staff,
 * reports, the audit log, account deletions; docs/decisions/064-staff-roles.md).
 * @throws AppError UNAUTHENTICATED (401) for visitors, FORBIDDEN (403) for clients and experts,
 *   TWO_FACTOR_SETUP_REQUIRED (403) for staff without two-factor sign-in
 */
export function requireOwner(ctx: ServiceContext): AuthedContext {
  const authed = requireStaff(ctx);
  if (authed.user.staffRole !== 'owner') throw new AppError('FORBIDDEN', 'forbidden');
  return authed;
}

/**
 * Whether `user` acts as the firm where a service lets staff reach any client's rows (documents,
 * letters, invoices, orders): staff (owner or expert) with two-factor sign-in. Staff without it are
 * treated like a client there, as requireStaff refuses the console (decision record 012).
 */
export function actsAsStaff(user: User): boolean {
  return user.role === 'admin' && user.twoFactorEnabled;
}

/**
 * The ServiceContext of a request: its EntityManager fork, the session's user (checked against the
 * database), its logger and the app's config.
 * @throws the database's error when the session cannot be checked (an outage: 503)
 */
export async function serviceContext(request: FastifyRequest): Promise<ServiceContext> {
  return {
    em: request.em,
    user: await request.loadUser(),
    log: request.log,
    config: request.server.config,
    client: requestClient(request),
  };
}

/** The longest user agent kept (columns `sessions.user_agent`, `security_events.user_agent`). */
const USER_AGENT_MAX_LENGTH = 500;

/** The IP address and user agent of a request (the header cut to USER_AGENT_MAX_LENGTH characters). */
function requestClient(request: FastifyRequest): RequestClient {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' && ua ? ua.slice(0, USER_AGENT_MAX_LENGTH) : null };
}
