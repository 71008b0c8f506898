#!/usr/bin/env node
/**
 * `npm run bench:embedded`: the server under 200 concurrent clients, on the embedded database
 * (PGlite, the default) and, for comparison, on PostgreSQL (a database created on
 * BENCH_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres, and dropped after).
 *
 * For each: starts the built server as a child process (temp DATA_DIR, free PORT, LOG_LEVEL=warn,
 * MAX_CONNECTIONS_PER_IP=0 since every client comes from 127.0.0.1), registers a client with 20
 * questions, then for BENCH_DURATION (default 10) seconds drives GET /api/questions with
 * BENCH_CONNECTIONS (default 200) autocannon connections while a probe opens a NEW connection
 * every 250 ms and times its first byte (GET /api/packages: a connection accepted while the
 * server is saturated). Prints req/s, latency p50/p99, the new-connection time p50/p99/max and the
 * server process's resident memory (MB): idle (BENCH_SETTLE seconds, default 15, after the set-up,
 * before the load: a first start's initdb instance is collected some seconds after it, decision
 * record 060) and the peak under the load (sampled every 100 ms).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureServerBuilt, freePort } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SETTLE = Number(process.env.BENCH_SETTLE ?? 15);
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

ensureServerBuilt();

/** Percentile of a sorted array. */
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Time to first byte of a request on a fresh connection, in ms (Infinity when it fails). */
function probe(port) {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/packages', agent: false, timeout: 60_000 }, (res) => {
      resolve(performance.now() - start);
      res.resume();
    });
    req.on('error', () => resolve(Infinity));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/** A process's resident memory in MB (Linux: VmRSS of /proc/<pid>/status), or 0. */
function rssMb(pid) {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function runOne(label, extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', MAX_CONNECTIONS_PER_IP: '0', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('server did not start');
      const ok = await fetch(`${base}/api/packages`).then(
        () => true,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench password' }),
    });
    const cookie = reg.headers.get('set-cookie').split(';')[0];
    for (let i = 0; i < 20; i++) {
      await fetch(`${base}/api/questions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ question: `Question ${i}` }),
      });
    }
    await new Promise((r) => setTimeout(r, SETTLE * 1000));
    const idleRss = rssMb(child.pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(child.pid))), 100);
    const probes = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        probes.push(await Promise.race([probe(port), new Promise((r) => setTimeout(() => r(Infinity), 30_000))]));
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const result = await autocannon({ url: `${base}/api/questions`, connections: CONNECTIONS, duration: DURATION, headers: { cookie } });
    probing = false;
    clearInterval(sampler);
    await prober;
    const sorted = probes.filter(Number.isFinite).sort((a, b) => a - b);
    const row = {
      database: label,
      reqPerSec: Math.round(result.requests.average),
      latencyP50ms: result.latency.p50,
      latencyP99ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      newConnP50ms: Math.round(pct(sorted, 50)),
      newConnP99ms: Math.round(pct(sorted, 99)),
      newConnMaxms: Math.round(sorted.at(-1) ?? 0),
      newConnFailed: probes.length - sorted.length,
      idleRssMb: idleRss,
      peakRssMb: peakRss,
    };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [await runOne('pglite', {})];
const name = `bench_embedded_${Date.now()}`;
const admin = new pg.Client({ connectionString: PG_ADMIN });
try {
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  rows.push(await runOne('postgresql', { DATABASE_URL: url.toString() }));
} catch (err) {
  console.error(`PostgreSQL comparison skipped: ${err.message}`);
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
  await admin.end().catch(() => {});
}
console.table(rows);
