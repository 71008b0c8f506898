/**
 * The firm's own details set in the console (decision record 021): validation, the audit log, the
 * pages' and documents' use of them, invoices keeping the details they were issued with, and the
 * go-live guard of a production server on both transports.
 */
import { extractText } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FIRM, type FirmReadiness } from '../../shared/firm/firm.js';
import type { CreateOrderResult, OrderDetail } from '../../shared/orders/orders.schema.js';
import type { InvoiceSummary } from '../../shared/invoices/invoices.schema.js';
import { realFirmInput } from '../../test/firm.js';
import { createTestApp, registerAdmin, registerClient, visitor, type Client, type TestApp } from '../../test/harness.js';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import { PackageEntity } from '../packages/package.entity.js';

interface FirmViewBody {
  firm: typeof SAMPLE_FIRM;
  readiness: FirmReadiness;
  orderingOpen: boolean;
}

const BILLING = { name: 'Jane Doe', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };

async function starterId(t: TestApp): Promise<string> {
  return (await t.em().findOneOrFail(PackageEntity, { name: 'Starter' })).id;
}

describe('the firm details in the console (development server)', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t, 'Olga Owner');
  });
  afterAll(async () => t?.close());
  afterEach(() => expect(t.serverErrors).toEqual([]));

  it('shows the sample values with every checklist section pending until an owner saves; only admins read or write', async () => {
    const res = await admin.rest('GET', '/api/admin/firm');
    expect(res.statusCode).toBe(200);
    const view = res.json() as FirmViewBody;
    expect(view.firm).toEqual(SAMPLE_FIRM);
    expect(view.readiness).toEqual({ saved: false, pending: ['company', 'management', 'tax', 'contact', 'bank', 'privacy'], complete: false });
    // Development and tests keep taking orders with the sample values.
    expect(view.orderingOpen).toBe(true);

    const client = await registerClient(t, 'Curious Client');
    expect((await client.rest('GET', '/api/admin/firm')).statusCode).toBe(403);
    expect((await client.rest('PUT', '/api/admin/firm', realFirmInput())).statusCode).toBe(403);
    expect((await visitor(t).rest('GET', '/api/admin/firm')).statusCode).toBe(401);
    expect((await client.trpc('mutation', 'admin.firm.update', realFirmInput())).statusCode).toBe(403);
  });

  it('refuses wrong details field by field (IBAN, BIC, USt-IdNr. check digit, Steuernummer, postcode, phone) and saves nothing', async () => {
    const bad = realFirmInput();
    bad.bank.iban = 'DE02 1203 0000 0000 2020 52'; // check sum off by one
    bad.bank.bic = 'BYLA';
    bad.vatId = 'DE298765436'; // wrong check digit
    bad.taxNumber = '37/456';
    bad.address.postalCode = '1043';
    bad.phone = 'call us';
    const res = await admin.rest('PUT', '/api/admin/firm', bad);
    expect(res.statusCode).toBe(400);
    const issues = (res.json() as { issues: { path: string; messageKey: string }[] }).issues;
    expect(issues.map((i) => [i.path, i.messageKey])).toEqual(
      expect.arrayContaining([
        ['bank.iban', 'firmIbanInvalid'],
        ['bank.bic', 'firmBicInvalid'],
        ['vatId', 'firmVatIdInvalid'],
        ['taxNumber', 'firmTaxNumberInvalid'],
        ['address.postalCode', 'firmPostalCodeInvalid'],
        ['phone', 'firmPhoneInvalid'],
      ]),
    );
    // The same schema on tRPC.
    const trpc = await admin.trpc('mutation', 'admin.firm.update', bad);
    expect(trpc.statusCode).toBe(400);
    expect((await admin.rest('GET', '/api/admin/firm')).json()).toMatchObject({ firm: SAMPLE_FIRM, readiness: { saved: false } });
    const [{ n }] = (await t.em().execute<{ n: string }[]>(`select count(*) as n from audit_log where action = 'firm.update'`)) as [{ n: string }];
    expect(Number(n)).toBe(0);
  });

  it('saves the details (normalised), audit-logs each change, and the catalogue, the order page, the e-mails and new invoices use them; an issued invoice keeps its seller', async () => {
    // An invoice issued with the sample values first.
    const jane = await registerClient(t, 'Jane Doe');
    const packageId = await starterId(t);
    const first = (
      await jane.rest('POST', '/api/orders', { packageId, customerType: 'consumer', billing: BILLING, acceptTerms: true })
    ).json() as CreateOrderResult;
    expect((await admin.rest('POST', `/api/admin/orders/${first.order.id}/mark-paid`, { receivedOn: germanToday(new Date()) })).statusCode).toBe(200);
    const [oldInvoice] = (await jane.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
    const oldPdf = (await jane.rest('GET', `/api/invoices/${oldInvoice!.id}/pdf`)).rawPayload;

    const saved = await admin.rest('PUT', '/api/admin/firm', realFirmInput());
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json() as FirmViewBody;
    expect(view.readiness).toEqual({ saved: true, pending: [], complete: true });
    // Stored without spaces, as printed on invoices and in the GiroCode.
    expect(view.firm.bank.iban).toBe('DE02120300000000202051');
    expect(view.firm.vatId).toBe('DE298765435');

    const [audit] = await t.em().execute<{ details: unknown }[]>(`select details from audit_log where action = 'firm.update'`);
    const details = (typeof audit!.details === 'string' ? JSON.parse(audit!.details) : audit!.details) as {
      firstSave: boolean;
      changes: Record<string, { from: unknown; to: unknown }>;
    };
    expect(details.firstSave).toBe(true);
    expect(details.changes['bank.iban']).toEqual({ from: SAMPLE_FIRM.bank.iban, to: 'DE02120300000000202051' });
    expect(details.changes['legalName']).toEqual({ from: SAMPLE_FIRM.legalName, to: 'Klarblick Steuerhilfe GmbH' });
    // Unchanged values are not listed.
    expect(details.changes['supervisoryAuthority.name']).toBeUndefined();

    // A second save logs only what changed.
    const next = realFirmInput();
    next.phone = '+49 30 7654321';
    expect((await admin.trpc('mutation', 'admin.firm.update', next)).statusCode).toBe(200);
    const [second] = await t
      .em()
      .execute<{ details: unknown }[]>(`select details from audit_log where action = 'firm.update' order by created_at desc, id desc limit 1`);
    const secondDetails = (typeof second!.details === 'string' ? JSON.parse(second!.details) : second!.details) as { changes: Record<string, unknown> };
    expect(secondDetails.changes).toEqual({ phone: { from: '+49 30 1234567', to: '+49 30 7654321' } });

    // The public catalogue (which the pages carry) has the firm.
    const catalog = (await visitor(t).rest('GET', '/api/catalog')).json() as { firm: { legalName: string; phone: string }; orderingOpen: boolean };
    expect(catalog.firm).toMatchObject({ legalName: 'Klarblick Steuerhilfe GmbH', phone: '+49 30 7654321' });
    expect(catalog.orderingOpen).toBe(true);

    // A new order: the bank details and the GiroCode name the firm's account, the confirmation its name, address and phone.
    const placed = (
      await jane.rest('POST', '/api/orders', { packageId, customerType: 'consumer', billing: BILLING, acceptTerms: true })
    ).json() as CreateOrderResult;
    const detail = (await jane.rest('GET', `/api/orders/${placed.order.id}`)).json() as OrderDetail;
    expect(detail.bankTransfer).toMatchObject({ accountHolder: 'Klarblick Steuerhilfe GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' });
    expect(detail.bankTransfer!.epcPayload).toContain('DE02120300000000202051');
    const [mail] = await t
      .em()
      .execute<{ text_body: string }[]>(
        `select text_body from mail_outbox where to_address = ? and kind = 'order.confirmed' order by created_at desc limit 1`,
        [jane.email],
      );
    expect(mail!.text_body).toContain('Klarblick Steuerhilfe GmbH, Kastanienallee 12, 10435 Berlin, +49 30 7654321, kontakt@klarblick-steuerhilfe.de');
    expect(mail!.text_body).toContain('DE02 1203 0000 0000 2020 51');
    expect(mail!.text_body).not.toContain('DE89 3704');

    // Its invoice is issued with the new details ...
    expect((await admin.rest('POST', `/api/admin/orders/${placed.order.id}/mark-paid`, { receivedOn: germanToday(new Date()) })).statusCode).toBe(200);
    const invoices = (await jane.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
    const newInvoice = invoices.find((i) => i.id !== oldInvoice!.id)!;
    const newText = (await extractText(new Uint8Array((await jane.rest('GET', `/api/invoices/${newInvoice.id}/pdf`)).rawPayload), { mergePages: true })).text;
    expect(newText).toContain('Klarblick Steuerhilfe GmbH');
    expect(newText).toContain('DE298765435');
    expect(newText).toContain('HRB 123456 B');
    expect(newText).toContain('Maria Schulz');
    // The validity rule in the same words as the order page, the terms and the e-mails.
    expect(newText.replace(/\s+/g, ' ')).toContain('12 Monate ab Zahlung gültig');
    expect(newText.replace(/\s/g, '')).toContain('DE02120300000000202051');

    // ... while the invoice issued before is the same document, byte for byte, with the sample seller.
    const oldAgain = (await jane.rest('GET', `/api/invoices/${oldInvoice!.id}/pdf`)).rawPayload;
    expect(Buffer.compare(oldAgain, oldPdf)).toBe(0);
    const oldText = (await extractText(new Uint8Array(oldAgain), { mergePages: true })).text;
    expect(oldText).toContain(SAMPLE_FIRM.legalName);
    expect(oldText).not.toContain('Klarblick');
  });
});

