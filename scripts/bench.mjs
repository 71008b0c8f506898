#!/usr/bin/env node
/**
 * `npm run bench`: throughput and latency of the portal's authenticated reads against a bare
 * reference route, on PostgreSQL.
 *
 * 1. Builds the server (tsc) when dist/ is missing or older than the sources.
 * 2. Uses DATABASE_URL when set; otherwise creates `bench_<timestamp>` on
 *    BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) and drops it at the end.
 * 3. Starts the built server as a child process (temp DATA_DIR, free PORT, LOG_LEVEL=warn),
 *    registers one client and gives it 20 questions.
 * 4. Starts the reference server as a second child process (this file with `--reference`):
 *    plain Fastify (logger at `warn`, like the portal) + a `pg.Pool` of max 10, one route
 *    GET /ref/questions that runs the very SQL the portal's list runs, for that user, and maps
 *    the rows to the same DTO. No session, no ORM, no plugins.
 * 5. Drives, with autocannon (BENCH_CONNECTIONS=50 connections, BENCH_DURATION=10 s, after a
 *    BENCH_WARMUP=2 s warm-up each): the reference, then GET /api/questions and GET /api/auth/me
 *    with the session cookie.
 * 6. Prints req/s, p99 and non-2xx for each, the ratios against the reference and PASS/FAIL
 *    (target for the list: throughput >= 0.7 x reference, p99 <= 1.5 x reference), and writes
 *    everything to .bench/bench-<date>.json.
 *
 * BENCH_ROUTES=questions|me restricts the portal routes measured (profiling).
 * BENCH_PORTAL_NODE_ARGS passes extra Node flags to the portal (e.g. `--cpu-prof --cpu-prof-dir=.bench/prof`).
 *
 * Exit code: 1 when the run is invalid (non-2xx responses, socket errors, a failed step);
 * a missed target exits 0 unless BENCH_STRICT=1.
 * Children, the created database and the temp DATA_DIR are removed even on failure.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, freePort, registerClient } from './lib.mjs';

const SELF = fileURLToPath(import.meta.url);
const ROOT = resolve(dirname(SELF), '..');

/**
 * The list query as listQuestions runs it (src/modules/questions/questions.service.ts: the
 * question's columns and whether its letter is explained, the first page of 50, one row more to
 * know whether there is a next page).
 */
const LIST_SQL = `select q.*, exists (select 1 from letters ql where ql.id = q.letter_id and ql.user_id = q.user_id
                                        and ql.answered_at is not null and ql.answer_summary is not null) as letter_explained
                    from questions q where q.user_id = $1 order by q.asked_at desc, q.id desc limit 51`;

if (process.argv.includes('--reference')) {
  await runReferenceServer();
} else {
  await runBench();
}

// ---------------------------------------------------------------------------------------------
// Reference server (child process)
// ---------------------------------------------------------------------------------------------

