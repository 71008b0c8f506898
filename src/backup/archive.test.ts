/**
 * The archive of decision record 053 in-process (src/backup.test.ts runs it with the real server):
 * what a backup takes and leaves out of DATA_DIR, and archives a restore refuses before writing
 * anything: an entry the manifest does not list, a link, migrations this version does not know.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../test/harness.js';
import { CorruptArchiveError, RestoreRefusedError, restoreArchive, stageBackup, verifyArchive, writeStaged } from './archive.js';

let root: string;
let dataDir: string;
let archive: string;
let pglite: PGlite;

/** A restore that checks the database only by its size (no PGlite start). */
const restoreInto = (target: string, file = archive, knownMigrations = ['M1', 'M2']) =>
  restoreArchive({ archive: file, dataDir: target, knownMigrations, openDatabase: async (_dir, dump) => void expect(dump.size).toBeGreaterThan(0) });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-archive-'));
  dataDir = join(root, 'data');
  const put = (rel: string, content: string) => {
    mkdirSync(join(dataDir, rel, '..'), { recursive: true });
    writeFileSync(join(dataDir, rel), content);
  };
  put('uploads/0b1c', 'a document');
  put('uploads/tmp/upload.part', 'in flight');
  put('exports/5e6f', 'an export');
  put('exports/tmp/export.part', 'in flight');
  put('outbox/mail.eml', 'a mail');
  put('session.key', 'key');
  put('db.lock', '{}');
  put('instances/abc', 'heartbeat');
  put('backups/old.tar.gz', 'an older backup');
  put('backup-endpoint.json', '{}');
  pglite = await PGlite.create({ loadDataDir: pgliteTemplate() });
  const staged = await stageBackup({ dataDir, pglite, migrations: ['M1', 'M2'], appVersion: '9.9.9' });
  archive = join(root, 'backup.tar.gz');
  await writeStaged(staged, archive);
  await staged.remove();
}, 60_000);

afterAll(async () => {
  await pglite?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a backup archive', () => {
  it('holds the dump and the files but nothing temporary, the lock, the heartbeats or older backups; a restore puts them back', async () => {
    const manifest = await verifyArchive(archive);
    expect(manifest).toMatchObject({ format: 1, appVersion: '9.9.9', database: 'pglite', migrations: ['M1', 'M2'] });
    expect(manifest.entries.map((e) => e.path)).toEqual([
      'data/exports/5e6f',
      'data/outbox/mail.eml',
      'data/session.key',
      'data/uploads/0b1c',
      'database/pglite.tar',
    ]);
    expect(manifest.entries.every((e) => /^[0-9a-f]{64}$/.test(e.sha256) && e.size > 0)).toBe(true);
    // The staging directory is gone.
    expect(readdirSync(join(dataDir, 'backups'))).toEqual(['old.tar.gz']);

    const target = join(root, 'restored');
    const summary = await restoreInto(target);
    expect(summary).toMatchObject({ files: 4 });
    expect(readdirSync(target).sort()).toEqual(['exports', 'outbox', 'session.key', 'uploads']);
    expect(readFileSync(join(target, 'uploads', '0b1c'), 'utf8')).toBe('a document');
  });

  it('is refused with an entry its manifest does not list, with a link, or with migrations this version does not know; the target stays empty', async () => {
    const unpacked = join(root, 'unpacked');
    mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    const repack = async (name: string) => {
      const file = join(root, name);
      await tar.c({ gzip: true, file, cwd: unpacked }, readdirSync(unpacked));
      return file;
    };
    const target = join(root, 'target');

    await expect(restoreInto(target, archive, ['M1'])).rejects.toThrow(RestoreRefusedError);
    expect(readdirSync(target)).toEqual([]);

    writeFileSync(join(unpacked, 'data', 'uploads', 'smuggled'), 'x');
    await expect(restoreInto(target, await repack('extra.tar.gz'))).rejects.toThrow(/smuggled is in the archive but not in its manifest/);
    expect(readdirSync(target)).toEqual([]);
    rmSync(join(unpacked, 'data', 'uploads', 'smuggled'));

    symlinkSync('/etc/passwd', join(unpacked, 'data', 'uploads', 'link'));
    await expect(restoreInto(target, await repack('link.tar.gz'))).rejects.toThrow(CorruptArchiveError);
    expect(readdirSync(target)).toEqual([]);
  });
});
