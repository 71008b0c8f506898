/**
 * Extra hours at the standard hourly rate (docs/decisions/071-extra-hours.md), through the same
 * order, payment, invoice and withdrawal path as packages: by transfer and by card (against the
 * local server that speaks Stripe's API, src/test/fake-stripe.ts), the withdrawal with its refund,
 * the bounds on both transports, the price snapshot, and that extra hours confer no package feature.
 */
import { extractText } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../test/database.js';
import { FakeStripe, signedWebhook } from '../../test/fake-stripe.js';
import { readZip } from '../../test/files.js';
import { createTestApp, registerAdmin, registerClient, trpcData, type Client, type TestApp } from '../../test/harness.js';
import { insertPackagePurchase } from '../../test/purchases.js';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import type { InvoiceSummary } from '../../shared/invoices/invoices.schema.js';
import type { AdminOrder, CreateOrderResult, Order } from '../../shared/orders/orders.schema.js';
import type { Purchase } from '../../shared/purchases/purchases.schema.js';
import { PackageEntity } from '../packages/package.entity.js';

const SECRET_KEY = 'sk_test_fake';
const WEBHOOK_SECRET = 'whsec_test_secret';
const DAY = 24 * 60 * 60 * 1000;
const BILLING = { name: 'Ella Extra', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };

let stripe: FakeStripe;
let t: TestApp;
let owner: Client;

beforeAll(async () => {
  stripe = new FakeStripe({ secretKey: SECRET_KEY });
  const { url } = await stripe.start();
  t = await createTestApp({
    publicUrl: 'https://portal.example',
    config: { orders: { payDays: 14, stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: url } } },
  });
  owner = await registerAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await stripe?.stop();
});
afterEach(() => {
  expect(t.serverErrors).toEqual([]);
});

