/**
 * The typed reads of contact messages (decision record 033): Kysely statements typed from the
 * entities, selecting a message with its replies in one statement under the names of the
 * ContactMessage DTO (src/shared/contact/contact.schema.ts). contact.service.ts keeps the access
 * rules, the locks and the transactions.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { camelColumns, db, prepare, type DB } from '../../kysely.js';

/** Contact messages listed in the console at most. */
export const CONTACT_LIST_LIMIT = 500;

/**
 * Contact messages, newest first, with the name of the admin who handled each and its replies
 * (oldest first; `sentAt` already ISO 8601, as json carries no timestamps), named as the DTO.
 */
function selectMessages(k: Kysely<DB>) {
  return k
    .selectFrom('contact_forms as c')
    .leftJoin('users as u', 'u.id', 'c.handled_by')
    .select((eb) => [
      ...camelColumns(eb, 'c', ['id', 'name', 'email', 'language', 'message', 'submitted_at', 'handled_at']),
      'u.name as handledByName',
      jsonArrayFrom(
        eb
          .selectFrom('contact_replies as r')
          .leftJoin('users as ra', 'ra.id', 'r.author_id')
          .select((rb) => [
            'r.id',
            'r.body',
            sql<string>`to_char(${rb.ref('r.created_at')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('sentAt'),
            'ra.name as authorName',
          ])
          .whereRef('r.contact_form_id', '=', 'c.id')
          .orderBy('r.created_at')
          .orderBy('r.id'),
      ).as('replies'),
    ])
    .orderBy('c.submitted_at', 'desc')
    .orderBy('c.id', 'desc');
}

const allMessages = prepare((k, p: { limit: number }) => selectMessages(k).limit(p.limit));
const oneMessage = prepare((k, p: { id: string }) => selectMessages(k).where('c.id', '=', p.id));

/** The contact messages with their replies: all (newest first, at most CONTACT_LIST_LIMIT), or the one with id `id`. */
export async function contactMessageRows(em: EntityManager, id: string | null) {
  return id === null ? allMessages(em, { limit: CONTACT_LIST_LIMIT }) : oneMessage(em, { id });
}

/** The contact message `id`, its row locked `for update` in `tx`; undefined for none. */
export async function contactMessageForUpdate(tx: EntityManager, id: string) {
  return db(tx)
    .selectFrom('contact_forms')
    .select([
      'contact_forms.id',
      'contact_forms.name',
      'contact_forms.email',
      'contact_forms.language',
      'contact_forms.message',
      'contact_forms.submitted_at',
      'contact_forms.handled_at',
    ])
    .where('contact_forms.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
