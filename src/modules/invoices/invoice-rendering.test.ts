/**
 * Invoice PDFs are rendered in a recycled renderer process (docs/decisions/016-untrusted-files-in-child-processes.md):
 * a business client's ZUGFeRD / Factur-X download still works through it, and the web process
 * stays the same size however many invoices are downloaded (the e-invoice library used to leave
 * about 5 MB per render behind in the server).
 */
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import type { CreateOrderResult } from '../../shared/orders/orders.schema.js';
import type { InvoiceSummary } from '../../shared/invoices/invoices.schema.js';
import { registerClient, useTestAccounts } from '../../test/harness.js';
import { PackageEntity } from '../packages/package.entity.js';

const { t, admin, firm } = useTestAccounts({ admin: ['admin', 'Erika Expert'], firm: ['client', 'Max Muster'] });
let invoice: InvoiceSummary;

beforeAll(async () => {
  const packageId = (await t.em().findOneOrFail(PackageEntity, { name: 'Premium' })).id;
  const billing = {
    name: 'Max Muster',
    company: 'Muster GmbH',
    vatId: 'DE123456789',
    street: 'Torstraße 1',
    postalCode: '10119',
    city: 'Berlin',
    countryCode: 'DE',
  };
  const placed = await firm.rest('POST', '/api/orders', { packageId, customerType: 'business', billing, acceptTerms: true });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = (placed.json() as CreateOrderResult).order;
  expect((await admin.rest('POST', `/api/admin/orders/${order.id}/mark-paid`, { receivedOn: germanToday(new Date()) })).statusCode).toBe(200);
  const invoices = (await firm.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
  expect(invoices).toHaveLength(1);
  invoice = invoices[0]!;
});

async function download(): Promise<Buffer> {
  const res = await firm.rest('GET', `/api/invoices/${invoice.id}/pdf`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

function rssMb(): number {
  return process.memoryUsage().rss / 1024 / 1024;
}

describe('invoice downloads', () => {
  it('a business client gets the Factur-X PDF with the invoice text and its embedded XML', async () => {
    const pdf = await download();
    expect(pdf.toString('latin1')).toContain('factur-x.xml');
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain(invoice.number);
    expect(text).toContain('Muster GmbH');
    expect(t.serverErrors).toEqual([]);
  });

  it('the issued Factur-X invoice is the same bytes on every download, whenever it is downloaded (GoBD)', async () => {
    const first = await download();
    // A second later: a timestamp of the download would change the bytes.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await download();
    expect(second.length).toBe(first.length);
    expect(Buffer.compare(first, second)).toBe(0);
    // Its dates are the issue date, not the download's.
    const day = invoice.issuedOn.replaceAll('-', '');
    expect(first.toString('latin1')).toContain(`/CreationDate (D:${day}`);
    expect(first.toString('latin1')).toMatch(new RegExp(`<xmp:CreateDate>${invoice.issuedOn}T`));
  });

  it("a consumer's plain PDF invoice is the same bytes on every download too", async () => {
    const jane = await registerClient(t, 'Jane Doe');
    const packageId = (await t.em().findOneOrFail(PackageEntity, { name: 'Starter' })).id;
    const billing = { name: 'Jane Doe', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };
    const placed = (await jane.rest('POST', '/api/orders', { packageId, customerType: 'consumer', billing, acceptTerms: true })).json() as CreateOrderResult;
    expect((await admin.rest('POST', `/api/admin/orders/${placed.order.id}/mark-paid`, { receivedOn: germanToday(new Date()) })).statusCode).toBe(200);
    const [plain] = (await jane.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
    const get = async () => (await jane.rest('GET', `/api/invoices/${plain!.id}/pdf`)).rawPayload;
    const first = await get();
    expect(first.toString('latin1')).not.toContain('factur-x.xml');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(Buffer.compare(await get(), first)).toBe(0);
  });

  it('30 Factur-X downloads leave the web process no larger', async () => {
    // Warm-up: the first downloads load what a download needs.
    for (let i = 0; i < 3; i++) await download();
    global.gc?.();
    const before = rssMb();
    for (let i = 0; i < 30; i++) await download();
    global.gc?.();
    const after = rssMb();
    expect(after - before, `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MiB`).toBeLessThan(40);
    expect(t.serverErrors).toEqual([]);
    // 33 renderings: seconds on a quiet machine, more than a minute while the suite shares the cores.
  }, 180_000);
});