/** Places an order over REST (`extraHours` or `packageId` in `item`) and expects 201. */
async function order(c: Client, item: { extraHours: number } | { packageId: string }, extra: Record<string, unknown> = {}): Promise<CreateOrderResult> {
  const res = await c.rest('POST', '/api/orders', { ...item, customerType: 'consumer', billing: BILLING, acceptTerms: true, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreateOrderResult;
}

async function markPaid(id: string) {
  const res = await owner.rest('POST', `/api/admin/orders/${id}/mark-paid`, { receivedOn: germanToday(new Date()) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminOrder;
}

async function packageId(name: string): Promise<string> {
  return (await t.em().findOneOrFail(PackageEntity, { name })).id;
}

async function setRate(hourlyRateCents: number) {
  expect((await owner.rest('PUT', '/api/admin/settings/hourly-rate', { hourlyRateCents })).statusCode).toBe(200);
}

function deliver(event: object) {
  const { body, header } = signedWebhook(event, WEBHOOK_SECRET);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

/** The text of an invoice's PDF, its line breaks as spaces. */
async function pdfText(c: Client, invoiceId: string): Promise<string> {
  const pdf = await c.rest('GET', `/api/invoices/${invoiceId}/pdf`);
  expect(pdf.statusCode).toBe(200);
  return (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('extra hours by bank transfer', () => {
  it('3 hours at €30.00: the order snapshots net, VAT and gross; paid, they become a purchase of 3 hours for 12 months and an invoice of the same series', async () => {
    const ella = await registerClient(t, 'Ella Extra');
    // A package order paid first: the extra hours' invoice takes the next number of the same series.
    const { order: starter } = await order(ella, { packageId: await packageId('Starter') });
    await markPaid(starter.id);

    const { order: placed, checkoutUrl } = await order(ella, { extraHours: 3 }, { earlyStart: true });
    expect(checkoutUrl).toBeNull();
    expect(placed).toMatchObject({
      kind: 'extra_hours',
      packageId: null,
      packageName: 'Extra hours',
      packageNameDe: 'Zusatzstunden',
      hours: 3,
      validityMonths: 12,
      netCents: 9_000,
      vatRatePercent: 19,
      vatCents: 1_710,
      grossCents: 10_710,
      status: 'open',
      canWithdraw: true,
    });
    const [confirmation] = (await outboxFor(t, ella.email, 'order.confirmed')).filter((m) => m.text_body.includes(placed.reference));
    expect(confirmation!.subject).toBe(`Order confirmation ${placed.reference}: Extra hours`);
    expect(confirmation!.text_body).toContain(
      'We hereby confirm the contract for 3 extra hours at our standard hourly rate (expert support, valid for 12 months from payment).',
    );
    expect(confirmation!.text_body).toContain('€107.10 incl. 19 % VAT (net €90, VAT €17.10)');
    expect(confirmation!.text_body).toContain('Model withdrawal form');
    expect(confirmation!.text_body).toContain('2. Extra hours: hours bought at our standard hourly rate are valid for 12 months from payment.');
    expect(confirmation!.text_body).toContain("within your package's response time; extra hours do not change it.");
    expect(confirmation!.text_body).not.toContain('Extra hours hour package');

    // The console lists it like any order.
    const listed = (await owner.rest('GET', `/api/admin/orders?search=${placed.reference}`)).json() as AdminOrder[];
    expect(listed).toEqual([expect.objectContaining({ id: placed.id, kind: 'extra_hours', packageName: 'Extra hours', hours: 3, grossCents: 10_710 })]);

    expect(await markPaid(placed.id)).toMatchObject({ status: 'paid', kind: 'extra_hours' });
    const purchases = (await ella.rest('GET', '/api/purchases')).json() as Purchase[];
    const extra = purchases.find((p) => p.kind === 'extra_hours')!;
    expect(extra).toMatchObject({
      packageId: null,
      packageName: 'Extra hours',
      packageNameDe: 'Zusatzstunden',
      hoursTotal: 3,
      hoursRemaining: 3,
      pricePaid: 9_000,
    });
    const days = (new Date(extra.expiresAt).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    // Hours count everywhere hours count: the summary adds them to Starter's.
    expect((await ella.rest('GET', '/api/purchases/summary')).json()).toMatchObject({ hoursRemaining: 8 });
    // The admin's client page lists the purchase with its name.
    const clientPage = (await owner.rest('GET', `/api/admin/clients/${ella.id}`)).json();
    expect(JSON.stringify(clientPage)).toContain('Extra hours');

    const invoices = (await ella.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
    const invoice = invoices.find((i) => i.orderReference === placed.reference)!;
    const first = invoices.find((i) => i.orderReference === starter.reference)!;
    expect(invoice).toMatchObject({ kind: 'invoice', netCents: 9_000, vatRatePercent: 19, vatCents: 1_710, grossCents: 10_710 });
    const seq = (n: string) => Number(n.slice(5));
    expect(invoice.number.slice(0, 4)).toBe(first.number.slice(0, 4));
    expect(seq(invoice.number)).toBeGreaterThan(seq(first.number));
    const text = await pdfText(ella, invoice.id);
    expect(text).toContain('Zusatzstunden zum regulären Stundensatz (3 Stunden Expertenunterstützung, 12 Monate ab Zahlung gültig)');
    expect(text).toContain('Extra hours at the standard hourly rate (3 hours of expert support, valid for 12 months from payment)');
    expect(text).toContain('107,10');

    const [paidMail] = (await outboxFor(t, ella.email, 'order.paid')).filter((m) => m.text_body.includes(placed.reference));
    expect(paidMail!.subject).toBe('Payment received: your extra hours are ready');
    expect(paidMail!.text_body).toContain('You can now use 3 extra hours in your client portal until');

    // The data export keeps the extra hours (no package to join).
    expect((await ella.rest('POST', '/api/account/export')).statusCode).toBe(202);
    await t.app.jobs.runDue();
    const [ready] = (await ella.rest('GET', '/api/account/exports')).json() as { downloadUrl: string }[];
    const zip = await readZip((await ella.rest('GET', ready!.downloadUrl)).rawPayload);
    const data = JSON.parse(zip.get('data.json')!.toString('utf8'));
    expect(data.purchases).toHaveLength(2);
    expect(data.purchases).toContainEqual(expect.objectContaining({ kind: 'extra_hours', packageName: 'Extra hours', hoursTotal: 3 }));
    expect(data.orders).toContainEqual(expect.objectContaining({ kind: 'extra_hours', hours: 3 }));
  });

  it('a price is a snapshot: a later rate changes neither the order placed nor its invoice, only new orders', async () => {
    const max = await registerClient(t, 'Max Snapshot');
    const { order: before } = await order(max, { extraHours: 2 });
    expect(before.netCents).toBe(6_000);
    await setRate(4_250);
    try {
      await markPaid(before.id);
      const [invoice] = (await max.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
      expect(invoice).toMatchObject({ netCents: 6_000, grossCents: 7_140 });
      expect(((await max.rest('GET', `/api/orders/${before.id}`)).json() as Order).netCents).toBe(6_000);
      const { order: after } = await order(max, { extraHours: 2 });
      expect(after).toMatchObject({ netCents: 8_500, vatCents: 1_615, grossCents: 10_115 });
    } finally {
      await setRate(3_000);
    }
  });
});

describe('extra hours by card', () => {
  it('open a Checkout session for the gross price; the verified webhook settles them into a purchase and a card invoice', async () => {
    const carla = await registerClient(t, 'Carla Card');
    const { order: placed, checkoutUrl } = await order(carla, { extraHours: 2 }, { paymentMethod: 'card' });
    expect(checkoutUrl).toMatch(/\/pay\/cs_test_/);
    const created = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && JSON.stringify(r.body).includes(placed.id))!;
    expect(JSON.stringify(created.body)).toContain('"unit_amount":"7140"');
    expect(JSON.stringify(created.body)).toContain(`Extra hours (2 h) – ${placed.reference}`);
    expect(((await carla.rest('GET', '/api/purchases')).json() as Purchase[]).length).toBe(0);

    const [row] = await t.em().execute<{ s: string }[]>(`select stripe_session_id as s from orders where id = ?`, [placed.id]);
    expect((await deliver(stripe.complete(row!.s))).statusCode).toBe(200);
    expect((await carla.rest('GET', `/api/orders/${placed.id}`)).json()).toMatchObject({ status: 'paid', kind: 'extra_hours' });
    expect((await carla.rest('GET', '/api/purchases')).json()).toEqual([expect.objectContaining({ kind: 'extra_hours', hoursTotal: 2, pricePaid: 6_000 })]);
    const [invoice] = await t
      .em()
      .execute<{ payment_means: string; gross_cents: number }[]>(`select payment_means, gross_cents from invoices where order_id = ?`, [placed.id]);
    expect(invoice).toEqual({ payment_means: 'card', gross_cents: 7_140 });
  });
});

describe('withdrawing from extra hours', () => {
  it('a consumer who asked for an early start withdraws after 1 of 3 hours: the hours end, the refund is pro rata with a credit note', async () => {
    const wim = await registerClient(t, 'Wim Withdraw');
    const { order: placed } = await order(wim, { extraHours: 3 }, { earlyStart: true });
    await markPaid(placed.id);
    const logged = await owner.rest('POST', '/api/admin/time-entries', { clientId: wim.id, minutes: 60, note: 'Bescheid explained' });
    expect(logged.statusCode, logged.body).toBe(201);

    const declared = await wim.rest('POST', '/api/withdrawals', { name: 'Wim Withdraw', email: wim.email, orderReference: placed.reference });
    expect(declared.statusCode, declared.body).toBe(201);
    expect(declared.json()).toMatchObject({ awaitingConfirmation: false });
    expect(((await wim.rest('GET', `/api/orders/${placed.id}`)).json() as Order).status).toBe('withdrawn');
    expect((await wim.rest('GET', '/api/purchases/summary')).json()).toMatchObject({ hoursRemaining: 0 });

    const withdrawn = (await owner.rest('GET', `/api/admin/orders?search=${placed.reference}`)).json() as AdminOrder[];
    // 2 of 3 hours not used: €60.00 net back, €71.40 gross.
    expect(withdrawn[0]).toMatchObject({ minutesUsed: 60, proposedRefundCents: 7_140 });
    const refunded = await owner.rest('POST', `/api/admin/orders/${placed.id}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ refundCents: 7_140 });
    const credit = ((await wim.rest('GET', '/api/invoices')).json() as InvoiceSummary[]).find((i) => i.kind === 'credit_note')!;
    expect(credit).toMatchObject({ netCents: 6_000, vatCents: 1_140, grossCents: 7_140 });
    expect(await pdfText(wim, credit.id)).toContain('Zusatzstunden zum regulären Stundensatz');
    expect((await outboxFor(t, wim.email, 'order.refunded')).length).toBe(1);
  });
});

describe('the order input: either a package or 1 to 20 extra hours', () => {
  it('refuses 0, 21, 2.5, both and neither with 400 at the field on both transports, and writes nothing', async () => {
    const bob = await registerClient(t, 'Bob Bounds');
    const starterId = await packageId('Starter');
    const base = { customerType: 'consumer', billing: BILLING, acceptTerms: true };
    for (const [item, path, messageKey] of [
      [{ extraHours: 0 }, 'extraHours', 'extraHoursInvalid'],
      [{ extraHours: 21 }, 'extraHours', 'extraHoursInvalid'],
      [{ extraHours: 2.5 }, 'extraHours', 'extraHoursInvalid'],
      [{ extraHours: '3' }, 'extraHours', 'extraHoursInvalid'],
      [{ extraHours: 3, packageId: starterId }, 'packageId', 'orderItemRequired'],
      [{}, 'packageId', 'orderItemRequired'],
    ] as const) {
      const rest = await bob.rest('POST', '/api/orders', { ...base, ...item });
      expect(rest.statusCode, JSON.stringify(item)).toBe(400);
      expect(rest.json().issues).toEqual([expect.objectContaining({ path, messageKey })]);
      const trpc = await bob.trpc('mutation', 'orders.create', { ...base, ...item });
      expect(trpc.statusCode).toBe(400);
      expect(JSON.parse(trpc.body).error.data.issues).toEqual([expect.objectContaining({ path, messageKey })]);
    }
    expect(await t.em().execute(`select id from orders where user_id = ?`, [bob.id])).toEqual([]);
    // The bounds themselves are taken, on tRPC too.
    const one = await bob.trpc('mutation', 'orders.create', { ...base, extraHours: 1 });
    expect(trpcData(one).order).toMatchObject({ kind: 'extra_hours', hours: 1, netCents: 3_000 });
    expect((await order(bob, { extraHours: 20 })).order).toMatchObject({ hours: 20, netCents: 60_000, grossCents: 71_400 });
  });
});

describe('extra hours confer no package feature', () => {
  it("a Starter client who buys extra hours keeps Starter's 48-hour response time; extra hours alone bring no package's promise or specialist", async () => {
    const sam = await registerClient(t, 'Sam Starter');
    await insertPackagePurchase(t.em(), sam.id, 'Starter', { expiresInDays: 200 });
    await markPaid((await order(sam, { extraHours: 5 })).order.id);
    expect((await sam.rest('GET', '/api/questions/ask-info')).json()).toMatchObject({ hoursRemaining: 10, responseHours: 48, packageName: 'Starter' });
    const asked = await sam.rest('POST', '/api/questions', { question: 'What does my Steuerbescheid say about the Solidaritätszuschlag?' });
    expect(asked.statusCode).toBe(201);
    const [clock] = await t.em().execute<{ promised_hours: number }[]>(`select promised_hours from response_clocks where question_id = ?`, [asked.json().id]);
    expect(clock).toEqual({ promised_hours: 48 });

    // Only extra hours: no package's promise (the site's 24 hours apply, as for anyone), no dedicated specialist.
    const olga = await registerClient(t, 'Olga Only-Extra');
    await markPaid((await order(olga, { extraHours: 20 })).order.id);
    expect((await olga.rest('GET', '/api/questions/ask-info')).json()).toMatchObject({ hoursRemaining: 20, responseHours: null, packageName: null });
    expect((await owner.rest('GET', `/api/admin/clients/${olga.id}/specialist`)).json()).toMatchObject({ included: false });
    const refused = await owner.rest('PUT', `/api/admin/clients/${olga.id}/specialist`, { specialistId: owner.id });
    expect(refused.json()).toMatchObject({ messageKey: 'specialistNotIncluded' });
  });
});