async function runReferenceServer() {
  const { default: Fastify } = await import('fastify');
  const { default: pg } = await import('pg');
  const { REF_DATABASE_URL, REF_USER_ID, REF_PORT } = process.env;
  const pool = new pg.Pool({ connectionString: REF_DATABASE_URL, max: 10 });
  const app = Fastify({ logger: { level: 'warn' } });
  app.get('/ref/questions', async () => {
    const { rows } = await pool.query(LIST_SQL, [REF_USER_ID]);
    return rows.slice(0, 50).map((q) => ({
      id: q.id,
      userId: q.user_id,
      question: q.question,
      answer: q.answer ?? null,
      status: q.status,
      askedAt: new Date(q.asked_at).toISOString(),
      answeredAt: q.answered_at ? new Date(q.answered_at).toISOString() : null,
      letterId: q.letter_id ?? null,
      letterExplained: q.letter_explained,
      messageCount: Number(q.message_count),
      lastMessageAt: new Date(q.last_message_at ?? q.answered_at ?? q.asked_at).toISOString(),
    }));
  });
  const close = async () => {
    await app.close().catch(() => {});
    await pool.end().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  // The parent holds our stdin: when it goes away, so do we.
  process.stdin.on('end', () => void close());
  process.stdin.resume();
  await app.listen({ port: Number(REF_PORT), host: '127.0.0.1' });
}

// ---------------------------------------------------------------------------------------------
// Bench (parent process)
// ---------------------------------------------------------------------------------------------

async function runBench() {
  const { default: autocannon } = await import('autocannon');
  const { default: pg } = await import('pg');

  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const warmup = Number(process.env.BENCH_WARMUP ?? 2);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const strict = process.env.BENCH_STRICT === '1';
  // BENCH_ROUTES=questions (or me): measure only those portal routes (the reference always runs).
  const onlyRoutes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',').map((s) => s.trim()) : null;
  const TARGET = { throughputRatioMin: 0.7, p99RatioMax: 1.5 };
  const QUESTIONS = 20;

  const children = [];
  let dataDir;
  let createdDb; // { adminUrl, name }
  let cleanedUp = false;

  const cleanup = async () => {
    if (cleanedUp) return;
    cleanedUp = true;
    await Promise.all(children.map((c) => stopChild(c)));
    if (createdDb) {
      const admin = new pg.Client({ connectionString: createdDb.adminUrl });
      try {
        await admin.connect();
        await admin.query(`drop database if exists "${createdDb.name}" with (force)`);
        log(`dropped database ${createdDb.name}`);
      } catch (err) {
        console.error(`!! could not drop database ${createdDb.name}: ${err.message}`);
      } finally {
        await admin.end().catch(() => {});
      }
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      console.error(`\n${sig}: cleaning up`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  let exitCode = 0;
  try {
    ensureServerBuilt();

    // --- database ---
    let databaseUrl = process.env.DATABASE_URL || undefined;
    if (!databaseUrl) {
      const adminUrl = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
      const name = `bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database "${name}"`);
      } finally {
        await admin.end();
      }
      createdDb = { adminUrl, name };
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      databaseUrl = u.toString();
      log(`created database ${name}`);
    } else {
      log('using DATABASE_URL from the environment');
    }

    let pgVersion = null;
    {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      pgVersion = (await c.query('show server_version')).rows[0].server_version;
      await c.end();
    }

    // --- portal ---
    dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    const portalPort = await freePort();
    const portalEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(portalPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_SQL: 'false',
    };
    delete portalEnv.SESSION_SECRET; // a key generated in the temp DATA_DIR
    // BENCH_PORTAL_NODE_ARGS: extra Node flags for the portal, e.g. '--cpu-prof --cpu-prof-dir=.bench/prof'.
    const portalNodeArgs = (process.env.BENCH_PORTAL_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
    const portal = startChild('portal', [...portalNodeArgs, join(ROOT, 'dist/src/main.js')], portalEnv);
    children.push(portal);
    const base = `http://127.0.0.1:${portalPort}`;
    await waitForHttp(`${base}/api/auth/me`, portal);
    log(`portal listening on ${base} (pid ${portal.proc.pid})`);

    // One user (register is limited to 10/min per address), 20 questions.
    const email = `bench-${Date.now()}@example.com`;
    const { cookie, user } = await registerClient(base, { name: 'Bench Client', email, password: 'bench-password-123' });
    const userId = user.id;
    for (let i = 1; i <= QUESTIONS; i++) {
      const r = await fetch(`${base}/api/questions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ question: `Benchmark question ${i}: how do I declare my home office, and which receipts do I need to keep?` }),
      });
      if (r.status !== 201) throw new Error(`create question ${i}: HTTP ${r.status} ${await r.text()}`);
    }

    // --- reference ---
    const refPort = await freePort();
    const ref = startChild('reference', [SELF, '--reference'], {
      ...process.env,
      REF_DATABASE_URL: databaseUrl,
      REF_USER_ID: userId,
      REF_PORT: String(refPort),
    });
    children.push(ref);
    const refBase = `http://127.0.0.1:${refPort}`;
    await waitForHttp(`${refBase}/ref/questions`, ref);
    log(`reference listening on ${refBase} (pid ${ref.proc.pid})`);

    // --- sanity: same data, same shape ---
    const portalList = await getJson(`${base}/api/questions`, { cookie });
    const refList = await getJson(`${refBase}/ref/questions`, {});
    if (!Array.isArray(portalList) || portalList.length !== QUESTIONS) {
      throw new Error(`GET /api/questions returned ${Array.isArray(portalList) ? portalList.length : typeof portalList} items, expected ${QUESTIONS}`);
    }
    if (JSON.stringify(portalList) !== JSON.stringify(refList)) {
      throw new Error('the reference route does not return the same JSON as GET /api/questions');
    }
    const me = await getJson(`${base}/api/auth/me`, { cookie });
    if (me?.user?.id !== userId) throw new Error('GET /api/auth/me did not return the bench user');
    log(`both list routes return the same ${QUESTIONS} questions (${JSON.stringify(portalList).length} bytes)`);

    // --- load ---
    const targets = [
      { name: 'reference GET /ref/questions', key: 'reference', url: `${refBase}/ref/questions`, headers: {} },
      { name: 'portal GET /api/questions', key: 'questions', url: `${base}/api/questions`, headers: { cookie } },
      { name: 'portal GET /api/auth/me', key: 'me', url: `${base}/api/auth/me`, headers: { cookie } },
    ];
    const results = {};
    for (const t of targets) {
      if (onlyRoutes && t.key !== 'reference' && !onlyRoutes.includes(t.key)) continue;
      if (warmup > 0) {
        log(`warm-up ${t.name} (${warmup} s)`);
        await cannon(autocannon, { url: t.url, headers: t.headers, connections, duration: warmup });
      }
      log(`measuring ${t.name} (${connections} connections, ${duration} s)`);
      const serverPid = t.key === 'reference' ? ref.proc.pid : portal.proc.pid;
      const cpu0 = { server: procCpuMs(serverPid), postgres: postgresCpuMs(), bench: process.cpuUsage() };
      const r = await cannon(autocannon, { url: t.url, headers: t.headers, connections, duration });
      const benchCpu = process.cpuUsage(cpu0.bench);
      const served = r.requests.total ?? r.latency.totalCount;
      const cpu = {
        serverMs: procCpuMs(serverPid) - cpu0.server,
        postgresMs: postgresCpuDelta(cpu0.postgres, postgresCpuMs()),
        autocannonMs: (benchCpu.user + benchCpu.system) / 1000,
      };
      results[t.key] = {
        route: t.name,
        url: t.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
        reqPerSec: r.requests.average,
        reqPerSecStddev: r.requests.stddev,
        latencyMs: { average: r.latency.average, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
        requests: served,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])),
        // CPU time spent during the measured window (Linux /proc; 10 ms ticks), total and per request.
        cpu: {
          ...cpu,
          serverUsPerReq: served ? (cpu.serverMs * 1000) / served : null,
          postgresUsPerReq: served && cpu.postgresMs !== null ? (cpu.postgresMs * 1000) / served : null,
          serverCoreUtilisation: cpu.serverMs / (duration * 1000),
        },
      };
    }

    // Let requests still in flight when autocannon stopped finish before the servers go down.
    await new Promise((r) => setTimeout(r, 1000));

    // --- report ---
    const refR = results.reference;
    const ratios = {};
    for (const key of ['questions', 'me']) {
      const r = results[key];
      if (!r) continue;
      const throughputRatio = r.reqPerSec / refR.reqPerSec;
      const p99Ratio = refR.latencyMs.p99 > 0 ? r.latencyMs.p99 / refR.latencyMs.p99 : Infinity;
      ratios[key] = {
        throughputRatio,
        p99Ratio,
        throughputPass: throughputRatio >= TARGET.throughputRatioMin,
        p99Pass: p99Ratio <= TARGET.p99RatioMax,
      };
    }
    const verdict = ratios.questions ? (ratios.questions.throughputPass && ratios.questions.p99Pass ? 'PASS' : 'FAIL') : 'N/A';

    console.log('');
    console.log(
      `Node ${process.version} | PostgreSQL ${pgVersion} | ${cpus().length} CPU (${cpus()[0]?.model.trim()}) | ${connections} connections, ${duration} s (+${warmup} s warm-up)`,
    );
    const rows = [['route', 'req/s', 'p99 ms', 'avg ms', 'non-2xx', 'errors', 'req/s vs ref', 'p99 vs ref', 'server CPU µs/req', 'postgres CPU µs/req']];
    for (const key of ['reference', 'questions', 'me']) {
      const r = results[key];
      if (!r) continue;
      const q = ratios[key];
      rows.push([
        r.route,
        r.reqPerSec.toFixed(0),
        String(r.latencyMs.p99),
        r.latencyMs.average.toFixed(2),
        String(r.non2xx),
        String(r.errors + r.timeouts),
        q ? `${q.throughputRatio.toFixed(2)} ${q.throughputPass ? 'PASS' : 'FAIL'}` : '1.00',
        q ? `${q.p99Ratio.toFixed(2)} ${q.p99Pass ? 'PASS' : 'FAIL'}` : '1.00',
        r.cpu.serverUsPerReq === null ? '-' : `${r.cpu.serverUsPerReq.toFixed(0)} (${(r.cpu.serverCoreUtilisation * 100).toFixed(0)}% core)`,
        r.cpu.postgresUsPerReq === null ? '-' : r.cpu.postgresUsPerReq.toFixed(0),
      ]);
    }
    printTable(rows);
    console.log('');
    console.log(`Target (GET /api/questions): req/s >= ${TARGET.throughputRatioMin} x reference, p99 <= ${TARGET.p99RatioMax} x reference`);
    if (ratios.questions) {
      console.log(
        `  throughput ratio ${ratios.questions.throughputRatio.toFixed(3)} (${ratios.questions.throughputPass ? 'PASS' : 'FAIL'}), ` +
          `p99 ratio ${ratios.questions.p99Ratio.toFixed(3)} (${ratios.questions.p99Pass ? 'PASS' : 'FAIL'})  =>  ${verdict}`,
      );
    }
    console.log('  (GET /api/auth/me ratios are informational)');

    const bad = Object.values(results).filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
    if (bad.length) {
      console.error('');
      console.error('!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!');
      for (const r of bad) {
        console.error(
          `!! ${r.route}: ${r.non2xx} non-2xx responses, ${r.errors} errors, ${r.timeouts} timeouts; status codes ${JSON.stringify(r.statusCodes)}`,
        );
      }
      console.error('!! THE MEASUREMENT IS INVALID: every response must be 2xx.');
      console.error('!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!');
      exitCode = 1;
    } else if (verdict === 'FAIL' && strict) {
      exitCode = 1;
    }

    const report = {
      date: new Date().toISOString(),
      node: process.version,
      postgres: pgVersion,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim(),
      memoryBytes: totalmem(),
      settings: { connections, durationSeconds: duration, warmupSeconds: warmup, questions: QUESTIONS, referencePoolMax: 10 },
      sql: LIST_SQL,
      target: TARGET,
      results,
      ratios,
      verdict,
      valid: bad.length === 0,
    };
    const outDir = join(ROOT, '.bench');
    mkdirSync(outDir, { recursive: true });
    const outFile = join(outDir, `bench-${report.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(outFile, JSON.stringify(report, null, 2) + '\n');
    console.log(`\nresults written to ${outFile}`);
  } catch (err) {
    console.error(`\nbench failed: ${err?.stack ?? err}`);
    exitCode = 1;
  } finally {
    await cleanup();
  }
  process.exit(exitCode);
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function log(msg) {
  console.log(`[bench] ${msg}`);
}

/** Starts `node <args>` (this very Node) with its output prefixed; stdin stays open as a lifeline. */
function startChild(name, args, env) {
  const proc = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const child = { name, proc, exited: false, exitInfo: null };
  const prefix = (stream, out) => {
    let buf = '';
    stream.setEncoding('utf8');
    stream.on('data', (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        out.write(`[${name}] ${buf.slice(0, i)}\n`);
        buf = buf.slice(i + 1);
      }
    });
    stream.on('end', () => buf && out.write(`[${name}] ${buf}\n`));
  };
  prefix(proc.stdout, process.stdout);
  prefix(proc.stderr, process.stderr);
  proc.on('exit', (code, signal) => {
    child.exited = true;
    child.exitInfo = signal ? `signal ${signal}` : `code ${code}`;
  });
  return child;
}

/** SIGTERM, then SIGKILL after 5 s. */
async function stopChild(child) {
  if (child.exited) return;
  const done = new Promise((r) => child.proc.once('exit', r));
  child.proc.stdin.end();
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 5000);
  await done;
  clearTimeout(timer);
}

/** Waits until `url` answers HTTP at all (any status), failing fast if the child died. */
async function waitForHttp(url, child, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exited) throw new Error(`${child.name} exited (${child.exitInfo}) before listening`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await r.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function getJson(url, headers) {
  const r = await fetch(url, { headers });
  if (r.status !== 200) throw new Error(`GET ${url}: HTTP ${r.status} ${await r.text()}`);
  return r.json();
}

/** CPU time (user + system) of a process in ms, from /proc/<pid>/stat (Linux; clock ticks of 10 ms). */
function procCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime, stime (fields 14, 15)
  } catch {
    return 0;
  }
}

/** CPU ms of each local `postgres` process by pid, or null when none are visible (remote server). */
function postgresCpuMs() {
  const byPid = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(d, ((Number(f[11]) + Number(f[12])) * 1000) / 100);
    } catch {
      // gone meanwhile
    }
  }
  return byPid.size ? byPid : null;
}

/** CPU ms the postgres processes spent between two snapshots (new processes count from 0; exited ones are lost). */
function postgresCpuDelta(before, after) {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

function cannon(autocannon, opts) {
  return new Promise((resolveRun, reject) => {
    autocannon({ ...opts, method: 'GET' }, (err, result) => (err ? reject(err) : resolveRun(result)));
  });
}

function printTable(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
}
