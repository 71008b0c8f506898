/**
 * Timestamps of raw SQL rows as ISO 8601 strings. The hand-written read queries of the list
 * endpoints map rows straight to DTOs instead of hydrating entities (decision record 002, raw-SQL
 * list reads), and the two drivers return timestamps differently.
 */

/** A timestamp column as returned by either driver (Date on pg, Date or string on PGlite) -> ISO 8601. */
export function isoDate(v: Date | string): string {
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

/** Nullable timestamp -> ISO 8601 or null. */
export function isoDateOrNull(v: Date | string | null): string | null {
  return v === null ? null : isoDate(v);
}
