/**
 * Pruning of the default backup folder (`npm run backup -- --keep <n>`, decision record 053): only
 * archives this command names itself (`backup-<UTC time>.tar.gz`) are counted and removed, newest
 * kept by the time in their names; anything else in the folder is never touched.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** An archive name `npm run backup` writes: `backup-2026-11-28T17-40-00-000Z.tar.gz`. */
const ARCHIVE_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

/**
 * Removes all but the newest `keep` backup archives in `dir`.
 * @param keep how many to keep, at least 1 (the one just written is among them)
 * @returns the names removed, oldest first
 * @throws RangeError when keep is not a whole number of at least 1
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError('--keep takes a whole number of at least 1');
  // The UTC time in the name sorts as text in time order.
  const archives = (await readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await rm(join(dir, name), { force: true });
  return removed;
}
