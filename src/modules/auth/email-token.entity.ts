/**
 * `email_tokens` (docs/decisions/012-account-security.md): single-use links that confirm an e-mail
 * address. The link carries a random token; the row keeps only its SHA-256 (`id`). `purpose`
 * 'verify' confirms the account's current address, 'change' the new address in `email` (the
 * account's address changes only when that link is opened). Valid for EMAIL_TOKEN_TTL_MS.
 */
import { defineEntity, p } from '@mikro-orm/core';

export const EmailTokenEntity = defineEntity({
  name: 'EmailToken',
  tableName: 'email_tokens',
  properties: {
    /** hex SHA-256 of the token. */
    id: p.string().length(64).primary(),
    userId: p.uuid(),
    purpose: p.enum(['verify', 'change'] as const),
    /** The address the link confirms (lower-cased). */
    email: p.string().length(254),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
