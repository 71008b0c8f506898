/** Reads of a test app's database (the outbox, the schema, stored-file keys) that several test files make the same way. */
import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll } from 'vitest';
import { openOrm } from '../db.js';
import type { TestApp } from './harness.js';

/**
 * Every column with a foreign key to `users.id` in the test database's schema, as
 * `{ table, column }` rows sorted by table, then column (from information_schema).
 */
export async function foreignKeysToUsers(t: TestApp): Promise<{ table: string; column: string }[]> {
  return t.em().execute<{ table: string; column: string }[]>(
    `select kcu.table_name as "table", kcu.column_name as "column"
       from information_schema.referential_constraints rc
       join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
       join information_schema.key_column_usage pk on pk.constraint_name = rc.unique_constraint_name and pk.constraint_schema = rc.unique_constraint_schema
                                                   and pk.ordinal_position = kcu.position_in_unique_constraint
      where pk.table_name = 'users' and pk.column_name = 'id' and kcu.table_schema = current_schema()
      order by 1, 2`,
  );
}

/**
 * An `isReferenced` for `Storage.sweep` over the uploads, as the app's storage sweep has it:
 * which of the given storage keys a `documents` row holds.
 */
export function documentKeysReferenced(t: TestApp): (keys: string[]) => Promise<Set<string>> {
  return async (keys) => {
    const rows = await t
      .em()
      .execute<{ storage_key: string }[]>(`select storage_key from documents where storage_key in (${keys.map(() => '?').join(', ')})`, keys);
    return new Set(rows.map((r) => r.storage_key));
  };
}

/** An e-mail in the outbox as the tests read it. */
export interface OutboxMail {
  kind: string;
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
}

/**
 * The e-mails queued to `email` (outbox rows, oldest first), all or only those of `kind`: kind,
 * language, subject, text and HTML body.
 */
export async function outboxFor(t: TestApp, email: string, kind?: string): Promise<OutboxMail[]> {
  return t
    .em()
    .execute<OutboxMail[]>(
      `select kind, language, subject, text_body, html_body from mail_outbox where to_address = ?${kind === undefined ? '' : ' and kind = ?'} order by created_at, id`,
      kind === undefined ? [email] : [email, kind],
    );
}

/** The token of the newest password-reset link e-mailed to `email` (from the outbox row's text); throws when there is none. */
export async function resetToken(t: TestApp, email: string): Promise<string> {
  const [row] = await t
    .em()
    .execute<{ text_body: string }[]>(
      `select text_body from mail_outbox where to_address = ? and kind = 'password.reset' order by created_at desc, id desc limit 1`,
      [email],
    );
  const token = row && /\/reset-password\?token=([\w-]+)/.exec(row.text_body)?.[1];
  if (!token) throw new Error(`no reset link for ${email} in the outbox`);
  return token;
}

/**
 * For a migration's own test: a fresh in-memory PGlite database (plain SQL, as on PostgreSQL)
 * migrated up to the migration named `migration` (included), opened before the file's tests and
 * closed after them.
 * @returns a getter of the database's ORM (call it inside a test), to migrate further and back
 */
export function useDatabaseMigratedTo(migration: string): () => MikroORM {
  let orm: MikroORM | undefined;
  beforeAll(async () => {
    orm = await openOrm({ databaseUrl: undefined, pgliteDir: 'memory://' });
    await orm.migrator.up({ to: migration });
  });
  afterAll(async () => orm?.close(true));
  return () => orm!;
}
