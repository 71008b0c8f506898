/**
 * Column definitions that many entities share, so each is written once (decision record 033: the
 * Kysely types are inferred from these builders as from any other).
 */
import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/**
 * A UUID primary key, generated in the process (`randomUUID`, version 4) when the entity is
 * created through the ORM (a row inserted with SQL gets its id from that statement or the table's
 * default). Returns the property builder for `defineEntity`'s `properties`.
 */
export function generatedUuidKey() {
  return p
    .uuid()
    .primary()
    .onCreate(() => randomUUID());
}

/**
 * A timestamp set to the current time when the entity is created through the ORM (when it was
 * created, received or first due; an `updatedAt` starts there too). Returns the property builder
 * for `defineEntity`'s `properties`.
 */
export function nowOnCreate() {
  return p.datetime().onCreate(() => new Date());
}
