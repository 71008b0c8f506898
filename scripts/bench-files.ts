/**
 * `npm run bench:files`: does reading untrusted files and rendering invoices leave the web
 * server responsive and its memory flat (docs/decisions/016-untrusted-files-in-child-processes.md)?
 *
 * Starts the server in this process (embedded PGlite), signs a client in, and polls
 * `GET /api/auth/me` over HTTP every 50 ms:
 * 1. while five phone photos of generated letters are read at once;
 * 2. while a 917 KB PDF whose content stream inflates to 300 MB is read.
 * Before that it renders a business client's Factur-X invoice 200 times through the download's
 * render function (`renderInvoice`) and prints this process's resident memory before and after.
 *
 * `--in-process` runs the same functions on the server's own thread instead, for comparison (the
 * caps in reading.ts still apply, so the bomb is 30 MB and refused by them; only the process
 * limits are missing). Figures go to docs/measurements.md.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderInvoiceFile } from '../src/modules/invoices/render.js';
import { readLetterFile, readLetterFileIsolated } from '../src/modules/letters/reading.js';
import { pdfBomb } from '../src/test/files.js';
import { sampleBusinessInvoice } from '../src/test/invoices.js';
import { letterSpecs, renderLetter } from './letters/corpus.js';

const { values } = parseArgs({ options: { 'in-process': { type: 'boolean', default: false }, renders: { type: 'string', default: '200' } } });
const inProcess = values['in-process'];

function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))] ?? NaN;
}
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

async function main(): Promise<void> {
  const { buildApp } = await import('../src/app.js');
  const { DEFAULT_RATE_LIMITS, loadConfig } = await import('../src/config.js');
  const { migrate, openOrm, rootEm } = await import('../src/db.js');
  const { seedPackages } = await import('../src/modules/packages/packages.service.js');
  const { renderInvoice } = await import('../src/modules/invoices/invoices.service.js');

  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-files-'));
  const orm = await openOrm({ databaseUrl: undefined, pgliteDir: 'memory://' });
  await migrate(orm);
  await seedPackages(rootEm(orm).fork());
  const base = loadConfig({ DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'error' });
  const app = await buildApp({
    config: { ...base, webDistDir: resolve('web/dist'), rateLimits: { ...DEFAULT_RATE_LIMITS, register: 1000 } },
    orm,
    closeOrm: true,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const reg = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Client', email: `bench-${Date.now()}@example.com`, password: 'Steuer-Brief-2026!x' }),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    /** GET /api/auth/me every 50 ms until `work` settles; latencies in ms. */
    const probe = async (work: Promise<unknown>): Promise<number[]> => {
      let done = false;
      void work.finally(() => (done = true)).catch(() => {});
      const latencies: number[] = [];
      while (!done) {
        const t = performance.now();
        const res = await fetch(`${url}/api/auth/me`, { headers: { cookie } });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 50));
      }
      return latencies;
    };
    const line = (label: string, xs: number[], seconds: number) =>
      console.log(
        `  ${label.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s  n=${String(xs.length).padStart(4)}  p50 ${quantile(xs, 0.5).toFixed(1)} ms  p99 ${quantile(xs, 0.99).toFixed(1)} ms  max ${Math.max(...xs).toFixed(1)} ms`,
      );
    const read = inProcess ? readLetterFile : readLetterFileIsolated;
    const timed = async (label: string, work: () => Promise<unknown>) => {
      const started = performance.now();
      const running = work();
      const latencies = await probe(running);
      const outcome = await running.then(
        () => 'read',
        (err: unknown) => (err instanceof Error ? err.name : 'error'),
      );
      line(`${label} (${outcome})`, latencies, (performance.now() - started) / 1000);
    };

    const renders = Number(values.renders);
    const doc = sampleBusinessInvoice();
    // The download path: in the renderer process (the service's renderInvoice) or, --in-process, here.
    const before = rssMb();
    const started = performance.now();
    for (let i = 0; i < renders; i++) {
      if (inProcess) await renderInvoiceFile(doc, true);
      else await renderInvoice(doc, true);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${renders} Factur-X invoices rendered ${inProcess ? 'in this process' : 'by the renderer process'} in ${seconds.toFixed(1)} s (${((seconds * 1000) / renders).toFixed(0)} ms each); this process's RSS ${before.toFixed(0)} MB before, ${rssMb().toFixed(0)} MB after`,
    );

    console.log(`\nGET /api/auth/me every 50 ms while files are read ${inProcess ? 'IN THE SERVER PROCESS (old way)' : 'in child processes'}:`);
    await timed('idle 2 s', () => new Promise((r) => setTimeout(r, 2000)));
    const photos = await Promise.all(
      letterSpecs(5).map(async (spec, i) => {
        const photoPath = join(dir, `photo-${i}.jpg`);
        await renderLetter(spec, { pdfPath: join(dir, `letter-${i}.pdf`), photoPath });
        return photoPath;
      }),
    );
    await timed('5 phone photos at once', () => Promise.all(photos.map((p) => read(p, 'image/jpeg'))));
    const bombMb = inProcess ? 30 : 300;
    const bomb = join(dir, 'bomb.pdf');
    writeFileSync(bomb, await pdfBomb(bombMb * 1024 * 1024));
    await timed(`PDF inflating to ${bombMb} MB`, () => read(bomb, 'application/pdf'));
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
