/**
 * Copying the stored files of the local driver into the bucket (`npm run storage:migrate`,
 * decision record 052): every stored file under `DATA_DIR/uploads` and `DATA_DIR/exports` (the
 * generated keys; not the temporary files) becomes the object `uploads/<key>` or `exports/<key>`,
 * the key the S3 driver reads it under. Each copy is verified by reading it back (size and
 * SHA-256); a file whose object already has the same size and SHA-256 is skipped, so the copy
 * can be re-run (after a failure, or for the files of uploads that came in meanwhile) and copies
 * only what is missing or differs. The local files are left in place.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isNotFound, UPLOAD_PART_BYTES } from './s3-storage.js';
import { STORAGE_KEY_PATTERN } from './storage.js';
import { STORE_NAMES } from './stores.js';

/** What a migration did, in files. */
export interface MigrationReport {
  /** Uploaded and verified. */
  copied: number;
  /** Already in the bucket with the same size and SHA-256. */
  alreadyThere: number;
  /** Not copied, or not verified, each with why (the run exits non-zero). */
  failed: { path: string; reason: string }[];
}

/** Size in bytes and SHA-256 (hex) of a stream's bytes. */
async function digest(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Size and SHA-256 of object `key`, read back whole; null when there is no such object. */
async function objectDigest(client: S3Client, bucket: string, key: string): Promise<{ size: number; sha256: string } | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    if (head.ContentLength === undefined) return null;
    const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return digest(got.Body as Readable);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/**
 * Copies the stored files of `dataDir` into `bucket` (see the module comment).
 * @param log called with one line per file copied or failed
 * @returns the counts; failures are reported, not thrown
 */
export async function migrateToBucket(opts: { dataDir: string; client: S3Client; bucket: string; log?: (line: string) => void }): Promise<MigrationReport> {
  const { client, bucket } = opts;
  const report: MigrationReport = { copied: 0, alreadyThere: 0, failed: [] };
  for (const store of STORE_NAMES) {
    const dir = join(opts.dataDir, store);
    const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [] as string[];
      throw err;
    });
    for (const name of names.filter((n) => STORAGE_KEY_PATTERN.test(n)).sort()) {
      const path = join(dir, name);
      const key = `${store}/${name}`;
      try {
        if (!(await stat(path)).isFile()) continue;
        const local = await digest(createReadStream(path));
        const there = await objectDigest(client, bucket, key);
        if (there && there.size === local.size && there.sha256 === local.sha256) {
          report.alreadyThere++;
          continue;
        }
        await new Upload({ client, params: { Bucket: bucket, Key: key, Body: createReadStream(path) }, partSize: UPLOAD_PART_BYTES, queueSize: 2 }).done();
        const copied = await objectDigest(client, bucket, key);
        if (!copied || copied.size !== local.size || copied.sha256 !== local.sha256) throw new Error('the copy read back differs (size or SHA-256)');
        report.copied++;
        opts.log?.(`copied ${key} (${local.size} bytes, sha256 ${local.sha256})`);
      } catch (err) {
        const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        report.failed.push({ path, reason });
        opts.log?.(`FAILED ${key}: ${reason}`);
      }
    }
  }
  return report;
}
