/**
 * The response-time report (decision record 061): per month and promise how many clocks were kept,
 * late or still open, per month and expert how many answers and how many in time; the same on REST
 * and tRPC, its tables as CSV, for the firm's staff only.
 */
import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { sql } from 'kysely';
import { db } from '../../kysely.js';
import { trpcData, trpcError, useTestAccounts, visitor } from '../../test/harness.js';
import { germanHolidays } from '../deadlines/holidays.js';
import { clockCalendar, firmClockHours } from '../questions/questions.queries.js';
import { responseDueAt } from '../questions/response-clock.js';

const { t, admin, anna } = useTestAccounts({ admin: ['admin', 'Katrin Vogel'], anna: ['client', 'Anna Muster'] });

const DAY = 86_400_000;
const monthOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' }).format(at);

/** Asks a question as Anna and sets its clock. @returns the question's id */
async function clock(c: { startedAt: Date; hours: number; answeredAt?: Date }): Promise<string> {
  const res = await anna.rest('POST', '/api/questions', { question: 'When is the Einspruch due?' });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  await t
    .em()
    .execute(`update response_clocks set started_at = ?, promised_hours = ?, answered_at = ?, answered_by = ? where question_id = ?`, [
      c.startedAt,
      c.hours,
      c.answeredAt ?? null,
      c.answeredAt ? admin.id : null,
      id,
    ]);
  return id;
}

