/**
 * `email_tokens` (docs/decisions/012-account-security.md): single-use links that confirm an e-mail
 * address. The link carries a random token; the row keeps only its SHA-256 (`id`). `purpose`
 * 'verify' confirms the account's current address, 'change' the new address in `email` (the
 * account's address changes only when that link is opened). Valid for EMAIL_TOKEN_TTL_MS.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { hashedTokenColumns } from './hashed-token.js';

export const EmailTokenEntity = defineEntity({
  name: 'EmailToken',
  tableName: 'email_tokens',
  properties: {
    ...hashedTokenColumns(),
    purpose: p.enum(['verify', 'change'] as const),
    /** The address the link confirms (lower-cased). */
    email: p.string().length(254),
    usedAt: p.datetime().nullable(),
  },
});
