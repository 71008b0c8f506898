/**
 * Backups of an embedded-database DATA_DIR (decision record 053): one `.tar.gz` holding
 * `manifest.json` (first), `database/pglite.tar` (PGlite's own dump of its data directory) and
 * `data/…` (every other file of DATA_DIR that is not temporary: uploads, exports, the outbox, the
 * generated keys). The manifest lists every entry with its size and SHA-256, the format version,
 * the app version and the migrations the database has run.
 *
 * A backup is staged first in `DATA_DIR/backups/.staging-<uuid>`: the database dump, then hard
 * links of the files (copies where links are impossible), both while PGlite runs no query, so every
 * row's file is present and no file is deleted before it is linked; then the staged files are
 * hashed and packed (streamed; nothing large is held in memory but the dump, which PGlite builds in
 * memory). A restore extracts into `DATA_DIR/.restore-<uuid>`, checks every entry against the
 * manifest, opens the database once, and only then moves the files into place.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';

/** The archive layout's version; a restore refuses any other. */
export const BACKUP_FORMAT = 1;

/** The file a running server writes its backup endpoint into (src/plugins/backup.ts). */
export const BACKUP_ENDPOINT_FILE = 'backup-endpoint.json';

/**
 * What of DATA_DIR a backup leaves out, relative paths: the database directory (dumped instead),
 * the lock, backups themselves, the heartbeats of running processes, the endpoint file, and the
 * temporary files of uploads and exports in flight.
 */
const EXCLUDED = new Set(['db', 'db.lock', 'backups', 'instances', BACKUP_ENDPOINT_FILE, join('uploads', 'tmp'), join('exports', 'tmp')]);

export interface ManifestEntry {
  /** The entry's path in the archive ('database/pglite.tar', 'data/uploads/<uuid>', …). */
  path: string;
  /** Size in bytes. */
  size: number;
  /** SHA-256 of the content, hex. */
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** When the snapshot was taken (ISO 8601, UTC). */
  createdAt: string;
  /** package.json's version of the app that wrote it. */
  appVersion: string;
  database: 'pglite';
  /** Names of the migrations the database has run, in order. */
  migrations: string[];
  /** Every file entry but the manifest, sorted by path. */
  entries: ManifestEntry[];
}

/** Thrown when an archive is damaged or not one of ours; `message` names the entry. */
export class CorruptArchiveError extends Error {}

/** Thrown when a restore must not run (DATA_DIR not empty, an archive of a newer version); `message` says why. */
export class RestoreRefusedError extends Error {}

/** SHA-256 (hex) and size in bytes of a file, read as a stream in 64 KiB chunks. */
export async function hashFile(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Every regular file under `root`, as paths relative to it with '/' separators, sorted. Symbolic links are not followed. */
async function listFiles(root: string, skip: (rel: string) => boolean = () => false): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const d of await readdir(dir, { withFileTypes: true })) {
      const abs = join(dir, d.name);
      const rel = relative(root, abs);
      if (skip(rel)) continue;
      if (d.isDirectory()) await walk(abs);
      else if (d.isFile()) out.push(rel.split(sep).join('/'));
    }
  };
  await walk(root);
  return out.sort();
}

/** Hard-links `from` to `to`, or copies it where a link is impossible (another file system, no link support). */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw err;
    await copyFile(from, to);
  }
}

/** A staging directory this old belongs to a backup that died (killed, machine down), in milliseconds. */
const ABANDONED_STAGING_MS = 24 * 60 * 60 * 1000;

/** Removes staging directories under `backupsDir` left by backups that died; never throws. */
async function removeAbandonedStaging(backupsDir: string): Promise<void> {
  const names = await readdir(backupsDir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith('.staging-')) continue;
    const s = await stat(join(backupsDir, name)).catch(() => undefined);
    if (s && Date.now() - s.mtimeMs > ABANDONED_STAGING_MS) await rm(join(backupsDir, name), { recursive: true, force: true }).catch(() => {});
  }
}

interface StageOptions {
  dataDir: string;
  /** The open embedded database (the server's, or the backup script's own). */
  pglite: PGlite;
  /** Names of the migrations the database has run. */
  migrations: string[];
  appVersion: string;
}

/** A staged backup: the directory to pack, and its manifest. `remove()` deletes the directory. */
export interface StagedBackup {
  dir: string;
  manifest: BackupManifest;
  remove(): Promise<void>;
}

/**
 * Takes the snapshot of `dataDir` into a new staging directory under `dataDir/backups`: the
 * database dump and links to the files, taken while PGlite runs no query (its query queue is held;
 * the dump itself is a synchronous walk of its files, so it is the state of one instant, as after
 * a power cut, which PostgreSQL's recovery completes at the restore's first open). A file whose
 * row is in the dump cannot be deleted before it is linked: deletions remove the row first.
 * @returns the staged backup (the caller packs it with `packStaged` and removes it)
 * @throws on I/O errors (the staging directory is removed)
 */
