/**
 * Small helpers for the hand-written read queries of hot list endpoints. Those lists map rows
 * straight to DTOs instead of hydrating entities: measured at about a fifth of the server CPU
 * per request (see the closing note of issue 2 and `npm run bench`).
 */

/** A timestamp column as returned by either driver (Date on pg, Date or string on PGlite) -> ISO 8601. */
export function isoDate(v: Date | string): string {
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

/** Nullable timestamp -> ISO 8601 or null. */
export function isoDateOrNull(v: Date | string | null): string | null {
  return v === null ? null : isoDate(v);
}
