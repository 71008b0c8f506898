/**
 * Where document bytes live: files under `DATA_DIR/uploads`, named by generated keys
 * (never by client input). Uploads are written to `uploads/tmp` first and moved into place
 * only once complete and checked, so a failed upload leaves nothing behind. A temporary file's name
 * starts with the id of the process writing it (`<instance id>.<uuid>.part`), so a sweep can tell a
 * dead process's leftovers from another instance's upload in flight (instance-heartbeat.ts,
 * decision record 017).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, type ReadStream, type WriteStream } from 'node:fs';
import { open, readdir, rename, rm, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { INSTANCE_ID_PATTERN } from './instance-heartbeat.js';

/** What a temporary-file sweep is told: the idle grace, and the live processes when known. */
interface TempSweepOptions {
  now?: number;
  /** A temporary file not written to for this long is dead, whoever wrote it (milliseconds). */
  tempGraceMs: number;
  /** The ids of the processes live at `now`: a temporary file named by any other id and written before `now` is dead at once. */
  liveOwners?: Set<string>;
}

export class LocalStorage {
  readonly root: string;
  readonly tmpDir: string;

  /**
   * @param root directory for stored files (created if missing)
   * @param owner this process's instance id, put into temporary file names (InstanceHeartbeat.id)
   */
  constructor(
    root: string,
    readonly owner?: string,
  ) {
    this.root = root;
    this.tmpDir = join(root, 'tmp');
    mkdirSync(this.tmpDir, { recursive: true });
  }

  /** A new temporary file: its path and a write stream to it. */
  createTemp(): { path: string; stream: WriteStream } {
    const path = join(this.tmpDir, `${this.owner ? `${this.owner}.` : ''}${randomUUID()}.part`);
    return { path, stream: createWriteStream(path, { flags: 'wx', mode: 0o600 }) };
  }

  /**
   * Moves a completed temporary file into storage under a new generated key, durably: the file is
   * fsynced, renamed, and the directory fsynced, so once this returns the file survives a crash.
   * (The caller inserts its row after this; a crash in between leaves a file without a row, which
   * `sweep` removes, never a row without a file.) Returns the key.
   */
  async commit(tempPath: string): Promise<string> {
    const key = randomUUID();
    const file = await open(tempPath, 'r');
    try {
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(tempPath, this.pathOf(key));
    const dir = await open(this.root, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
    return key;
  }

  /**
   * Commits the temporary files at `tempPaths` one after another (`commit`). Each key is pushed onto
   * `committed` as soon as its file is in place, so that on an error (this one's or a later one) the
   * caller removes exactly the files already committed. Returns the keys in the order of `tempPaths`.
   */
  async commitAll(tempPaths: readonly string[], committed: string[]): Promise<string[]> {
    const keys: string[] = [];
    for (const tempPath of tempPaths) {
      const key = await this.commit(tempPath);
      committed.push(key);
      keys.push(key);
    }
    return keys;
  }

  /** Bytes free for this process on the storage's file system. */
  async freeBytes(): Promise<number> {
    const s = await statfs(this.root);
    return s.bavail * s.bsize;
  }

  /**
   * Removes dead temporary files: those of a process not in `liveOwners` (when given) at once, and
   * any not written to for `tempGraceMs` (also unnamed ones of older versions).
   * @returns how many files and bytes were removed
   */
  async sweepTemps(opts: TempSweepOptions): Promise<{ files: number; bytes: number }> {
    const now = opts.now ?? Date.now();
    const removed = { files: 0, bytes: 0 };
    for (const name of await readdir(this.tmpDir)) {
      const path = join(this.tmpDir, name);
      const st = await stat(path).catch(() => null);
      if (!st?.isFile()) continue;
      const owner = name.split('.', 1)[0]!;
      // Written before `now` (when liveOwners was read): a process started since then is not in it.
      const ownerDead = opts.liveOwners !== undefined && INSTANCE_ID_PATTERN.test(owner) && !opts.liveOwners.has(owner) && st.mtimeMs < now;
      if (ownerDead || now - st.mtimeMs > opts.tempGraceMs) {
        await rm(path, { force: true });
        removed.files++;
        removed.bytes += st.size;
      }
    }
    return removed;
  }

  /**
   * Removes what a crash left behind: dead temporary files (sweepTemps), and stored
   * files older than `orphanGraceMs` that `isReferenced` does not know (no documents row).
   * @param isReferenced returns the subset of the given keys that rows refer to
   * @returns how many files and bytes were removed
   */
  async sweep(
    opts: TempSweepOptions & {
      orphanGraceMs: number;
      isReferenced: (keys: string[]) => Promise<Set<string>>;
    },
  ): Promise<{ files: number; bytes: number }> {
    const now = opts.now ?? Date.now();
    const removed = await this.sweepTemps(opts);
    const drop = async (path: string, size: number) => {
      await rm(path, { force: true });
      removed.files++;
      removed.bytes += size;
    };
    const candidates: { key: string; size: number }[] = [];
    for (const name of await readdir(this.root)) {
      if (!/^[0-9a-f-]{36}$/.test(name)) continue;
      const st = await stat(join(this.root, name)).catch(() => null);
      if (st?.isFile() && now - st.mtimeMs > opts.orphanGraceMs) candidates.push({ key: name, size: st.size });
    }
    for (let i = 0; i < candidates.length; i += 500) {
      const chunk = candidates.slice(i, i + 500);
      const referenced = await opts.isReferenced(chunk.map((c) => c.key));
      for (const c of chunk) if (!referenced.has(c.key)) await drop(this.pathOf(c.key), c.size);
    }
    return removed;
  }

  /** Absolute path of a stored key. */
  pathOf(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('invalid storage key');
    return join(this.root, key);
  }

  /** Size in bytes of a stored key, or null when the file is missing. */
  async sizeOf(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  /** A read stream of a stored key. */
  read(key: string): ReadStream {
    return createReadStream(this.pathOf(key));
  }

  /** Removes a stored key or a temporary path; missing files are fine. */
  async remove(keyOrTempPath: string): Promise<void> {
    const path = keyOrTempPath.startsWith(this.tmpDir) ? keyOrTempPath : this.pathOf(keyOrTempPath);
    await rm(path, { force: true });
  }
}
