/**
 * Helpers the modules' personal-data declarations share (src/modules/module.ts `ModulePersonalData`;
 * docs/decisions/013-data-rights.md). Imports no module. The statements are typed Kysely
 * (decision record 045): a renamed column fails `npm run typecheck`.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { DeleteResult, Kysely, UpdateResult } from 'kysely';
import { db, jsonbObject, rowJsonb, type DB } from '../kysely.js';
import type { DataSubject, ExportSection } from './module.js';

/** A JSON object of data.json. */
export type Json = Record<string, unknown>;

/** snake_case column names as camelCase keys (one level). */
function camel(row: Json): Json {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]));
}

/** A select whose one column `row` is a JSON object (`rowJsonb`, `jsonbObject` in src/kysely.ts). */
export interface RowsQuery {
  execute(): Promise<{ row: Json | string }[]>;
}

/**
 * Runs a query whose one column `row` is a JSON object (`rowJsonb(...)`: new columns appear in the
 * export without code changes), and returns each row with camelCase keys.
 */
export async function exportRows(query: RowsQuery): Promise<Json[]> {
  const result = await query.execute();
  return result.map((r) => camel(typeof r.row === 'string' ? (JSON.parse(r.row) as Json) : r.row));
}

/** Runs a purge statement (a delete or an update). @returns how many rows it touched */
export async function purgeCount(query: { executeTakeFirstOrThrow(): Promise<DeleteResult | UpdateResult> }): Promise<number> {
  const result = await query.executeTakeFirstOrThrow();
  return Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows);
}

/**
 * The export section `key` at `position` whose value is the rows of one query (exportRows) about
 * the subject: `query` receives the account's id, or with `by: 'email'` the account's address.
 */
export function rowsSection(
  key: string,
  position: number,
  query: (tx: EntityManager, subject: string) => RowsQuery,
  by: keyof DataSubject = 'userId',
): ExportSection {
  return { key, position, read: (tx, subject) => exportRows(query(tx, subject[by])) };
}

/** The tables with a `user_id` column. */
export type TableWithUserId = { [T in keyof DB]: 'user_id' extends keyof DB[T] ? T : never }[keyof DB];

/**
 * The subject's own rows of `table` (by its `user_id`) as data.json rows: every column but
 * `user_id` and `omit`, ordered by `orderBy` (each ascending; give a unique column last).
 * @returns a query for exportRows / rowsSection
 */
export function ownRows<T extends TableWithUserId>(
  tx: EntityManager,
  table: T,
  userId: string,
  orderBy: readonly (keyof DB[T] & string)[],
  ...omit: (keyof DB[T] & string)[]
): RowsQuery {
  // The arguments are typed by the table; the statement is built for any of these tables alike.
  const k = db(tx) as unknown as Kysely<Record<string, { user_id: string }>>;
  let query = k
    .selectFrom(`${table as string} as t` as 'rows as t')
    .select(rowJsonb(table, 't', ...(['user_id', ...omit] as (keyof DB[T] & string)[])).as('row'))
    .where('t.user_id', '=', userId);
  for (const column of orderBy) query = query.orderBy(`t.${column}` as 't.user_id');
  return query;
}

/** The export section `key` at `position`: the subject's own rows of `table` (ownRows). */
export function ownRowsSection<T extends TableWithUserId>(
  key: string,
  position: number,
  table: T,
  orderBy: readonly (keyof DB[T] & string)[],
  ...omit: (keyof DB[T] & string)[]
): ExportSection {
  return rowsSection(key, position, (tx, userId) => ownRows(tx, table, userId, orderBy, ...omit));
}

/**
 * The rows of `table` whose `column` is `value`, as data.json rows of just the columns `pick` (in
 * that order), ordered by `orderBy` (each ascending; give a unique column last).
 * @returns a query for exportRows / rowsSection
 */
export function pickedRows<T extends keyof DB>(
  tx: EntityManager,
  table: T,
  column: keyof DB[T] & string,
  value: string,
  pick: readonly (keyof DB[T] & string)[],
  orderBy: readonly (keyof DB[T] & string)[],
): RowsQuery {
  // The arguments are typed by the table; the statement is built for any table alike.
  const k = db(tx) as unknown as Kysely<Record<string, Record<string, string>>>;
  let query = k
    .selectFrom(table as string as 'rows')
    .select((eb) => jsonbObject(Object.fromEntries(pick.map((c) => [c, eb.ref(c)]))).as('row'))
    .where(column as string, '=', value);
  for (const c of orderBy) query = query.orderBy(c);
  return query;
}

/**
 * The export section `key` at `position`: the rows of `table` whose `column` is the subject's id
 * (or with `by: 'email'` its address), just the columns `pick`, ordered by `orderBy` (pickedRows).
 */
export function pickedRowsSection<T extends keyof DB>(
  key: string,
  position: number,
  table: T,
  column: keyof DB[T] & string,
  pick: readonly (keyof DB[T] & string)[],
  orderBy: readonly (keyof DB[T] & string)[],
  by: keyof DataSubject = 'userId',
): ExportSection {
  return rowsSection(key, position, (tx, subject) => pickedRows(tx, table, column, subject, pick, orderBy), by);
}

/**
 * The export section `key` at `position`: the rows of `table` that belong to the subject through
 * their `parentKey`, the id of a row of `parent` whose `user_id` is the subject's (a purchase's time
 * entries, an order's withdrawals), every column but `omit`, ordered by `orderBy` (each ascending;
 * give a unique column last).
 */
export function childRowsSection<T extends keyof DB>(
  key: string,
  position: number,
  table: T,
  parentKey: keyof DB[T] & string,
  parent: TableWithUserId,
  orderBy: readonly (keyof DB[T] & string)[],
  ...omit: (keyof DB[T] & string)[]
): ExportSection {
  return rowsSection(key, position, (tx, userId) => {
    // The arguments are typed by the tables; the statement is built for any of them alike.
    const k = db(tx) as unknown as Kysely<Record<string, { id: string; user_id: string; parent_key: string }>>;
    let query = k
      .selectFrom(`${table as string} as t` as 'rows as t')
      .innerJoin(`${parent} as p` as 'parents as p', 'p.id', `t.${parentKey}` as 't.parent_key')
      .select(rowJsonb(table, 't', ...omit).as('row'))
      .where('p.user_id', '=', userId);
    for (const column of orderBy) query = query.orderBy(`t.${column}` as 't.id');
    return query;
  });
}

/** How many rows of `table` the subject `userId` still has (by its `user_id`): what an erasure keeps. */
export async function userRowCount(tx: EntityManager, table: TableWithUserId, userId: string): Promise<number> {
  const row = await db(tx)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** An erasure that deletes the subject's rows of `table` (by its `user_id`). */
export function deleteUserRows(table: TableWithUserId): (tx: EntityManager, subject: DataSubject) => Promise<void> {
  return async (tx, { userId }) => {
    await db(tx).deleteFrom(table).where('user_id', '=', userId).execute();
  };
}
