/**
 * What a database failure means for the caller, and the one place that logs a database outage.
 *
 * - `unavailable`: the database cannot be reached right now (connection refused, reset or
 *   terminated, PostgreSQL shutting down or starting, no free pool slot within the acquire
 *   timeout). The request is answered 503 with Retry-After; nothing was written.
 * - `disk-full`: PostgreSQL (or PGlite) could not write for lack of space: 507.
 * - `invalid-text`: text the database cannot store (a NUL character, SQLSTATE 22021/22P05): 400.
 *
 * PostgreSQL error codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
import { EpisodeLog, type HealthLogger } from './episode-log.js';

/** The kind of a database failure, or undefined when the error is something else. */
type DatabaseFailure = 'unavailable' | 'disk-full' | 'invalid-text';

/** Seconds a client should wait before retrying while the database is unavailable (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node socket errors that mean the database server is out of reach. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of an unreachable or unavailable server: class 08 (connection exception) except
 * 08P01 protocol_violation (a malformed message, not an outage), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
 */
function isUnavailableSqlState(code: string): boolean {
  return (code.startsWith('08') && code !== '08P01') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** Messages of `pg`, `pg-pool` and kysely for a lost connection or a pool that could not give one in time. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection (?:is )?(?:closed|ended)/i,
  /terminating connection/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
];

/** Walks an error and its `cause` chain (MikroORM wraps driver errors; tRPC wraps everything). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown; errno?: unknown }> {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * Classifies a thrown value as a database failure.
 * @returns the failure kind, or undefined for any other error (a bug: 500)
 */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (code === '22021' || code === '22P05' || /invalid byte sequence for encoding "UTF8": 0x00/.test(message)) return 'invalid-text';
    // A NUL inside a statement's text breaks the wire message (queries are sent with their values
    // inlined): PostgreSQL reports 'invalid message format', PGlite 'insufficient data left in message'.
    if (code === '08P01' && /invalid message format|insufficient data left in message/.test(message)) return 'invalid-text';
    if (code === '53100' || code === 'ENOSPC' || /no space left on device/i.test(message)) return 'disk-full';
    if (NETWORK_CODES.has(code) || isUnavailableSqlState(code)) return 'unavailable';
    if (UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return 'unavailable';
  }
  return undefined;
}

/**
 * Logs a database outage once when it starts and once when it ends, instead of a stack trace per
 * failed request. `report()` is called for every failure classified as `unavailable`; while the
 * outage lasts, a probe (`check`, e.g. `select 1`) runs every `probeMs` until it succeeds.
 */
export class DatabaseHealth extends EpisodeLog {
  /**
   * @param log where the two lines go
   * @param check resolves when the database answers again
   * @param probeMs interval of the recovery probe, in milliseconds
   */
  constructor(log: HealthLogger, check: () => Promise<unknown>, probeMs = 1000) {
    super(log, check, probeMs, { started: 'database unavailable: answering 503 until it is back', ended: 'database available again' });
  }

  /** Whether an outage is in progress. */
  get isDown(): boolean {
    return this.active;
  }
}
