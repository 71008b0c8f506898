/**
 * The aggregate reads of the owner's report (docs/decisions/066-owner-report.md): each one
 * statement, grouped by month (or weekday and hour) in the database, in Berlin time, over the
 * half-open range [from, to); a month is its number in the range (1 the first). Counts and sums
 * come back as the driver returns them (int8 as text on pg): the service converts them.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type Expression, type RawBuilder } from 'kysely';
import { db } from '../../kysely.js';

/** The firm's time zone: months, weekdays and hours are counted on its wall clock (decision record 066). */
export const REPORT_ZONE = 'Europe/Berlin';

/**
 * The month of a timestamptz as its number in the range (1 = the first month), by a binary search
 * of the months' first instants in Berlin (`r.monthStarts`): several times cheaper per row than
 * converting each timestamp to Berlin's wall clock (`to_char(at at time zone …)`), which dominated
 * these statements (measured in docs/measurements.md, "The owner's report"). Grouped by position
 * (`group by 1`), as the parameter makes the select's and a group by's expression two.
 */
function monthNumber(at: Expression<Date>, r: ReportRange): RawBuilder<number> {
  return sql<number>`width_bucket(${at}, ${r.monthStarts}::timestamptz[])`;
}

/** `YYYY-MM` of a date column (a calendar day, already Berlin's: invoices' `issued_on`). */
function dayMonth(day: Expression<string>): RawBuilder<string> {
  return sql<string>`to_char(${day}, 'YYYY-MM')`;
}

/** A half-open range of instants, the same range as calendar days (`YYYY-MM-DD`) for date columns, and its months. */
export interface ReportRange {
  from: Date;
  to: Date;
  fromDay: string;
  toDay: string;
  /** The first instant of each month in Berlin and of the month after the last, as a PostgreSQL array literal (`{…,…}`). */
  monthStarts: string;
}

/** Hours of the purchases made per month (`month`: its number in the range; `hours`: int8 sum). */
export function hoursSoldByMonth(em: EntityManager, r: ReportRange) {
  return db(em)
    .selectFrom('purchases as pu')
    .select((eb) => [monthNumber(eb.ref('pu.purchased_at'), r).as('month'), eb.fn.sum<string | number>('pu.hours_total').as('hours')])
    .where('pu.purchased_at', '>=', r.from)
    .where('pu.purchased_at', '<', r.to)
    .groupBy(sql`1`)
    .execute();
}

/** Minutes of the time entries logged per month (`minutes`: int8 sum). */
export function minutesUsedByMonth(em: EntityManager, r: ReportRange) {
  return db(em)
    .selectFrom('time_entries as te')
    .select((eb) => [monthNumber(eb.ref('te.created_at'), r).as('month'), eb.fn.sum<string | number>('te.minutes').as('minutes')])
    .where('te.created_at', '>=', r.from)
    .where('te.created_at', '<', r.to)
    .groupBy(sql`1`)
    .execute();
}

/** Per month of issue: net cents of the invoices less those of the credit notes, and how many of each. */
export function revenueByMonth(em: EntityManager, r: ReportRange) {
  return db(em)
    .selectFrom('invoices as i')
    .select((eb) => [
      dayMonth(eb.ref('i.issued_on')).as('month'),
      sql<string | number>`sum(case when ${eb.ref('i.kind')} = 'credit_note' then -${eb.ref('i.net_cents')} else ${eb.ref('i.net_cents')} end)`.as('cents'),
      sql<string | number>`count(*) filter (where ${eb.ref('i.kind')} = 'invoice')`.as('invoices'),
      sql<string | number>`count(*) filter (where ${eb.ref('i.kind')} = 'credit_note')`.as('creditNotes'),
    ])
    .where('i.issued_on', '>=', r.fromDay)
    .where('i.issued_on', '<', r.toDay)
    .groupBy((eb) => dayMonth(eb.ref('i.issued_on')))
    .execute();
}

/** Per month the orders were placed: how many, how many still open and how many paid (ever: `paid_at` set), with their net cents. */
export function ordersByMonth(em: EntityManager, r: ReportRange) {
  return db(em)
    .selectFrom('orders as o')
    .select((eb) => [
      monthNumber(eb.ref('o.created_at'), r).as('month'),
      eb.fn.countAll<string | number>().as('placed'),
      sql<string | number>`count(*) filter (where ${eb.ref('o.status')} = 'open')`.as('open'),
      sql<string | number>`coalesce(sum(${eb.ref('o.net_cents')}) filter (where ${eb.ref('o.status')} = 'open'), 0)`.as('openCents'),
      sql<string | number>`count(*) filter (where ${eb.ref('o.paid_at')} is not null)`.as('paid'),
      sql<string | number>`coalesce(sum(${eb.ref('o.net_cents')}) filter (where ${eb.ref('o.paid_at')} is not null), 0)`.as('paidCents'),
    ])
    .where('o.created_at', '>=', r.from)
    .where('o.created_at', '<', r.to)
    .groupBy(sql`1`)
    .execute();
}

/** The letters received per month and type (null: not recognised or confirmed yet). */
export function lettersByMonthAndType(em: EntityManager, r: ReportRange) {
  return db(em)
    .selectFrom('letters as l')
    .select((eb) => [monthNumber(eb.ref('l.created_at'), r).as('month'), 'l.letter_type as letterType', eb.fn.countAll<string | number>().as('letters')])
    .where('l.created_at', '>=', r.from)
    .where('l.created_at', '<', r.to)
    .groupBy([sql`1`, 'l.letter_type'])
    .orderBy('month')
    .orderBy('letterType')
    .execute();
}

/**
 * Questions asked and letters received per ISO weekday (1 Monday … 7 Sunday) and hour, Berlin's
 * wall clock, over the range: one statement over both tables (union all, then grouped).
 */
export function arrivalsByWeekdayAndHour(em: EntityManager, r: ReportRange) {
  const zone = sql.lit(REPORT_ZONE);
  const k = db(em);
  const arrivals = k
    .selectFrom('questions as q')
    .select((eb) => [eb.ref('q.asked_at').as('at'), sql<number>`1`.as('question'), sql<number>`0`.as('letter')])
    .where('q.asked_at', '>=', r.from)
    .where('q.asked_at', '<', r.to)
    .unionAll(
      k
        .selectFrom('letters as l')
        .select((eb) => [eb.ref('l.created_at').as('at'), sql<number>`0`.as('question'), sql<number>`1`.as('letter')])
        .where('l.created_at', '>=', r.from)
        .where('l.created_at', '<', r.to),
    );
  return k
    .selectFrom(arrivals.as('a'))
    .select((eb) => [
      sql<number>`extract(isodow from ${eb.ref('a.at')} at time zone ${zone})::int`.as('weekday'),
      sql<number>`extract(hour from ${eb.ref('a.at')} at time zone ${zone})::int`.as('hour'),
      eb.fn.sum<string | number>('a.question').as('questions'),
      eb.fn.sum<string | number>('a.letter').as('letters'),
    ])
    .groupBy([sql`1`, sql`2`])
    .execute();
}
