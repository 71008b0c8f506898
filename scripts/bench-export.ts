/**
 * "Download my data" bench (`npm run bench:export`), a measurement (decision record 013: ready
 * within minutes for an account with 1 GB of files, memory flat while building).
 *
 * 1. Starts the app in-process on in-memory PGlite (or on BENCH_DATABASE_URL, a PostgreSQL server
 *    URL) with a temporary DATA_DIR, registers one client and gives it BENCH_EXPORT_MB (1024) MiB of
 *    documents: files of BENCH_FILE_MB (20, the upload limit) MiB of random bytes written into the
 *    document storage and recorded as documents rows (the upload path is measured by bench:upload).
 * 2. Requests the export through `POST /api/account/export` and runs the job runner until it is
 *    done, sampling the process's RSS every 20 ms: prints the build time, the ZIP's size and the
 *    throughput, and baseline, peak and growth of RSS.
 * 3. Opens the ZIP with yauzl and reads every entry through (checking each entry's CRC-32 and
 *    size), so the numbers are those of a complete, valid archive.
 * 4. Downloads it over HTTP (`GET /api/account/export/:id/download`, streamed to nowhere) and
 *    prints the time and the RSS peak during the download.
 * Exit code 1 when the export is not ready, is invalid, or took longer than BENCH_TARGET_S (300).
 *
 *   npm run bench:export [-- --mb 1024 --file-mb 20]
 */
import { randomFillSync } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPromise } from 'yauzl';
import type { Storage } from '../src/storage/storage.js';

const MiB = 1024 * 1024;
const { values } = parseArgs({ options: { mb: { type: 'string' }, 'file-mb': { type: 'string' } } });
const TOTAL_MB = Number(values.mb ?? process.env.BENCH_EXPORT_MB ?? 1024);
const FILE_MB = Number(values['file-mb'] ?? process.env.BENCH_FILE_MB ?? 20);
const TARGET_S = Number(process.env.BENCH_TARGET_S ?? 300);

/** Samples RSS every 20 ms until stopped; returns the peak in bytes. */
function sampleRss(): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

const mb = (bytes: number) => (bytes / MiB).toFixed(1);

/** Writes `bytes` random bytes to a new temporary file of `storage` and commits it; returns its key. */
async function writeRandomFile(storage: Storage, bytes: number): Promise<string> {
  const temp = storage.createTemp();
  const chunk = Buffer.alloc(MiB);
  let left = bytes;
  await new Promise<void>((resolve, reject) => {
    temp.stream.on('error', reject);
    const write = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        randomFillSync(chunk, 0, n);
        left -= n;
        if (!temp.stream.write(Buffer.from(chunk.subarray(0, n)))) {
          temp.stream.once('drain', write);
          return;
        }
      }
      temp.stream.end(() => resolve());
    };
    write();
  });
  return storage.commit(temp.path);
}

