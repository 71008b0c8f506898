/**
 * Where document bytes live: files under `DATA_DIR/uploads`, named by generated keys
 * (never by client input). Uploads are written to `uploads/tmp` first and moved into place
 * only once complete and checked, so a failed upload leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, type ReadStream, type WriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export class LocalStorage {
  readonly root: string;
  readonly tmpDir: string;

  /** @param root directory for stored files (created if missing) */
  constructor(root: string) {
    this.root = root;
    this.tmpDir = join(root, 'tmp');
    mkdirSync(this.tmpDir, { recursive: true });
  }

  /** A new temporary file: its path and a write stream to it. */
  createTemp(): { path: string; stream: WriteStream } {
    const path = join(this.tmpDir, `${randomUUID()}.part`);
    return { path, stream: createWriteStream(path, { flags: 'wx', mode: 0o600 }) };
  }

  /** Moves a completed temporary file into storage under a new generated key. Returns the key. */
  async commit(tempPath: string): Promise<string> {
    const key = randomUUID();
    await rename(tempPath, this.pathOf(key));
    return key;
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
