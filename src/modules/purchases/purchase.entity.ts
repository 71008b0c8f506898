/**
 * `purchases` (spec section 3): hours bought by a user, valid until `expiresAt`.
 * Hours used are not stored: they are the sum of the purchase's `time_entries` (decision record 003).
 */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const PurchaseEntity = defineEntity({
  name: 'Purchase',
  tableName: 'purchases',
  properties: {
    id: generatedUuidKey(),
    userId: p.uuid(),
    /** 'package' or 'extra_hours' (OrderKind, decision record 071). */
    kind: p.string().length(12).default('package'),
    /** The package bought; null for extra hours, which confer no package's features. */
    packageId: p.uuid().nullable(),
    hoursTotal: p.integer(),
    /** Net price paid, in euro cents (may differ from the package's list price). */
    pricePaid: p.integer(),
    purchasedAt: nowOnCreate(),
    expiresAt: p.datetime(),
    /** The order that created this purchase (unique), or null for purchases recorded by an admin. */
    orderId: p.uuid().nullable().unique(),
  },
});
