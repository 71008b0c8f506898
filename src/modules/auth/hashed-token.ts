/**
 * The columns every table of hashed single-use or session tokens has (`sessions`,
 * `password_reset_tokens`, `email_tokens`): the link or cookie carries a random token and the row
 * keeps only its SHA-256, so a database leak yields nothing usable.
 */
import { p } from '@mikro-orm/core';
import { nowOnCreate } from '../../entity-columns.js';

/**
 * `id` (the token's SHA-256 as 64 hex digits, primary key), `userId` (whose token), `createdAt`
 * (set when the entity is created) and `expiresAt` (after which the token counts for nothing), as
 * property builders to spread into `defineEntity`'s `properties`.
 */
export function hashedTokenColumns() {
  return {
    /** hex SHA-256 of the token. */
    id: p.string().length(64).primary(),
    userId: p.uuid(),
    createdAt: nowOnCreate(),
    expiresAt: p.datetime(),
  };
}
