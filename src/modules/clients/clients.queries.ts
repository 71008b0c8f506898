/**
 * The typed reads of the console's client list and a client's summary (decision record 033):
 * Kysely statements typed from the entities, named as the ClientSummary DTO
 * (src/shared/clients/clients.schema.ts). clients.service.ts converts minutes and counts and keeps
 * the access rules.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { Kysely } from 'kysely';
import { db, type DB } from '../../kysely.js';
import { likePattern } from '../../sql-text.js';
import { remainingMinutes } from '../ledger/ledger.queries.js';

/** Users with the ledger's minutes remaining and their pending questions (int8/numeric: text on pg). */
function selectClients(k: Kysely<DB>) {
  return k.selectFrom('users as u').select((eb) => [
    'u.id',
    'u.name',
    'u.email',
    'u.language',
    'u.created_at as createdAt',
    'u.deleted_at as deletedAt',
    // The ledger's expression (decision record 003).
    remainingMinutes(eb.ref('u.id')).as('remainingMinutes'),
    eb
      .selectFrom('questions as q')
      .select((qb) => qb.fn.countAll<number | string>().as('n'))
      .whereRef('q.user_id', '=', 'u.id')
      .where('q.status', '=', 'pending')
      .$asScalar()
      .as('pendingQuestions'),
  ]);
}

/** Clients (role client) not deleted, by name; `search` matches name or e-mail, case-insensitively. At most 500. */
export async function clientRows(em: EntityManager, search: string | undefined) {
  let q = selectClients(db(em)).where('u.role', '=', 'client').where('u.deleted_at', 'is', null);
  if (search) q = q.where((eb) => eb.or([eb('u.name', 'ilike', likePattern(search)), eb('u.email', 'ilike', likePattern(search))]));
  return q
    .orderBy((eb) => eb.fn('lower', ['u.name']))
    .orderBy('u.id')
    .limit(500)
    .execute();
}

/** The client (role client) `id`, deleted or not; undefined for none. */
export async function clientRow(em: EntityManager, id: string) {
  return selectClients(db(em)).where('u.id', '=', id).where('u.role', '=', 'client').executeTakeFirst();
}
