/**
 * The owner's report of the firm's figures (docs/decisions/066-owner-report.md) on a small data set
 * whose sums are counted by hand below: hours sold and used per Berlin month (a purchase and a time
 * entry just after midnight on the 1st, which UTC puts in the month before), net revenue from
 * invoices less a credit note, orders open and paid, letters per type, the busiest hour; on REST and
 * tRPC and as CSV, for the firm's staff only.
 */
import { TZDate } from '@date-fns/tz';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../kysely.js';
import { trpcData, trpcError, useTestAccounts, visitor } from '../../test/harness.js';
import { PackageEntity } from '../packages/package.entity.js';

const { t, admin, anna } = useTestAccounts({ admin: ['admin', 'Katrin Vogel'], anna: ['client', 'Anna Muster'] });

const ZONE = 'Europe/Berlin';
const now = new TZDate(Date.now(), ZONE);

/** The instant of `day` `hh:mm` Berlin time in the month `offset` months from this one (-1: last month). */
function berlin(offset: number, day: number, hh: number, mm = 0): Date {
  return new Date(new TZDate(now.getFullYear(), now.getMonth() + offset, day, hh, mm, ZONE).getTime());
}
/** `YYYY-MM` of the month `offset` months from this one. */
function month(offset: number): string {
  const d = new TZDate(now.getFullYear(), now.getMonth() + offset, 1, ZONE);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}
/** The day of last month that is its first `isoWeekday` (1 Monday … 7 Sunday). */
function firstOfLastMonth(isoWeekday: number): number {
  for (let day = 1; ; day++) if ((berlin(-1, day, 12).getUTCDay() || 7) === isoWeekday) return day;
}

const TUESDAY = firstOfLastMonth(2);
const MONDAY = firstOfLastMonth(1);

