/**
 * The storage contract (src/storage/storage.ts, decision record 052), run against both drivers:
 * the local directory and S3-compatible object storage (an S3-protocol server on loopback,
 * src/test/s3-server.ts). Stored files are durable under generated keys, read back as streams,
 * removed without a trace; a failed upload leaves nothing; the orphan sweep lists what is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { UploadPartCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { objectKeys, startS3Server, type TestS3Server } from '../test/s3-server.js';
import { LocalStorage } from './local-storage.js';
import { createS3Client, S3Storage, UPLOAD_PART_BYTES } from './s3-storage.js';
import { StorageUnavailableError, type Storage } from './storage.js';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3?.close());

type Driver = 'local' | 's3';
let dir: string;
let storage: Storage;

/** What is stored, by key, as the driver's own listing shows it (the directory, or the bucket's prefix). */
async function storedKeys(driver: Driver): Promise<string[]> {
  if (driver === 'local')
    return readdirSync(join(dir, 'uploads'))
      .filter((f) => f !== 'tmp')
      .sort();
  return (await objectKeys(s3, `${dir.split('/').pop()}/`)).map((k) => k.split('/').pop()!);
}

/** A committed file of `bytes`. */
async function stored(bytes: Buffer): Promise<string> {
  const temp = storage.createTemp();
  temp.stream.end(bytes);
  await once(temp.stream, 'close');
  return storage.commit(temp.path);
}

describe.each<Driver>(['local', 's3'])('the %s storage driver', (driver) => {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-storage-'));
    // A prefix per test in the shared bucket, so each test sees only its own objects.
    storage =
      driver === 'local'
        ? new LocalStorage(join(dir, 'uploads'), 'a'.repeat(32))
        : new S3Storage(s3.client, s3.config.bucket, `${dir.split('/').pop()}/`, join(dir, 'uploads'), 'a'.repeat(32));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores a file under a generated key, reads it back as a stream, and removes it', async () => {
    const bytes = randomBytes(10_000);
    const key = await stored(bytes);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedKeys(driver)).toEqual([key]);
    expect(readdirSync(storage.tmpDir)).toEqual([]);
    expect(await storage.sizeOf(key)).toBe(bytes.length);
    expect((await buffer(await storage.read(key))).equals(bytes)).toBe(true);
    // A download's bytes and size at once (one request to a bucket).
    const opened = await storage.open(key);
    expect(opened?.size).toBe(bytes.length);
    expect((await buffer(opened!.stream)).equals(bytes)).toBe(true);

    await storage.remove(key);
    expect(await storage.sizeOf(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    expect(await storedKeys(driver)).toEqual([]);
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    // Removing what is gone is fine.
    await storage.remove(key);
    await expect(storage.read('../etc/passwd')).rejects.toThrow('invalid storage key');
  });

  it('streams a file larger than an upload part (multipart on S3) and reads back the same bytes', async () => {
    const bytes = randomBytes(UPLOAD_PART_BYTES + 1_000_000);
    const key = await stored(bytes);
    expect(await storage.sizeOf(key)).toBe(bytes.length);
    const back = await buffer(await storage.read(key));
    expect(createHash('sha256').update(back).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('stores nothing when the temporary file cannot be read', async () => {
    await expect(storage.commit(join(storage.tmpDir, 'gone.part'))).rejects.toThrow();
    expect(await storedKeys(driver)).toEqual([]);
  });

  it('hands the OCR a local path of a stored file, and leaves no copy behind', async () => {
    const bytes = randomBytes(5000);
    const key = await stored(bytes);
    const seen = await storage.withLocalFile(key, async (path) => readFileSync(path));
    expect(seen.equals(bytes)).toBe(true);
    expect(readdirSync(storage.tmpDir)).toEqual([]);
    expect(await storage.sizeOf(key)).toBe(bytes.length);
    await expect(storage.withLocalFile('00000000-0000-0000-0000-000000000000', async () => 1)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(readdirSync(storage.tmpDir)).toEqual([]);
  });

  it('sweeps stored files without a row once past the grace, keeping referenced ones and recent ones', async () => {
    const kept = await stored(Buffer.from('referenced'));
    const orphan = await stored(Buffer.from('orphan'));
    const isReferenced = async (keys: string[]) => new Set(keys.filter((k) => k === kept));
    const hour = 60 * 60 * 1000;

    expect(await storage.sweep({ tempGraceMs: Infinity, orphanGraceMs: hour, isReferenced })).toEqual({ files: 0, bytes: 0 });
    expect((await storedKeys(driver)).sort()).toEqual([kept, orphan].sort());

    const later = await storage.sweep({ now: Date.now() + 2 * hour, tempGraceMs: Infinity, orphanGraceMs: hour, isReferenced });
    expect(later).toEqual({ files: 1, bytes: 'orphan'.length });
    expect(await storedKeys(driver)).toEqual([kept]);
  });

  it('is ready while it can store files', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('the S3 driver', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'portal-storage-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('aborts a multipart upload that fails midway and stores no object', async () => {
    const client = createS3Client(s3.config);
    const sent: string[] = [];
    client.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(context.commandName ?? '');
        if (context.commandName === UploadPartCommand.name && sent.filter((c) => c === UploadPartCommand.name).length === 2) {
          throw Object.assign(new Error('connection reset'), { name: 'Error', code: 'ECONNRESET' });
        }
        return next(args);
      },
      { step: 'initialize' },
    );
    const store = new S3Storage(client, s3.config.bucket, 'failing/', root);
    const temp = join(store.tmpDir, 'big.part');
    writeFileSync(temp, randomBytes(2 * UPLOAD_PART_BYTES + 1000));
    await expect(store.commit(temp)).rejects.toThrow();
    // (s3rver answers AbortMultipartUpload 405; a real server drops the parts.)
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(await objectKeys(s3, 'failing/')).toEqual([]);
    // The temporary file is the caller's to remove (as with the local driver).
    expect(existsSync(temp)).toBe(true);
    client.destroy();
  });

  it('reports a connection lost during a small upload as StorageUnavailableError (503), and stores nothing', async () => {
    const client = createS3Client(s3.config);
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'PutObjectCommand') throw Object.assign(new Error('connection reset'), { code: 'ECONNRESET' });
        return next(args);
      },
      { step: 'initialize' },
    );
    const store = new S3Storage(client, s3.config.bucket, 'reset/', root);
    const temp = join(store.tmpDir, 'small.part');
    writeFileSync(temp, randomBytes(1000));
    await expect(store.commit(temp)).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(await objectKeys(s3, 'reset/')).toEqual([]);
    client.destroy();
  });

  it('reports an unreachable server as StorageUnavailableError and a missing bucket as not ready', async () => {
    const down = createS3Client({ ...s3.config, endpoint: 'http://127.0.0.1:9', connectTimeoutMs: 500 });
    const store = new S3Storage(down, s3.config.bucket, 'uploads/', root);
    await expect(store.sizeOf('00000000-0000-0000-0000-000000000000')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(store.open('00000000-0000-0000-0000-000000000000')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(store.check()).rejects.toBeInstanceOf(StorageUnavailableError);
    down.destroy();
    const noBucket = new S3Storage(s3.client, 'no-such-bucket', 'uploads/', root);
    await expect(noBucket.check()).rejects.toThrow();
  });
});
