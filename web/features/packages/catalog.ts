/**
 * The package catalogue in the web client: the packages the firm keeps in the console (names,
 * descriptions and features in English and German, hours, net price, response time, "Most
 * Popular") and the VAT rate, as the server sends them (decision record 011).
 *
 * One store for every page: the server puts the current catalogue into each HTML page as
 * `<script type="application/json" id="catalog">` (web/main.tsx reads it before the first render,
 * so hydration renders the same markup as the prerenderer); the prerenderer sets the catalogue it
 * renders with (web/entry-prerender.tsx). Components read it with `useCatalog()`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { PACKAGES, type Language } from '#shared/constants.js';
import { SAMPLE_FIRM, type Firm } from '#shared/firm/firm-sample.js';
import { CATALOG_ELEMENT_ID } from '#shared/html.js';
import type { Catalog, PublicPackage } from '#shared/packages/catalog.schema.js';
import { DEFAULT_HOURLY_RATE_CENTS } from '#shared/orders/extra-hours.js';
import { DEFAULT_VAT_RATE_PERCENT } from '#shared/orders/pricing.js';

let current: Catalog = {
  packages: [],
  vatRatePercent: DEFAULT_VAT_RATE_PERCENT,
  hourlyRateCents: DEFAULT_HOURLY_RATE_CENTS,
  firm: SAMPLE_FIRM,
  orderingOpen: true,
};
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The catalogue now (outside React: the document head, the prerenderer). */
export function currentCatalog(): Catalog {
  return current;
}

/** Replaces the catalogue; mounted components re-render. */
export function setCatalog(catalog: Catalog): void {
  current = catalog;
  for (const listener of listeners) listener();
}

/** The catalogue, for components: active packages smallest first, and the VAT rate. */
export function useCatalog(): Catalog {
  return useSyncExternalStore(subscribe, currentCatalog, currentCatalog);
}

/**
 * The firm's details (name, address, register, tax numbers, phone, e-mail, bank account, privacy
 * contact) as the firm keeps them in the console (decision record 021): the sample values until
 * an owner saves them.
 */
export function useFirm(): Firm {
  return useCatalog().firm;
}

/**
 * Takes the catalogue from the page's `<script type="application/json" id="catalog">`.
 * @returns false when the page has none (the Vite dev server's index.html)
 */
export function readCatalogFromDocument(): boolean {
  const text = document.getElementById(CATALOG_ELEMENT_ID)?.textContent;
  if (!text) return false;
  try {
    setCatalog(JSON.parse(text) as Catalog);
    return true;
  } catch {
    return false;
  }
}

/** Loads the catalogue from the API (pages without an embedded one: the dev server). */
export async function fetchCatalog(): Promise<void> {
  const res = await fetch('/api/catalog', { headers: { accept: 'application/json' } });
  if (res.ok) setCatalog((await res.json()) as Catalog);
}

/**
 * The catalogue of the seed values (PACKAGES, the default VAT rate, the sample firm), with stand-in ids: what the
 * build-time prerender renders (scripts/prerender.mjs). The server renders again from the database.
 */
export function seedCatalog(): Catalog {
  return {
    packages: PACKAGES.map((p, index) => ({
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      name: p.name,
      nameDe: p.nameDe,
      description: p.description,
      descriptionDe: p.descriptionDe,
      features: [...p.features],
      featuresDe: [...p.featuresDe],
      hours: p.hours,
      price: p.priceCents,
      responseHours: p.responseHours,
      responseOrLess: p.responseOrLess,
      popular: p.popular,
    })),
    vatRatePercent: DEFAULT_VAT_RATE_PERCENT,
    hourlyRateCents: DEFAULT_HOURLY_RATE_CENTS,
    firm: SAMPLE_FIRM,
    orderingOpen: true,
  };
}

/** A package's name in the page language: the German name when German is active and there is one. */
export function localizedPackageName(pkg: { name: string; nameDe?: string | null }, language: Language): string {
  return language === 'de' && pkg.nameDe ? pkg.nameDe : pkg.name;
}

/** A package's description in the page language (German falls back to English). */
export function localizedDescription(pkg: Pick<PublicPackage, 'description' | 'descriptionDe'>, language: Language): string | null {
  return (language === 'de' ? pkg.descriptionDe : null) ?? pkg.description;
}

/** A package's features in the page language (German falls back to English when it has none). */
export function localizedFeatures(pkg: Pick<PublicPackage, 'features' | 'featuresDe'>, language: Language): string[] {
  return language === 'de' && pkg.featuresDe.length > 0 ? pkg.featuresDe : pkg.features;
}

/** The package's response-time promise. */
export function responseMessage(pkg: Pick<PublicPackage, 'responseHours' | 'responseOrLess'>): MessageDescriptor {
  const hours = pkg.responseHours;
  return pkg.responseOrLess ? msg`Response within ${hours} hours or less` : msg`Response within ${hours} hours`;
}

/** The path of a package's order page (web/routes/_portal/order/$packageId.tsx). */
export function orderPath(pkg: Pick<PublicPackage, 'id'>): string {
  return `/order/${pkg.id}`;
}
