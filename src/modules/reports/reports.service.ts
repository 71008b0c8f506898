/**
 * The owner's reports (decision record 061): how often the firm kept its response-time promises.
 * Reads `response_clocks`; each clock's answer-by instant is computed with the clock of
 * src/modules/questions/response-clock.ts, in the business hours the clock recorded when it started
 * (today's for a clock older than that column) and the Land's holidays.
 */
import { TZDate } from '@date-fns/tz';
import { sql, type Expression } from 'kysely';
import { requireOwner, type ServiceContext } from '../../context.js';
import { db } from '../../kysely.js';
import type { ResponseTimeReport, ResponseTimeReportInput } from '../../shared/reports/reports.schema.js';
import { germanHolidays } from '../deadlines/holidays.js';
import { clockCalendar, firmClockHours } from '../questions/questions.queries.js';
import { businessStretchTable, dueAtInTable, localDate, responseDueAt, type BusinessHours } from '../questions/response-clock.js';

const ZONE = 'Europe/Berlin';

/** YYYY-MM of an instant in Berlin. */
function monthOf(at: Date): string {
  return localDate(at, ZONE).slice(0, 7);
}

/** The first instant of the month `back` months before `now`'s month, in Berlin. */
function monthStart(now: Date, back: number): Date {
  const z = new TZDate(now.getTime(), ZONE);
  return new Date(new TZDate(z.getFullYear(), z.getMonth() - back, 1, ZONE).getTime());
}

/**
 * The response-time report of the last `months` months at `now` (the current month included):
 * per month a clock started and promise, how many were kept, late and still open; per month an
 * expert answered, how many answers and how many in time. Rows by month, then promise or name.
 */