describe('the go-live guard (NODE_ENV=production)', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp({ config: { production: true } });
    admin = await registerAdmin(t, 'Olga Owner');
  });
  afterAll(async () => t?.close());
  afterEach(() => expect(t.serverErrors).toEqual([]));

  it("refuses orders on REST and tRPC with 503 and Retry-After until the firm's details are complete, then takes them", async () => {
    const jane = await registerClient(t, 'Jane Doe');
    const input = { packageId: await starterId(t), customerType: 'consumer', billing: BILLING, acceptTerms: true };

    const rest = await jane.rest('POST', '/api/orders', input);
    expect(rest.statusCode).toBe(503);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(rest.json()).toMatchObject({
      code: 'ORDERING_CLOSED',
      messageKey: 'orderingClosed',
      message: "Online ordering opens once the firm's details are complete",
    });
    const trpc = await jane.trpc('mutation', 'orders.create', input);
    expect(trpc.statusCode).toBe(503);
    expect(trpc.headers['retry-after']).toBeDefined();
    expect(JSON.parse(trpc.body).error.data).toMatchObject({ appCode: 'ORDERING_CLOSED', messageKey: 'orderingClosed' });
    // Nothing was written.
    const [{ n }] = (await t.em().execute<{ n: string }[]>(`select count(*) as n from orders`)) as [{ n: string }];
    expect(Number(n)).toBe(0);
    // The order page knows before the client fills in the form.
    expect(((await visitor(t).rest('GET', '/api/catalog')).json() as { orderingOpen: boolean }).orderingOpen).toBe(false);

    // Saved, but still with the sample bank account: still closed, and the checklist says which section.
    const half = realFirmInput();
    half.bank.iban = SAMPLE_FIRM.bank.iban;
    const halfView = (await admin.rest('PUT', '/api/admin/firm', half)).json() as FirmViewBody;
    expect(halfView.readiness).toEqual({ saved: true, pending: ['bank'], complete: false });
    expect(halfView.orderingOpen).toBe(false);
    expect((await jane.rest('POST', '/api/orders', input)).statusCode).toBe(503);

    // Complete: orders are taken.
    const done = (await admin.rest('PUT', '/api/admin/firm', realFirmInput())).json() as FirmViewBody;
    expect(done).toMatchObject({ readiness: { complete: true }, orderingOpen: true });
    const placed = await jane.rest('POST', '/api/orders', input);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(((await visitor(t).rest('GET', '/api/catalog')).json() as { orderingOpen: boolean }).orderingOpen).toBe(true);
  });
});
