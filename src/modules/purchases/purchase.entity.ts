/** `purchases` (spec section 3): hours bought by a user, valid until `expiresAt`. */
import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const PurchaseEntity = defineEntity({
  name: 'Purchase',
  tableName: 'purchases',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    userId: p.uuid(),
    packageId: p.uuid(),
    hoursTotal: p.integer(),
    hoursUsed: p.integer().default(0),
    purchasedAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
  },
});
export type PurchaseRow = InferEntity<typeof PurchaseEntity>;
