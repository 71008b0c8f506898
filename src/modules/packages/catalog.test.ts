/**
 * The public catalogue (decision record 011) on both transports: what visitors see, that the
 * console's edits (price, German texts, features, response time, "Most Popular", active) and the
 * VAT rate reach it, that only admins edit, and the validation of the new package fields.
 * The re-rendering of the public pages is tested in src/plugins/web.test.ts and e2e/packages.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { PACKAGES } from '../../shared/constants.js';
import type { Catalog } from '../../shared/packages/catalog.schema.js';
import { visitor, type Client, trpcData as data, trpcError, useTestAccounts } from '../../test/harness.js';
import { catalogVersion, getCatalog } from './catalog.service.js';
import { PackageEntity } from './package.entity.js';
import { toPackageDto } from './packages.service.js';

const { t, admin, client } = useTestAccounts({ admin: ['admin', 'Katrin Vogel'], client: ['client', 'Carla Client'] });

/** The catalogue as a visitor gets it, checked to be the same on REST and tRPC. */
async function catalog(): Promise<Catalog> {
  const rest = await visitor(t).rest('GET', '/api/catalog');
  expect(rest.statusCode).toBe(200);
  const trpc = await visitor(t).trpc('query', 'catalog.get');
  expect(trpc.statusCode).toBe(200);
  expect(data(trpc)).toEqual(rest.json());
  return rest.json() as Catalog;
}

async function pkg(name: string) {
  return t.em().findOneOrFail(PackageEntity, { name });
}

/** A full edit of `name` (the console sends every field), with `changes` over its current values. */
async function edit(who: Client, name: string, changes: Record<string, unknown>, via: 'rest' | 'trpc' = 'rest') {
  const p = await pkg(name);
  const body = {
    name: p.name,
    nameDe: p.nameDe,
    hours: p.hours,
    price: p.price,
    description: p.description,
    descriptionDe: p.descriptionDe,
    features: p.features,
    featuresDe: p.featuresDe,
    responseHours: p.responseHours,
    responseOrLess: p.responseOrLess,
    popular: p.popular,
    active: p.active,
    ...changes,
  };
  return via === 'rest' ? who.rest('PUT', `/api/admin/packages/${p.id}`, body) : who.trpc('mutation', 'admin.packages.update', { id: p.id, ...body });
}

