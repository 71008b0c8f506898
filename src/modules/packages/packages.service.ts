/** Packages (spec sections 3 and 9): listing, and seeding the three standard packages. */
import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type ServiceContext } from '../../context.js';
import { PACKAGES } from '../../shared/constants.js';
import type { Package } from '../../shared/purchases.schema.js';
import { PackageEntity, type PackageRow } from './package.entity.js';

export function toPackageDto(p: PackageRow): Package {
  return {
    id: p.id,
    name: p.name,
    hours: p.hours,
    price: p.price,
    description: p.description ?? null,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
  };
}

/** Active packages, smallest first. Logged-in users only (spec section 7). */
export async function listPackages(ctx: ServiceContext): Promise<Package[]> {
  requireUser(ctx);
  const rows = await ctx.em.find(PackageEntity, { active: true }, { orderBy: { hours: 'asc' } });
  return rows.map(toPackageDto);
}

/**
 * Inserts the spec's three packages (Starter, Professional, Premium) when missing; idempotent.
 * Existing packages with those names are left as they are (an admin may have edited them).
 * @returns the number of packages inserted
 */
export async function seedPackages(em: EntityManager): Promise<number> {
  const existing = new Set((await em.find(PackageEntity, {}, { fields: ['name'] })).map((p) => p.name));
  let inserted = 0;
  for (const def of PACKAGES) {
    if (existing.has(def.name)) continue;
    em.create(PackageEntity, { name: def.name, hours: def.hours, price: def.priceCents, description: def.description, active: true });
    inserted++;
  }
  await em.flush();
  return inserted;
}
