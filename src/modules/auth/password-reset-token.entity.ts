/**
 * `password_reset_tokens` (beyond the spec): single-use reset links. The link carries a random token;
 * the row keeps only its SHA-256 (`id`). Valid for PASSWORD_RESET_TTL_MS; `usedAt` set once used.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { hashedTokenColumns } from './hashed-token.js';

export const PasswordResetTokenEntity = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    ...hashedTokenColumns(),
    usedAt: p.datetime().nullable(),
  },
});
