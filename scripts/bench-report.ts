/**
 * How long the owner's report page takes on a seeded firm (docs/decisions/066-owner-report.md):
 * the service calls in one process (`firmReport` for 36 and 12 months, and the page's other report,
 * `responseTimeReport`) and the HTTP requests over a real socket to the server built as `npm start`
 * builds it (`GET /api/admin/reports/firm?months=36`, a CSV download, the response-time report,
 * and the page's two tRPC calls at once for 12 and 36 months), each 3 times to warm up and then
 * RUNS times; prints the median and the 95th percentile and writes them to .bench/report.json.
 *
 * Usage: `npm run seed:report -- --database-url postgres://postgres@127.0.0.1:5432/report_bench`
 * once, then `npm run bench:report -- --database-url postgres://postgres@127.0.0.1:5432/report_bench`
 * (BENCH_RUNS, default 20). It adds an admin with two-factor sign-in (`bench-admin@…`) to sign in.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generate as totp, generateSecret } from 'otplib';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { ServiceContext } from '../src/context.js';
import { migrate, openAppOrm, rootEm } from '../src/db.js';
import { db } from '../src/kysely.js';
import { createOrPromoteAdmin } from '../src/modules/auth/admin-account.js';
import { enableTotpWithSecret } from '../src/modules/auth/two-factor.service.js';
import { firmReport } from '../src/modules/reports/firm-report.service.js';
import { responseTimeReport } from '../src/modules/reports/reports.service.js';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/report_bench';
const runs = Number(process.env.BENCH_RUNS ?? 20);

/** Median and 95th percentile (nearest rank) of `xs`, in ms with one decimal. */
function stats(xs: number[]): { median: number; p95: number; runs: number } {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => Math.round(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]! * 10) / 10;
  return { median: at(0.5), p95: at(0.95), runs: s.length };
}

/** Times `fn` 3 times unmeasured, then `runs` times; prints the figures as they come. */
async function time(what: string, fn: () => Promise<unknown>): Promise<ReturnType<typeof stats>> {
  for (let i = 0; i < 3; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  const s = stats(ms);
  console.log(`  ${what.padEnd(52)} median ${String(s.median).padStart(6)}  p95 ${String(s.p95).padStart(6)}`);
  return s;
}

const config = { ...loadConfig({ ...process.env, DATABASE_URL: databaseUrl, PROCESS_ROLE: 'web', LOG_LEVEL: 'warn' }) };
const orm = await openAppOrm(config);
await migrate(orm);
const em = () => rootEm(orm).fork();
const questions = await db(em())
  .selectFrom('questions')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .executeTakeFirstOrThrow();
if (Number(questions.n) < 1000) throw new Error('Seed the database first: npm run seed:report -- --database-url …');

const email = 'bench-admin@report-bench.example';
const password = 'bench admin password';
await createOrPromoteAdmin(em(), { email, name: 'Bench Admin', password }, async () => password);
const admin = await db(em()).selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const secret = generateSecret();
await db(em()).deleteFrom('two_factor').where('user_id', '=', admin.id).execute();
await enableTotpWithSecret(em(), config, admin.id, secret);

const ctx = (): ServiceContext => ({
  em: em(),
  user: { id: admin.id, email, name: admin.name, role: 'admin', language: 'en', twoFactorEnabled: true } as ServiceContext['user'],
  log: console,
  config,
});

console.log(`The owner's report on ${databaseUrl.replace(/\/\/[^@]*@/, '//')} (${questions.n} questions), ${runs} runs each, ms:`);
const results: Record<string, ReturnType<typeof stats>> = {};
results['firmReport(36 months), service'] = await time('firmReport(36 months), service', () => firmReport(ctx(), { months: 36 }));
results['firmReport(12 months), service'] = await time('firmReport(12 months), service', () => firmReport(ctx(), { months: 12 }));
results['responseTimeReport(12 months), service'] = await time('responseTimeReport(12 months), service', () => responseTimeReport(ctx(), { months: 12 }));
results['responseTimeReport(36 months), service'] = await time('responseTimeReport(36 months), service', () => responseTimeReport(ctx(), { months: 36 }));

const app = await buildApp({ config, orm });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
try {
  const cookieOf = (res: Response) => /session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const second = await fetch(`${base}/api/auth/login/second-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `session=${cookieOf(login)}` },
    body: JSON.stringify({ code: await totp({ secret }) }),
  });
  if (second.status !== 200) throw new Error(`sign-in failed: ${second.status} ${await second.text()}`);
  const headers = { cookie: `session=${cookieOf(second)}` };
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  results['GET /api/admin/reports/firm?months=36'] = await time('GET /api/admin/reports/firm?months=36', () => get('/api/admin/reports/firm?months=36'));
  results['GET /trpc/admin.reports.firm (12 months, the page)'] = await time('GET /trpc/admin.reports.firm (12 months, the page)', () =>
    get(`/trpc/admin.reports.firm?input=${encodeURIComponent('{"months":12}')}`),
  );
  results['GET /api/admin/reports/busiest-hours.csv?months=36'] = await time('GET /api/admin/reports/busiest-hours.csv?months=36', () =>
    get('/api/admin/reports/busiest-hours.csv?months=36'),
  );
  results['GET /api/admin/reports/response-times?months=12'] = await time('GET /api/admin/reports/response-times?months=12', () =>
    get('/api/admin/reports/response-times?months=12'),
  );
  results['GET /api/admin/reports/response-times?months=36'] = await time('GET /api/admin/reports/response-times?months=36', () =>
    get('/api/admin/reports/response-times?months=36'),
  );
  // The page asks for both reports at once (its loader, and the period's select).
  const page = (months: number) =>
    Promise.all([
      get(`/trpc/admin.reports.firm?input=${encodeURIComponent(JSON.stringify({ months }))}`),
      get(`/trpc/admin.reports.responseTimes?input=${encodeURIComponent(JSON.stringify({ months }))}`),
    ]);
  results['the page: both reports at once, 12 months'] = await time('the page: both reports at once, 12 months', () => page(12));
  results['the page: both reports at once, 36 months'] = await time('the page: both reports at once, 36 months', () => page(36));
} finally {
  await app.close();
  await orm.close(true);
}

mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/report.json', JSON.stringify({ at: new Date().toISOString(), databaseUrl, runs, results }, null, 2));
