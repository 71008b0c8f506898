/**
 * `packages` (spec section 3). `price` is the net price in euro cents. The German texts, the feature
 * lists, the response time and "Most Popular" are what the public pages, the order page and the
 * e-mails show (the catalogue, catalog.service.ts).
 */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const PackageEntity = defineEntity({
  name: 'Package',
  tableName: 'packages',
  properties: {
    id: generatedUuidKey(),
    name: p.string().length(120),
    /** German name; null: the English name shows in German too. */
    nameDe: p.string().length(120).nullable(),
    hours: p.integer(),
    /** Net price in euro cents (VAT excluded). */
    price: p.integer(),
    description: p.text().nullable(),
    descriptionDe: p.text().nullable(),
    /** What the package includes, one short line each (jsonb string arrays). */
    features: p.json<string[]>().default('[]'),
    featuresDe: p.json<string[]>().default('[]'),
    /** Promised response time in hours (1–720); `responseOrLess`: "… or less". */
    responseHours: p.integer().default(24),
    responseOrLess: p.boolean().default(false),
    /** Marked "Most Popular" on the public pages (one package at a time). */
    popular: p.boolean().default(false),
    /** Includes a dedicated specialist: the client's items go to the expert the owner chose (decision record 069). */
    dedicatedSpecialist: p.boolean().default(false),
    /** Lets the client book calls with an expert (decision record 072). */
    calls: p.boolean().default(false),
    /** Invites the client to a check-in call each quarter while the package is active (decision record 072). */
    quarterlyCheckIns: p.boolean().default(false),
    active: p.boolean().default(true),
    createdAt: nowOnCreate(),
    /** Set on every edit; the public pages' catalogue follows it. */
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type PackageRow = InferEntity<typeof PackageEntity>;
