/**
 * The public catalogue: the active packages as the landing page, the terms, the order page and the
 * e-mails show them, with the VAT rate (decision record 011). Public (no login). The server
 * re-renders the prerendered pages that show it when its version changes (src/plugins/web.ts).
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../../config.js';
import type { ServiceContext } from '../../context.js';
import { prepare } from '../../kysely.js';
import { SAMPLE_FIRM, firmReadiness } from '../../shared/firm/firm.js';
import { orderingOpen, savedFirm } from '../firm/firm.service.js';
import type { Catalog, PublicPackage } from '../../shared/packages/catalog.schema.js';
import { stripeGatewayOf } from '../orders/payments.js';
import { hourlyRateCents, vatRatePercent } from '../settings/settings.service.js';

interface CatalogRow {
  id: string;
  name: string;
  name_de: string | null;
  description: string | null;
  description_de: string | null;
  features: unknown;
  features_de: unknown;
  hours: number;
  price: number;
  response_hours: number;
  response_or_less: boolean;
  popular: boolean;
}

/** A jsonb string array as the driver returns it (parsed, or as text). */
function stringList(value: unknown): string[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/** The active packages' public columns, smallest first (hours, price, name). */
const activePackages = prepare((k) =>
  k
    .selectFrom('packages')
    .select([
      'id',
      'name',
      'name_de',
      'description',
      'description_de',
      'features',
      'features_de',
      'hours',
      'price',
      'response_hours',
      'response_or_less',
      'popular',
    ])
    .where('active', '=', true)
    .orderBy('hours')
    .orderBy('price')
    .orderBy('name'),
);

/**
 * The active packages, smallest first, the VAT rate and the standard hourly rate for new orders, the firm's details (the sample
 * values until an owner saves them) and whether orders are taken (decision record 021).
 */
export async function getCatalog(em: EntityManager, config: Pick<AppConfig, 'production'>): Promise<Catalog> {
  const rows: CatalogRow[] = await activePackages(em, {});
  const packages = rows.map((r): PublicPackage => ({
    id: r.id,
    name: r.name,
    nameDe: r.name_de,
    description: r.description,
    descriptionDe: r.description_de,
    features: stringList(r.features),
    featuresDe: stringList(r.features_de),
    hours: r.hours,
    price: r.price,
    responseHours: r.response_hours,
    responseOrLess: r.response_or_less,
    popular: r.popular,
  }));
  const saved = await savedFirm(em);
  return {
    packages,
    vatRatePercent: await vatRatePercent(em),
    hourlyRateCents: await hourlyRateCents(em),
    firm: saved ?? SAMPLE_FIRM,
    orderingOpen: orderingOpen(config, firmReadiness(saved)),
  };
}

/** The catalogue for anyone, visitors included (GET /api/catalog, `catalog.get`). */
export async function publicCatalog(ctx: ServiceContext): Promise<Catalog> {
  return { ...(await getCatalog(ctx.em, ctx.config)), cardAvailable: stripeGatewayOf(ctx.config) !== null };
}

/**
 * The catalogue's version: a short hash of its JSON. Equal catalogues have equal versions, so a
 * server compares versions to know whether its pages are current (also after a change made
 * directly in the database, or by another instance).
 */
export function catalogVersion(catalog: Catalog): string {
  // What the pages show: the packages, the VAT rate, the hourly rate and the firm (not whether card payment is on).
  const shown = {
    packages: catalog.packages,
    vatRatePercent: catalog.vatRatePercent,
    hourlyRateCents: catalog.hourlyRateCents,
    firm: catalog.firm,
    orderingOpen: catalog.orderingOpen,
  };
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 16);
}
