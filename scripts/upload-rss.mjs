#!/usr/bin/env node
/**
 * Upload memory check: the server's RSS growth while UPLOAD_CLIENTS (10) clients upload
 * UPLOAD_FILE_MB (20) MiB PDF files at once. Target: growth under UPLOAD_TARGET_MB (64) MiB.
 *
 * 1. Builds the server (tsc) when dist/ is missing or older than the sources.
 * 2. Starts the built server as a child process on embedded PGlite (temp DATA_DIR, no
 *    DATABASE_URL, MAX_UPLOAD_MB=25, LOG_LEVEL=warn, a free PORT) and registers one client.
 * 3. Writes a real 20 MiB PDF (header, catalog, one page whose content stream is padded with
 *    PDF comment lines, xref table, trailer) to a temp file.
 * 4. Warm-up (UPLOAD_WARMUP=0 to skip): one small upload that the server rejects (a .pdf that
 *    is not a PDF: 415), so the multipart/file-type code paths are loaded without leaving a file.
 * 5. Forces a full garbage collection in the server through the inspector protocol (the server
 *    runs with --inspect=127.0.0.1:0; UPLOAD_GC=0 to skip), so start-up garbage collected during
 *    the uploads cannot hide their growth. Then samples the server's VmRSS (/proc/<pid>/status) every 50 ms: a 1 s baseline, then during
 *    the 10 concurrent multipart uploads (fetch + FormData, the file as a file-backed Blob),
 *    then 1 s after. Every upload must answer 201.
 * 6. Reports baseline, peak and growth (MiB) with PASS/FAIL, the kernel's high-water mark
 *    (VmHWM) as a cross-check, and checks that DATA_DIR/uploads holds exactly the 10 files of
 *    the right size and that uploads/tmp is empty. Writes .bench/upload-rss-<date>.json.
 *
 * Exit code 1 when the target is missed or a check fails. Cleans up the child and temp dirs.
 * Run: npx node scripts/upload-rss.mjs   (Node 24 via the `node` devDependency)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openAsBlob, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, freePort, registerClient } from './lib.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MiB = 1024 * 1024;
const CLIENTS = Number(process.env.UPLOAD_CLIENTS ?? 10);
const FILE_BYTES = Math.round(Number(process.env.UPLOAD_FILE_MB ?? 20) * MiB);
const TARGET_MB = Number(process.env.UPLOAD_TARGET_MB ?? 64);
const MAX_UPLOAD_MB = Number(process.env.UPLOAD_MAX_UPLOAD_MB ?? 25);
const WARMUP = process.env.UPLOAD_WARMUP !== '0';
const FORCE_GC = process.env.UPLOAD_GC !== '0';
const SAMPLE_MS = 50;

let child;
let childExited = false;
const tempDirs = [];
let cleanedUp = false;

async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (child && !childExited) {
    const done = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await done;
    clearTimeout(timer);
  }
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    console.error(`\n${sig}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main() {
  ensureServerBuilt();

  // --- server ---
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-upload-rss-'));
  tempDirs.push(dataDir);
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOG_SQL: 'false',
    MAX_UPLOAD_MB: String(MAX_UPLOAD_MB),
  };
  delete env.DATABASE_URL; // embedded PGlite in DATA_DIR/db
  delete env.SESSION_SECRET;
  const nodeArgs = FORCE_GC ? ['--inspect=127.0.0.1:0'] : [];
  child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'dist/src/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.on('exit', () => {
    childExited = true;
  });
  child.stdout.on('data', (d) => process.stdout.write(prefixLines('[server] ', d)));
  let inspectorUrl = null;
  child.stderr.on('data', (d) => {
    const text = String(d);
    const m = text.match(/Debugger listening on (ws:\/\/\S+)/);
    if (m) inspectorUrl = m[1];
    const rest = text
      .split('\n')
      .filter((l) => l && !/^(Debugger (listening|attached|ending)|For help, see: |Waiting for the debugger)/.test(l))
      .join('\n');
    if (rest) process.stderr.write(prefixLines('[server] ', rest));
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/auth/me`);
  log(`server listening on ${base} (pid ${child.pid}, PGlite in ${dataDir})`);

  const { cookie } = await registerClient(base, { name: 'Upload Client', email: `upload-${Date.now()}@example.com`, password: 'upload-password-123' });

  // --- the PDF ---
  const clientDir = mkdtempSync(join(tmpdir(), 'portal-upload-rss-client-'));
  tempDirs.push(clientDir);
  const pdfPath = join(clientDir, 'statement.pdf');
  await writePaddedPdf(pdfPath, FILE_BYTES);
  const pdfSize = statSync(pdfPath).size;
  if (pdfSize !== FILE_BYTES) throw new Error(`PDF is ${pdfSize} bytes, expected ${FILE_BYTES}`);
  const pdfBlob = await openAsBlob(pdfPath, { type: 'application/pdf' });
  log(
    `test file: ${pdfPath} (${pdfSize} bytes, ${(pdfSize / MiB).toFixed(1)} MiB, header ${JSON.stringify(readFileSync(pdfPath).subarray(0, 8).toString('latin1'))})`,
  );

  const upload = async (title, blob, filename) => {
    const form = new FormData();
    form.append('title', title);
    form.append('folderId', '');
    form.append('file', blob, filename);
    const started = performance.now();
    const res = await fetch(`${base}/api/documents`, { method: 'POST', headers: { cookie }, body: form });
    const body = await res.text();
    return { status: res.status, body, ms: performance.now() - started };
  };

  // --- warm-up: one rejected upload (not a PDF inside), so nothing is stored ---
  if (WARMUP) {
    const fake = new Blob([Buffer.alloc(256 * 1024, 'not a pdf ')], { type: 'application/pdf' });
    const w = await upload('warm-up', fake, 'warm-up.pdf');
    if (w.status !== 415) throw new Error(`warm-up upload: expected 415, got HTTP ${w.status} ${w.body}`);
    log('warm-up: one rejected 256 KiB upload (415) done');
  }

  // --- a full GC, then the baseline ---
  if (FORCE_GC) {
    if (!inspectorUrl) throw new Error('the server did not print its inspector URL');
    const before = readStatusKb(child.pid, 'VmRSS');
    await collectGarbage(inspectorUrl);
    await sleep(500);
    log(`forced a full GC in the server: RSS ${(before / 1024).toFixed(1)} -> ${(readStatusKb(child.pid, 'VmRSS') / 1024).toFixed(1)} MiB`);
  }
  const sampler = new RssSampler(child.pid);
  sampler.start();
  await sleep(1000);
  const baselineSamples = sampler.take();
  const baselineKb = median(baselineSamples.map((s) => s.kb));
  const hwmBeforeKb = readStatusKb(child.pid, 'VmHWM');

  // --- 10 concurrent uploads ---
  log(`uploading ${CLIENTS} x ${(FILE_BYTES / MiB).toFixed(0)} MiB at once`);
  const t0 = performance.now();
  const results = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => upload(`Upload ${i + 1}`, pdfBlob, `statement-${i + 1}.pdf`)));
  const uploadMs = performance.now() - t0;
  const duringSamples = sampler.take();
  await sleep(1000);
  const afterSamples = sampler.take();
  sampler.stop();
  const hwmAfterKb = readStatusKb(child.pid, 'VmHWM');

  const peakKb = Math.max(...duringSamples.map((s) => s.kb), ...afterSamples.map((s) => s.kb));
  const afterKb = afterSamples.length ? afterSamples[afterSamples.length - 1].kb : null;
  const growthMb = (peakKb - baselineKb) / 1024;
  // The largest rise from any earlier sample to a later one (growth a GC drop might hide).
  let maxRiseKb = 0;
  let lowest = baselineKb;
  for (const s of [...duringSamples, ...afterSamples]) {
    lowest = Math.min(lowest, s.kb);
    maxRiseKb = Math.max(maxRiseKb, s.kb - lowest);
  }
  const pass = growthMb < TARGET_MB;

  // --- checks ---
  const problems = [];
  results.forEach((r, i) => {
    if (r.status !== 201) problems.push(`upload ${i + 1}: HTTP ${r.status} ${r.body.slice(0, 300)}`);
    else {
      const doc = JSON.parse(r.body);
      if (doc.fileSize !== FILE_BYTES) problems.push(`upload ${i + 1}: fileSize ${doc.fileSize}, expected ${FILE_BYTES}`);
      if (doc.mimeType !== 'application/pdf') problems.push(`upload ${i + 1}: mimeType ${doc.mimeType}`);
    }
  });
  const uploadsDir = join(dataDir, 'uploads');
  const stored = readdirSync(uploadsDir, { withFileTypes: true }).filter((e) => e.isFile());
  const storedSizes = stored.map((e) => statSync(join(uploadsDir, e.name)).size);
  if (stored.length !== CLIENTS) problems.push(`uploads/ holds ${stored.length} files, expected ${CLIENTS}`);
  const wrongSize = storedSizes.filter((s) => s !== FILE_BYTES);
  if (wrongSize.length) problems.push(`uploads/ has ${wrongSize.length} files of the wrong size: ${wrongSize.join(', ')}`);
  const tmpLeft = readdirSync(join(uploadsDir, 'tmp'));
  if (tmpLeft.length) problems.push(`uploads/tmp is not empty: ${tmpLeft.join(', ')}`);
  const stillRunning = !childExited;
  if (!stillRunning) problems.push('the server exited during the test');

  // --- report ---
  const mb = (kb) => (kb / 1024).toFixed(1);
  console.log('');
  console.log(
    `Node ${process.version} | ${CLIENTS} concurrent uploads of ${(FILE_BYTES / MiB).toFixed(0)} MiB (${FILE_BYTES} bytes) | MAX_UPLOAD_MB=${MAX_UPLOAD_MB} | PGlite | RSS sampled every ${SAMPLE_MS} ms`,
  );
  console.log(
    `  uploads:        ${results.filter((r) => r.status === 201).length}/${CLIENTS} answered 201 in ${(uploadMs / 1000).toFixed(2)} s (${((CLIENTS * FILE_BYTES) / MiB / (uploadMs / 1000)).toFixed(0)} MiB/s; slowest ${Math.max(...results.map((r) => r.ms)).toFixed(0)} ms)`,
  );
  console.log(`  baseline RSS:   ${mb(baselineKb)} MiB (median of ${baselineSamples.length} samples over 1 s)`);
  console.log(`  peak RSS:       ${mb(peakKb)} MiB (${duringSamples.length + afterSamples.length} samples during and 1 s after)`);
  console.log(`  RSS 1 s after:  ${afterKb === null ? '-' : mb(afterKb)} MiB`);
  console.log(`  VmHWM:          ${mb(hwmBeforeKb)} MiB before -> ${mb(hwmAfterKb)} MiB after (kernel high-water mark, includes start-up)`);
  console.log(`  largest rise:   ${(maxRiseKb / 1024).toFixed(1)} MiB (from the lowest earlier sample; cross-check)`);
  console.log(`  growth:         ${growthMb.toFixed(1)} MiB (target < ${TARGET_MB} MiB)  =>  ${pass ? 'PASS' : 'FAIL'}`);
  console.log(
    `  stored files:   ${stored.length} in uploads/ (sizes ${[...new Set(storedSizes)].join(', ') || '-'}), uploads/tmp ${tmpLeft.length ? `has ${tmpLeft.length} entries` : 'empty'}`,
  );
  if (problems.length) {
    console.error('');
    for (const p of problems) console.error(`!! ${p}`);
  }

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    settings: {
      clients: CLIENTS,
      fileBytes: FILE_BYTES,
      maxUploadMb: MAX_UPLOAD_MB,
      sampleMs: SAMPLE_MS,
      warmup: WARMUP,
      forceGc: FORCE_GC,
      targetMb: TARGET_MB,
      database: 'pglite',
    },
    uploadMs,
    statuses: results.map((r) => r.status),
    rssKb: { baseline: baselineKb, peak: peakKb, after: afterKb, hwmBefore: hwmBeforeKb, hwmAfter: hwmAfterKb, maxRise: maxRiseKb },
    forcedGc: FORCE_GC,
    growthMb,
    pass,
    storedFiles: stored.length,
    storedSizes,
    tmpLeft,
    problems,
    samples: [
      ...baselineSamples.map((s) => ({ ...s, phase: 'baseline' })),
      ...duringSamples.map((s) => ({ ...s, phase: 'upload' })),
      ...afterSamples.map((s) => ({ ...s, phase: 'after' })),
    ],
  };
  const outDir = join(ROOT, '.bench');
  mkdirSync(outDir, { recursive: true });
  const outFile = join(outDir, `upload-rss-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(outFile, JSON.stringify(report, null, 2) + '\n');
  console.log(`\nresults written to ${outFile}`);
  return pass && problems.length === 0 ? 0 : 1;
}

// ---------------------------------------------------------------------------------------------

/**
 * Writes a valid PDF of exactly `totalBytes`: one blank page whose content stream is padded with
 * comment lines (`%...`), so viewers open it and `file-type` sees `%PDF-1.4`.
 */