export async function responseTimeReport(ctx: ServiceContext, { months }: ResponseTimeReportInput, now = new Date()): Promise<ResponseTimeReport> {
  const { em } = requireOwner(ctx);
  const from = monthStart(now, months - 1);
  // The first instant of each month of the report and of the month after: a row's month is its
  // number among them, found by the database (width_bucket), cheaper per row than converting each
  // timestamp to Berlin's wall clock (decision record 066).
  const starts = Array.from({ length: months + 1 }, (_, i) => monthStart(now, months - 1 - i));
  const names = starts.map(monthOf);
  const bounds = `{${starts.map((d) => d.toISOString()).join(',')}}`;
  const k = db(em);
  // A clock answered (or, while open, now) within its promise counted in wall-clock hours was
  // answered in time for certain: business hours are a part of the clock's hours. The database
  // counts those by month and promise, and by month and expert; only the others are read one by
  // one and their due instant computed (decision record 066).
  const sure = (answeredAt: Expression<Date | null>, startedAt: Expression<Date>, hours: Expression<number>) =>
    sql<boolean>`coalesce(${answeredAt}, ${now}::timestamptz) <= ${startedAt} + make_interval(hours => ${hours})`;
  const monthOfColumn = (at: Expression<Date | null>) => sql<number>`width_bucket(${at}, ${bounds}::timestamptz[])`;
  const [surePromises, sureAnswers, rows] = await Promise.all([
    k
      .selectFrom('response_clocks as rc')
      .select((eb) => [
        monthOfColumn(eb.ref('rc.started_at')).as('month'),
        'rc.promised_hours',
        eb.fn.countAll<string | number>().as('clocks'),
        eb.fn.count<string | number>('rc.answered_at').as('answered'),
      ])
      .where('rc.started_at', '>=', from)
      .where((eb) => sure(eb.ref('rc.answered_at'), eb.ref('rc.started_at'), eb.ref('rc.promised_hours')))
      .groupBy([sql`1`, 'rc.promised_hours'])
      .execute(),
    k
      .selectFrom('response_clocks as rc')
      .leftJoin('users as u', 'u.id', 'rc.answered_by')
      .select((eb) => [monthOfColumn(eb.ref('rc.answered_at')).as('month'), 'rc.answered_by', 'u.name', eb.fn.countAll<string | number>().as('answered')])
      .where('rc.answered_at', '>=', from)
      .where((eb) => sure(eb.ref('rc.answered_at'), eb.ref('rc.started_at'), eb.ref('rc.promised_hours')))
      .groupBy([sql`1`, 'rc.answered_by', 'u.name'])
      .execute(),
    k
      .selectFrom('response_clocks as rc')
      .leftJoin('users as u', 'u.id', 'rc.answered_by')
      .select((eb) => [
        // Epoch milliseconds as float8: the drivers parse timestamps into Dates far slower than
        // numbers (decision record 066, measured with scripts/bench-report.ts).
        sql<number>`(extract(epoch from ${eb.ref('rc.started_at')}) * 1000)::float8`.as('startedAt'),
        'rc.promised_hours',
        // As text: the key of its business hours' table below, parsed once per distinct value.
        sql<string | null>`${eb.ref('rc.business_hours')}::text`.as('businessHours'),
        sql<number | null>`(extract(epoch from ${eb.ref('rc.answered_at')}) * 1000)::float8`.as('answeredAt'),
        'rc.answered_by',
        'u.name',
        monthOfColumn(eb.ref('rc.started_at')).as('startedMonth'),
        sql<number | null>`${monthOfColumn(eb.ref('rc.answered_at'))}`.as('answeredMonth'),
      ])
      .where((eb) => eb.or([eb('rc.started_at', '>=', from), eb('rc.answered_at', '>=', from)]))
      .where((eb) => eb.not(sure(eb.ref('rc.answered_at'), eb.ref('rc.started_at'), eb.ref('rc.promised_hours'))))
      .execute(),
  ]);
  const calendar = await firmClockHours(em);
  // Each distinct set of business hours (a clock records those of its start) is laid out once, from
  // two months before the report to two months after now; a clock outside it walks the calendar
  // itself (responseDueAt). Decision record 066: the report must answer within 300 ms for a firm of
  // 50,000 questions, and walking the calendar clock by clock took 3 s for 12 months.
  const tables = new Map<string, { hours: BusinessHours; table: ReturnType<typeof businessStretchTable> }>();
  const tableFrom = new Date(from.getTime() - 62 * 86_400_000);
  const tableUntil = new Date(now.getTime() + 62 * 86_400_000);
  const dueAtOf = (started: Date, promisedHours: number, recorded: string | null): Date | undefined => {
    const key = recorded ?? '';
    let entry = tables.get(key);
    if (!entry) {
      const hours = clockCalendar(recorded, calendar);
      entry = { hours, table: businessStretchTable(tableFrom, tableUntil, germanHolidays, hours) };
      tables.set(key, entry);
    }
    const due = dueAtInTable(entry.table, started, promisedHours);
    return due !== null ? new Date(due) : responseDueAt(started, promisedHours, [], germanHolidays, entry.hours);
  };
  const byPromise = new Map<string, ResponseTimeReport['byPromise'][number]>();
  const byExpert = new Map<string, ResponseTimeReport['byExpert'][number]>();
  for (const r of surePromises) {
    const month = names[Number(r.month) - 1] ?? '';
    const [clocks, answered] = [Number(r.clocks), Number(r.answered)];
    byPromise.set(`${month}|${r.promised_hours}`, { month, promisedHours: r.promised_hours, clocks, kept: answered, late: 0, open: clocks - answered });
  }
  for (const r of sureAnswers) {
    const month = names[Number(r.month) - 1] ?? '';
    const answered = Number(r.answered);
    byExpert.set(`${month}|${r.answered_by ?? ''}`, { month, expertId: r.answered_by, expertName: r.name, answered, kept: answered });
  }
  for (const r of rows) {
    const started = new Date(Number(r.startedAt));
    const dueAt = dueAtOf(started, r.promised_hours, r.businessHours);
    const answered = r.answeredAt === null ? null : new Date(Number(r.answeredAt));
    const inTime = dueAt !== undefined && (answered ?? now) <= dueAt;
    if (started >= from) {
      const month = names[r.startedMonth - 1] ?? monthOf(started);
      const key = `${month}|${r.promised_hours}`;
      const row = byPromise.get(key) ?? { month, promisedHours: r.promised_hours, clocks: 0, kept: 0, late: 0, open: 0 };
      row.clocks++;
      if (!answered && inTime) row.open++;
      else if (inTime) row.kept++;
      else row.late++;
      byPromise.set(key, row);
    }
    if (answered && answered >= from) {
      const month = names[Number(r.answeredMonth) - 1] ?? monthOf(answered);
      const key = `${month}|${r.answered_by ?? ''}`;
      const row = byExpert.get(key) ?? { month, expertId: r.answered_by, expertName: r.name, answered: 0, kept: 0 };
      row.answered++;
      if (inTime) row.kept++;
      byExpert.set(key, row);
    }
  }
  return {
    from: monthOf(from),
    to: monthOf(now),
    byPromise: [...byPromise.values()].sort((a, b) => a.month.localeCompare(b.month) || a.promisedHours - b.promisedHours),
    byExpert: [...byExpert.values()].sort((a, b) => a.month.localeCompare(b.month) || (a.expertName ?? '').localeCompare(b.expertName ?? '')),
  };
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ defused. */
export function csvField(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The report's table `by` ('promise' or 'expert') as CSV (RFC 4180, CRLF, a header row). */
export function responseTimeCsv(report: ResponseTimeReport, by: 'promise' | 'expert'): string {
  const lines =
    by === 'promise'
      ? [
          ['month', 'promised_hours', 'clocks', 'kept', 'late', 'open'],
          ...report.byPromise.map((r) => [r.month, r.promisedHours, r.clocks, r.kept, r.late, r.open]),
        ]
      : [['month', 'expert', 'answered', 'kept'], ...report.byExpert.map((r) => [r.month, r.expertName, r.answered, r.kept])];
  return lines.map((l) => l.map(csvField).join(',')).join('\r\n') + '\r\n';
}