describe('the public catalogue', () => {
  it('is open to visitors on both transports: the seeded packages with all their values in both languages, smallest first, and the VAT rate', async () => {
    const c = await catalog();
    expect(c.vatRatePercent).toBe(19);
    expect(c.packages.map(({ id: _id, ...rest }) => rest)).toEqual(
      PACKAGES.map((p) => ({
        name: p.name,
        nameDe: p.nameDe,
        description: p.description,
        descriptionDe: p.descriptionDe,
        features: p.features,
        featuresDe: p.featuresDe,
        hours: p.hours,
        price: p.priceCents,
        responseHours: p.responseHours,
        responseOrLess: p.responseOrLess,
        popular: p.popular,
      })),
    );
    expect(c.packages.find((p) => p.name === 'Professional')).toMatchObject({ nameDe: 'Professional', popular: true, price: 27_800 });
    // The logged-in user gets the same.
    expect((await client.rest('GET', '/api/catalog')).json()).toEqual(c);
  });

  it("follows the console: Starter's price and German texts, the response time; a deactivated package leaves it; the version changes", async () => {
    const before = await catalog();
    const res = await edit(admin, 'Starter', {
      price: 15_000,
      nameDe: 'Einsteiger',
      descriptionDe: 'Für den Einstieg.',
      featuresDe: ['  E-Mail-Hilfe  ', '', 'Übersetzung'],
      responseHours: 36,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: 15_000, nameDe: 'Einsteiger', featuresDe: ['E-Mail-Hilfe', 'Übersetzung'], responseHours: 36 });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThan(new Date(res.json().createdAt).getTime());

    const after = await catalog();
    expect(after.packages.find((p) => p.name === 'Starter')).toMatchObject({
      price: 15_000,
      nameDe: 'Einsteiger',
      descriptionDe: 'Für den Einstieg.',
      featuresDe: ['E-Mail-Hilfe', 'Übersetzung'],
      features: PACKAGES[0]!.features,
      responseHours: 36,
    });
    expect(catalogVersion(after)).not.toBe(catalogVersion(before));
    expect(catalogVersion(await getCatalog(t.em(), t.config))).toBe(catalogVersion(after));

    // tRPC, and an English description.
    const viaTrpc = await edit(admin, 'Premium', { description: 'For companies.', responseOrLess: false }, 'trpc');
    expect(viaTrpc.statusCode).toBe(200);
    expect((await catalog()).packages.find((p) => p.name === 'Premium')).toMatchObject({ description: 'For companies.', responseOrLess: false });

    // Inactive packages are not in the catalogue.
    expect((await edit(admin, 'Premium', { active: false })).statusCode).toBe(200);
    expect((await catalog()).packages.map((p) => p.name)).toEqual(['Starter', 'Professional']);
    expect((await edit(admin, 'Premium', { active: true })).statusCode).toBe(200);

    const audit = await t
      .em()
      .execute<{ details: { changed: Record<string, unknown> } }[]>(
        `select details from audit_log where action = 'package.update' and entity_id = ? order by created_at`,
        [(await pkg('Starter')).id],
      );
    expect(Object.keys(audit[0]!.details.changed).sort()).toEqual(['descriptionDe', 'featuresDe', 'nameDe', 'price', 'responseHours']);
  });

  it('"Most Popular" goes to one package at a time', async () => {
    expect((await edit(admin, 'Premium', { popular: true })).statusCode).toBe(200);
    expect((await catalog()).packages.filter((p) => p.popular).map((p) => p.name)).toEqual(['Premium']);
    expect((await edit(admin, 'Professional', { popular: true }, 'trpc')).statusCode).toBe(200);
    expect((await catalog()).packages.filter((p) => p.popular).map((p) => p.name)).toEqual(['Professional']);
  });

  it('an edit that omits the German texts, features, response time and popular keeps them (an older integration)', async () => {
    const p = await pkg('Professional');
    const res = await admin.rest('PUT', `/api/admin/packages/${p.id}`, {
      name: p.name,
      hours: p.hours,
      price: p.price,
      description: p.description,
      active: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nameDe: 'Professional', featuresDe: PACKAGES[1]!.featuresDe, responseHours: 24, popular: true });
  });

  it('a new package has the defaults (no German texts, no features, 24 hours) and shows in the catalogue', async () => {
    const res = await admin.trpc('mutation', 'admin.packages.create', { name: 'Family', hours: 8, price: 22_000 });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({
      nameDe: null,
      descriptionDe: null,
      features: [],
      featuresDe: [],
      responseHours: 24,
      responseOrLess: false,
      popular: false,
    });
    const created = await admin.rest('POST', '/api/admin/packages', {
      name: 'Family Plus',
      nameDe: 'Familie Plus',
      hours: 20,
      price: 50_000,
      features: ['Both partners'],
      featuresDe: ['Beide Partner'],
      responseHours: 12,
      responseOrLess: true,
    });
    expect(created.statusCode).toBe(201);
    const c = await catalog();
    expect(c.packages.map((p) => p.name)).toEqual(['Starter', 'Family', 'Professional', 'Premium', 'Family Plus']);
    expect(c.packages.at(-1)).toMatchObject({ nameDe: 'Familie Plus', featuresDe: ['Beide Partner'], responseHours: 12, responseOrLess: true });
  });

  it('the VAT rate: admins read and set it on both transports; the catalogue follows; out of range is 400', async () => {
    expect((await admin.rest('GET', '/api/admin/settings')).json()).toMatchObject({ vatRatePercent: 19 });
    const put = await admin.rest('PUT', '/api/admin/settings', { vatRatePercent: 7 });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ vatRatePercent: 7 });
    expect((await catalog()).vatRatePercent).toBe(7);
    const viaTrpc = await admin.trpc('mutation', 'admin.settings.setVatRate', { vatRatePercent: 19 });
    expect(viaTrpc.statusCode).toBe(200);
    expect(data(await admin.trpc('query', 'admin.settings.get'))).toMatchObject({ vatRatePercent: 19 });
    expect((await catalog()).vatRatePercent).toBe(19);

    for (const vatRatePercent of [101, -1, 7.5, '19']) {
      const bad = await admin.rest('PUT', '/api/admin/settings', { vatRatePercent });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('The VAT rate must be a whole number between 0 and 100');
    }
    const badTrpc = await admin.trpc('mutation', 'admin.settings.setVatRate', { vatRatePercent: 200 });
    expect(badTrpc.statusCode).toBe(400);
    expect((await catalog()).vatRatePercent).toBe(19);
  });
});

describe('the standard hourly rate', () => {
  it('defaults to €30.00 net; the owner sets it on both transports, audit-logged; the catalogue follows; out of range is 400', async () => {
    expect((await catalog()).hourlyRateCents).toBe(3000);
    expect((await admin.rest('GET', '/api/admin/settings')).json()).toMatchObject({ hourlyRateCents: 3000 });
    const put = await admin.rest('PUT', '/api/admin/settings/hourly-rate', { hourlyRateCents: 3550 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ hourlyRateCents: 3550, vatRatePercent: 19 });
    expect((await catalog()).hourlyRateCents).toBe(3550);
    const [audit] = await t
      .em()
      .execute<{ details: unknown }[]>(
        `select details from audit_log where action = 'settings.update' and details::text like '%hourlyRateCents%' order by created_at desc limit 1`,
      );
    const details: unknown = typeof audit!.details === 'string' ? JSON.parse(audit!.details) : audit!.details;
    expect(details).toEqual({ hourlyRateCents: { from: 3000, to: 3550 } });
    const viaTrpc = await admin.trpc('mutation', 'admin.settings.setHourlyRate', { hourlyRateCents: 3000 });
    expect(viaTrpc.statusCode).toBe(200);
    expect(data(await admin.trpc('query', 'admin.settings.get'))).toMatchObject({ hourlyRateCents: 3000 });

    for (const hourlyRateCents of [0, 99, 100_001, 30.5, '3000']) {
      const bad = await admin.rest('PUT', '/api/admin/settings/hourly-rate', { hourlyRateCents });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0]).toMatchObject({ path: 'hourlyRateCents', messageKey: 'hourlyRateInvalid' });
    }
    const badTrpc = await admin.trpc('mutation', 'admin.settings.setHourlyRate', { hourlyRateCents: 0 });
    expect(badTrpc.statusCode).toBe(400);
    expect((await client.rest('PUT', '/api/admin/settings/hourly-rate', { hourlyRateCents: 1 })).statusCode).toBe(403);
    expect((await catalog()).hourlyRateCents).toBe(3000);
  });
});

