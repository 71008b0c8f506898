/**
 * The bookkeeping export (docs/decisions/065-datev-export.md) through both transports: paid orders
 * and a refund give invoices and a credit note; the console's summary sums them; the DATEV booking
 * batch (EXTF Buchungsstapel) read back from Windows-1252 has DATEV's header, the 125 column
 * headings and one row per document whose signed amounts add up to the invoices less the credit
 * notes; the ZIP holds each document's PDF under its download name. Only the firm's staff; a bad
 * period gets 400 with a message key.
 */
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import type { BookkeepingSummary } from '../../shared/bookkeeping/bookkeeping.schema.js';
import type { CreateOrderResult, Order } from '../../shared/orders/orders.schema.js';
import type { InvoiceSummary } from '../../shared/invoices/invoices.schema.js';
import { ADVISOR_DATEV_SETTINGS } from '../../test/datev.js';
import { readZip } from '../../test/files.js';
import { createTestApp, registerAdmin, registerClient, trpcData, trpcError, useTestAccounts, visitor, type Client, type TestApp } from '../../test/harness.js';
import { waitUntil } from '../../test/processes.js';
import { PackageEntity } from '../packages/package.entity.js';
import { issueInvoice } from '../invoices/invoices.service.js';
import { DATEV_BOOKING_COLUMNS } from './datev.js';

const { t, admin, anna } = useTestAccounts({ admin: ['admin', 'Katrin Vogel'], anna: ['client', 'Anna Muster'] });

const BILLING = { name: 'Anna Muster', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };

const today = germanToday(new Date());
/** This month so far: where the orders paid in these tests land. */
const THIS_MONTH = { from: `${today.slice(0, 8)}01`, to: today };
const query = (p: { from: string; to: string }) => `from=${p.from}&to=${p.to}`;