describe('the response-time report', () => {
  it('counts kept, late and open promises per month and promise, and each expert’s answers, on both transports and as CSV', async () => {
    const now = Date.now();
    const fortyDaysAgo = new Date(now - 40 * DAY);
    const tenDaysAgo = new Date(now - 10 * DAY);
    await clock({ startedAt: fortyDaysAgo, hours: 24, answeredAt: new Date(fortyDaysAgo.getTime() + 3_600_000) }); // kept
    await clock({ startedAt: fortyDaysAgo, hours: 12, answeredAt: new Date(fortyDaysAgo.getTime() + 10 * DAY) }); // answered late
    await clock({ startedAt: tenDaysAgo, hours: 48 }); // still waiting, past its time
    await clock({ startedAt: new Date(now - 60_000), hours: 24 }); // still waiting, in time
    await clock({ startedAt: new Date(now - 400 * DAY), hours: 24, answeredAt: new Date(now - 399 * DAY) }); // before the report

    const res = await admin.rest('GET', '/api/admin/reports/response-times?months=12');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.to).toBe(monthOf(new Date(now)));
    const row = (month: string, hours: number) =>
      report.byPromise.find((r: { month: string; promisedHours: number }) => r.month === month && r.promisedHours === hours);
    expect(row(monthOf(fortyDaysAgo), 24)).toEqual({ month: monthOf(fortyDaysAgo), promisedHours: 24, clocks: 1, kept: 1, late: 0, open: 0 });
    expect(row(monthOf(fortyDaysAgo), 12)).toMatchObject({ clocks: 1, kept: 0, late: 1, open: 0 });
    expect(row(monthOf(tenDaysAgo), 48)).toMatchObject({ clocks: 1, kept: 0, late: 1, open: 0 });
    expect(row(monthOf(new Date(now)), 24)).toMatchObject({ clocks: 1, kept: 0, late: 0, open: 1 });
    expect(report.byPromise.reduce((sum: number, r: { clocks: number }) => sum + r.clocks, 0)).toBe(4);
    const answers = report.byExpert.filter((r: { expertId: string }) => r.expertId === admin.id);
    expect(answers.reduce((sum: number, r: { answered: number }) => sum + r.answered, 0)).toBe(2);
    expect(answers.reduce((sum: number, r: { kept: number }) => sum + r.kept, 0)).toBe(1);
    expect(answers.every((r: { expertName: string }) => r.expertName === 'Katrin Vogel')).toBe(true);
    expect(trpcData(await admin.trpc('query', 'admin.reports.responseTimes', { months: 12 }))).toEqual(report);

    const csv = await admin.rest('GET', '/api/admin/reports/response-times.csv?months=12&by=promise');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="response-times-by-promise-\d{4}-\d{2}-\d{4}-\d{2}\.csv"$/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('month,promised_hours,clocks,kept,late,open');
    expect(lines).toContain(`${monthOf(fortyDaysAgo)},24,1,1,0,0`);
    expect(lines).toHaveLength(report.byPromise.length + 1);
    const byExpert = await admin.rest('GET', '/api/admin/reports/response-times.csv?by=expert');
    expect(byExpert.body.split('\r\n')[0]).toBe('month,expert,answered,kept');
    expect(byExpert.body).toContain('Katrin Vogel');
  });

  it('refuses a reach out of 1–36 months, and everyone but the firm’s staff', async () => {
    for (const months of [0, 37, 'x']) expect((await admin.rest('GET', `/api/admin/reports/response-times?months=${months}`)).statusCode).toBe(400);
    expect(trpcError(await admin.trpc('query', 'admin.reports.responseTimes', { months: 37 })).data.code).toBe('BAD_REQUEST');
    for (const caller of [anna, visitor(t)]) {
      const [status, code] = caller === anna ? [403, 'FORBIDDEN'] : [401, 'UNAUTHORIZED'];
      expect((await caller.rest('GET', '/api/admin/reports/response-times')).statusCode).toBe(status);
      expect((await caller.rest('GET', '/api/admin/reports/response-times.csv')).statusCode).toBe(status);
      expect(trpcError(await caller.trpc('query', 'admin.reports.responseTimes', { months: 12 })).data.code).toBe(code);
    }
  });

  it('counts each clock as responseDueAt does, for 400 clocks at random instants in two sets of business hours (the stretch tables of decision record 066)', async () => {
    let seed = 66;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const k = db(t.em());
    const saturdays = JSON.stringify({ days: [1, 2, 3, 4, 6], opens: '07:30', closes: '12:15', state: 'BY' });
    const now = Date.now();
    for (let i = 0; i < 400; i++) {
      const asked = new Date(now - Math.floor(random() * 420 * DAY));
      const answered = random() < 0.75 ? new Date(Math.min(now - 1000, asked.getTime() + Math.floor(random() * 120 * 3_600_000))) : null;
      const { id } = await k
        .insertInto('questions')
        .values({ id: sql`default`, user_id: anna.id, question: 'Random?', asked_at: asked, last_message_at: asked })
        .returning('id')
        .executeTakeFirstOrThrow();
      await k
        .insertInto('response_clocks')
        .values({
          id: sql`default`,
          question_id: id,
          started_at: asked,
          promised_hours: [12, 24, 48][Math.floor(random() * 3)]!,
          business_hours: random() < 0.3 ? sql`${saturdays}::jsonb` : null,
          answered_at: answered,
          answered_by: answered ? admin.id : null,
        })
        .execute();
    }
    // The reference: every clock walked through the calendar one by one, as the report did before it read the due instants off tables.
    const firm = await firmClockHours(t.em());
    const clocks = await k.selectFrom('response_clocks').select(['started_at', 'promised_hours', 'business_hours', 'answered_at']).execute();
    for (const months of [12, 36]) {
      const report = trpcData(await admin.trpc('query', 'admin.reports.responseTimes', { months }));
      const [fromYear, fromMonth] = (report.from as string).split('-').map(Number) as [number, number];
      const from = new Date(new TZDate(fromYear, fromMonth - 1, 1, 'Europe/Berlin').getTime());
      const expected = new Map<string, { clocks: number; kept: number; late: number; open: number }>();
      const experts = new Map<string, { answered: number; kept: number }>();
      for (const c of clocks) {
        const started = new Date(c.started_at);
        const answered = c.answered_at ? new Date(c.answered_at) : null;
        const due = responseDueAt(started, c.promised_hours, [], germanHolidays, clockCalendar(c.business_hours, firm));
        const inTime = due !== undefined && (answered ?? new Date()) <= due;
        if (started >= from) {
          const key = `${monthOf(started)}|${c.promised_hours}`;
          const row = expected.get(key) ?? { clocks: 0, kept: 0, late: 0, open: 0 };
          row.clocks++;
          row[!answered && inTime ? 'open' : inTime ? 'kept' : 'late']++;
          expected.set(key, row);
        }
        if (answered && answered >= from) {
          const row = experts.get(monthOf(answered)) ?? { answered: 0, kept: 0 };
          row.answered++;
          if (inTime) row.kept++;
          experts.set(monthOf(answered), row);
        }
      }
      expect(
        Object.fromEntries(
          report.byPromise.map((r: { month: string; promisedHours: number; clocks: number; kept: number; late: number; open: number }) => [
            `${r.month}|${r.promisedHours}`,
            { clocks: r.clocks, kept: r.kept, late: r.late, open: r.open },
          ]),
        ),
      ).toEqual(Object.fromEntries(expected));
      expect(
        Object.fromEntries(
          report.byExpert
            .filter((r: { expertId: string }) => r.expertId === admin.id)
            .map((r: { month: string; answered: number; kept: number }) => [r.month, { answered: r.answered, kept: r.kept }]),
        ),
      ).toEqual(Object.fromEntries(experts));
    }
    expect(t.serverErrors).toEqual([]);
  });
});
