/**
 * Backups of the embedded database (decision record 053), with the real server and the real
 * commands as child processes: `npm run backup`'s script against a running server with the demo
 * data, a document uploaded through the API and a contact message, while another client keeps
 * uploading (what the snapshot holds has its file); `npm run restore`'s script into a
 * fresh DATA_DIR, where the server starts, the same client signs in and downloads the same bytes,
 * and every table holds the rows it held. A non-empty DATA_DIR and a damaged archive are refused,
 * the latter leaving the target empty. Runs on the embedded database only (vitest.config.ts).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CorruptArchiveError, restoreArchive } from './backup/archive.js';
import { openOrm, rootEm } from './db.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './scripts/demo-data.js';
import { pdfBytes } from './scripts/sample-files.js';
import { LocalStorage } from './storage/local-storage.js';
import { pgliteTemplate } from './test/harness.js';
import { cleanups, freePort, run, runCleanups, startServer } from './test/processes.js';

afterEach(runCleanups);

/** A client of the demo data. */
const SOPHIE = { email: DEMO_ACCOUNTS.sophie.email, password: DEMO_PASSWORD };

/** A new temporary directory, removed after the test. */
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Rows per table of the embedded database in `dataDir` (no server may run on it). */
async function rowCounts(dataDir: string): Promise<Record<string, number>> {
  const orm = await openOrm({ databaseUrl: undefined, pgliteDir: join(dataDir, 'db') });
  try {
    const em = rootEm(orm).fork();
    const tables = await em.execute<{ tablename: string }[]>(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
    const counts: Record<string, number> = {};
    for (const { tablename } of tables) {
      const [row] = await em.execute<{ n: number }[]>(`select count(*)::int as n from "${tablename}"`);
      counts[tablename] = row!.n;
    }
    return counts;
  } finally {
    await orm.close(true);
  }
}

/** Signs in over REST; returns the session cookie. */
async function signIn(port: string, email: string, password: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Uploads a PDF through the API as the signed-in client; returns the document's id. */
async function uploadPdf(port: string, cookie: string, title: string, content: Buffer): Promise<string> {
  const form = new FormData();
  form.set('title', title);
  form.set('folderId', '');
  form.set('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), 'upload.pdf');
  const res = await fetch(`http://127.0.0.1:${port}/api/documents`, { method: 'POST', headers: { cookie }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A command's exit code and output. */
async function command(script: string, args: string[], env: Record<string, string>) {
  const r = run(script, args, env);
  return { code: await r.exited, output: r.output() };
}

describe('npm run backup and npm run restore on the embedded database', () => {
  it('backs up a running server, restores into a fresh DATA_DIR where the server finds every row and file; refuses a non-empty target and a damaged archive', async () => {
    const started = Date.now();
    const laps: string[] = [];
    const lap = (what: string) => laps.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    cleanups.push(() => console.info(`backup test: ${laps.join(', ')}`));
    const root = tempDir('portal-backup-');
    const dataDir = join(root, 'data');
    const port = String(await freePort());
    const env = { DATA_DIR: dataDir, PORT: port };

    // The run's migrated database (src/test/template.ts: no initdb) with the demo data (accounts,
    // purchases, questions, conversations, folders, documents with files), then the server.
    const seed = await openOrm({ databaseUrl: undefined, pgliteDir: join(dataDir, 'db'), pgliteLoad: pgliteTemplate() });
    await seedDemo(rootEm(seed).fork(), new LocalStorage(join(dataDir, 'uploads')));
    await seed.close(true);
    lap('seeded');
    const server = await startServer(env);
    const cookie = await signIn(port, SOPHIE.email, SOPHIE.password);
    const content = pdfBytes(`Backup check ${randomUUID()}`);
    const documentId = await uploadPdf(port, cookie, 'Bescheid for the backup', content);
    const contact = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Backup Tester', email: 'tester@example.com', language: 'en', message: 'A message kept by the backup.' }),
    });
    expect(contact.status).toBe(201);

    lap('server up, data added');
    // Only with the token of DATA_DIR/backup-endpoint.json (mode 0600).
    expect((await fetch(`http://127.0.0.1:${port}/ops/backup`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/ops/backup`, { headers: { authorization: 'Bearer guessed' } })).status).toBe(401);
    expect(statSync(join(dataDir, 'backup-endpoint.json')).mode & 0o777).toBe(0o600);
    // The backup, while the server runs and another client keeps uploading documents.
    const jamesCookie = await signIn(port, DEMO_ACCOUNTS.james.email, DEMO_PASSWORD);
    const archive = join(root, 'backup.tar.gz');
    const backupRun = command('src/scripts/backup.ts', ['--out', archive], env);
    let backupDone = false;
    void backupRun.finally(() => (backupDone = true));
    // From the moment the server starts the snapshot (its staging directory appears) until the
    // archive is written (at most 90: the hourly upload limit is 100).
    const staging = () => existsSync(join(dataDir, 'backups')) && readdirSync(join(dataDir, 'backups')).some((n) => n.startsWith('.staging-'));
    while (!backupDone && !staging()) await new Promise((r) => setTimeout(r, 10));
    const uploadedDuring = new Map<string, Buffer>();
    while (!backupDone && uploadedDuring.size < 90) {
      const bytes = pdfBytes(`Uploaded during the backup ${randomUUID()}`);
      uploadedDuring.set(await uploadPdf(port, jamesCookie, `During ${uploadedDuring.size}`, bytes), bytes);
    }
    const backup = await backupRun;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backup written: ${archive}`);
    expect(backup.output).toContain('taken by the running server');
    lap('backup written');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const before = await rowCounts(dataDir);
    const filled = Object.entries(before).filter(([, n]) => n > 0);
    // The demo, the upload and the contact message reach most tables.
    expect(filled.length).toBeGreaterThanOrEqual(10);

    lap('stopped, counted');
    // Restore into a fresh DATA_DIR (missing: restore creates it).
    const restoredDir = join(root, 'restored');
    const restoredEnv = { DATA_DIR: restoredDir, PORT: port };
    const restore = await command('src/scripts/restore.ts', [archive], restoredEnv);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`Restored ${archive} into ${restoredDir}`);
    // Every table holds the rows it held, but for the documents uploaded during the backup: those
    // before the snapshot are in it, those after are not.
    const restoredCounts = await rowCounts(restoredDir);
    expect({ ...restoredCounts, documents: 0 }).toEqual({ ...before, documents: 0 });
    expect(restoredCounts.documents).toBeLessThanOrEqual(before.documents!);
    expect(restoredCounts.documents).toBeGreaterThanOrEqual(before.documents! - uploadedDuring.size);
    expect(readdirSync(restoredDir).some((n) => n.startsWith('.restore-'))).toBe(false);

    lap('restored, counted');
    // The server starts on it; the same client signs in and downloads the same bytes.
    const again = await startServer(restoredEnv);
    const restoredCookie = await signIn(port, SOPHIE.email, SOPHIE.password);
    const download = await fetch(`http://127.0.0.1:${port}/api/documents/${documentId}/download`, { headers: { cookie: restoredCookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    // Every document of the demo has its file.
    const docs = (await (await fetch(`http://127.0.0.1:${port}/api/documents`, { headers: { cookie: restoredCookie } })).json()) as { id: string }[];
    expect(docs.length).toBeGreaterThan(1);
    for (const d of docs)
      expect((await fetch(`http://127.0.0.1:${port}/api/documents/${d.id}/download`, { headers: { cookie: restoredCookie } })).status).toBe(200);
    // Every document uploaded during the backup that the snapshot holds has its file, byte for byte.
    const jamesAgain = await signIn(port, DEMO_ACCOUNTS.james.email, DEMO_PASSWORD);
    const jamesDocs = (await (await fetch(`http://127.0.0.1:${port}/api/documents`, { headers: { cookie: jamesAgain } })).json()) as { id: string }[];
    const kept = jamesDocs.filter((d) => uploadedDuring.has(d.id));
    for (const d of kept) {
      const res = await fetch(`http://127.0.0.1:${port}/api/documents/${d.id}/download`, { headers: { cookie: jamesAgain } });
      expect(Buffer.from(await res.arrayBuffer()).equals(uploadedDuring.get(d.id)!)).toBe(true);
    }
    console.info(`${uploadedDuring.size} documents uploaded during the backup, ${kept.length} of them in the snapshot`);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    lap('restored server checked');
    // A non-empty DATA_DIR is refused and left as it was.
    const busy = join(root, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'keep.txt'), 'mine');
    const refused = await command('src/scripts/restore.ts', [archive], { DATA_DIR: busy });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('is not empty');
    expect(readdirSync(busy)).toEqual(['keep.txt']);

    lap('non-empty refused');
    // One byte of the uploaded document flipped (the tar re-compressed, so only the hash can tell): refused, target left empty.
    const tarBytes = gunzipSync(readFileSync(archive));
    const at = tarBytes.lastIndexOf(content.subarray(content.indexOf('Backup check')));
    expect(at).toBeGreaterThan(0);
    tarBytes[at] = tarBytes[at]! ^ 0xff;
    const damaged = join(root, 'damaged.tar.gz');
    writeFileSync(damaged, gzipSync(tarBytes));
    const emptyDir = join(root, 'empty');
    mkdirSync(emptyDir);
    const corrupt = await command('src/scripts/restore.ts', [damaged], { DATA_DIR: emptyDir });
    expect(corrupt.code).not.toBe(0);
    expect(corrupt.output).toMatch(/data\/uploads\/[0-9a-f-]{36} does not match its SHA-256/);
    expect(readdirSync(emptyDir)).toEqual([]);

    lap('damaged refused');
    // A truncated archive: refused, target left empty.
    const truncated = join(root, 'truncated.tar.gz');
    const whole = readFileSync(archive);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    // (restoreArchive itself, which the command runs: the command's start takes seconds.)
    const cut = restoreArchive({ archive: truncated, dataDir: emptyDir, knownMigrations: [], openDatabase: () => Promise.reject(new Error('not reached')) });
    await expect(cut).rejects.toThrow(CorruptArchiveError);
    expect(readdirSync(emptyDir)).toEqual([]);
    lap('truncated refused');
  }, 300_000);
});
