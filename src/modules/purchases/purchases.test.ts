import { describe, expect, it } from 'vitest';
import { registerClient, visitor, type Client, useTestAccounts } from '../../test/harness.js';

import { insertPackagePurchase } from '../../test/purchases.js';

const { t, anna, ben } = useTestAccounts({ anna: ['client', 'Anna'], ben: ['client', 'Ben'] });

async function buy(c: Client, name: string, hoursUsed: number, purchasedDaysAgo: number, expiresInDays: number) {
  await insertPackagePurchase(t.em(), c.id, name, { minutesUsed: hoursUsed * 60, purchasedDaysAgo, expiresInDays });
}

describe('packages', () => {
  it('lists the three seeded packages with the spec numbers (price in euro cents) to logged-in users', async () => {
    const res = await anna.rest('GET', '/api/packages');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { name: string; hours: number; price: number; active: boolean }) => [p.name, p.hours, p.price, p.active])).toEqual([
      ['Starter', 5, 14000, true],
      ['Professional', 10, 27800, true],
      ['Premium', 15, 40200, true],
    ]);
    expect(JSON.parse((await anna.trpc('query', 'packages.list')).body).result.data).toEqual(res.json());
    expect((await visitor(t).rest('GET', '/api/packages')).statusCode).toBe(401);
  });
});

describe('purchases and the hour summary', () => {
  it('an account without purchases has an empty list and zero totals', async () => {
    expect((await ben.rest('GET', '/api/purchases')).json()).toEqual([]);
    expect((await ben.rest('GET', '/api/purchases/summary')).json()).toEqual({ totalHours: 0, hoursUsed: 0, hoursRemaining: 0, activePackages: 0 });
  });

  it('sums only active purchases: remaining > 0 and not expired', async () => {
    await buy(anna, 'Professional', 3, 30, 335); // active: 10 total, 3 used
    await buy(anna, 'Starter', 1, 400, -35); // expired
    await buy(anna, 'Starter', 5, 60, 300); // used up
    await buy(anna, 'Premium', 0, 1, 364); // active: 15 total
    await buy(ben, 'Premium', 2, 1, 364); // someone else's

    const summary = (await anna.rest('GET', '/api/purchases/summary')).json();
    expect(summary).toEqual({ totalHours: 25, hoursUsed: 3, hoursRemaining: 22, activePackages: 2 });
    expect(JSON.parse((await anna.trpc('query', 'purchases.summary')).body).result.data).toEqual(summary);

    const list = (await anna.rest('GET', '/api/purchases')).json();
    expect(list).toHaveLength(4);
    expect(list.every((p: { userId: string }) => p.userId === anna.id)).toBe(true);
    const byState = list.map((p: { packageName: string; active: boolean; expired: boolean; hoursRemaining: number }) => [
      p.packageName,
      p.active,
      p.expired,
      p.hoursRemaining,
    ]);
    expect(byState).toEqual([
      ['Premium', true, false, 15],
      ['Professional', true, false, 7],
      ['Starter', false, false, 0],
      ['Starter', false, true, 4],
    ]);
    expect(JSON.parse((await anna.trpc('query', 'purchases.list')).body).result.data).toEqual(list);
  });

  it('derives hoursUsed from the time ledger, in hours with two decimals, and reports the price paid', async () => {
    const cora = await registerClient(t, 'Cora');
    const id = await insertPackagePurchase(t.em(), cora.id, 'Starter', { pricePaid: 12_000, minutesUsed: 45, purchasedDaysAgo: 1, expiresInDays: 300 });
    const [p] = (await cora.rest('GET', '/api/purchases')).json();
    expect(p).toMatchObject({ id, hoursTotal: 5, hoursUsed: 0.75, hoursRemaining: 4.25, pricePaid: 12_000, active: true });
    const [entry] = (await cora.rest('GET', '/api/purchases/ledger')).json();
    expect(entry).toMatchObject({ purchaseId: id, minutes: 45 });
    expect((await cora.rest('GET', '/api/purchases/summary')).json()).toEqual({ totalHours: 5, hoursUsed: 0.75, hoursRemaining: 4.25, activePackages: 1 });
  });

  it('refuses visitors', async () => {
    expect((await visitor(t).rest('GET', '/api/purchases')).statusCode).toBe(401);
    expect((await visitor(t).trpc('query', 'purchases.summary')).statusCode).toBe(401);
  });
});
