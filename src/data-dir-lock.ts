/**
 * One process at a time on an embedded database. PGlite keeps the whole database in the memory of
 * the process that opened it and writes it back to `DATA_DIR/db` on its own schedule, so a second
 * process on the same directory (a seed script while the server runs) works on a copy that the
 * first one later overwrites. This lock makes the second process stop with a clear message instead.
 *
 * The lock is the file `DATA_DIR/db.lock` created with O_EXCL and holding the owner's pid, host
 * and start time. A lock whose owner is no longer alive on this host (kill -9, power loss) is stale
 * and taken over. (A pid check, rather than a lock refreshed on a timer such as proper-lockfile's,
 * so a server restarted right after a crash is not refused for the staleness period.)
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync, mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Thrown when another live process holds the lock. `message` says what to do. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(`The server (or another command) is running on this DATA_DIR (${dataDir}, pid ${ownerPid}); ` + 'stop it first, or run this against DATABASE_URL.');
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** Whether a process with this pid exists on this machine. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, host: String(owner.host ?? ''), startedAt: String(owner.startedAt ?? '') } : null;
  } catch {
    return null;
  }
}

/** A held lock; `release()` removes it (idempotent). */
interface DataDirLock {
  file: string;
  release(): void;
}

/**
 * Takes the exclusive lock of `dataDir` for this process.
 * @returns the lock, released by `release()` (also on normal process exit)
 * @throws DataDirLockedError when a live process holds it
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'db.lock');
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        // Only remove the lock if it is still ours.
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { file, release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(file);
    if (owner && owner.pid !== process.pid && owner.host === me.host && isAlive(owner.pid)) {
      throw new DataDirLockedError(dataDir, owner.pid);
    }
    if (owner && owner.host !== me.host && owner.host !== '') {
      // Another machine on a shared directory: its pid means nothing here; never take it over.
      throw new DataDirLockedError(dataDir, owner.pid);
    }
    // Stale (dead owner) or unreadable (a crash while writing it): take it over.
    rmSync(file, { force: true });
  }
  throw new Error(`could not take the lock ${file}`);
}