async function main(): Promise<number> {
  const { buildApp } = await import('../src/app.js');
  const { DEFAULT_RATE_LIMITS, loadConfig } = await import('../src/config.js');
  const { migrate, openOrm, rootEm } = await import('../src/db.js');
  const { seedPackages } = await import('../src/modules/packages/packages.service.js');
  const { asLocal } = await import('../src/storage/local-storage.js');

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-export-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const orm = await openOrm({ databaseUrl, pgliteDir: 'memory://' });
  await migrate(orm);
  await seedPackages(rootEm(orm).fork());
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const config = { ...base, databaseUrl, rateLimits: { ...DEFAULT_RATE_LIMITS, login: 1000, register: 1000 }, mail: { ...base.mail, pollMs: 0 } };
  const app = await buildApp({ config, orm, closeOrm: true });
  try {
    const email = `bench-export-${Date.now()}@example.com`;
    const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Bench Export', email, password: 'correct horse battery' } });
    if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
    const cookie = reg.cookies.find((c) => c.name === 'session')!.value;
    const userId = reg.json().user.id as string;

    const files = Math.ceil(TOTAL_MB / FILE_MB);
    let totalBytes = 0;
    const seedStart = performance.now();
    const em = rootEm(orm).fork();
    for (let i = 0; i < files; i++) {
      const bytes = Math.min(FILE_MB, TOTAL_MB - i * FILE_MB) * MiB;
      const key = await writeRandomFile(app.storage, bytes);
      totalBytes += bytes;
      await em.execute(
        `insert into documents (user_id, title, filename, file_url, file_size, mime_type, storage_key) values (?, ?, ?, ?, ?, 'application/pdf', ?)`,
        [userId, `Scan ${i + 1}`, `scan-${String(i + 1).padStart(3, '0')}.pdf`, `/api/documents/${key}/download`, bytes, key],
      );
    }
    console.log(`seeded ${files} documents, ${mb(totalBytes)} MiB, in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    global.gc?.();
    const baseline = process.memoryUsage.rss();
    const rss = sampleRss();
    const start = performance.now();
    const req = await app.inject({ method: 'POST', url: '/api/account/export', cookies: { session: cookie } });
    if (req.statusCode !== 202) throw new Error(`export request: ${req.statusCode} ${req.body}`);
    const result = await app.jobs.runDue();
    const seconds = (performance.now() - start) / 1000;
    const peak = rss.stop();
    const [row] = await rootEm(orm)
      .fork()
      .execute<{ status: string; file_key: string | null; size_bytes: string | number | null }[]>(
        `select status, file_key, size_bytes from data_exports where id = ?`,
        [req.json().id],
      );
    if (row?.status !== 'ready' || !row.file_key) throw new Error(`export not ready: ${JSON.stringify(row)} ${JSON.stringify(result)}`);
    const zipBytes = Number(row.size_bytes);
    console.log(`export ready in ${seconds.toFixed(1)} s: ZIP ${mb(zipBytes)} MiB, ${(zipBytes / MiB / seconds).toFixed(0)} MiB/s`);
    console.log(`RSS while building: baseline ${mb(baseline)} MiB, peak ${mb(peak)} MiB, growth ${mb(peak - baseline)} MiB`);

    // Every entry read through: yauzl checks each entry's size and CRC-32.
    const verifyStart = performance.now();
    const zip = await openPromise(asLocal(app.exportStorage).pathOf(row.file_key), { lazyEntries: true, validateEntrySizes: true });
    let entries = 0;
    let documentBytes = 0;
    for await (const entry of zip.eachEntry()) {
      entries++;
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream) if (entry.fileName.startsWith('documents/')) documentBytes += (chunk as Buffer).length;
    }
    zip.close();
    const valid = entries === files + 2 && documentBytes === totalBytes;
    console.log(
      `ZIP read through in ${((performance.now() - verifyStart) / 1000).toFixed(1)} s: ${entries} entries, ${mb(documentBytes)} MiB of documents: ${valid ? 'valid' : 'INVALID'}`,
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const dlRss = sampleRss();
    const dlStart = performance.now();
    const res = await fetch(`http://127.0.0.1:${address.port}/api/account/export/${req.json().id}/download`, {
      headers: { cookie: `session=${encodeURIComponent(cookie)}` },
    });
    let received = 0;
    const sink = createWriteStream('/dev/null');
    for await (const chunk of res.body!) {
      received += chunk.length;
      sink.write(chunk);
    }
    sink.end();
    const dlSeconds = (performance.now() - dlStart) / 1000;
    const dlPeak = dlRss.stop();
    console.log(
      `download: HTTP ${res.status}, ${mb(received)} MiB in ${dlSeconds.toFixed(1)} s; RSS peak ${mb(dlPeak)} MiB (${mb(dlPeak - baseline)} MiB over the baseline)`,
    );
    const ok = valid && res.status === 200 && received === zipBytes && seconds <= TARGET_S;
    console.log(ok ? `PASS (target: ready within ${TARGET_S} s)` : 'FAIL');
    return ok ? 0 : 1;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
