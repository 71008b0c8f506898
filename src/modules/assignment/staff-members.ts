/** Members of staff as assignment and the dedicated specialist need them (decision records 068, 069). */
import type { EntityManager } from '@mikro-orm/sql';
import { db } from '../../kysely.js';

/** An active member of staff by id (not deactivated, not erased), with what an e-mail to them needs; undefined otherwise. */
export async function activeStaffMember(em: EntityManager, id: string) {
  return db(em)
    .selectFrom('users')
    .select(['id', 'name', 'email', 'language'])
    .where('id', '=', id)
    .where('role', '=', 'admin')
    .where('deactivated_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
