/** Packages (spec sections 3 and 9): listing, seeding the three standard packages, and their upkeep by the firm. */
import type { EntityManager } from '@mikro-orm/sql';
import { requireOwner, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../../kysely.js';
import type { PackageInput, UpdatePackageInput } from '../../shared/packages/packages.schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { PACKAGES } from '../../shared/constants.js';
import type { Package } from '../../shared/purchases/purchases.schema.js';
import { PackageEntity, type PackageRow } from './package.entity.js';

export function toPackageDto(p: PackageRow): Package {
  return {
    id: p.id,
    name: p.name,
    nameDe: p.nameDe ?? null,
    hours: p.hours,
    price: p.price,
    description: p.description ?? null,
    descriptionDe: p.descriptionDe ?? null,
    features: [...p.features],
    featuresDe: [...p.featuresDe],
    responseHours: p.responseHours,
    responseOrLess: p.responseOrLess,
    popular: p.popular,
    dedicatedSpecialist: p.dedicatedSpecialist,
    calls: p.calls,
    quarterlyCheckIns: p.quarterlyCheckIns,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Active packages, smallest first. Logged-in users only (spec section 7). */
export async function listPackages(ctx: ServiceContext): Promise<Package[]> {
  requireUser(ctx);
  const rows = await ctx.em.find(PackageEntity, { active: true }, { orderBy: { hours: 'asc', price: 'asc', name: 'asc' } });
  return rows.map(toPackageDto);
}

/**
 * Inserts the spec's three packages (Starter, Professional, Premium) with all their values in
 * both languages (PACKAGES) when missing; idempotent. Existing packages with those names are left
 * as they are (an admin may have edited them).
 * @returns the number of packages inserted
 */
export async function seedPackages(em: EntityManager): Promise<number> {
  const existing = new Set((await em.find(PackageEntity, {}, { fields: ['name'] })).map((p) => p.name));
  let inserted = 0;
  for (const def of PACKAGES) {
    if (existing.has(def.name)) continue;
    em.create(PackageEntity, {
      name: def.name,
      nameDe: def.nameDe,
      hours: def.hours,
      price: def.priceCents,
      description: def.description,
      descriptionDe: def.descriptionDe,
      features: [...def.features],
      featuresDe: [...def.featuresDe],
      responseHours: def.responseHours,
      responseOrLess: def.responseOrLess,
      popular: def.popular,
      dedicatedSpecialist: def.dedicatedSpecialist,
      calls: def.calls,
      quarterlyCheckIns: def.quarterlyCheckIns,
      active: true,
    });
    inserted++;
  }
  await em.flush();
  return inserted;
}

/** Every package, active first, then by hours (admin). */
export async function listAllPackages(ctx: ServiceContext): Promise<Package[]> {
  const { em } = requireOwner(ctx);
  const rows = await em.find(PackageEntity, {}, { orderBy: { active: 'desc', hours: 'asc', name: 'asc' } });
  return rows.map(toPackageDto);
}

/** A taken package name, as the name field's error. */
function nameTaken(err: unknown): unknown {
  return isUniqueViolation(err) ? new AppError('CONFLICT', 'packageNameTaken', { field: 'name' }) : err;
}

/** "Most Popular" goes to one package at a time: marking `id` unmarks the others (their updated_at moves too). */
async function unmarkOtherPopular(tx: EntityManager, id: string): Promise<void> {
  await tx.nativeUpdate(PackageEntity, { popular: true, id: { $ne: id } }, { popular: false, updatedAt: new Date() });
}

/**
 * Creates a package (admin; spec: new packages are active unless said otherwise).
 * @throws AppError CONFLICT 'A package with this name already exists'
 */
export async function createPackage(ctx: ServiceContext, data: PackageInput): Promise<Package> {
  const { em, user } = requireOwner(ctx);
  try {
    return await em.transactional(async (tx) => {
      const pkg = tx.create(PackageEntity, { ...data });
      await tx.flush();
      if (pkg.popular) await unmarkOtherPopular(tx, pkg.id);
      await recordAudit(tx, { actorId: user.id, action: 'package.create', entityId: pkg.id, details: { ...data } });
      return toPackageDto(pkg);
    });
  } catch (err) {
    throw nameTaken(err);
  }
}

/** Whether two field values are equal (feature lists compared item by item). */
function sameValue(a: unknown, b: unknown): boolean {
  return Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;
}

/**
 * Edits a package (admin); `active: false` deactivates it (it can no longer be sold; its
 * purchases stay). Changing hours or price affects later purchases only. Fields the input omits
 * (German texts, features, response time, popular) stay as they are. Sets `updatedAt`.
 * @throws AppError NOT_FOUND 'Package not found', CONFLICT (name taken)
 */
export async function updatePackage(ctx: ServiceContext, { id, ...input }: UpdatePackageInput): Promise<Package> {
  const { em, user } = requireOwner(ctx);
  const data = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<Omit<Package, 'id' | 'createdAt' | 'updatedAt'>>;
  try {
    return await em.transactional(async (tx) => {
      const pkg = await tx.findOne(PackageEntity, { id });
      if (!pkg) throw new AppError('NOT_FOUND', 'packageNotFound');
      const before = toPackageDto(pkg);
      const keys = (Object.keys(data) as (keyof typeof data)[]).filter((k) => !sameValue(before[k], data[k]));
      tx.assign(pkg, data);
      pkg.updatedAt = new Date();
      await tx.flush();
      if (data.popular) await unmarkOtherPopular(tx, pkg.id);
      const changed = Object.fromEntries(keys.map((k) => [k, { from: before[k], to: data[k] }]));
      await recordAudit(tx, { actorId: user.id, action: 'package.update', entityId: pkg.id, details: { name: pkg.name, changed } });
      return toPackageDto(pkg);
    });
  } catch (err) {
    throw nameTaken(err);
  }
}
