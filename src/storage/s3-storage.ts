/**
 * The S3-compatible object storage driver of `Storage` (STORAGE=s3; decision record 052). Stored
 * files are objects `<prefix><key>` in one bucket (`uploads/` for documents, letter pages and
 * attachments, `exports/` for export ZIPs). Temporary files stay on the local disk as with the
 * local driver (`DATA_DIR/uploads/tmp`, `DATA_DIR/exports/tmp`), where uploads are checked before
 * they count; `commit` streams a checked file to the bucket (multipart for large files, never the
 * whole file in memory) and only then removes the temporary file. A failed upload aborts its
 * multipart upload, so nothing is left in the bucket; an object left by a crash between the upload
 * and its row is found by `sweep`, which lists the prefix.
 *
 * Network errors, timeouts, 5xx and throttling answers become StorageUnavailableError (503 with
 * Retry-After); other S3 errors (access denied, no such bucket) are configuration mistakes and stay
 * 500s, logged.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { constants, createReadStream } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config.js';
import { assertKey, STORAGE_KEY_PATTERN, StorageUnavailableError, TempFileStorage } from './storage.js';

/**
 * Part size of multipart uploads (bytes; S3's minimum, which allows objects up to 50 GB): an upload
 * holds about this times UPLOAD_QUEUE_SIZE in memory (measured: ~10 MiB for a 20 MB file).
 */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;
/** Parts of one upload in flight at once. */
const UPLOAD_QUEUE_SIZE = 2;

/**
 * The S3 client's options for `config`: path-style addressing (`endpoint/bucket/key`, which
 * non-AWS servers such as MinIO, Ceph or Garage need), checksums only where the operation
 * requires one (the SDK's default of a CRC32 on every upload and download is unknown to many
 * non-AWS servers), timeouts on connecting and on every request, and static credentials when
 * configured (else the SDK's default chain).
 */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    region: config.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // requestTimeout: until the answer's headers (the request's body sent); socketTimeout: any pause
    // of the socket, also while a download's body streams; without throwOnRequestTimeout the SDK only warns.
    requestHandler: {
      connectionTimeout: config.connectTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      socketTimeout: config.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  };
}

/** A new S3 client for `config` (s3ClientConfig). */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client(s3ClientConfig(config));
}

/** The HTTP status of an S3 error, or undefined when no answer came (network error, timeout). */
function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** Whether `err` says the object (or bucket) does not exist. */
export function isNotFound(err: unknown): boolean {
  const name = (err as { name?: string }).name;
  return statusOf(err) === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

/**
 * `err` as the caller should see it: StorageUnavailableError when object storage could not be
 * reached or answered 5xx/throttling, else `err` itself.
 */
export function storageError(err: unknown): unknown {
  if (err instanceof StorageUnavailableError || !err || typeof err !== 'object') return err;
  const status = statusOf(err);
  const { name, code } = err as { name?: string; code?: string };
  if (status !== undefined) return status >= 500 || status === 429 ? new StorageUnavailableError(err) : err;
  // No answer: the connection failed or timed out.
  if (NETWORK_CODES.has(code ?? '') || name === 'TimeoutError' || name === 'RequestTimeout') return new StorageUnavailableError(err);
  return err;
}

/** Node socket errors (and the SDK's timeout) that mean object storage is out of reach. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

export class S3Storage extends TempFileStorage {
  /**
   * @param client the S3 client (createS3Client)
   * @param bucket the bucket (S3_BUCKET)
   * @param prefix the objects' key prefix, e.g. 'uploads/'
   * @param localRoot local directory whose `tmp` holds the temporary files (DATA_DIR/uploads)
   * @param owner this process's instance id, put into temporary file names (InstanceHeartbeat.id)
   */
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
    readonly prefix: string,
    localRoot: string,
    owner?: string,
  ) {
    super(join(localRoot, 'tmp'), owner);
  }

  get location(): string {
    return `s3://${this.bucket}/${this.prefix}`;
  }

  /** The object key of a stored key. @throws Error for a string that is not a generated key */
  objectKey(key: string): string {
    assertKey(key);
    return `${this.prefix}${key}`;
  }

  /**
   * Streams a completed temporary file to the bucket under a new generated key (multipart above
   * UPLOAD_PART_BYTES), then removes the temporary file. Once this returns the object is stored
   * (S3 acknowledges only durable writes). On failure the multipart upload is aborted and any
   * object written is deleted; the temporary file stays for the caller to remove.
   * @returns the key
   * @throws StorageUnavailableError when the bucket cannot be reached
   */
  async commit(tempPath: string): Promise<string> {
    const key = randomUUID();
    const Key = this.objectKey(key);
    const body = createReadStream(tempPath);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: body },
      partSize: UPLOAD_PART_BYTES,
      queueSize: UPLOAD_QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      body.destroy();
      // A single PUT whose answer was lost may have stored the object: delete it (the sweep would later).
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key })).catch(() => {});
      throw storageError(err);
    }
    await rm(tempPath, { force: true });
    return key;
  }

  protected async listStored(): Promise<{ key: string; size: number; modifiedMs: number }[]> {
    const stored: { key: string; size: number; modifiedMs: number }[] = [];
    let token: string | undefined;
    do {
      const page = await guarded(this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token })));
      for (const o of page.Contents ?? []) {
        const key = o.Key?.slice(this.prefix.length) ?? '';
        if (STORAGE_KEY_PATTERN.test(key)) stored.push({ key, size: o.Size ?? 0, modifiedMs: o.LastModified?.getTime() ?? Date.now() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return stored;
  }

  async sizeOf(key: string): Promise<number | null> {
    const Key = this.objectKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      return head.ContentLength ?? null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw storageError(err);
    }
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const Key = this.objectKey(key);
    try {
      const got = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      return { stream: got.Body as Readable, size: got.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw storageError(err);
    }
  }

  async withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T> {
    const temp = this.createTemp();
    try {
      const body = await this.read(key).catch(async (err: unknown) => {
        // Closed before the removal below, so that an open still under way cannot recreate the file.
        temp.stream.destroy();
        if (!temp.stream.closed) await once(temp.stream, 'close');
        throw err;
      });
      await pipeline(body, temp.stream);
      return await use(temp.path);
    } finally {
      await rm(temp.path, { force: true });
    }
  }

  async remove(keyOrTempPath: string): Promise<void> {
    if (this.isTempPath(keyOrTempPath)) {
      await rm(keyOrTempPath, { force: true });
      return;
    }
    const Key = this.objectKey(keyOrTempPath);
    await guarded(this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key })));
  }

  /** Resolves when the bucket answers (HeadBucket) and the temporary directory is writable. */
  async check(): Promise<void> {
    await Promise.all([guarded(this.client.send(new HeadBucketCommand({ Bucket: this.bucket }))), access(this.tmpDir, constants.W_OK)]);
  }
}

/** Awaits `request`, with failures mapped by storageError. */
async function guarded<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (err) {
    throw storageError(err);
  }
}
