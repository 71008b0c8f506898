import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { registerClient, visitor, type Client, useTestAccounts } from '../../test/harness.js';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import type { AdminOrder, CreateOrderResult, Order, OrderDetail } from '../../shared/orders/orders.schema.js';
import type { InvoiceSummary } from '../../shared/invoices/invoices.schema.js';
import type { AdminWithdrawal, WithdrawalReceipt } from '../../shared/orders/withdrawals.schema.js';
import { PackageEntity } from '../packages/package.entity.js';
import { issueInvoice } from '../invoices/invoices.service.js';
import { setTermsPage } from '../mail/terms-text.js';

const DAY = 24 * 60 * 60 * 1000;

const { t, admin } = useTestAccounts({ admin: ['admin', 'Erika Expert'] });

const BILLING = { name: 'Jane Doe', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };

async function packageId(name: string): Promise<string> {
  return (await t.em().findOneOrFail(PackageEntity, { name })).id;
}

async function order(c: Client, name = 'Starter', extra: Record<string, unknown> = {}): Promise<Order> {
  const res = await c.rest('POST', '/api/orders', {
    packageId: await packageId(name),
    customerType: 'consumer',
    billing: BILLING,
    acceptTerms: true,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as CreateOrderResult).order;
}

async function markPaid(id: string, receivedOn = germanToday(new Date())) {
  return admin.rest('POST', `/api/admin/orders/${id}/mark-paid`, { receivedOn });
}

/** The order mails to `to`, oldest first (the registration's address-confirmation e-mail left out). */
async function outbox(to: string): Promise<{ kind: string; subject: string; text_body: string }[]> {
  return t.em().execute(`select kind, subject, text_body from mail_outbox where to_address = ? and kind <> 'email.verify' order by created_at`, [to]);
}

async function logMinutes(purchaseId: string, minutes: number) {
  await t.em().execute(`insert into time_entries (purchase_id, minutes, note, created_at) values (?, ?, 'work', now())`, [purchaseId, minutes]);
}

describe('ordering and paying by bank transfer', () => {
  it('shows net, VAT 19 % and gross, the bank details with an EPC QR code, and e-mails the confirmation with the withdrawal instructions', async () => {
    // The web plugin hands over the rendered terms page (here: a stand-in; the e2e suite uses the real one).
    setTermsPage('en', '<article class="legal"><h1>Terms of Service</h1><p>Purchased hours are valid for 12 months.</p></article>');
    const jane = await registerClient(t, 'Jane Doe');
    const placed = await order(jane, 'Starter', { earlyStart: true });
    expect(placed).toMatchObject({
      packageName: 'Starter',
      hours: 5,
      validityMonths: 12,
      netCents: 14000,
      vatRatePercent: 19,
      vatCents: 2660,
      grossCents: 16660,
    });
    expect(placed).toMatchObject({ status: 'open', customerType: 'consumer', earlyStart: true, canWithdraw: true, invoiceId: null });
    expect(placed.reference).toMatch(/^SH-[0-9A-HJKMNP-TV-Z]{6}$/);

    const detail = JSON.parse((await jane.trpc('query', 'orders.get', { id: placed.id })).body).result.data as OrderDetail;
    expect(detail.bankTransfer).toMatchObject({ iban: 'DE89370400440532013000', amountCents: 16660, reference: placed.reference });
    const lines = detail.bankTransfer!.epcPayload.split('\n');
    expect(lines.slice(0, 3)).toEqual(['BCD', '002', '1']);
    expect(lines.find((l) => l.startsWith('EUR'))).toMatch(/^EUR166\.60?$/);
    expect(lines).toContain(placed.reference);
    expect(detail.bankTransfer!.epcPayload.endsWith('\n')).toBe(false);
    expect(detail.bankTransfer!.qrSvg).toMatch(/^<svg|<\?xml/);
    expect((await jane.rest('GET', `/api/orders/${placed.id}`)).json()).toEqual(detail);

    const [mail] = await outbox(jane.email);
    expect(mail!.kind).toBe('order.confirmed');
    expect(mail!.text_body).toContain(placed.reference);
    // A transfer order's e-mail says how and by when to pay (a card order's does not, card-payments.test.ts).
    expect(mail!.text_body).toMatch(/Please transfer €166\.60 to our account by \d{1,2} \w+ \d{4}, with SH-/);
    expect(mail!.text_body).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(mail!.text_body).toContain('QR code (GiroCode)');
    expect(mail!.text_body).not.toContain('Card payment (Stripe)');
    expect(mail!.text_body).toContain('Right of withdrawal');
    expect(mail!.text_body).toContain('Model withdrawal form');
    expect(mail!.text_body).toContain('Contract terms');
    // The validity rule as the order page, the landing page and the terms state it.
    expect(mail!.text_body).toContain('5 hours of expert support, valid for 12 months from payment');
    expect(mail!.text_body).toContain('purchased hours are valid for 12 months from payment');
    expect(mail!.text_body).toContain('§ 356 (4) BGB');
    expect(mail!.text_body).toContain('Terms of service (in full)');
    expect(mail!.text_body).toContain('> Purchased hours are valid for 12 months.');
  });

  it('an admin marks the transfer received: the purchase has the hours for 12 months, an invoice is issued and downloadable, both downloads audit-logged', async () => {
    const jane = await registerClient(t, 'Jane Doe');
    const placed = await order(jane, 'Professional');
    const paid = await markPaid(placed.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json() as AdminOrder).toMatchObject({ status: 'paid', clientName: 'Jane Doe' });

    const purchases = (await jane.rest('GET', '/api/purchases')).json();
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ hoursTotal: 10, hoursRemaining: 10, pricePaid: 27800, active: true });
    const months = (new Date(purchases[0].expiresAt).getTime() - Date.now()) / DAY;
    expect(months).toBeGreaterThan(364);
    expect(months).toBeLessThan(367);

    const invoices = (await jane.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
    expect(invoices).toHaveLength(1);
    const invoice = invoices[0]!;
    expect(invoice).toMatchObject({ kind: 'invoice', orderReference: placed.reference, netCents: 27800, vatCents: 5282, grossCents: 33082, eInvoice: false });
    expect(invoice.number).toMatch(new RegExp(`^${germanToday(new Date()).slice(0, 4)}-\\d{5}$`));
    expect(JSON.parse((await jane.trpc('query', 'invoices.list', {})).body).result.data.items).toEqual(invoices);

    const pdf = await jane.rest('GET', `/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain(invoice.number);
    expect(text).toContain('Jane Doe');
    expect(text).toContain('330,82');
    expect((await admin.rest('GET', `/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(200);
    const audit = await t
      .em()
      .execute<{ actor_id: string }[]>(`select actor_id from audit_log where action = 'invoice.download' and entity_id = ?`, [invoice.id]);
    expect(audit.map((a) => a.actor_id).sort()).toEqual([jane.id, admin.id].sort());

    expect((await outbox(jane.email)).map((m) => m.kind)).toEqual(['order.confirmed', 'order.paid']);
    // Paying twice changes nothing.
    expect((await markPaid(placed.id)).statusCode).toBe(409);
    expect((await t.em().execute(`select count(*)::int as n from invoices where order_id = ?`, [placed.id]))[0]).toEqual({ n: 1 });
  });

  it("checks the postal code in the billing country's format on both transports: a German one has five digits", async () => {
    const jane = await registerClient(t, 'Jane Postcode');
    const starterId = await packageId('Starter');
    const attempt = (billing: Record<string, unknown>) =>
      jane.rest('POST', '/api/orders', { packageId: starterId, customerType: 'consumer', billing: { ...BILLING, ...billing }, acceptTerms: true });
    const fourDigits = await attempt({ postalCode: '1011' });
    expect(fourDigits.statusCode).toBe(400);
    expect(fourDigits.json().issues).toEqual([{ path: 'billing.postalCode', messageKey: 'postalCodeGerman', message: 'A German postal code has five digits' }]);
    const trpc = await jane.trpc('mutation', 'orders.create', {
      packageId: starterId,
      customerType: 'consumer',
      billing: { ...BILLING, postalCode: '1011' },
      acceptTerms: true,
    });
    expect(trpc.statusCode).toBe(400);
    expect(JSON.parse(trpc.body).error.data.issues).toEqual([expect.objectContaining({ path: 'billing.postalCode', messageKey: 'postalCodeGerman' })]);
    // A Dutch postal code is not a German one, and the other way round.
    expect((await attempt({ postalCode: '1011 AB' })).json().issues[0].messageKey).toBe('postalCodeGerman');
    expect((await attempt({ postalCode: '10117', countryCode: 'NL' })).json().issues[0]).toMatchObject({
      path: 'billing.postalCode',
      messageKey: 'postalCodeForCountry',
    });
    const [{ n }] = (await t.em().execute<{ n: string }[]>(`select count(*) as n from orders where user_id = ?`, [jane.id])) as [{ n: string }];
    expect(Number(n)).toBe(0);
    for (const ok of [
      { postalCode: '10117' },
      { postalCode: '1010', city: 'Wien', countryCode: 'AT' },
      { postalCode: '1011 AB', city: 'Amsterdam', countryCode: 'NL' },
    ]) {
      const res = await attempt(ok);
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('business orders need a company, check the USt-IdNr. format, and their invoice comes as a ZUGFeRD PDF', async () => {
    const firm = await registerClient(t, 'Max Muster');
    const pkg = await packageId('Premium');
    const base = { packageId: pkg, customerType: 'business', acceptTerms: true };
    const noCompany = await firm.rest('POST', '/api/orders', { ...base, billing: BILLING });
    expect(noCompany.statusCode).toBe(400);
    expect(JSON.stringify(noCompany.json())).toContain('companyRequired');
    const badVat = await firm.rest('POST', '/api/orders', { ...base, billing: { ...BILLING, company: 'Muster GmbH', vatId: 'DE12345' } });
    expect(badVat.statusCode).toBe(400);
    expect(JSON.stringify(badVat.json())).toContain('vatIdInvalid');
    const noTerms = await firm.rest('POST', '/api/orders', { ...base, acceptTerms: false, billing: { ...BILLING, company: 'Muster GmbH' } });
    expect(noTerms.statusCode).toBe(400);
    expect(await t.em().execute(`select id from orders where user_id = ?`, [firm.id])).toEqual([]);

    const placed = await order(firm, 'Premium', { customerType: 'business', billing: { ...BILLING, company: 'Muster GmbH', vatId: 'de 123 456 789' } });
    expect(placed.billing.vatId).toBe('DE123456789');
    expect(placed).toMatchObject({ withdrawalLastDay: null, canWithdraw: false, earlyStart: false });
    await markPaid(placed.id);
    const [invoice] = (await firm.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
    expect(invoice!.eInvoice).toBe(true);
    const pdf = await firm.rest('GET', `/api/invoices/${invoice!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('factur-x.xml');
  });

  it('a client never sees another client’s orders or invoices, and visitors and clients cannot use the admin routes', async () => {
    const jane = await registerClient(t, 'Jane Doe');
    const eve = await registerClient(t, 'Eve');
    const placed = await order(jane);
    await markPaid(placed.id);
    const [invoice] = (await jane.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
    expect((await eve.rest('GET', `/api/orders/${placed.id}`)).statusCode).toBe(404);
    expect((await eve.rest('POST', `/api/orders/${placed.id}/cancel`)).statusCode).toBe(404);
    expect((await eve.rest('GET', `/api/invoices/${invoice!.id}/pdf`)).statusCode).toBe(404);
    expect((await eve.rest('GET', '/api/orders')).json()).toEqual([]);
    expect((await eve.rest('GET', '/api/invoices')).json()).toEqual([]);
    expect(JSON.parse((await eve.trpc('query', 'orders.get', { id: placed.id })).body).error.data.httpStatus).toBe(404);
    expect((await eve.rest('GET', '/api/admin/orders')).statusCode).toBe(403);
    expect((await eve.rest('POST', `/api/admin/orders/${placed.id}/mark-paid`, { receivedOn: '2026-01-01' })).statusCode).toBe(403);
    expect((await visitor(t).rest('GET', '/api/orders')).statusCode).toBe(401);
    expect((await visitor(t).rest('POST', '/api/orders', {})).statusCode).toBe(401);
    expect((await visitor(t).rest('GET', `/api/invoices/${invoice!.id}/pdf`)).statusCode).toBe(401);
  });

  it('the admin list filters by state and finds an order by its reference; a payment date in the future is refused', async () => {
    const jane = await registerClient(t, 'Jane Searchable');
    const placed = await order(jane);
    const found = (await admin.rest('GET', `/api/admin/orders?search=${placed.reference.toLowerCase()}`)).json() as AdminOrder[];
    expect(found.map((o) => o.id)).toEqual([placed.id]);
    const open = (await admin.rest('GET', '/api/admin/orders?status=open')).json() as AdminOrder[];
    expect(open.every((o) => o.status === 'open')).toBe(true);
    expect(open.map((o) => o.id)).toContain(placed.id);
    const future = germanToday(new Date(Date.now() + 3 * DAY));
    expect((await markPaid(placed.id, future)).statusCode).toBe(400);
    const cancelled = await jane.rest('POST', `/api/orders/${placed.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await markPaid(placed.id)).statusCode).toBe(409);
    expect(((await admin.rest('GET', '/api/admin/orders?status=cancelled')).json() as AdminOrder[]).map((o) => o.id)).toContain(placed.id);
  });
});

describe('unpaid orders', () => {
  it('are reminded on day 7 once and expire after 14 days; a transfer that still arrives is honoured', async () => {
    const jane = await registerClient(t, 'Jane Late');
    const placed = await order(jane);
    const created = new Date(placed.createdAt).getTime();
    expect(new Date(placed.payBy).getTime() - created).toBe(14 * DAY);

    expect(await t.app.runOrderUpkeep(new Date(created + 6 * DAY))).toMatchObject({ reminded: 0 });
    expect((await t.app.runOrderUpkeep(new Date(created + 7 * DAY + 1000))).reminded).toBeGreaterThanOrEqual(1);
    await t.app.runOrderUpkeep(new Date(created + 8 * DAY));
    expect((await outbox(jane.email)).filter((m) => m.kind === 'order.reminder')).toHaveLength(1);

    await t.app.runOrderUpkeep(new Date(created + 14 * DAY + 1000));
    const expired = (await jane.rest('GET', `/api/orders/${placed.id}`)).json() as OrderDetail;
    expect(expired).toMatchObject({ status: 'expired', bankTransfer: null });
    expect((await outbox(jane.email)).map((m) => m.kind)).toContain('order.expired');

    expect((await markPaid(placed.id)).statusCode).toBe(200);
    expect(((await jane.rest('GET', '/api/purchases')).json() as unknown[]).length).toBe(1);
  });
});

describe('invoice numbers', () => {
  it('run without gaps or duplicates under concurrent payments, and a rolled-back invoice gives its number back', async () => {
    const clients = await Promise.all(Array.from({ length: 8 }, (_, i) => registerClient(t, `Concurrent ${i}`)));
    const orders: Order[] = [];
    for (const c of clients) orders.push(await order(c));
    const year = Number(germanToday(new Date()).slice(0, 4));
    const before = await t.em().execute<{ last: number }[]>(`select last from invoice_counters where year = ?`, [year]);
    const start = before[0]?.last ?? 0;

    // A transaction that takes a number and then fails leaves no gap.
    await expect(
      t.em().transactional(async (tx) => {
        await issueInvoice(tx, {
          kind: 'invoice',
          orderId: orders[0]!.id,
          userId: clients[0]!.id,
          correctsId: null,
          paymentMeans: 'transfer',
          issuedAt: new Date(),
          paidOn: null,
          language: 'en',
          buyer: { ...BILLING, company: null, vatId: null, taxNumber: null, email: null },
          lines: [{ packageName: 'Starter', packageNameDe: null, hours: 5, validityMonths: 12, netCents: 14000 }],
          amounts: { netCents: 14000, vatRatePercent: 19, vatCents: 2660, grossCents: 16660 },
        });
        throw new Error('crash after numbering');
      }),
    ).rejects.toThrow('crash after numbering');

    const results = await Promise.all(orders.map((o) => markPaid(o.id)));
    expect(results.map((r) => r.statusCode)).toEqual(orders.map(() => 200));
    const rows = await t.em().execute<{ seq: number; number: string }[]>(
      `select seq, number from invoices where order_id in (${orders.map(() => '?').join(',')}) order by seq`,
      orders.map((o) => o.id),
    );
    expect(rows.map((r) => r.seq)).toEqual(orders.map((_, i) => start + i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(orders.length);
  });

  it('are never edited or deleted', async () => {
    await expect(t.em().execute(`update invoices set gross_cents = 0`)).rejects.toThrow();
    await expect(t.em().execute(`delete from invoices`)).rejects.toThrow();
  });
});

describe('withdrawal (§ 356a BGB)', () => {
  async function paidOrder(c: Client, name: string, earlyStart: boolean) {
    const placed = await order(c, name, { earlyStart });
    await markPaid(placed.id);
    const [row] = await t.em().execute<{ purchase_id: string }[]>(`select purchase_id from orders where id = ?`, [placed.id]);
    return { ...placed, purchaseId: row!.purchase_id };
  }

  const hoursLeft = async (c: Client) => ((await c.rest('GET', '/api/purchases/summary')).json() as { hoursRemaining: number }).hoursRemaining;
  const statusOf = async (c: Client, id: string) => ((await c.rest('GET', `/api/orders/${id}`)).json() as Order).status;

  /** The single-use token of the confirmation link mailed to `to` (the newest). */
  async function confirmToken(to: string): Promise<string> {
    const mail = (await outbox(to)).filter((m) => m.kind === 'withdrawal.confirm').at(-1);
    expect(mail, 'a confirmation e-mail').toBeDefined();
    const token = /\/withdraw\/confirm\?token=([\w-]+)/.exec(mail!.text_body)?.[1];
    expect(token, mail!.text_body).toBeDefined();
    return token!;
  }

  it('without login: recorded and receipted, the hours and the order untouched until the order’s address confirms the link; then withdrawn as declared, once; full refund with a credit note', async () => {
    const jane = await registerClient(t, 'Jane Withdraw');
    const placed = await paidOrder(jane, 'Starter', false);
    expect(await hoursLeft(jane)).toBe(5);
    const res = await visitor(t).rest('POST', '/api/withdrawals', {
      name: 'Jane Withdraw',
      email: jane.email.toUpperCase(),
      orderReference: placed.reference.toLowerCase(),
      message: 'Changed my mind',
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json() as WithdrawalReceipt;
    expect(receipt).toMatchObject({ name: 'Jane Withdraw', orderReference: placed.reference, message: 'Changed my mind', awaitingConfirmation: true });

    // Nothing changes before the order's address confirms.
    expect(await statusOf(jane, placed.id)).toBe('paid');
    expect(await hoursLeft(jane)).toBe(5);
    const receiptMail = (await outbox(jane.email)).find((m) => m.kind === 'withdrawal.confirm')!;
    expect(receiptMail.text_body).toContain('Changed my mind');
    expect(receiptMail.text_body).toContain(placed.reference);
    expect(receiptMail.text_body).toMatch(/\d{2}:\d{2}:\d{2}/);
    expect((await outbox(t.config.mail.firmEmail)).some((m) => m.kind === 'withdrawal.firm' && m.text_body.includes(placed.reference))).toBe(true);
    const pending = ((await admin.rest('GET', '/api/admin/withdrawals?limit=100')).json() as AdminWithdrawal[]).find(
      (w) => w.orderReference === placed.reference,
    );
    expect(pending).toMatchObject({ outcome: 'pending', orderId: placed.id, confirmedAt: null });

    // The link opened anywhere, without a session: the withdrawal takes effect as declared at receipt.
    const token = await confirmToken(jane.email);
    const confirmed = await visitor(t).rest('POST', '/api/withdrawals/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ orderReference: placed.reference, receivedAt: receipt.receivedAt, outcome: 'withdrawn' });
    const after = (await jane.rest('GET', `/api/orders/${placed.id}`)).json() as OrderDetail;
    expect(after).toMatchObject({ status: 'withdrawn', canWithdraw: false, withdrawnAt: receipt.receivedAt });
    expect(await hoursLeft(jane)).toBe(0);
    expect((await outbox(jane.email)).filter((m) => m.kind === 'withdrawal.received').at(-1)!.text_body).toContain('The contract is withdrawn');
    // Single use.
    const again = await visitor(t).rest('POST', '/api/withdrawals/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(JSON.stringify(again.json())).toContain('withdrawalLinkInvalid');

    const listed = ((await admin.rest('GET', `/api/admin/orders?search=${placed.reference}`)).json() as AdminOrder[])[0]!;
    expect(listed).toMatchObject({ status: 'withdrawn', proposedRefundCents: 16660 });
    const refunded = await admin.rest('POST', `/api/admin/orders/${placed.id}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ refundCents: 16660 });
    const invoices = (await jane.rest('GET', '/api/invoices')).json() as InvoiceSummary[];
    const credit = invoices.find((i) => i.kind === 'credit_note')!;
    const original = invoices.find((i) => i.kind === 'invoice')!;
    expect(credit).toMatchObject({ correctsNumber: original.number, netCents: 14000, vatCents: 2660, grossCents: 16660 });
    expect((await admin.rest('POST', `/api/admin/orders/${placed.id}/refund`)).statusCode).toBe(409);
  });

  it('on tRPC too: an expired link does nothing; a declaration received in time is confirmed after the period and still counts', async () => {
    const jane = await registerClient(t, 'Jane Trpc');
    const placed = await paidOrder(jane, 'Starter', false);
    const submit = () => visitor(t).trpc('mutation', 'withdrawals.submit', { name: 'Jane Trpc', email: jane.email, orderReference: placed.reference });
    const first = await submit();
    expect(first.statusCode, first.body).toBe(200);
    expect(JSON.parse(first.body).result.data).toMatchObject({ awaitingConfirmation: true });
    const expiredToken = await confirmToken(jane.email);
    // Links last 14 days.
    const [row] = await t
      .em()
      .execute<{ days: number }[]>(
        `select round(extract(epoch from token_expires_at - received_at) / 86400)::int as days from withdrawals where order_id = ? and outcome = 'pending'`,
        [placed.id],
      );
    expect(row!.days).toBe(14);
    await t.em().execute(`update withdrawals set token_expires_at = now() - interval '1 second' where order_id = ?`, [placed.id]);
    const expired = await visitor(t).trpc('mutation', 'withdrawals.confirm', { token: expiredToken });
    expect(JSON.parse(expired.body).error.data).toMatchObject({ httpStatus: 400 });
    expect(expired.body).toContain('withdrawalLinkInvalid');
    expect(await statusOf(jane, placed.id)).toBe('paid');

    const second = JSON.parse((await submit()).body).result.data as WithdrawalReceipt;
    const token = await confirmToken(jane.email);
    expect(token).not.toBe(expiredToken);
    // The order was placed 20 days ago and the declaration received on day 10: in time, though the link is opened today.
    await t.em().execute(`update orders set created_at = created_at - interval '20 days' where id = ?`, [placed.id]);
    await t.em().execute(`update withdrawals set received_at = received_at - interval '10 days' where order_id = ?`, [placed.id]);
    const ok = await visitor(t).trpc('mutation', 'withdrawals.confirm', { token });
    expect(ok.statusCode, ok.body).toBe(200);
    const declaredAt = new Date(new Date(second.receivedAt).getTime() - 10 * DAY).toISOString();
    expect(JSON.parse(ok.body).result.data).toEqual({ orderReference: placed.reference, receivedAt: declaredAt, outcome: 'withdrawn' });
    expect(((await jane.rest('GET', `/api/orders/${placed.id}`)).json() as Order).withdrawnAt).toBe(declaredAt);
    expect(await hoursLeft(jane)).toBe(0);
  });

  it('a pending declaration survives the account’s deletion for the firm to review, but its link no longer changes the order', async () => {
    const jane = await registerClient(t, 'Jane Deletes');
    const placed = await paidOrder(jane, 'Starter', false);
    const res = await visitor(t).rest('POST', '/api/withdrawals', { name: 'Jane Deletes', email: jane.email, orderReference: placed.reference });
    expect(res.statusCode, res.body).toBe(201);
    const token = await confirmToken(jane.email);
    expect((await jane.rest('POST', '/api/account/delete', { password: 'correct horse' })).statusCode).toBe(200);

    const opened = await visitor(t).rest('POST', '/api/withdrawals/confirm', { token });
    expect(opened.statusCode).toBe(400);
    expect(JSON.stringify(opened.json())).toContain('withdrawalLinkInvalid');
    const [order] = await t.em().execute<{ status: string }[]>(`select status from orders where id = ?`, [placed.id]);
    expect(order!.status).toBe('paid');
    // Still received (and timely), awaiting the firm's review; the firm can confirm it.
    const pending = ((await admin.rest('GET', '/api/admin/withdrawals?limit=100')).json() as AdminWithdrawal[]).find(
      (w) => w.orderReference === placed.reference,
    );
    expect(pending).toMatchObject({ outcome: 'pending', orderId: placed.id });
    const reviewed = await admin.rest('POST', `/api/admin/withdrawals/${pending!.id}/confirm`);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({ outcome: 'withdrawn' });
  });

  it('is no mail relay: a declaration that matches no order gets a receipt with none of the sender’s text, and the same answer as a match', async () => {
    const jane = await registerClient(t, 'Jane Relay');
    const placed = await paidOrder(jane, 'Starter', false);
    const spam = { name: 'Cheap pills at spam.example', message: 'Visit https://spam.example/now', orderReference: 'BUY-NOW-AT-SPAM.EXAMPLE' };
    const target = 'victim@example.com';
    const unmatched = await visitor(t).rest('POST', '/api/withdrawals', { ...spam, email: target });
    // The right reference with someone else's address matches nothing either.
    const wrongAddress = await visitor(t).rest('POST', '/api/withdrawals', { ...spam, email: 'victim2@example.com', orderReference: placed.reference });
    const matched = await visitor(t).rest('POST', '/api/withdrawals', { name: 'Jane Relay', email: jane.email, orderReference: placed.reference });
    for (const res of [unmatched, wrongAddress, matched]) expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(unmatched.json()).sort()).toEqual(Object.keys(matched.json()).sort());
    expect(unmatched.json()).toMatchObject({ awaitingConfirmation: true });
    expect(wrongAddress.json()).toMatchObject({ awaitingConfirmation: true });

    for (const to of [target, 'victim2@example.com']) {
      const mails = await outbox(to);
      expect(mails.map((m) => m.kind)).toEqual(['withdrawal.acknowledged']);
      const text = `${mails[0]!.subject}\n${mails[0]!.text_body}`;
      for (const s of ['spam', 'pills', 'Cheap', 'BUY-NOW']) expect(text).not.toContain(s);
    }
    // The order's address: the receipt with the link, only for the matching declaration.
    expect((await outbox(jane.email)).filter((m) => m.kind.startsWith('withdrawal.')).map((m) => m.kind)).toEqual(['withdrawal.confirm']);
    expect(await statusOf(jane, placed.id)).toBe('paid');
    // The firm still sees everything (to the firm's own address).
    expect((await outbox(t.config.mail.firmEmail)).some((m) => m.text_body.includes('Visit https://spam.example/now'))).toBe(true);
  });

  it('a signed-in client’s own order is withdrawn at once (REST and tRPC, pro rata after early start); someone else’s order waits for its owner’s confirmation', async () => {
    const jane = await registerClient(t, 'Jane Partial');
    const placed = await paidOrder(jane, 'Professional', true);
    await logMinutes(placed.purchaseId, 120); // 2 of 10 hours
    const trpc = await jane.trpc('mutation', 'withdrawals.submit', {
      name: 'Jane Partial',
      email: 'someone-else@example.com',
      orderReference: placed.reference,
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
    expect(JSON.parse(trpc.body).result.data).toMatchObject({ awaitingConfirmation: false });
    // Signed in, the reference alone identifies the client's own order.
    expect(await statusOf(jane, placed.id)).toBe('withdrawn');
    expect((await outbox('someone-else@example.com')).map((m) => m.kind)).toEqual([]);
    const refunded = (await admin.rest('POST', `/api/admin/orders/${placed.id}/refund`)).json() as AdminOrder;
    // 8/10 of €278.00 net = €222.40 net + 19 % VAT €42.26 = €264.66.
    expect(refunded.refundCents).toBe(26466);
    const credit = ((await jane.rest('GET', '/api/invoices')).json() as InvoiceSummary[]).find((i) => i.kind === 'credit_note')!;
    expect(credit).toMatchObject({ netCents: 22240, vatCents: 4226, grossCents: 26466 });

    const own = await paidOrder(jane, 'Starter', false);
    const rest = await jane.rest('POST', '/api/withdrawals', { name: 'Jane Partial', email: jane.email, orderReference: own.reference });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ awaitingConfirmation: false });
    expect(await statusOf(jane, own.id)).toBe('withdrawn');

    // Eve, signed in, knows Jane's reference and address: a stranger's declaration, pending Jane's confirmation.
    const other = await paidOrder(jane, 'Starter', false);
    const eve = await registerClient(t, 'Eve');
    const byEve = await eve.rest('POST', '/api/withdrawals', { name: 'Eve', email: jane.email, orderReference: other.reference });
    expect(byEve.json()).toMatchObject({ awaitingConfirmation: true });
    const byEveTrpc = await eve.trpc('mutation', 'withdrawals.submit', { name: 'Eve', email: jane.email, orderReference: other.reference });
    expect(JSON.parse(byEveTrpc.body).result.data).toMatchObject({ awaitingConfirmation: true });
    expect(await statusOf(jane, other.id)).toBe('paid');
    expect(await hoursLeft(jane)).toBe(5);
  });

  it('staff may confirm a pending declaration on review; clients may not', async () => {
    const jane = await registerClient(t, 'Jane Review');
    const placed = await paidOrder(jane, 'Starter', false);
    await visitor(t).rest('POST', '/api/withdrawals', { name: 'Jane Review', email: jane.email, orderReference: placed.reference });
    const pending = ((await admin.rest('GET', '/api/admin/withdrawals?limit=100')).json() as AdminWithdrawal[]).find(
      (w) => w.orderReference === placed.reference,
    )!;
    expect(pending.outcome).toBe('pending');
    expect((await jane.rest('POST', `/api/admin/withdrawals/${pending.id}/confirm`)).statusCode).toBe(403);
    expect(JSON.parse((await jane.trpc('mutation', 'admin.orders.confirmWithdrawal', { id: pending.id })).body).error.data.httpStatus).toBe(403);
    const done = await admin.rest('POST', `/api/admin/withdrawals/${pending.id}/confirm`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: pending.id, outcome: 'withdrawn', confirmedAt: expect.any(String) });
    expect(await statusOf(jane, placed.id)).toBe('withdrawn');
    // Confirmed already: the link does nothing more, nor does a second review.
    expect((await visitor(t).rest('POST', '/api/withdrawals/confirm', { token: await confirmToken(jane.email) })).statusCode).toBe(400);
    const twice = await admin.trpc('mutation', 'admin.orders.confirmWithdrawal', { id: pending.id });
    expect(JSON.parse(twice.body).error.data.httpStatus).toBe(409);
  });

  it('does not tell a stranger whether a reference exists, and changes nothing for an unknown reference or a business order', async () => {
    const firm = await registerClient(t, 'Firm Owner');
    const placed = await order(firm, 'Starter', { customerType: 'business', billing: { ...BILLING, company: 'Firm GmbH' } });
    const unknown = await visitor(t).rest('POST', '/api/withdrawals', { name: 'X', email: 'x@example.com', orderReference: 'SH-ZZZZZZ' });
    const business = await visitor(t).rest('POST', '/api/withdrawals', { name: 'Firm Owner', email: firm.email, orderReference: placed.reference });
    expect(unknown.statusCode).toBe(201);
    expect(business.statusCode).toBe(201);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(business.json()).sort());
    expect(unknown.json().awaitingConfirmation).toBe(business.json().awaitingConfirmation);
    expect(((await firm.rest('GET', `/api/orders/${placed.id}`)).json() as Order).status).toBe('open');
    const outcomes = await t
      .em()
      .execute<{ outcome: string }[]>(`select outcome from withdrawals where order_reference in ('SH-ZZZZZZ', ?) order by outcome`, [placed.reference]);
    // A business customer has no statutory right of withdrawal (§ 312g BGB): recorded as such, not as late.
    expect(outcomes.map((o) => o.outcome)).toEqual(['no_right', 'unmatched']);
    const [firmMail] = await t
      .em()
      .execute<{ subject: string; text_body: string }[]>(
        `select subject, text_body from mail_outbox where kind = 'withdrawal.firm' and subject like ? order by created_at desc limit 1`,
        [`%${placed.reference}%`],
      );
    expect(firmMail!.subject).toContain('no statutory right of withdrawal (business customer)');
    expect(firmMail!.text_body).toContain('Matching result: no statutory right of withdrawal (business customer).');
    expect(firmMail!.text_body).not.toContain('late');
    // The firm sees every declaration in the console, with what it matched.
    const listed = (await admin.rest('GET', '/api/admin/withdrawals?limit=100')).json() as AdminWithdrawal[];
    expect(listed.find((w) => w.orderReference === 'SH-ZZZZZZ')).toMatchObject({ outcome: 'unmatched', orderId: null, clientId: null, email: 'x@example.com' });
    expect(listed.find((w) => w.orderReference === placed.reference)).toMatchObject({ outcome: 'no_right', orderId: placed.id, clientId: firm.id });
    expect(JSON.parse((await admin.trpc('query', 'admin.orders.withdrawals', { limit: 100 })).body).result.data.items).toEqual(listed);
    expect((await firm.rest('GET', '/api/admin/withdrawals')).statusCode).toBe(403);
    const bad = await visitor(t).rest('POST', '/api/withdrawals', { name: '', email: 'not-an-email', orderReference: '' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('VAT setting', () => {
  it('applies to orders placed after the change; orders already placed keep their rate', async () => {
    const jane = await registerClient(t, 'Jane VAT');
    const before = await order(jane);
    await t.em().execute(`insert into settings (key, value) values ('vatRatePercent', '7'::jsonb) on conflict (key) do update set value = excluded.value`);
    try {
      const after = await order(jane);
      expect(after).toMatchObject({ vatRatePercent: 7, vatCents: 980, grossCents: 14980 });
      expect(((await jane.rest('GET', `/api/orders/${before.id}`)).json() as Order).vatRatePercent).toBe(19);
    } finally {
      await t.em().execute(`delete from settings where key = 'vatRatePercent'`);
    }
  });
});