describe('only admins edit', () => {
  it('a client or a visitor cannot change a package or the VAT rate (403 / 401), and the catalogue stays', async () => {
    const before = await catalog();
    const starter = await pkg('Starter');
    const body = { name: 'Starter', hours: 5, price: 1, active: true, nameDe: 'Billig' };
    expect((await client.rest('PUT', `/api/admin/packages/${starter.id}`, body)).statusCode).toBe(403);
    const viaTrpc = await client.trpc('mutation', 'admin.packages.update', { id: starter.id, ...body });
    expect(viaTrpc.statusCode).toBe(403);
    expect(trpcError(viaTrpc).message).toBe('Forbidden');
    expect((await client.rest('POST', '/api/admin/packages', { name: 'Mine', hours: 1, price: 1 })).statusCode).toBe(403);
    expect((await client.rest('PUT', '/api/admin/settings', { vatRatePercent: 0 })).statusCode).toBe(403);
    expect((await client.trpc('mutation', 'admin.settings.setVatRate', { vatRatePercent: 0 })).statusCode).toBe(403);
    expect((await visitor(t).rest('PUT', '/api/admin/settings', { vatRatePercent: 0 })).statusCode).toBe(401);
    expect((await visitor(t).rest('GET', '/api/admin/settings')).statusCode).toBe(401);
    expect(await catalog()).toEqual(before);
  });
});

describe('validation of the package fields', () => {
  const features = (n: number, length = 10) => Array.from({ length: n }, (_, i) => `${i}`.padEnd(length, 'x'));

  it.each([
    ['thirteen features', { features: features(13) }, 'features', 'At most 12 features, each at most 200 characters'],
    ['a German feature of 201 characters', { featuresDe: features(1, 201) }, 'featuresDe', 'At most 12 features, each at most 200 characters'],
    ['features that are not strings', { features: [1, 2] }, 'features', 'At most 12 features, each at most 200 characters'],
    ['features that are not a list', { featuresDe: 'E-Mail' }, 'featuresDe', 'At most 12 features, each at most 200 characters'],
    ['a response time of 0 hours', { responseHours: 0 }, 'responseHours', 'Response time must be a whole number of hours from 1 to 720'],
    ['a response time of 721 hours', { responseHours: 721 }, 'responseHours', 'Response time must be a whole number of hours from 1 to 720'],
    ['a response time of 1.5 hours', { responseHours: 1.5 }, 'responseHours', 'Response time must be a whole number of hours from 1 to 720'],
    ['a German name of 121 characters', { nameDe: 'x'.repeat(121) }, 'nameDe', 'This text is too long'],
    ['a German description of 2001 characters', { descriptionDe: 'x'.repeat(2001) }, 'descriptionDe', 'This text is too long'],
    ['a NUL character in the German name', { nameDe: 'Star\u0000ter' }, 'nameDe', null],
    ['popular that is not a boolean', { popular: 'yes' }, 'popular', null],
  ])('refuses %s on both transports, changing nothing', async (_what, changes, field, message) => {
    const before = await pkg('Starter');
    const res = await edit(admin, 'Starter', changes);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)[0]).toMatch(new RegExp(`^${field}`));
    if (message) expect(res.json().issues[0].message).toBe(message);
    const viaTrpc = await edit(admin, 'Starter', changes, 'trpc');
    expect(viaTrpc.statusCode).toBe(400);
    const created = await admin.rest('POST', '/api/admin/packages', { name: 'Invalid', hours: 1, price: 100, ...changes });
    expect(created.statusCode).toBe(400);
    expect(await t.em().count(PackageEntity, { name: 'Invalid' })).toBe(0);
    expect(toPackageDto(await pkg('Starter'))).toEqual(toPackageDto(before));
  });

  it('accepts twelve features of 200 characters; blank lines are dropped and lines trimmed', async () => {
    const twelve = features(12, 200);
    const res = await edit(admin, 'Starter', { features: [...twelve.slice(0, 11), `  ${twelve[11]}  `], featuresDe: ['', '  Eins ', ''] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ features: twelve, featuresDe: ['Eins'] });
    expect((await pkg('Starter')).features).toEqual(twelve);
  });
});
