/**
 * The one storage interface (decision record 052): where the bytes of documents, letter pages,
 * attachments and export ZIPs live. Two drivers implement it: the local directory (LocalStorage,
 * the default) and S3-compatible object storage (S3Storage), chosen by STORAGE. Every other module
 * types against `Storage`, never against a driver.
 *
 * Common to both drivers (decision record 017): uploads are written to a temporary file on the
 * local disk first (`tmpDir`, named `<instance id>.<uuid>.part`) and checked there; `commit` makes
 * a checked file durable under a new generated key before its row is inserted, so a crash leaves
 * a stored file without a row (removed by `sweep`), never a row without its file.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { readdir, rm, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { EpisodeLog, type HealthLogger } from '../episode-log.js';
import { AppError } from '../errors.js';
import { INSTANCE_ID_PATTERN } from './instance-heartbeat.js';

/** A stored file's key: a generated UUID (never client input). */
export const STORAGE_KEY_PATTERN = /^[0-9a-f-]{36}$/;

/** What a temporary-file sweep is told: the idle grace, and the live processes when known. */
export interface TempSweepOptions {
  now?: number;
  /** A temporary file not written to for this long is dead, whoever wrote it (milliseconds). */
  tempGraceMs: number;
  /** The ids of the processes live at `now`: a temporary file named by any other id and written before `now` is dead at once. */
  liveOwners?: Set<string>;
}

/** What a sweep of stored files is told, beyond the temporary-file sweep's options. */
export interface SweepOptions extends TempSweepOptions {
  /** A stored file without a row is removed only once it is this old (milliseconds). */
  orphanGraceMs: number;
  /** Returns the subset of the given keys that rows refer to. */
  isReferenced: (keys: string[]) => Promise<Set<string>>;
}

/** Files and bytes a sweep removed. */
export interface Removed {
  files: number;
  bytes: number;
}

/** A store of files under generated keys; see the module comment. */
export interface Storage {
  /** Where the stored files are, for logs: a directory, or `s3://bucket/prefix`. */
  readonly location: string;
  /** The local directory of temporary files (uploads in flight, export ZIPs being written). */
  readonly tmpDir: string;
  /** A new temporary file on the local disk: its path and a write stream to it. */
  createTemp(): { path: string; stream: WriteStream };
  /**
   * Stores a completed temporary file durably under a new generated key; once this returns the
   * file survives a crash. The temporary file is gone afterwards when this succeeds; on failure
   * nothing is stored and the caller removes the temporary file.
   * @returns the key
   * @throws StorageUnavailableError (503) when object storage cannot be reached
   */
  commit(tempPath: string): Promise<string>;
  /**
   * Commits the temporary files at `tempPaths` one after another (`commit`). Each key is pushed onto
   * `committed` as soon as its file is stored, so that on an error (this one's or a later one) the
   * caller removes exactly the files already committed. Returns the keys in the order of `tempPaths`.
   */
  commitAll(tempPaths: readonly string[], committed: string[]): Promise<string[]>;
  /** Bytes free for this process on the disk of the temporary files (and, for the local driver, of the stored ones). */
  freeBytes(): Promise<number>;
  /**
   * Removes dead temporary files: those of a process not in `liveOwners` (when given) at once, and
   * any not written to for `tempGraceMs`.
   */
  sweepTemps(opts: TempSweepOptions): Promise<Removed>;
  /**
   * Removes what a crash left behind: dead temporary files (sweepTemps), and stored files older
   * than `orphanGraceMs` that `isReferenced` does not know.
   */
  sweep(opts: SweepOptions): Promise<Removed>;
  /** Size in bytes of a stored key, or null when it is missing. @throws StorageUnavailableError */
  sizeOf(key: string): Promise<number | null>;
  /**
   * The bytes of a stored key, as a stream; resolves once the file is open (so a missing file
   * rejects here, with code ENOENT, rather than failing the stream later).
   * @throws StorageUnavailableError
   */
  read(key: string): Promise<Readable>;
  /**
   * The bytes of a stored key with their size in bytes, for a download's Content-Length: one
   * request to object storage (where `sizeOf` and `read` are two).
   * @returns null when the key is missing
   * @throws StorageUnavailableError
   */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /**
   * Runs `use` with a local path holding the stored key's bytes (the OCR child process reads
   * files by path): the stored file itself for the local driver, a temporary copy removed when
   * `use` has finished for object storage.
   * @returns what `use` returns
   */
  withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T>;
  /** Removes a stored key or a temporary path; missing files are fine. @throws StorageUnavailableError */
  remove(keyOrTempPath: string): Promise<void>;
  /** Resolves when files can be stored (the readiness probe, decision record 046); rejects otherwise. */
  check(): Promise<void>;
}

