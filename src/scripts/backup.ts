/**
 * `npm run backup [-- --out <file>] [--keep <n>]` (decision record 053): writes one archive of the
 * embedded database and DATA_DIR's files (default DATA_DIR/backups/backup-<UTC time>.tar.gz); with
 * `--keep n`, once the new archive is checked, removes all but the newest n of that folder's
 * archives (src/backup/prune.ts; not with --out). When the
 * server runs on DATA_DIR (DATA_DIR/backup-endpoint.json names a live process) it takes the
 * snapshot and sends the archive; otherwise this script opens the database itself (taking DATA_DIR's
 * lock). The written archive is then read back and checked against its manifest. Prints what it
 * wrote; exit code 1 with a message on failure. With DATABASE_URL set it refuses: use pg_dump.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { BACKUP_ENDPOINT_FILE, verifyArchive, writeStaged } from '../backup/archive.js';
import { pruneBackups } from '../backup/prune.js';
import { stageFromOrm } from '../backup/from-orm.js';
import { loadConfig } from '../config.js';
import { openAppOrm } from '../db.js';
import type { BackupEndpoint } from '../plugins/backup.js';

/** The running server's endpoint, when the file names a live process. */
async function liveEndpoint(dataDir: string): Promise<BackupEndpoint | undefined> {
  let endpoint: BackupEndpoint;
  try {
    endpoint = JSON.parse(await readFile(join(dataDir, BACKUP_ENDPOINT_FILE), 'utf8')) as BackupEndpoint;
  } catch {
    return undefined;
  }
  try {
    process.kill(endpoint.pid, 0);
    return endpoint;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? endpoint : undefined;
  }
}

/** Asks the running server for the archive and writes it to `out` (through `out.partial`). */
async function fromServer(endpoint: BackupEndpoint, out: string): Promise<void> {
  const res = await fetch(`${endpoint.url}/ops/backup`, { headers: { authorization: `Bearer ${endpoint.token}` } });
  if (!res.ok || !res.body) throw new Error(`the server (pid ${endpoint.pid}) refused the backup: HTTP ${res.status} ${await res.text()}`);
  const partial = `${out}.partial`;
  try {
    await pipeline(Readable.fromWeb(res.body as ReadableStream), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, out);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, keep: { type: 'string' } } });
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) throw new Error('--keep takes a whole number of at least 1');
  if (keep !== undefined && values.out) throw new Error('--keep prunes DATA_DIR/backups only: leave out --out');
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back the database up with pg_dump -Fc and DATA_DIR with your file backup (README, "Backups").');
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = resolve(values.out ?? join(config.dataDir, 'backups', `backup-${stamp}.tar.gz`));
  await mkdir(dirname(out), { recursive: true });

  const endpoint = await liveEndpoint(config.dataDir);
  let how: string;
  if (endpoint) {
    await fromServer(endpoint, out);
    how = `taken by the running server (pid ${endpoint.pid})`;
  } else {
    const orm = await openAppOrm(config);
    try {
      const staged = await stageFromOrm(orm, config.dataDir);
      try {
        await writeStaged(staged, out);
      } finally {
        await staged.remove();
      }
    } finally {
      await orm.close(true);
    }
    how = 'no server was running: the database was opened by this command';
  }

  const manifest = await verifyArchive(out);
  const files = manifest.entries.filter((e) => e.path.startsWith('data/'));
  const database = manifest.entries.find((e) => e.path === 'database/pglite.tar')!;
  const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
  console.log(`Backup written: ${out} (${mib((await stat(out)).size)}, checked against its manifest)`);
  console.log(`  ${how}`);
  console.log(
    `  database: ${mib(database.size)}, ${manifest.migrations.length} migrations; files: ${files.length} (${mib(files.reduce((s, e) => s + e.size, 0))})`,
  );
  console.log(`  restore with: npm run restore -- ${out}   (into an empty DATA_DIR)`);
  if (keep !== undefined) {
    const removed = await pruneBackups(dirname(out), keep);
    console.log(`  kept the newest ${keep}; removed ${removed.length}${removed.length ? `: ${removed.join(', ')}` : ''}`);
  }
}

main().catch((err: unknown) => {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
