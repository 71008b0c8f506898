/**
 * `password_reset_tokens` (beyond the spec): single-use reset links. The link carries a random token;
 * the row keeps only its SHA-256 (`id`). Valid for PASSWORD_RESET_TTL_MS; `usedAt` set once used.
 */
import { defineEntity, p } from '@mikro-orm/core';

export const PasswordResetTokenEntity = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    /** hex SHA-256 of the token. */
    id: p.string().length(64).primary(),
    userId: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
