/**
 * Timestamps of raw SQL rows as ISO 8601 strings. The hand-written read queries of the list
 * endpoints map rows straight to DTOs instead of hydrating entities (decision record 002, raw-SQL
 * list reads), and the two drivers return timestamps differently.
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** A timestamp column as returned by either driver (Date on pg, Date or string on PGlite) -> ISO 8601. */
export function isoDate(v: Date | string): string {
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

/**
 * `expr`, a timestamptz column reference, as the ISO text of a keyset cursor, to the microsecond
 * (`keysetCursor()` in src/shared/common.schema.ts): `to_char(col at time zone 'UTC', …)`, for
 * typed queries (decision record 033).
 */
export function cursorTimestamp(expr: Expression<Date>): RawBuilder<string> {
  return sql<string>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The keyset condition of a page listed newest first (decision record 002): the row's
 * `(at, id)` comes before the cursor's, `(afterAt::timestamptz, afterId::uuid)`.
 * @param at the row's timestamptz column; `id` its uuid key
 * @param afterAt the cursor's timestamp, ISO text to the microsecond (cursorTimestamp); `afterId` its id
 * @returns the condition, for a `where`
 */
export function olderThan(at: Expression<Date>, id: Expression<string>, afterAt: string, afterId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${at}, ${id}) < (${afterAt}::timestamptz, ${afterId}::uuid)`;
}

/** A date column as `YYYY-MM-DD` (the DTOs' calendar dates; no time zone involved), for typed queries. */
export function calendarDay(expr: Expression<string | Date | null>): RawBuilder<string | null> {
  return sql<string | null>`to_char(${expr}, 'YYYY-MM-DD')`;
}

/** Nullable timestamp -> ISO 8601 or null. */
export function isoDateOrNull(v: Date | string | null): string | null {
  return v === null ? null : isoDate(v);
}
