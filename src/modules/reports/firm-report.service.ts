/**
 * The owner's report of the firm's figures (docs/decisions/066-owner-report.md): hours sold and
 * used, net revenue, orders, letters by type per month, and when work arrives. Six aggregate
 * statements (firm-report.queries.ts), run side by side; JavaScript only lays their few rows
 * (at most one per month, type or hour) into the report's shape.
 */
import { TZDate } from '@date-fns/tz';
import { requireOwner, type ServiceContext } from '../../context.js';
import type { ArrivalCell, FirmMonth, FirmReport, FirmReportInput, FirmReportTable } from '../../shared/reports/firm-report.schema.js';
import {
  arrivalsByWeekdayAndHour,
  hoursSoldByMonth,
  lettersByMonthAndType,
  minutesUsedByMonth,
  ordersByMonth,
  REPORT_ZONE,
  revenueByMonth,
  type ReportRange,
} from './firm-report.queries.js';
import { csvField } from './reports.service.js';

/** `YYYY-MM` of the Berlin month `offset` months after the month of `now` (negative: before). */
function berlinMonth(now: Date, offset: number): { month: string; start: Date } {
  const z = new TZDate(now.getTime(), REPORT_ZONE);
  const start = new TZDate(z.getFullYear(), z.getMonth() + offset, 1, REPORT_ZONE);
  return { month: `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}`, start: new Date(start.getTime()) };
}

/** A count or sum as the drivers return it (int8 as text on pg) -> number. */
const num = (v: string | number | null | undefined): number => Number(v ?? 0);

/**
 * The firm's report for the last `months` Berlin months at `now`, the current month included
 * (decision record 066).
 * @param ctx an admin's context
 * @param input `months`: 1–36 (parsed by FirmReportInputSchema)
 * @param now the instant whose month is the last one (tests pass their own)
 * @returns `months`: one row per month, oldest first, zeros included: hours sold (whole hours),
 *   minutes used, net revenue in euro cents (invoices less credit notes, by issue date), orders
 *   placed, open and paid with their net euro cents; `letters`: per month and letter type;
 *   `arrivals`: questions and letters per ISO weekday and hour, all 168 cells
 * @throws AppError UNAUTHORIZED / FORBIDDEN for anyone but an admin
 */
export async function firmReport(ctx: ServiceContext, { months }: FirmReportInput, now = new Date()): Promise<FirmReport> {
  const { em } = requireOwner(ctx);
  const first = berlinMonth(now, -(months - 1));
  const next = berlinMonth(now, 1);
  const list = Array.from({ length: months + 1 }, (_, i) => berlinMonth(first.start, i));
  const range: ReportRange = {
    from: first.start,
    to: next.start,
    fromDay: `${first.month}-01`,
    toDay: `${next.month}-01`,
    monthStarts: `{${list.map((m) => m.start.toISOString()).join(',')}}`,
  };
  const [sold, used, revenue, orders, letters, arrivals] = await Promise.all([
    hoursSoldByMonth(em, range),
    minutesUsedByMonth(em, range),
    revenueByMonth(em, range),
    ordersByMonth(em, range),
    lettersByMonthAndType(em, range),
    arrivalsByWeekdayAndHour(em, range),
  ]);
  const byMonth = new Map<string, FirmMonth>();
  for (const { month } of list.slice(0, months)) {
    byMonth.set(month, {
      month,
      hoursSold: 0,
      minutesUsed: 0,
      revenueCents: 0,
      invoices: 0,
      creditNotes: 0,
      ordersPlaced: 0,
      ordersOpen: 0,
      openCents: 0,
      ordersPaid: 0,
      paidCents: 0,
    });
  }
  // At most one row per month and statement: the database has grouped them.
  // A month comes as its number in the range (1 the first; the invoices' as YYYY-MM).
  const monthOf = (n: string | number) => list[Number(n) - 1]?.month ?? '';
  const set = (month: string, values: Partial<FirmMonth>) => Object.assign(byMonth.get(month) ?? {}, values);
  for (const r of sold) set(monthOf(r.month), { hoursSold: num(r.hours) });
  for (const r of used) set(monthOf(r.month), { minutesUsed: num(r.minutes) });
  for (const r of revenue) set(r.month, { revenueCents: num(r.cents), invoices: num(r.invoices), creditNotes: num(r.creditNotes) });
  for (const r of orders) {
    set(monthOf(r.month), {
      ordersPlaced: num(r.placed),
      ordersOpen: num(r.open),
      openCents: num(r.openCents),
      ordersPaid: num(r.paid),
      paidCents: num(r.paidCents),
    });
  }
  const cells = new Map(arrivals.map((a) => [`${num(a.weekday)}|${num(a.hour)}`, a]));
  const grid: ArrivalCell[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    for (let hour = 0; hour < 24; hour++) {
      const a = cells.get(`${weekday}|${hour}`);
      grid.push({ weekday, hour, questions: num(a?.questions), letters: num(a?.letters) });
    }
  }
  return {
    from: first.month,
    to: berlinMonth(now, 0).month,
    months: [...byMonth.values()],
    letters: letters.map((l) => ({ month: monthOf(l.month), letterType: l.letterType, letters: num(l.letters) })),
    arrivals: grid,
  };
}

/**
 * Rows as CSV text (RFC 4180, CRLF after each line): a text field through csvField (a leading =, +, -
 * or @ defused), a number as it is, so that a negative revenue stays a number for the spreadsheet.
 */
function csvText(lines: (string | number | null)[][]): string {
  return lines.map((l) => l.map((v) => (typeof v === 'number' ? String(v) : csvField(v))).join(',')).join('\r\n') + '\r\n';
}

/** Minutes as decimal hours with a point ("12.25"), for the CSV. */
const hours = (minutes: number): string => String(Math.round((minutes / 60) * 100) / 100);

/**
 * One table of the report as CSV (RFC 4180, CRLF, a header row; decision record 066): `hours`
 * (hours sold, hours used as decimal hours), `revenue` (net euro cents), `orders` (counts and net
 * euro cents), `letters` (per month and type; an unknown type is empty), `busiest-hours` (ISO
 * weekday 1–7, hour 0–23, Berlin).
 */
export function firmReportCsv(report: FirmReport, table: FirmReportTable): string {
  const m = report.months;
  switch (table) {
    case 'hours':
      return csvText([['month', 'hours_sold', 'hours_used'], ...m.map((r) => [r.month, r.hoursSold, hours(r.minutesUsed)])]);
    case 'revenue':
      return csvText([['month', 'revenue_net_cents', 'invoices', 'credit_notes'], ...m.map((r) => [r.month, r.revenueCents, r.invoices, r.creditNotes])]);
    case 'orders':
      return csvText([
        ['month', 'placed', 'open', 'open_net_cents', 'paid', 'paid_net_cents'],
        ...m.map((r) => [r.month, r.ordersPlaced, r.ordersOpen, r.openCents, r.ordersPaid, r.paidCents]),
      ]);
    case 'letters':
      return csvText([['month', 'letter_type', 'letters'], ...report.letters.map((r) => [r.month, r.letterType, r.letters])]);
    case 'busiest-hours':
      return csvText([['weekday', 'hour', 'questions', 'letters'], ...report.arrivals.map((r) => [r.weekday, r.hour, r.questions, r.letters])]);
  }
}
