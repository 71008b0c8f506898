/** `users` (spec section 3). The password column holds an argon2id hash, never the password. */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: generatedUuidKey(),
    /** Lower-cased; unique case-insensitively (unique index on lower(email)). */
    email: p.string().length(254),
    /** argon2id PHC string. Never leaves the server. */
    password: p.string().length(255).lazy(),
    name: p.string().length(120),
    role: p.enum(['client', 'admin'] as const).default('client'),
    /** An admin's staff role: 'owner' or 'expert'; null for a client (docs/decisions/064-staff-roles.md). */
    staffRole: p.enum(['owner', 'expert'] as const).nullable(),
    /** When an owner deactivated this expert (null: active); no sign-in, no session (decision record 064). */
    deactivatedAt: p.datetime().nullable(),
    /** A client's dedicated specialist, a member of staff (null: none; decision record 069). */
    specialistId: p.uuid().nullable(),
    /** Preferred language; e-mails to the user are written in it. */
    language: p.enum(['en', 'de'] as const).default('en'),
    createdAt: nowOnCreate(),
    /** When the current address was confirmed through a link (null: not yet; decision record 012). */
    emailVerifiedAt: p.datetime().nullable(),
    /** When the account was deleted on request (GDPR Art. 17): the row is then anonymised (decision record 013). */
    deletedAt: p.datetime().nullable(),
  },
});
export type UserRow = InferEntity<typeof UserEntity>;
