/** Members of staff as assignment, the dedicated specialist and the clock's notices need them (decision records 064, 068, 069). */
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { db } from '../../kysely.js';

/**
 * The condition that the `users` row under `alias` is an active member of staff: role admin (owner
 * or expert), not deactivated, not erased. For `.where(isActiveStaff('a'))`.
 */
export function isActiveStaff(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.role`)} = 'admin' and ${sql.ref(`${alias}.deactivated_at`)} is null and ${sql.ref(`${alias}.deleted_at`)} is null)`;
}

/** An active member of staff by id, with what an e-mail to them needs; undefined otherwise. */
export async function activeStaffMember(em: EntityManager, id: string) {
  return db(em)
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email', 'u.language'])
    .where('u.id', '=', id)
    .where(isActiveStaff('u'))
    .executeTakeFirst();
}

/**
 * The condition that the member of staff under `alias` is not away on `date` (Berlin): no exception
 * of their hours for calls (`availability_overrides`, decision record 072) makes that date a day
 * off. A dedicated specialist who is away takes no new items that day (decision record 069).
 */
export function notAwayOn(alias: string, date: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from availability_overrides o_away where o_away.user_id = ${sql.ref(`${alias}.id`)} and o_away.date = ${date} and jsonb_array_length(o_away.ranges) = 0)`;
}