beforeAll(async () => {
  const k = db(t.em());
  const starter = await t.em().findOneOrFail(PackageEntity, { name: 'Starter' });
  const purchase = async (hours: number, at: Date) =>
    (
      await k
        .insertInto('purchases')
        .values({
          id: sql`default`,
          user_id: anna.id,
          package_id: starter.id,
          hours_total: hours,
          price_paid: 100,
          purchased_at: at,
          expires_at: berlin(12, 1, 0),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // Hours sold: last month 10 + 5 = 15 (the first at 00:30 on the 1st, still the month before in UTC), this month 20; 99 fourteen months ago.
  const p1 = await purchase(10, berlin(-1, 1, 0, 30));
  await purchase(5, berlin(-1, 15, 12));
  await purchase(20, berlin(0, 1, 9));
  await purchase(99, berlin(-14, 10, 12));
  // Hours used: last month 90 + 45 = 135 minutes (2.25 h); this month 30 + 15 = 45 minutes (0.75 h), the 15 at 00:15 on the 1st.
  for (const [minutes, at] of [
    [90, berlin(-1, 2, 10)],
    [45, berlin(-1, 20, 16)],
    [30, berlin(0, 1, 10)],
    [15, berlin(0, 1, 0, 15)],
    [60, berlin(-14, 11, 10)],
  ] as const) {
    await k
      .insertInto('time_entries')
      .values({ id: sql`default`, purchase_id: p1, minutes, admin_id: admin.id, created_at: at })
      .execute();
  }
  // Orders: last month one paid (100.00 €), one paid and withdrawn (200.00 €), one expired unpaid; this month one open (50.00 €).
  const order = async (ref: string, status: string, netCents: number, createdAt: Date, paidAt: Date | null) =>
    (
      await k
        .insertInto('orders')
        .values({
          id: sql`default`,
          reference: ref,
          user_id: anna.id,
          package_id: starter.id,
          package_name: 'Starter',
          hours: 5,
          validity_months: 12,
          net_cents: netCents,
          vat_rate_percent: 19,
          vat_cents: Math.round(netCents * 0.19),
          gross_cents: netCents + Math.round(netCents * 0.19),
          customer_type: 'consumer',
          billing: sql`'{}'::jsonb`,
          language: 'en',
          payment_method: 'transfer',
          terms_accepted_at: createdAt,
          status,
          created_at: createdAt,
          pay_by: createdAt,
          paid_at: paidAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const o1 = await order('R-FIRM-1', 'paid', 10_000, berlin(-1, 3, 11), berlin(-1, 4, 9));
  const o2 = await order('R-FIRM-2', 'withdrawn', 20_000, berlin(-1, 5, 11), berlin(-1, 5, 12));
  await order('R-FIRM-3', 'expired', 7_000, berlin(-1, 6, 11), null);
  await order('R-FIRM-4', 'open', 5_000, berlin(0, 1, 8), null);
  // Invoices: last month 100.00 + 200.00 € net; this month a credit note of 150.00 € for the withdrawn one.
  const invoice = async (n: string, orderId: string, kind: string, netCents: number, issuedOn: string, correctsId: string | null = null) =>
    (
      await k
        .insertInto('invoices')
        .values({
          id: sql`default`,
          number: n,
          year: 2000,
          seq: Number(n.slice(-1)),
          kind,
          order_id: orderId,
          user_id: anna.id,
          corrects_id: correctsId,
          issued_on: issuedOn,
          language: 'en',
          seller: sql`'{}'::jsonb`,
          buyer: sql`'{}'::jsonb`,
          lines: sql`'[]'::jsonb`,
          net_cents: netCents,
          vat_rate_percent: 19,
          vat_cents: 0,
          gross_cents: netCents,
          created_at: sql`default`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await invoice('T-1', o1, 'invoice', 10_000, `${month(-1)}-04`);
  const i2 = await invoice('T-2', o2, 'invoice', 20_000, `${month(-1)}-05`);
  await invoice('T-3', o2, 'credit_note', 15_000, `${month(0)}-01`, i2);
  // Letters: last month two income tax assessments (Tuesday 10:05 and 10:40) and a reminder (Monday 8:00); this month one of no known type.
  for (const [type, at] of [
    ['einkommensteuerbescheid', berlin(-1, TUESDAY, 10, 5)],
    ['einkommensteuerbescheid', berlin(-1, TUESDAY, 10, 40)],
    ['mahnung', berlin(-1, MONDAY, 8)],
    [null, berlin(0, 1, 23, 30)],
  ] as const) {
    await k
      .insertInto('letters')
      .values({
        id: sql`default`,
        user_id: anna.id,
        reading_status: 'manual',
        letter_type: type,
        field_sources: sql`default`,
        deadlines: sql`default`,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  // Questions: three on that Tuesday between 10:00 and 10:59, one at 14:00; one fourteen months ago.
  for (const at of [berlin(-1, TUESDAY, 10, 0), berlin(-1, TUESDAY, 10, 30), berlin(-1, TUESDAY, 10, 59), berlin(-1, TUESDAY, 14), berlin(-14, 3, 10)]) {
    await k
      .insertInto('questions')
      .values({ id: sql`default`, user_id: anna.id, question: 'Is this deductible?', asked_at: at, last_message_at: at })
      .execute();
  }
});

describe('the firm’s report', () => {
  it('counts hours sold and used, net revenue, orders, letters per type and arrivals per Berlin month and hour, on both transports', async () => {
    const res = await admin.rest('GET', '/api/admin/reports/firm?months=12');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.from).toBe(month(-11));
    expect(report.to).toBe(month(0));
    expect(report.months.map((m: { month: string }) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => month(i - 11)));
    const last = report.months[10];
    const current = report.months[11];
    expect(last).toEqual({
      month: month(-1),
      hoursSold: 15,
      minutesUsed: 135,
      revenueCents: 30_000,
      invoices: 2,
      creditNotes: 0,
      ordersPlaced: 3,
      ordersOpen: 0,
      openCents: 0,
      ordersPaid: 2,
      paidCents: 30_000,
    });
    expect(current).toEqual({
      month: month(0),
      hoursSold: 20,
      minutesUsed: 45,
      revenueCents: -15_000,
      invoices: 0,
      creditNotes: 1,
      ordersPlaced: 1,
      ordersOpen: 1,
      openCents: 5_000,
      ordersPaid: 0,
      paidCents: 0,
    });
    // Nothing else in range: the purchase, time entry and question of fourteen months ago are outside it.
    expect(
      report.months
        .slice(0, 10)
        .every((m: { hoursSold: number; minutesUsed: number; ordersPlaced: number }) => !m.hoursSold && !m.minutesUsed && !m.ordersPlaced),
    ).toBe(true);
    expect(report.letters).toEqual([
      { month: month(-1), letterType: 'einkommensteuerbescheid', letters: 2 },
      { month: month(-1), letterType: 'mahnung', letters: 1 },
      { month: month(0), letterType: null, letters: 1 },
    ]);
    expect(report.arrivals).toHaveLength(168);
    const cell = (weekday: number, hour: number) => report.arrivals.find((a: { weekday: number; hour: number }) => a.weekday === weekday && a.hour === hour);
    expect(cell(2, 10)).toEqual({ weekday: 2, hour: 10, questions: 3, letters: 2 });
    expect(cell(2, 14)).toEqual({ weekday: 2, hour: 14, questions: 1, letters: 0 });
    expect(cell(1, 8)).toEqual({ weekday: 1, hour: 8, questions: 0, letters: 1 });
    const total = report.arrivals.reduce((s: number, a: { questions: number; letters: number }) => s + a.questions + a.letters, 0);
    expect(total).toBe(4 + 4);
    expect(trpcData(await admin.trpc('query', 'admin.reports.firm', { months: 12 }))).toEqual(report);

    // 36 months reach the purchase, time entry and question of fourteen months ago.
    const long = (await admin.rest('GET', '/api/admin/reports/firm?months=36')).json();
    expect(long.months).toHaveLength(36);
    expect(long.months.find((m: { month: string }) => m.month === month(-14))).toMatchObject({ hoursSold: 99, minutesUsed: 60 });
    expect(long.arrivals.reduce((s: number, a: { questions: number }) => s + a.questions, 0)).toBe(5);
    expect(t.serverErrors).toEqual([]);
  });

  it('downloads each table as CSV with its header and a row per month, type or hour', async () => {
    const get = async (table: string) => {
      const res = await admin.rest('GET', `/api/admin/reports/${table}.csv?months=12`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${table}-${month(-11)}-${month(0)}.csv"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return res.body.trimEnd().split('\r\n');
    };
    const hours = await get('hours');
    expect(hours[0]).toBe('month,hours_sold,hours_used');
    expect(hours).toHaveLength(13);
    expect(hours.slice(-2)).toEqual([`${month(-1)},15,2.25`, `${month(0)},20,0.75`]);
    const revenue = await get('revenue');
    expect(revenue[0]).toBe('month,revenue_net_cents,invoices,credit_notes');
    // A negative amount stays a number (only text fields are defused against spreadsheet formulas).
    expect(revenue.slice(-2)).toEqual([`${month(-1)},30000,2,0`, `${month(0)},-15000,0,1`]);
    const orders = await get('orders');
    expect(orders[0]).toBe('month,placed,open,open_net_cents,paid,paid_net_cents');
    expect(orders.slice(-2)).toEqual([`${month(-1)},3,0,0,2,30000`, `${month(0)},1,1,5000,0,0`]);
    expect(await get('letters')).toEqual(['month,letter_type,letters', `${month(-1)},einkommensteuerbescheid,2`, `${month(-1)},mahnung,1`, `${month(0)},,1`]);
    const busiest = await get('busiest-hours');
    expect(busiest[0]).toBe('weekday,hour,questions,letters');
    expect(busiest).toHaveLength(169);
    expect(busiest).toContain('2,10,3,2');
    expect((await admin.rest('GET', '/api/admin/reports/salaries.csv')).statusCode).toBe(400);
    // The response-time tables keep their own route.
    expect((await admin.rest('GET', '/api/admin/reports/response-times.csv')).body.split('\r\n')[0]).toBe('month,promised_hours,clocks,kept,late,open');
    expect(t.serverErrors).toEqual([]);
  });

  it('refuses a reach out of 1–36 months, and everyone but the firm’s staff', async () => {
    for (const months of [0, 37, 'x']) {
      const res = await admin.rest('GET', `/api/admin/reports/firm?months=${months}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().messageKey).toBeTruthy();
      expect((await admin.rest('GET', `/api/admin/reports/hours.csv?months=${months}`)).statusCode).toBe(400);
    }
    expect(trpcError(await admin.trpc('query', 'admin.reports.firm', { months: 37 })).data.code).toBe('BAD_REQUEST');
    for (const [caller, status, code] of [
      [anna, 403, 'FORBIDDEN'],
      [visitor(t), 401, 'UNAUTHORIZED'],
    ] as const) {
      expect((await caller.rest('GET', '/api/admin/reports/firm')).statusCode).toBe(status);
      expect((await caller.rest('GET', '/api/admin/reports/hours.csv')).statusCode).toBe(status);
      expect((await caller.rest('GET', '/api/admin/reports/salaries.csv')).statusCode).toBe(status);
      expect(trpcError(await caller.trpc('query', 'admin.reports.firm', { months: 12 })).data.code).toBe(code);
    }
    expect(t.serverErrors).toEqual([]);
  });
});
