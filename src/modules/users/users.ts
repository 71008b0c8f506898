/**
 * The users module's readers: accounts (users with role `client`, spec section 3) for the other
 * modules: whether one exists, where and how to write to them, and the account a data-rights request
 * is about. Typed Kysely reads inside the caller's transaction. A leaf: it imports no module, so any
 * module may read users without closing a cycle (auth writes them; decision record 032). The table's
 * entity is user.entity.ts, listed by users.module.ts.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { db } from '../../kysely.js';
import { AppError } from '../../errors.js';
import type { Language } from '../../shared/constants.js';

/** A client's name, address and language: what an e-mail to them needs. */
interface ClientContact {
  id: string;
  email: string;
  name: string;
  language: Language;
}

/**
 * The client with this id.
 * @throws AppError NOT_FOUND 'Client not found' (no such user, or not a client)
 */
export async function clientContact(em: EntityManager, id: string): Promise<ClientContact> {
  const client = await db(em)
    .selectFrom('users')
    .select(['id', 'email', 'name', 'language'])
    .where('id', '=', id)
    .where('role', '=', 'client')
    .executeTakeFirst();
  if (!client) throw new AppError('NOT_FOUND', 'clientNotFound');
  return client;
}

/** The contact details of any user (a question's author, whatever their role); undefined when there is none. */
export async function userContact(em: EntityManager, id: string): Promise<ClientContact | undefined> {
  return db(em).selectFrom('users').select(['id', 'email', 'name', 'language']).where('id', '=', id).executeTakeFirst();
}

/**
 * Checks that a client with this id exists.
 * @throws AppError NOT_FOUND 'Client not found'
 */
export async function assertClient(em: EntityManager, id: string): Promise<void> {
  await clientContact(em, id);
}

/** The address of a live (not deleted) account; undefined when there is none. */
export async function liveAccountEmail(em: EntityManager, id: string): Promise<string | undefined> {
  const user = await db(em).selectFrom('users').select('email').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return user?.email;
}

/** Locks the `users` row of `userId` `for update` in `tx` (serialises the user's changes): `{ id }`, or undefined for no row. */
export async function lockUser(tx: EntityManager, userId: string) {
  return db(tx).selectFrom('users').select('users.id').where('users.id', '=', userId).forUpdate().executeTakeFirst();
}

/**
 * Locks an account's row for the rest of `tx` (uploads, folder changes and export requests of the
 * user wait) and reads what an erasure checks.
 * @returns its address, role and deletion time; undefined when there is no such user
 */
export async function lockAccount(tx: EntityManager, id: string): Promise<{ email: string; role: string; deleted_at: Date | null } | undefined> {
  return db(tx).selectFrom('users').select(['email', 'role', 'deleted_at']).where('id', '=', id).forUpdate().executeTakeFirst();
}