async function writePaddedPdf(path, totalBytes) {
  const header = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const objs = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << >> >>\nendobj\n',
  ];
  const offsets = [];
  let pos = Buffer.byteLength(header, 'latin1');
  for (const o of objs) {
    offsets.push(pos);
    pos += Buffer.byteLength(o, 'latin1');
  }
  offsets.push(pos); // object 4, the padded content stream
  const build = (padLen) => {
    const streamHead = `4 0 obj\n<< /Length ${padLen} >>\nstream\n`;
    const streamTail = '\nendstream\nendobj\n';
    const xrefPos = pos + Buffer.byteLength(streamHead, 'latin1') + padLen + Buffer.byteLength(streamTail, 'latin1');
    const xref =
      'xref\n0 5\n0000000000 65535 f \n' +
      offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
      `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xrefPos}\n%%EOF\n`;
    const total = xrefPos + Buffer.byteLength(xref, 'latin1');
    return { streamHead, streamTail, xref, total };
  };
  let padLen = totalBytes - 1000;
  for (let i = 0; i < 10; i++) {
    const b = build(padLen);
    if (b.total === totalBytes) break;
    padLen += totalBytes - b.total;
  }
  const { streamHead, streamTail, xref, total } = build(padLen);
  if (total !== totalBytes) throw new Error('could not size the PDF');

  const fh = await open(path, 'w');
  try {
    await fh.write(Buffer.from(header + objs.join('') + streamHead, 'latin1'));
    // Padding: 64-byte comment lines, written in 1 MiB chunks.
    const line = Buffer.from('% padding padding padding padding padding padding padding padd\n', 'latin1');
    const chunk = Buffer.alloc(MiB);
    for (let i = 0; i < MiB; i += line.length) line.copy(chunk, i);
    let left = padLen;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      await fh.write(chunk, 0, n);
      left -= n;
    }
    await fh.write(Buffer.from(streamTail + xref, 'latin1'));
  } finally {
    await fh.close();
  }
}

