/** `npm run backup -- --keep <n>`: only the command's own archives are pruned, the newest kept. */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneBackups } from './prune.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pruning backups', () => {
  it('keeps the newest archives by the time in their names and touches nothing else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'prune-'));
    const names = [
      'backup-2026-11-27T23-59-59-999Z.tar.gz',
      'backup-2026-11-28T01-00-00-000Z.tar.gz',
      'backup-2026-11-28T17-40-00-000Z.tar.gz',
      'backup-2026-10-01T00-00-00-000Z.tar.gz',
      'backup-2026-11-28T17-40-00-000Z.tar.gz.partial',
      'my-copy.tar.gz',
      'backup-keep-me.tar.gz',
    ];
    for (const name of names) writeFileSync(join(dir, name), 'x');
    expect(await pruneBackups(dir, 2)).toEqual(['backup-2026-10-01T00-00-00-000Z.tar.gz', 'backup-2026-11-27T23-59-59-999Z.tar.gz']);
    expect(readdirSync(dir).sort()).toEqual([
      'backup-2026-11-28T01-00-00-000Z.tar.gz',
      'backup-2026-11-28T17-40-00-000Z.tar.gz',
      'backup-2026-11-28T17-40-00-000Z.tar.gz.partial',
      'backup-keep-me.tar.gz',
      'my-copy.tar.gz',
    ]);
    expect(await pruneBackups(dir, 5)).toEqual([]);
  });

  it('refuses to keep none', async () => {
    dir = mkdtempSync(join(tmpdir(), 'prune-'));
    await expect(pruneBackups(dir, 0)).rejects.toThrow(RangeError);
    await expect(pruneBackups(dir, 1.5)).rejects.toThrow(RangeError);
  });
});
