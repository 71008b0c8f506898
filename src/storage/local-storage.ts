/**
 * The local-directory driver of `Storage` (the default, STORAGE=local; decision records 017, 052):
 * files under `DATA_DIR/uploads` (or `DATA_DIR/exports`), named by generated keys (never by client
 * input). Uploads are written to `<root>/tmp` first and moved into place only once complete and
 * checked, so a failed upload leaves nothing behind. A temporary file's name starts with the id of
 * the process writing it (`<instance id>.<uuid>.part`), so a sweep can tell a dead process's
 * leftovers from another instance's upload in flight (instance-heartbeat.ts, decision record 017).
 */
import { randomUUID } from 'node:crypto';
import { constants, type ReadStream } from 'node:fs';
import { access, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { assertKey, STORAGE_KEY_PATTERN, TempFileStorage, type Storage } from './storage.js';

export class LocalStorage extends TempFileStorage {
  readonly root: string;

  /**
   * @param root directory for stored files (created if missing, with its `tmp` directory)
   * @param owner this process's instance id, put into temporary file names (InstanceHeartbeat.id)
   */
  constructor(root: string, owner?: string) {
    super(join(root, 'tmp'), owner);
    this.root = root;
  }

  get location(): string {
    return this.root;
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

  protected async listStored(): Promise<{ key: string; size: number; modifiedMs: number }[]> {
    const stored: { key: string; size: number; modifiedMs: number }[] = [];
    for (const name of await readdir(this.root)) {
      if (!STORAGE_KEY_PATTERN.test(name)) continue;
      const st = await stat(join(this.root, name)).catch(() => null);
      if (st?.isFile()) stored.push({ key: name, size: st.size, modifiedMs: st.mtimeMs });
    }
    return stored;
  }

  /** Absolute path of a stored key. @throws Error for a string that is not a generated key */
  pathOf(key: string): string {
    assertKey(key);
    return join(this.root, key);
  }

  async sizeOf(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  async open(key: string): Promise<{ stream: ReadStream; size: number } | null> {
    let handle: FileHandle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    // The size of the file this handle reads, even if the key is replaced meanwhile.
    const { size } = await handle.stat().catch(async (err: unknown) => {
      await handle.close();
      throw err;
    });
    return { stream: handle.createReadStream(), size };
  }

  async withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T> {
    const path = this.pathOf(key);
    await stat(path); // a missing file rejects here (ENOENT), as with the S3 driver
    return use(path);
  }

  async remove(keyOrTempPath: string): Promise<void> {
    const path = this.isTempPath(keyOrTempPath) ? keyOrTempPath : this.pathOf(keyOrTempPath);
    await rm(path, { force: true });
  }

  /** Resolves when the directory is writable. */
  async check(): Promise<void> {
    await access(this.root, constants.W_OK);
  }
}

/**
 * `storage` as the local driver, for tests and benchmarks that look into its directory.
 * @throws Error when `storage` is another driver
 */
export function asLocal(storage: Storage): LocalStorage {
  if (!(storage instanceof LocalStorage)) throw new Error(`${storage.location} is not a local directory`);
  return storage;
}
