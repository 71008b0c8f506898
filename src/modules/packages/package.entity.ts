/** `packages` (spec section 3). `price` is the net price in euro cents. */
import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const PackageEntity = defineEntity({
  name: 'Package',
  tableName: 'packages',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(120),
    hours: p.integer(),
    /** Net price in euro cents (VAT excluded). */
    price: p.integer(),
    description: p.text().nullable(),
    active: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PackageRow = InferEntity<typeof PackageEntity>;