/** Seconds a client should wait before retrying while object storage cannot be reached (Retry-After). */
export const STORAGE_RETRY_AFTER_SECONDS = 10;

/**
 * Object storage cannot be reached (network error, timeout, a 5xx or throttling answer): the
 * request is answered 503 `serviceUnavailable` with Retry-After STORAGE_RETRY_AFTER_SECONDS, as a
 * database outage is (src/plugins/errors.ts), but not reported as one.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super('SERVICE_UNAVAILABLE', 'serviceUnavailable', { retryAfter: STORAGE_RETRY_AFTER_SECONDS });
    this.cause = cause;
  }
}

/**
 * Logs an object-storage outage once when it starts and once when it ends (EpisodeLog), instead of
 * a line per failed request; `report()` is called for every StorageUnavailableError.
 */
export class StorageHealth extends EpisodeLog {
  /**
   * @param log where the two lines go
   * @param check resolves when the stores answer again (Storage.check)
   * @param probeMs interval of the recovery probe, in milliseconds
   */
  constructor(log: HealthLogger, check: () => Promise<unknown>, probeMs = 1000) {
    super(log, check, probeMs, { started: 'object storage unavailable: answering 503 until it is back', ended: 'object storage available again' });
  }
}

/** A missing stored file, as `read` reports it for both drivers (code ENOENT, like the file system). */
export function missingFile(key: string): Error {
  return Object.assign(new Error(`stored file ${key} is missing`), { code: 'ENOENT' });
}

/** Throws unless `key` is a generated storage key. */
export function assertKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('invalid storage key');
}

/**
 * What both drivers share: the temporary files on the local disk (decision record 017). A
 * temporary file's name starts with the id of the process writing it, so a sweep can tell a dead
 * process's leftovers from another instance's upload in flight (instance-heartbeat.ts).
 */
export abstract class TempFileStorage implements Storage {
  abstract readonly location: string;

  /**
   * @param tmpDir directory of the temporary files (created if missing)
   * @param owner this process's instance id, put into temporary file names (InstanceHeartbeat.id)
   */
  constructor(
    readonly tmpDir: string,
    readonly owner?: string,
  ) {
    mkdirSync(this.tmpDir, { recursive: true });
  }

  createTemp(): { path: string; stream: WriteStream } {
    const path = join(this.tmpDir, `${this.owner ? `${this.owner}.` : ''}${randomUUID()}.part`);
    return { path, stream: createWriteStream(path, { flags: 'wx', mode: 0o600 }) };
  }

  abstract commit(tempPath: string): Promise<string>;

  async commitAll(tempPaths: readonly string[], committed: string[]): Promise<string[]> {
    const keys: string[] = [];
    for (const tempPath of tempPaths) {
      const key = await this.commit(tempPath);
      committed.push(key);
      keys.push(key);
    }
    return keys;
  }

  async freeBytes(): Promise<number> {
    const s = await statfs(this.tmpDir);
    return s.bavail * s.bsize;
  }

  async sweepTemps(opts: TempSweepOptions): Promise<Removed> {
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

  async sweep(opts: SweepOptions): Promise<Removed> {
    const now = opts.now ?? Date.now();
    const removed = await this.sweepTemps(opts);
    const candidates = (await this.listStored()).filter((c) => now - c.modifiedMs > opts.orphanGraceMs);
    for (let i = 0; i < candidates.length; i += 500) {
      const chunk = candidates.slice(i, i + 500);
      const referenced = await opts.isReferenced(chunk.map((c) => c.key));
      for (const c of chunk) {
        if (referenced.has(c.key)) continue;
        await this.remove(c.key);
        removed.files++;
        removed.bytes += c.size;
      }
    }
    return removed;
  }

  /** Every stored key with its size (bytes) and last modification (epoch milliseconds), for `sweep`. */
  protected abstract listStored(): Promise<{ key: string; size: number; modifiedMs: number }[]>;

  /** Whether `keyOrTempPath` is a temporary file's path rather than a stored key. */
  protected isTempPath(keyOrTempPath: string): boolean {
    return keyOrTempPath.startsWith(this.tmpDir);
  }

  abstract sizeOf(key: string): Promise<number | null>;
  abstract open(key: string): Promise<{ stream: Readable; size: number } | null>;

  async read(key: string): Promise<Readable> {
    const file = await this.open(key);
    if (!file) throw missingFile(key);
    return file.stream;
  }

  abstract withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T>;
  abstract remove(keyOrTempPath: string): Promise<void>;
  abstract check(): Promise<void>;
}