/** Asks the server's V8 for a full garbage collection over the inspector protocol (WebSocket). */
function collectGarbage(url) {
  return new Promise((resolveGc, reject) => {
    const ws = new WebSocket(url);
    const timer = setTimeout(() => {
      ws.close();
      reject(new Error('inspector: no answer to HeapProfiler.collectGarbage'));
    }, 15_000);
    let id = 0;
    const send = (method) => ws.send(JSON.stringify({ id: ++id, method }));
    ws.onopen = () => send('HeapProfiler.collectGarbage');
    ws.onerror = (e) => {
      clearTimeout(timer);
      reject(new Error(`inspector: ${e.message ?? 'WebSocket error'}`));
    };
    ws.onmessage = (ev) => {
      const msg = JSON.parse(String(ev.data));
      if (msg.id === undefined) return;
      if (msg.error) {
        clearTimeout(timer);
        ws.close();
        reject(new Error(`inspector: ${msg.error.message}`));
      } else if (msg.id < 2) {
        send('HeapProfiler.collectGarbage'); // twice: the second pass frees what the first one finalised
      } else {
        clearTimeout(timer);
        ws.close();
        resolveGc();
      }
    };
  });
}

class RssSampler {
  constructor(pid) {
    this.pid = pid;
    this.samples = [];
    this.timer = null;
  }
  start() {
    const tick = () => {
      const kb = readStatusKb(this.pid, 'VmRSS');
      if (kb !== null) this.samples.push({ t: Math.round(performance.now()), kb });
    };
    tick();
    this.timer = setInterval(tick, SAMPLE_MS);
  }
  /** Returns and clears the samples so far. */
  take() {
    const s = this.samples;
    this.samples = [];
    return s;
  }
  stop() {
    clearInterval(this.timer);
  }
}

/** A `kB` field of /proc/<pid>/status (VmRSS, VmHWM), or null. */
function readStatusKb(pid, field) {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

function log(msg) {
  console.log(`[upload-rss] ${msg}`);
}

function prefixLines(prefix, data) {
  return String(data)
    .split('\n')
    .filter(Boolean)
    .map((l) => `${prefix}${l}\n`)
    .join('');
}

async function waitForHttp(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (childExited) throw new Error('the server exited before listening');
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await r.arrayBuffer();
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

// Run last: the class and helpers above must be initialised first.
let exitCode = 0;
try {
  exitCode = await main();
} catch (err) {
  console.error(`\nupload-rss failed: ${err?.stack ?? err}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