/** Places an order of `packageName` as `c` and has the admin record its payment today. @returns the order */
async function paidOrder(c: Client, packageName: string, extra: Record<string, unknown> = {}): Promise<Order> {
  const { id: packageId } = await t.em().findOneOrFail(PackageEntity, { name: packageName });
  const res = await c.rest('POST', '/api/orders', { packageId, customerType: 'consumer', billing: BILLING, acceptTerms: true, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  const order = (res.json() as CreateOrderResult).order;
  expect((await admin.rest('POST', `/api/admin/orders/${order.id}/mark-paid`, { receivedOn: today })).statusCode).toBe(200);
  return order;
}

/** The batch's rows decoded from Windows-1252 (the last CR LF's empty rest dropped). */
function rowsOf(bytes: Buffer): string[] {
  const text = new TextDecoder('windows-1252').decode(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.split('\r\n').slice(0, -1);
}

/** Euro cents of a DATEV amount ("166,60"). */
const cents = (amount: string) => Number(amount.replace(',', ''));

/** The period's gross sums in the database: invoices, credit notes. */
async function grossSums(p: { from: string; to: string }): Promise<{ invoices: number; creditNotes: number }> {
  const [row] = await t
    .em()
    .execute<{ invoices: string; credit_notes: string }[]>(
      `select coalesce(sum(gross_cents) filter (where kind = 'invoice'), 0) as invoices, coalesce(sum(gross_cents) filter (where kind = 'credit_note'), 0) as credit_notes from invoices where issued_on between ? and ?`,
      [p.from, p.to],
    );
  return { invoices: Number(row!.invoices), creditNotes: Number(row!.credit_notes) };
}

/**
 * `n` copies of one of `userId`'s paid orders in `app`, as rows (an invoice needs an order of its
 * own: one invoice per order), their references `prefix` and five digits. @returns their ids, in reference order
 */
async function copiedOrders(app: TestApp, userId: string, prefix: string, n: number): Promise<string[]> {
  const [source] = await app.em().execute<{ id: string }[]>(`select id from orders where user_id = ? and status = 'paid' limit 1`, [userId]);
  await app.em().execute(
    `insert into orders (reference, user_id, package_id, package_name, package_name_de, hours, validity_months, net_cents, vat_rate_percent, vat_cents, gross_cents,
       customer_type, billing, language, payment_method, terms_accepted_at, pay_by, status)
     select ? || lpad(g::text, 5, '0'), user_id, package_id, package_name, package_name_de, hours, validity_months, net_cents, vat_rate_percent, vat_cents, gross_cents,
       customer_type, billing, language, payment_method, terms_accepted_at, pay_by, 'paid'
     from orders, generate_series(1, ?) g where id = ?`,
    [prefix, n, source!.id],
  );
  const rows = await app.em().execute<{ id: string }[]>(`select id from orders where reference like ? order by reference`, [`${prefix}%`]);
  return rows.map((r) => r.id);
}

/**
 * `n` invoices issued on `issuedOn`, numbered `<year>-00001` on, each of its own copied order (a
 * three-letter `prefix` and a dash), copied from one of `userId`'s invoices in `app`.
 */
async function copiedInvoices(app: TestApp, userId: string, prefix: string, n: number, issuedOn: string): Promise<void> {
  await copiedOrders(app, userId, prefix, n);
  // A 19 % invoice, the revenue account's rate (another test of this file issues a 7 % one), the same one each run.
  const [source] = await app
    .em()
    .execute<{ id: string }[]>(`select id from invoices where kind = 'invoice' and user_id = ? and vat_rate_percent = 19 order by issued_on, number limit 1`, [
      userId,
    ]);
  await app.em().execute(
    `insert into invoices (number, year, seq, kind, order_id, user_id, issued_on, paid_on, language, seller, buyer, lines, net_cents, vat_rate_percent, vat_cents, gross_cents, payment_means, created_at)
     select ? || '-' || substr(o.reference, 5), ?, substr(o.reference, 5)::int, 'invoice', o.id, i.user_id, ?::date, i.paid_on, i.language, i.seller, i.buyer, i.lines,
       i.net_cents, i.vat_rate_percent, i.vat_cents, i.gross_cents, i.payment_means, now()
     from invoices i, orders o where i.id = ? and o.reference like ?`,
    [issuedOn.slice(0, 4), Number(issuedOn.slice(0, 4)), issuedOn, source!.id, `${prefix}%`],
  );
}

describe('the bookkeeping export', () => {
  it('refuses the DATEV batch until the Beraternummer and the Mandantennummer are set, and sums an empty period', async () => {
    const empty = await admin.rest('GET', `/api/admin/bookkeeping/summary?${query({ from: '2020-01-01', to: '2020-01-31' })}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      from: '2020-01-01',
      to: '2020-01-31',
      fiscalYearStart: '2020-01-01',
      invoices: { count: 0, netCents: 0, vatCents: 0, grossCents: 0 },
      creditNotes: { count: 0, netCents: 0, vatCents: 0, grossCents: 0 },
      balance: { netCents: 0, vatCents: 0, grossCents: 0 },
      otherVatRates: [],
      datevReady: false,
    });
    const refused = await admin.rest('GET', `/api/admin/bookkeeping/datev.csv?${query(THIS_MONTH)}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', messageKey: 'datevNotConfigured' });
    expect((await admin.rest('PUT', '/api/admin/settings/datev', ADVISOR_DATEV_SETTINGS)).statusCode).toBe(200);
    expect(trpcData(await admin.trpc('query', 'admin.bookkeeping.summary', { from: '2020-01-01', to: '2020-01-31' })).datevReady).toBe(true);
    expect(t.serverErrors).toEqual([]);
  });

  it('books paid orders’ invoices and a refund’s credit note: the summary on both transports, the DATEV batch with its header, headings, rows and sums, and the ZIP of PDFs', async () => {
    const before = await grossSums(THIS_MONTH);
    await paidOrder(anna, 'Starter');
    const firm = await registerClient(t, 'Firm Owner');
    await paidOrder(firm, 'Professional', {
      customerType: 'business',
      billing: { ...BILLING, name: 'Firm Owner', company: 'Muster GmbH', vatId: 'DE123456789' },
    });
    // A consumer's order withdrawn at once (signed in) and refunded in full: a credit note.
    const withdrawn = await paidOrder(anna, 'Starter');
    expect((await anna.rest('POST', '/api/withdrawals', { name: 'Anna Muster', email: anna.email, orderReference: withdrawn.reference })).statusCode).toBe(201);
    expect((await admin.rest('POST', `/api/admin/orders/${withdrawn.id}/refund`)).statusCode).toBe(200);
    const documents = [
      ...((await anna.rest('GET', '/api/invoices')).json() as InvoiceSummary[]),
      ...((await firm.rest('GET', '/api/invoices')).json() as InvoiceSummary[]),
    ]
      .filter((d) => d.issuedOn >= THIS_MONTH.from)
      .sort((a, b) => a.number.localeCompare(b.number));
    expect(documents.map((d) => d.kind).sort()).toEqual(['credit_note', 'invoice', 'invoice', 'invoice']);
    const sums = await grossSums(THIS_MONTH);
    expect(sums.invoices - before.invoices).toBe(documents.filter((d) => d.kind === 'invoice').reduce((s, d) => s + d.grossCents, 0));

    // The summary, the same on both transports.
    const summary = await admin.rest('GET', `/api/admin/bookkeeping/summary?${query(THIS_MONTH)}`);
    expect(summary.statusCode).toBe(200);
    const s = summary.json() as BookkeepingSummary;
    expect(s).toMatchObject({ ...THIS_MONTH, fiscalYearStart: `${today.slice(0, 4)}-01-01`, otherVatRates: [], datevReady: true });
    expect(s.invoices.grossCents).toBe(sums.invoices);
    expect(s.creditNotes).toMatchObject({ count: 1, grossCents: sums.creditNotes });
    expect(s.balance.grossCents).toBe(sums.invoices - sums.creditNotes);
    expect(s.invoices.netCents + s.invoices.vatCents).toBe(s.invoices.grossCents);
    expect(trpcData(await admin.trpc('query', 'admin.bookkeeping.summary', THIS_MONTH))).toEqual(s);

    // The DATEV batch, read back from Windows-1252.
    const csv = await admin.rest('GET', `/api/admin/bookkeeping/datev.csv?${query(THIS_MONTH)}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="EXTF_Buchungsstapel_${THIS_MONTH.from}_${THIS_MONTH.to}.csv"`);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    // Windows-1252, not UTF-8: "ö" of "Erlöse" is the one byte 0xF6.
    expect(csv.rawPayload.includes(Buffer.from([0x45, 0x72, 0x6c, 0xf6, 0x73, 0x65]))).toBe(true);
    const rows = rowsOf(csv.rawPayload);
    const header = rows[0]!.split(';');
    expect(header).toHaveLength(31);
    const compact = (d: string) => d.replaceAll('-', '');
    const german = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header[5]).toMatch(/^\d{17}$/);
    expect(header[5]!.slice(0, 8)).toBe(compact(today));
    expect(header.slice(6, 22)).toEqual([
      '',
      '"RE"',
      '""',
      '""',
      '29098',
      '55003',
      `${today.slice(0, 4)}0101`,
      '4',
      compact(THIS_MONTH.from),
      compact(THIS_MONTH.to),
      `"Erlöse ${german(THIS_MONTH.from)}-${german(THIS_MONTH.to)}"`,
      '""',
      '1',
      '0',
      '0',
      '"EUR"',
    ]);
    expect(rows[1]).toBe(DATEV_BOOKING_COLUMNS.join(';'));
    const bookings = rows.slice(2).map((r) => r.split(';'));
    const ours = bookings.filter((b) => documents.some((d) => b[10] === `"${d.number}"`));
    expect(ours).toHaveLength(4);
    for (const [i, d] of documents.entries()) {
      const credit = d.kind === 'credit_note';
      expect(ours[i]!).toHaveLength(125);
      expect(ours[i]!.slice(0, 14)).toEqual([
        `${Math.trunc(d.grossCents / 100)},${String(d.grossCents % 100).padStart(2, '0')}`,
        credit ? '"H"' : '"S"',
        '',
        '',
        '',
        '',
        '10000',
        '8400',
        '',
        `${d.issuedOn.slice(8, 10)}${d.issuedOn.slice(5, 7)}`,
        `"${d.number}"`,
        '',
        '',
        credit ? `"Stornorechnung ${d.number} zu ${d.correctsNumber}"` : `"Rechnung ${d.number}"`,
      ]);
      expect(ours[i]!.slice(14).every((f) => f === '')).toBe(true);
    }
    // Every row of the period: debits less credits are the invoices less the credit notes.
    expect(bookings).toHaveLength(s.invoices.count + s.creditNotes.count);
    const signed = bookings.reduce((sum, b) => sum + (b[1] === '"S"' ? 1 : -1) * cents(b[0]!), 0);
    expect(signed).toBe(sums.invoices - sums.creditNotes);
    // No client's name or address in the batch.
    for (const personal of ['Anna', 'Muster', 'Torstraße', 'Firm Owner']) expect(rows.join('\n')).not.toContain(personal);

    // The ZIP: one PDF per document, named as its download, the business client's a Factur-X PDF.
    const zip = await admin.rest('GET', `/api/admin/bookkeeping/invoices.zip?${query(THIS_MONTH)}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="Rechnungen_${THIS_MONTH.from}_${THIS_MONTH.to}.zip"`);
    const files = await readZip(zip.rawPayload);
    expect(files.size).toBe(s.invoices.count + s.creditNotes.count);
    for (const d of documents) {
      const name = `${d.kind === 'credit_note' ? 'Credit-note' : 'Invoice'}-${d.number}.pdf`;
      expect(files.get(name)?.subarray(0, 5).toString('latin1'), name).toBe('%PDF-');
      expect(files.get(name)!.includes('factur-x.xml')).toBe(d.eInvoice);
    }

    const audit = await t
      .em()
      .execute<{ actor_id: string; client_id: string | null; details: Record<string, unknown> }[]>(
        `select actor_id, client_id, details from audit_log where action = 'bookkeeping.export' order by created_at`,
      );
    expect(audit.map((a) => [a.actor_id, a.client_id, a.details])).toEqual([
      [admin.id, null, { format: 'datev', ...THIS_MONTH, documents: s.invoices.count + s.creditNotes.count }],
      [admin.id, null, { format: 'pdf', ...THIS_MONTH, documents: s.invoices.count + s.creditNotes.count }],
    ]);
    expect(t.serverErrors).toEqual([]);
  });

  it('dates the rows by day and month in a fiscal year that begins in July, leaves a 0 € credit note out, and refuses a VAT rate the revenue account does not book', async () => {
    const orders = await copiedOrders(t, anna.id, 'FY-', 5);
    const issue = (kind: 'invoice' | 'credit_note', at: string, grossCents: number, vatRatePercent = 19, correctsId: string | null = null) =>
      issueInvoice(t.em(), {
        kind,
        orderId: orders.pop()!,
        userId: anna.id,
        correctsId,
        issuedAt: new Date(`${at}T10:00:00Z`),
        paymentMeans: 'transfer',
        paidOn: at,
        language: 'de',
        buyer: { ...BILLING, company: null, vatId: null, taxNumber: null, email: null },
        lines: [{ packageName: 'Starter', packageNameDe: 'Einstieg', hours: 5, validityMonths: 12, netCents: Math.round(grossCents / 1.19) }],
        amounts: { netCents: Math.round(grossCents / 1.19), vatRatePercent, vatCents: grossCents - Math.round(grossCents / 1.19), grossCents },
      });
    const july = await issue('invoice', '2023-07-01', 16_660);
    const march = await issue('invoice', '2024-03-09', 123_456);
    await issue('credit_note', '2024-06-30', 0, 19, march.id);
    await issue('invoice', '2024-07-01', 1_190); // the next fiscal year
    expect((await admin.rest('PUT', '/api/admin/settings/datev', { ...ADVISOR_DATEV_SETTINGS, fiscalYearStartMonth: 7 })).statusCode).toBe(200);

    const period = { from: '2023-07-01', to: '2024-06-30' };
    const csv = await admin.rest('GET', `/api/admin/bookkeeping/datev.csv?${query(period)}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = rowsOf(csv.rawPayload);
    expect(rows[0]!.split(';').slice(12, 16)).toEqual(['20230701', '4', '20230701', '20240630']);
    expect(rows.slice(2).map((r) => r.split(';').slice(0, 11))).toEqual([
      ['166,60', '"S"', '', '', '', '', '10000', '8400', '', '0107', `"${july.number}"`],
      ['1234,56', '"S"', '', '', '', '', '10000', '8400', '', '0903', `"${march.number}"`],
    ]);
    const summary = trpcData(await admin.trpc('query', 'admin.bookkeeping.summary', period)) as BookkeepingSummary;
    expect(summary).toMatchObject({ fiscalYearStart: '2023-07-01', invoices: { count: 2, grossCents: 140_116 }, creditNotes: { count: 1, grossCents: 0 } });

    // A 7 % invoice in a period the 19 % revenue account books: refused, and named in the summary.
    await issue('invoice', '2024-06-15', 10_700, 7);
    const mismatch = await admin.rest('GET', `/api/admin/bookkeeping/datev.csv?${query(period)}`);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ messageKey: 'datevVatRateMismatch' });
    expect((trpcData(await admin.trpc('query', 'admin.bookkeeping.summary', period)) as BookkeepingSummary).otherVatRates).toEqual([7]);
    expect((await admin.rest('PUT', '/api/admin/settings/datev', ADVISOR_DATEV_SETTINGS)).statusCode).toBe(200);
    expect(t.serverErrors).toEqual([]);
  });

  it('holds at most 500 documents in one ZIP (the DATEV batch has no such limit)', async () => {
    // 501 invoices of May 2022, each of its own order, copied from one of Anna's.
    await copiedInvoices(t, anna.id, 'ZIP-', 501, '2022-05-02');
    const may = { from: '2022-05-01', to: '2022-05-31' };
    const zip = await admin.rest('GET', `/api/admin/bookkeeping/invoices.zip?${query(may)}`);
    expect(zip.statusCode).toBe(409);
    expect(zip.json()).toMatchObject({ code: 'CONFLICT', messageKey: 'bookkeepingZipTooLarge' });
    const csv = await admin.rest('GET', `/api/admin/bookkeeping/datev.csv?${query(may)}`);
    expect(csv.statusCode).toBe(200);
    expect(rowsOf(csv.rawPayload)).toHaveLength(2 + 501);
    expect(t.serverErrors).toEqual([]);
  });

  it('refuses a bad period with 400 and a message key, on every route and on tRPC', async () => {
    for (const [period, path, messageKey] of [
      [{ from: '2026-03-31', to: '2026-03-01' }, 'to', 'periodOrder'],
      [{ from: '2025-01-01', to: '2026-01-01' }, 'to', 'periodTooLong'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from', 'dateInvalid'],
      [{ from: '2025-12-01', to: '2026-01-31' }, 'to', 'periodAcrossFiscalYears'],
    ] as const) {
      for (const route of ['summary', 'datev.csv', 'invoices.zip']) {
        const res = await admin.rest('GET', `/api/admin/bookkeeping/${route}?${query(period)}`);
        expect(res.statusCode, `${route} ${JSON.stringify(period)}`).toBe(400);
        expect(res.json().issues).toEqual([expect.objectContaining({ path, messageKey })]);
      }
      const trpc = await admin.trpc('query', 'admin.bookkeeping.summary', period);
      expect(trpc.statusCode).toBe(400);
      expect(trpcError(trpc).data.issues).toEqual([expect.objectContaining({ path, messageKey })]);
    }
    expect((await admin.rest('GET', '/api/admin/bookkeeping/datev.csv?from=2026-03-01')).statusCode).toBe(400);
    expect(t.serverErrors).toEqual([]);
  });

  it('is the firm’s staff’s only: 403 for a client, 401 for a visitor, on both transports', async () => {
    for (const [caller, status, code] of [
      [anna, 403, 'FORBIDDEN'],
      [visitor(t), 401, 'UNAUTHORIZED'],
    ] as const) {
      for (const route of ['summary', 'datev.csv', 'invoices.zip']) {
        expect((await caller.rest('GET', `/api/admin/bookkeeping/${route}?${query(THIS_MONTH)}`)).statusCode).toBe(status);
      }
      expect(trpcError(await caller.trpc('query', 'admin.bookkeeping.summary', THIS_MONTH)).data.code).toBe(code);
    }
    expect(t.serverErrors).toEqual([]);
  });
});

describe('a cancelled ZIP download', () => {
  it('ends the writing when the reader leaves (the ZIP’s promise settles), logged as information, not as a server error', async () => {
    const app = await createTestApp({ logLevel: 'info' });
    try {
      const owner = await registerAdmin(app, 'Owner');
      const client = await registerClient(app, 'Zoe Cancel');
      const { id: packageId } = await app.em().findOneOrFail(PackageEntity, { name: 'Starter' });
      const placed = await client.rest('POST', '/api/orders', { packageId, customerType: 'consumer', billing: BILLING, acceptTerms: true });
      expect((await owner.rest('POST', `/api/admin/orders/${placed.json().order.id}/mark-paid`, { receivedOn: today })).statusCode).toBe(200);
      await copiedInvoices(app, client.id, 'CUT-', 12, '2021-03-10');
      const origin = await app.app.listen({ host: '127.0.0.1', port: 0 });
      // The first bytes (after the first PDF), then the reader hangs up.
      await new Promise<void>((resolve, reject) => {
        const req = get(
          `${origin}/api/admin/bookkeeping/invoices.zip?from=2021-03-01&to=2021-03-31`,
          { headers: { cookie: `session=${encodeURIComponent(owner.cookie)}` } },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      });
      await waitUntil(20_000, () => app.serverErrors.some((line) => line.includes('invoice ZIP download ended early')));
      const levels = app.serverErrors.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(levels.filter((l) => l.level >= 50)).toEqual([]);
      expect(levels.some((l) => l.msg === 'invoice ZIP failed')).toBe(false);
      // The server goes on: the whole ZIP of March 2021's 12 invoices.
      const whole = await owner.rest('GET', '/api/admin/bookkeeping/invoices.zip?from=2021-03-01&to=2021-03-31');
      expect((await readZip(whole.rawPayload)).size).toBe(12);
    } finally {
      await app.close();
    }
  });
});
