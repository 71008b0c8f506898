/** The typed reads of saved replies (decision record 033). */
import type { EntityManager } from '@mikro-orm/sql';
import { db } from '../../kysely.js';
import { SAVED_REPLIES_MAX } from '../../shared/saved-replies/saved-replies.schema.js';

/** The columns of a saved reply as the DTO names them, with its creator's name (null once gone). */
function savedReplies(em: EntityManager) {
  return db(em)
    .selectFrom('saved_replies as s')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 's.created_by').on('u.deleted_at', 'is', null))
    .select([
      's.id',
      's.title',
      's.body_en as bodyEn',
      's.body_de as bodyDe',
      'u.name as createdByName',
      's.created_at as createdAt',
      's.updated_at as updatedAt',
    ]);
}

/** Every saved reply ordered by title regardless of case (at most SAVED_REPLIES_MAX, which is also the quota, so all of them). */
export async function savedReplyRows(em: EntityManager) {
  return savedReplies(em)
    .orderBy((eb) => eb.fn('lower', ['s.title']))
    .orderBy('s.id')
    .limit(SAVED_REPLIES_MAX)
    .execute();
}

/** One saved reply, or undefined. */
export async function savedReplyRow(em: EntityManager, id: string) {
  return savedReplies(em).where('s.id', '=', id).executeTakeFirst();
}

/** How many saved replies the firm keeps (the quota's count). */
export async function savedReplyCount(em: EntityManager): Promise<number> {
  const row = await db(em)
    .selectFrom('saved_replies')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
