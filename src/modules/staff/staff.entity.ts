/**
 * `staff_invitations` (docs/decisions/064-staff-roles.md): an owner's invitation of an expert. The
 * link carries a random token; the row keeps only its SHA-256 (`id`). Open until it expires, is
 * accepted (`acceptedAt`, `userId`: the account it became) or withdrawn (`revokedAt`).
 */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate } from '../../entity-columns.js';

export const StaffInvitationEntity = defineEntity({
  name: 'StaffInvitation',
  tableName: 'staff_invitations',
  properties: {
    /** hex SHA-256 of the link's token. */
    id: p.string().length(64).primary(),
    /** Lower-cased; at most one open invitation per address. */
    email: p.string().length(254),
    name: p.string().length(120),
    /** The invitation e-mail's language, and the new account's. */
    language: p.enum(['en', 'de'] as const),
    /** The owner who invited; null once that account is deleted. */
    invitedBy: p.uuid().nullable(),
    createdAt: nowOnCreate(),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    /** The account the accepted invitation created. */
    userId: p.uuid().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
