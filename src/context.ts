/**
 * The ServiceContext every service function takes, built the same way for REST and tRPC
 * (architecture.md: services never see Fastify or tRPC).
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from './config.js';
import type { User } from './shared/auth.schema.js';
import { AppError } from './errors.js';
import { MESSAGES } from './shared/messages.js';

/** Minimal structured logger (pino-compatible). */
export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

export interface ServiceContext {
  /** The request's own EntityManager fork. */
  em: EntityManager;
  /** The session's user, or null for a visitor. */
  user: User | null;
  log: Logger;
  config: AppConfig;
}

/** A ServiceContext whose user is known to be logged in. */
export type AuthedContext = ServiceContext & { user: User };

/**
 * Narrows a context to a logged-in user.
 * @throws AppError UNAUTHENTICATED (401) for visitors
 */
export function requireUser(ctx: ServiceContext): AuthedContext {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return ctx as AuthedContext;
}

/**
 * Narrows a context to a logged-in admin (issue 4: every admin procedure and route).
 * @throws AppError UNAUTHENTICATED (401) for visitors, FORBIDDEN (403) for clients
 */
export function requireAdmin(ctx: ServiceContext): AuthedContext {
  const authed = requireUser(ctx);
  if (authed.user.role !== 'admin') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  return authed;
}
