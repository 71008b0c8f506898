/**
 * The read path of `GET /api/questions` in one process, without HTTP or the session check:
 * the typed Kysely read (`questionPageOf`, decision record 033) against the raw-SQL read it replaced
 * (decision record 002: one `em.execute` string, rows asserted and mapped), on the same database,
 * in alternating rounds so that a busy machine slows both alike. Prints the median CPU and wall
 * time per call of each, and Kysely's cost to build and compile the statement alone.
 *
 * Usage: `npx tsx scripts/bench-typed-reads.ts` (DATABASE_URL, default the local PostgreSQL;
 * a throw-away database is created and dropped). BENCH_CALLS (default 2000), BENCH_ROUNDS (5).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { migrate, openOrm, rootEm } from '../src/db.js';
import { db } from '../src/kysely.js';
import { questionColumns, questionPageOf } from '../src/modules/questions/questions.queries.js';
import { isoDate, isoDateOrNull } from '../src/timestamps.js';
import type { EntityManager } from '@mikro-orm/sql';
import type { Question } from '../src/shared/questions/questions.schema.js';

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const calls = Number(process.env.BENCH_CALLS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

/** The list read as decision record 002 had it (questions.service.ts before 033). */
async function rawPage(em: EntityManager, userId: string, limit: number): Promise<Question[]> {
  const a = 'q';
  const rows = await em.execute<
    {
      id: string;
      userId: string;
      question: string;
      status: 'pending' | 'answered';
      answer: string | null;
      askedAt: Date | string;
      answeredAt: Date | string | null;
      letterId: string | null;
      letterExplained: boolean;
      messageCount: number | string;
      lastMessageAt: Date | string;
      at: string;
    }[]
  >(
    `select ${a}.id, ${a}.user_id as "userId", ${a}.question, ${a}.answer, ${a}.status, ${a}.asked_at as "askedAt", ${a}.answered_at as "answeredAt",
          ${a}.letter_id as "letterId", ${a}.message_count as "messageCount", ${a}.last_message_at as "lastMessageAt",
          exists (select 1 from letters ql where ql.id = ${a}.letter_id and ql.user_id = ${a}.user_id
                    and ql.answered_at is not null and ql.answer_summary is not null) as "letterExplained",
          to_char(q.asked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
       from questions q
      where q.user_id = ?
      order by q.asked_at desc, q.id desc
      limit ?`,
    [userId, limit + 1],
  );
  return rows.slice(0, limit).map((q) => ({
    id: q.id,
    userId: q.userId,
    question: q.question,
    answer: q.answer ?? null,
    status: q.status,
    askedAt: isoDate(q.askedAt),
    answeredAt: isoDateOrNull(q.answeredAt ?? null),
    letterId: q.letterId ?? null,
    letterExplained: q.letterExplained ?? false,
    messageCount: Number(q.messageCount ?? 1),
    lastMessageAt: isoDate(q.lastMessageAt ?? q.answeredAt ?? q.askedAt),
  }));
}

async function measure(fn: () => Promise<unknown>): Promise<{ cpu: number; wall: number }> {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) await fn();
  const c = process.cpuUsage(c0);
  const wall = Number(process.hrtime.bigint() - t0) / 1000;
  return { cpu: (c.user + c.system) / calls, wall: wall / calls };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const name = `bench_reads_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;
const orm = await openOrm({ databaseUrl: url.toString() });
try {
  await migrate(orm);
  const em = rootEm(orm).fork();
  const userId = randomUUID();
  await em.execute(`insert into users (id, email, password, name, created_at) values (?, ?, 'x', 'Bench', now())`, [userId, `${userId}@example.org`]);
  await em.execute(
    `insert into questions (id, user_id, question, status, asked_at, last_message_at)
     select gen_random_uuid(), ?, 'Question ' || i, 'pending', now() - i * interval '1 minute', now() - i * interval '1 minute' from generate_series(1, 20) as i`,
    [userId],
  );
  const same = JSON.stringify((await questionPageOf(em, userId, 50, null)).items) === JSON.stringify(await rawPage(em, userId, 50));
  if (!same) throw new Error('the two reads disagree');
  const results = { raw: { cpu: [] as number[], wall: [] as number[] }, kysely: { cpu: [] as number[], wall: [] as number[] }, compile: [] as number[] };
  await measure(() => rawPage(em, userId, 50));
  await measure(() => questionPageOf(em, userId, 50, null));
  for (let r = 0; r < rounds; r++) {
    const a = await measure(() => rawPage(em, userId, 50));
    const b = await measure(() => questionPageOf(em, userId, 50, null));
    results.raw.cpu.push(a.cpu);
    results.raw.wall.push(a.wall);
    results.kysely.cpu.push(b.cpu);
    results.kysely.wall.push(b.wall);
    const k = db(em);
    const c0 = process.cpuUsage();
    for (let i = 0; i < calls; i++) {
      k.selectFrom('questions')
        .select(questionColumns)
        .where('questions.user_id', '=', userId)
        .orderBy('questions.asked_at', 'desc')
        .orderBy('questions.id', 'desc')
        .limit(51)
        .compile();
    }
    const c = process.cpuUsage(c0);
    results.compile.push((c.user + c.system) / calls);
  }
  const f = (x: number) => x.toFixed(0).padStart(6);
  console.log(`${calls} calls x ${rounds} rounds, 20 questions, medians (µs per call):`);
  console.log(`raw SQL (002)     cpu ${f(median(results.raw.cpu))}  wall ${f(median(results.raw.wall))}`);
  console.log(`Kysely (033)      cpu ${f(median(results.kysely.cpu))}  wall ${f(median(results.kysely.wall))}`);
  console.log(`Kysely build+compile only  cpu ${f(median(results.compile))}`);
} finally {
  await orm.close(true);
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
