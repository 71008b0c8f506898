/**
 * Helpers the modules' personal-data declarations share (src/modules/module.ts `ModulePersonalData`;
 * docs/decisions/013-data-rights.md). Imports no module.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { DataSubject, ExportSection } from './module.js';

/** A JSON object of data.json. */
export type Json = Record<string, unknown>;

/** snake_case column names as camelCase keys (one level). */
function camel(row: Json): Json {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]));
}

/**
 * Runs a query whose one column `row` is a JSON object (`to_jsonb(t) - 'secret' as row`: new columns
 * appear in the export without code changes), and returns each row with camelCase keys.
 */
export async function exportRows(em: EntityManager, sql: string, params: unknown[]): Promise<Json[]> {
  const result = await em.execute<{ row: Json | string }[]>(sql, params);
  return result.map((r) => camel(typeof r.row === 'string' ? (JSON.parse(r.row) as Json) : r.row));
}

/** Runs a purge statement (without `returning`). @returns how many rows it touched */
export async function purgeCount(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  return (await em.execute<unknown[]>(`${sql} returning 1`, params)).length;
}

/**
 * The export section `key` at `position` whose value is the rows of one query (exportRows) about
 * the subject: its one parameter is the account's id, or with `by: 'email'` the account's address.
 */
export function rowsSection(key: string, position: number, sql: string, by: keyof DataSubject = 'userId'): ExportSection {
  return { key, position, read: (tx, subject) => exportRows(tx, sql, [subject[by]]) };
}

/** An erasure that deletes the subject's rows of `table` (by its `user_id`). */
export function deleteUserRows(table: string): (tx: EntityManager, subject: DataSubject) => Promise<void> {
  return async (tx, { userId }) => {
    await tx.execute(`delete from ${table} where user_id = ?`, [userId]);
  };
}
