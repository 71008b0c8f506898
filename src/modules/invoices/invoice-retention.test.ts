/**
 * Retained invoice rows keep only what the invoice shows (GDPR Art. 5 (1)(c), Art. 17; § 147 AO,
 * decision record 013): a consumer's invoice prints no e-mail address, so its row keeps none, and
 * an account deletion removes one an older row still holds, without changing a byte of the
 * document; a business client's e-invoice carries the address (BT-49), so it stays. Invoices stay
 * otherwise unchangeable.
 */
import { describe, expect, it } from 'vitest';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import type { CreateOrderResult } from '../../shared/orders/orders.schema.js';
import type { InvoiceSummary } from '../../shared/invoices/invoices.schema.js';
import { registerClient, type Client, useTestAccounts } from '../../test/harness.js';
import { PackageEntity } from '../packages/package.entity.js';
import { issueInvoice } from './invoices.service.js';

const PASSWORD = 'correct horse';
const BILLING = { name: 'Jane Doe', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };

const { t, admin } = useTestAccounts({ admin: ['admin', 'Erika Expert'] });

async function paidInvoice(c: Client, extra: Record<string, unknown> = {}): Promise<InvoiceSummary> {
  const packageId = (await t.em().findOneOrFail(PackageEntity, { name: 'Starter' })).id;
  const placed = (
    await c.rest('POST', '/api/orders', { packageId, customerType: 'consumer', billing: BILLING, acceptTerms: true, ...extra })
  ).json() as CreateOrderResult;
  expect((await admin.rest('POST', `/api/admin/orders/${placed.order.id}/mark-paid`, { receivedOn: germanToday(new Date()) })).statusCode).toBe(200);
  const invoices = (await c.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
  return invoices.find((i) => i.orderId === placed.order.id)!;
}

async function buyerOf(invoiceId: string): Promise<Record<string, unknown>> {
  const [row] = await t.em().execute<{ buyer: unknown }[]>(`select buyer from invoices where id = ?`, [invoiceId]);
  return (typeof row!.buyer === 'string' ? JSON.parse(row!.buyer) : row!.buyer) as Record<string, unknown>;
}

describe('retained invoice rows', () => {
  it("a consumer's new invoice row holds no e-mail address; a business client's keeps the one its e-invoice carries", async () => {
    const jane = await registerClient(t, 'Jane Doe');
    expect(await buyerOf((await paidInvoice(jane)).id)).toMatchObject({ name: 'Jane Doe', email: null });
    const boss = await registerClient(t, 'Bea Boss');
    const business = await paidInvoice(boss, { customerType: 'business', billing: { ...BILLING, name: 'Bea Boss', company: 'Boss GmbH' } });
    expect(await buyerOf(business.id)).toMatchObject({ company: 'Boss GmbH', email: boss.email });
  });

  it('deleting a consumer account removes the e-mail an older invoice row still holds; the invoice stays the same document, byte for byte', async () => {
    const jane = await registerClient(t, 'Jane Older');
    await paidInvoice(jane);
    // An invoice row as they were issued before: with the client's address in the buyer.
    const packageId = (await t.em().findOneOrFail(PackageEntity, { name: 'Starter' })).id;
    const order = (
      (await jane.rest('POST', '/api/orders', { packageId, customerType: 'consumer', billing: BILLING, acceptTerms: true })).json() as CreateOrderResult
    ).order;
    const older = await t.em().transactional((tx) =>
      issueInvoice(tx, {
        kind: 'invoice',
        orderId: order.id,
        userId: jane.id,
        correctsId: null,
        issuedAt: new Date(),
        paymentMeans: 'transfer',
        paidOn: germanToday(new Date()),
        language: 'en',
        buyer: { ...BILLING, name: 'Jane Older', company: null, vatId: null, taxNumber: null, email: jane.email },
        lines: [{ packageName: 'Starter', packageNameDe: 'Starter', hours: 5, validityMonths: 12, netCents: 14000 }],
        amounts: { netCents: 14000, vatRatePercent: 19, vatCents: 2660, grossCents: 16660 },
      }),
    );
    expect(await buyerOf(older.id)).toMatchObject({ email: jane.email });
    const before = (await admin.rest('GET', `/api/invoices/${older.id}/pdf`)).rawPayload;
    expect(before.length).toBeGreaterThan(1000);

    const deleted = await jane.rest('POST', '/api/account/delete', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const rows = await t.em().execute<{ buyer: unknown }[]>(`select buyer from invoices where user_id = ?`, [jane.id]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(JSON.stringify(row.buyer)).not.toContain(jane.email);
    expect(await buyerOf(older.id)).toMatchObject({ name: 'Jane Older', street: 'Torstraße 1', email: null });
    const after = (await admin.rest('GET', `/api/invoices/${older.id}/pdf`)).rawPayload;
    expect(Buffer.compare(after, before)).toBe(0);
  });

  it('invoices stay otherwise unchangeable: any other update or a delete is refused by the database', async () => {
    const jane = await registerClient(t, 'Jane Locked');
    const invoice = await paidInvoice(jane);
    await expect(t.em().execute(`update invoices set gross_cents = gross_cents + 1 where id = ?`, [invoice.id])).rejects.toThrow(/never updated or deleted/);
    await expect(t.em().execute(`update invoices set buyer = jsonb_set(buyer, '{name}', '"Someone Else"'::jsonb) where id = ?`, [invoice.id])).rejects.toThrow(
      /never updated or deleted/,
    );
    await expect(
      t.em().execute(`update invoices set buyer = jsonb_set(buyer, '{email}', 'null'::jsonb), net_cents = 1 where id = ?`, [invoice.id]),
    ).rejects.toThrow(/never updated or deleted/);
    await expect(t.em().execute(`delete from invoices where id = ?`, [invoice.id])).rejects.toThrow(/never updated or deleted/);
  });
});