export async function stageBackup(opts: StageOptions): Promise<StagedBackup> {
  const dir = join(opts.dataDir, 'backups', `.staging-${randomUUID()}`);
  const remove = () => rm(dir, { recursive: true, force: true });
  await removeAbandonedStaging(join(opts.dataDir, 'backups'));
  try {
    await mkdir(join(dir, 'database'), { recursive: true });
    await mkdir(join(dir, 'data'), { recursive: true });
    const createdAt = new Date().toISOString();
    const dump = await opts.pglite._runExclusiveQuery(async () => {
      const blob = await opts.pglite.dumpDataDir('none');
      const files = await listFiles(opts.dataDir, (rel) => EXCLUDED.has(rel));
      for (const rel of files) {
        const to = join(dir, 'data', rel);
        await mkdir(join(to, '..'), { recursive: true });
        try {
          await linkOrCopy(join(opts.dataDir, rel), to);
        } catch (err) {
          // Gone since the listing (an outbox file sent, a file without a row swept): not needed.
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
      return blob;
    });
    await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream), createWriteStream(join(dir, 'database', 'pglite.tar')));
    const entries: ManifestEntry[] = [];
    for (const path of await listFiles(dir)) entries.push({ path, ...(await hashFile(join(dir, path))) });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt,
      appVersion: opts.appVersion,
      database: 'pglite',
      migrations: opts.migrations,
      entries,
    };
    await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    return { dir, manifest, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

/** The staged backup as a gzip-compressed tar stream, manifest first (read it with `restoreArchive`). */
export function packStaged(staged: StagedBackup): Readable {
  const out = new PassThrough();
  const pack = tar.c({ gzip: true, cwd: staged.dir, portable: true }, ['manifest.json', 'database', 'data']);
  pack.on('error', (err: unknown) => out.destroy(err as Error));
  pack.pipe(out);
  return out;
}

/** package.json's version (run from the project directory, as `npm start` and the scripts are), or 'unknown'. */
export function appVersion(): string {
  try {
    return String((JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { version?: unknown }).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** Writes the staged backup to `file` (through `file.partial`, renamed when complete). @returns the archive's size in bytes */
export async function writeStaged(staged: StagedBackup, file: string): Promise<number> {
  const partial = `${file}.partial`;
  try {
    await pipeline(packStaged(staged), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  return (await stat(file)).size;
}

/** Reads and checks an archive's manifest, then hashes every entry as it streams past. @throws CorruptArchiveError */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  const seen = new Map<string, { size: number; sha256: string }>();
  const pending: Promise<void>[] = [];
  try {
    await tar.t({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type !== 'File') return entry.resume();
        const hash = createHash('sha256');
        const chunks: Buffer[] = [];
        let size = 0;
        const path = entry.path.replace(/^\.\//, '');
        entry.on('data', (c: Buffer) => {
          hash.update(c);
          size += c.length;
          if (path === 'manifest.json') chunks.push(c);
        });
        pending.push(
          new Promise<void>((resolve) =>
            entry.on('end', () => {
              if (path === 'manifest.json') manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
              else seen.set(path, { size, sha256: hash.digest('hex') });
              resolve();
            }),
          ),
        );
      },
    });
    await Promise.all(pending);
  } catch (err) {
    if (err instanceof CorruptArchiveError) throw err;
    throw new CorruptArchiveError(`${file} is not a readable backup archive: ${(err as Error).message}`);
  }
  if (!manifest) throw new CorruptArchiveError(`${file} has no manifest.json`);
  checkAgainstManifest(manifest, seen);
  return manifest;
}

/** Parses and shape-checks manifest.json. @throws CorruptArchiveError */
function parseManifest(text: string): BackupManifest {
  let m: BackupManifest;
  try {
    m = JSON.parse(text) as BackupManifest;
  } catch {
    throw new CorruptArchiveError('manifest.json is not JSON');
  }
  if (m.format !== BACKUP_FORMAT) throw new CorruptArchiveError(`backup format ${String(m.format)} is not ${BACKUP_FORMAT}, the one this version reads`);
  if (!Array.isArray(m.entries) || !Array.isArray(m.migrations)) throw new CorruptArchiveError('manifest.json lacks its entries or migrations');
  if (!m.entries.some((e) => e.path === 'database/pglite.tar')) throw new CorruptArchiveError('the manifest lists no database/pglite.tar');
  return m;
}

/** Every manifest entry was found with its size and hash, and nothing else. @throws CorruptArchiveError naming the first difference */
function checkAgainstManifest(manifest: BackupManifest, found: Map<string, { size: number; sha256: string }>): void {
  const listed = new Set(manifest.entries.map((e) => e.path));
  for (const path of found.keys()) if (!listed.has(path)) throw new CorruptArchiveError(`${path} is in the archive but not in its manifest`);
  for (const e of manifest.entries) {
    const f = found.get(e.path);
    if (!f) throw new CorruptArchiveError(`${e.path} is in the manifest but missing from the archive`);
    if (f.size !== e.size || f.sha256 !== e.sha256)
      throw new CorruptArchiveError(`${e.path} does not match its SHA-256 and size in the manifest: the archive is damaged`);
  }
}

/** What a restore did. */
export interface RestoreSummary {
  manifest: BackupManifest;
  /** Files put into DATA_DIR besides the database, and their bytes. */
  files: number;
  bytes: number;
}

interface RestoreOptions {
  archive: string;
  /** The target; must be missing or empty. */
  dataDir: string;
  /** The migrations this version of the app knows; an archive that ran others is refused. */
  knownMigrations: readonly string[];
  /**
   * Opens the extracted database once (loading `dump` into `pgliteDir`) and closes it cleanly;
   * throws when it cannot. Kept a parameter so this module does not load the ORM.
   */
  openDatabase: (pgliteDir: string, dump: Blob) => Promise<void>;
}

/** Whether `dir` is missing or an empty directory. */
async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/**
 * Restores `archive` into `dataDir`: refuses unless `dataDir` is missing or empty; extracts into
 * `dataDir/.restore-<uuid>`; checks every entry's size and SHA-256 against the manifest and the
 * migrations against `knownMigrations`; loads the database into place there and opens it once;
 * only then moves the database directory and the files into `dataDir`. On any failure the
 * temporary directory is removed and `dataDir` is left empty.
 * @throws RestoreRefusedError (not empty, newer migrations), CorruptArchiveError (damaged), or I/O errors
 */
export async function restoreArchive(opts: RestoreOptions): Promise<RestoreSummary> {
  const { dataDir } = opts;
  if (!(await isEmptyOrMissing(dataDir))) {
    const names = (await readdir(dataDir)).sort();
    throw new RestoreRefusedError(
      `DATA_DIR ${dataDir} is not empty (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}): restore only into an empty (or new) directory, so nothing is overwritten`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const tmp = join(dataDir, `.restore-${randomUUID()}`);
  await mkdir(tmp);
  const moved: string[] = [];
  try {
    const found = new Map<string, { size: number; sha256: string }>();
    const refused: string[] = [];
    try {
      await tar.x({
        file: opts.archive,
        cwd: tmp,
        strict: true,
        // Only plain files and directories: no links, devices or paths outside `tmp`.
        filter: (path, entry) => {
          const type = 'type' in entry ? entry.type : undefined;
          const ok = type === 'File' || type === 'Directory';
          if (!ok) refused.push(path);
          return ok;
        },
      });
    } catch (err) {
      throw new CorruptArchiveError(`${opts.archive} is not a readable backup archive: ${(err as Error).message}`);
    }
    if (refused.length) throw new CorruptArchiveError(`the archive holds entries that are not plain files: ${refused.slice(0, 5).join(', ')}`);
    const manifest = parseManifest(await readFile(join(tmp, 'manifest.json'), 'utf8').catch(() => '{}'));
    for (const path of await listFiles(tmp)) if (path !== 'manifest.json') found.set(path, await hashFile(join(tmp, path)));
    checkAgainstManifest(manifest, found);
    const unknown = manifest.migrations.filter((m) => !opts.knownMigrations.includes(m));
    if (unknown.length) {
      throw new RestoreRefusedError(
        `the backup's database ran migrations this version does not know (${unknown.join(', ')}): restore it with the version that made it (${manifest.appVersion}) or a newer one`,
      );
    }

    // The database, opened once where it will live (PostgreSQL completes its recovery here).
    const dumpFile = join(tmp, 'database', 'pglite.tar');
    await opts.openDatabase(join(tmp, 'data', 'db'), new Blob([await readFile(dumpFile)]));

    let files = 0;
    let bytes = 0;
    for (const e of manifest.entries) {
      if (!e.path.startsWith('data/')) continue;
      files++;
      bytes += e.size;
    }
    // Into place: each top-level entry of data/ (db, uploads, exports, keys…) is one rename.
    for (const name of await readdir(join(tmp, 'data'))) {
      await rename(join(tmp, 'data', name), join(dataDir, name));
      moved.push(name);
    }
    await rm(tmp, { recursive: true, force: true });
    return { manifest, files, bytes };
  } catch (err) {
    // Retried: after a failed extraction the archive's last files may still be being written.
    await rm(tmp, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    // Anything moved before the failure goes too: the target is left as it was, empty.
    for (const name of moved) await rm(join(dataDir, name), { recursive: true, force: true });
    throw err;
  }
}
