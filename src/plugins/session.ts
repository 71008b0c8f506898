/**
 * Sessions: an encrypted, HttpOnly, SameSite=Lax cookie (@fastify/secure-session) that carries
 * a random token; the token is checked against the `sessions` table on each request that asks
 * for the user, so logout and expiry revoke it server-side. Infrastructure: the rows are the auth
 * module's, which the app hands in as options (`userForSession`, `revokeSession`; decision record 032).
 * A checked session's user is kept in this process's memory for at most SESSION_CACHE_MS (0.5 s), and
 * forgotten at once whenever this process handles a request that may change a session or a user
 * (every method but GET, HEAD and OPTIONS): a session revoked here is refused at once, one revoked
 * by another instance within that time (decision record 058).
 */
import { randomBytes, createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import secureSession from '@fastify/secure-session';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { EntityManager } from '@mikro-orm/sql';
import type { User } from '../shared/auth/auth.schema.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, SESSION_TTL_MS, type Language } from '../shared/constants.js';

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The opaque session token (its SHA-256 is the sessions row id). */
    token: string;
  }
}

/** Where the session rows live (the auth module's sessions service). */
export interface SessionStore {
  /** The user of a live session token (renewing its last-seen time); null when revoked or expired. */
  userForSession(em: EntityManager, token: string, now: Date, ip: string): Promise<User | null>;
  /** Revokes a session token (deletes its row). */
  revokeSession(em: EntityManager, token: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The session rows' store, from the session plugin's options. */
    sessionStore: SessionStore;
  }
  interface FastifyRequest {
    /**
     * The session's user (null for visitors); one SQL query, cached for the request (plus, at most
     * every 5 minutes per session, the update of its last-seen time and IP address).
     */
    loadUser(): Promise<User | null>;
    /** loadUser's memo (null until first asked). */
    sessionUser: Promise<User | null> | null;
    /** The account language to store in the `language` cookie with this response (set by startSession). */
    signedInLanguage: Language | null;
  }
}

export const SESSION_COOKIE = 'session';

/**
 * The 32-byte cookie key: derived from SESSION_SECRET, or generated once and kept in
 * DATA_DIR/session.key (mode 0600) so sessions survive restarts.
 */
function sessionKey(config: AppConfig): Buffer {
  if (config.sessionSecret) return createHash('sha256').update(config.sessionSecret).digest();
  const file = join(config.dataDir, 'session.key');
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length === 32) return key;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}

/**
 * Puts a new session token into the response cookie. The session this browser had before (signing
 * in as someone else, registering while signed in) is revoked, so no copy of its cookie stays valid.
 * The response also stores the account's `language` in the `language` cookie: the account's
 * language rules the portal after sign-in, and the next page the browser loads is already in it
 * (docs/decisions/025-the-account-language-rules.md).
 */
export async function startSession(request: FastifyRequest, token: string, language: Language): Promise<void> {
  const previous = sessionToken(request);
  if (previous && previous !== token) await request.server.sessionStore.revokeSession(request.em, previous);
  request.session.set('token', token);
  request.signedInLanguage = language;
}

/** The session token of this request, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.session.get('token');
}

/** The methods that never change a session or a user (every other request clears the session cache). */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** At most this many sessions are cached; when full, the cache starts afresh. */
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * Checked sessions' users by session token, each for `ttlMs` from the check that found it
 * (decision record 058). Only live sessions are kept; a revoked or expired one is asked of the
 * database every time.
 */
class SessionCache {
  readonly #entries = new Map<string, { user: User; until: number }>();
  /** Counts the clears: a check that began before one is not kept (it may have read the state before a change). */
  #generation = 0;
  constructor(readonly ttlMs: number) {}

  /** The current generation, to hand to `set` with the result of a check begun now. */
  get generation(): number {
    return this.#generation;
  }

  /** A copy of the cached user of `token` while its time lasts (`now`, epoch ms), else undefined. */
  get(token: string, now: number): User | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.until > now) return { ...entry.user };
    this.#entries.delete(token);
    return undefined;
  }

  /**
   * Keeps `user` (when not null) for `token`, checked at `now` (epoch ms) in `generation`, unless
   * the cache was cleared since; returns `user`.
   */
  set(token: string, user: User | null, now: number, generation: number): User | null {
    if (user && this.ttlMs > 0 && generation === this.#generation) {
      if (this.#entries.size >= SESSION_CACHE_MAX_ENTRIES) this.#entries.clear();
      this.#entries.set(token, { user: { ...user }, until: now + this.ttlMs });
    }
    return user;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }
}

/** Clears the cookie (the caller revokes the row). */
export function endSession(request: FastifyRequest): void {
  request.session.delete();
}

export const sessionPlugin = fp<{ config: AppConfig } & SessionStore>(
  async (app, { config, userForSession, revokeSession }) => {
    app.decorate('sessionStore', { userForSession, revokeSession });
    await app.register(secureSession, {
      key: sessionKey(config),
      cookieName: SESSION_COOKIE,
      expiry: Math.floor(SESSION_TTL_MS / 1000),
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        // Secure whenever the request came over HTTPS (directly or via a trusted proxy).
        secure: config.publicUrl?.startsWith('https://') ? true : 'auto',
        maxAge: Math.floor(SESSION_TTL_MS / 1000),
      },
    });
    app.decorateRequest('sessionUser', null);
    app.decorateRequest('signedInLanguage', null);
    app.addHook('onSend', async (request, reply) => {
      // The same cookie as the client's storeLanguage (web/i18n/language.ts): not HttpOnly, the page reads it.
      if (request.signedInLanguage)
        reply.setCookie(LANGUAGE_COOKIE, request.signedInLanguage, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE_S, sameSite: 'lax' });
    });
    const cache = new SessionCache(config.sessionCacheMs);
    // A request that may write (log out, change a password, an e-mail, a language, delete an
    // account, revoke sessions) forgets every cached session before it runs and again after it
    // answered: no request of this process sees a user as it was before a change made here.
    app.addHook('onRequest', async (request) => {
      if (!READ_ONLY_METHODS.has(request.method)) cache.clear();
    });
    app.addHook('onResponse', async (request) => {
      if (!READ_ONLY_METHODS.has(request.method)) cache.clear();
    });
    app.decorateRequest('loadUser', function (this: FastifyRequest) {
      if (!this.sessionUser) {
        const token = sessionToken(this);
        if (!token) this.sessionUser = Promise.resolve(null);
        else {
          const now = Date.now();
          const cached = cache.get(token, now);
          const generation = cache.generation;
          this.sessionUser = cached
            ? Promise.resolve(cached)
            : userForSession(this.em, token, new Date(now), this.ip).then((user) => cache.set(token, user, now, generation));
        }
      }
      return this.sessionUser;
    });
  },
  { name: 'session', dependencies: ['orm'] },
);
