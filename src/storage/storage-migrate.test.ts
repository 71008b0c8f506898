/**
 * `npm run storage:migrate` (src/storage/migrate.ts, decision record 052): the local driver's
 * stored files are copied into the bucket under the keys the S3 driver reads, verified, and a
 * second run copies nothing; an object that differs is copied again.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, runCleanups } from '../test/processes.js';
import { objectKeys, s3Env, startS3Server, type TestS3Server } from '../test/s3-server.js';
import { LocalStorage } from './local-storage.js';
import { migrateToBucket } from './migrate.js';
import { S3Storage } from './s3-storage.js';

let s3: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 'portal-migrate-'));
});
afterAll(async () => {
  await runCleanups();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Stores `text` with the local driver `storage`; returns its key. */
async function store(storage: LocalStorage, text: string): Promise<string> {
  const temp = storage.createTemp();
  temp.stream.end(text);
  await once(temp.stream, 'close');
  return storage.commit(temp.path);
}

describe('storage:migrate', () => {
  it('copies every stored file into the bucket, verified; a second run copies nothing; a differing object is copied again', async () => {
    const uploads = new LocalStorage(join(dataDir, 'uploads'));
    const exports = new LocalStorage(join(dataDir, 'exports'));
    const doc = await store(uploads, 'Bescheid 2025');
    const page = await store(uploads, 'Seite 1');
    const zip = await store(exports, 'PK zip');
    // An upload in flight is no stored file.
    writeFileSync(join(uploads.tmpDir, 'x.part'), 'partial');

    const first = await migrateToBucket({ dataDir, client: s3.client, bucket: s3.config.bucket });
    expect(first).toEqual({ copied: 3, alreadyThere: 0, failed: [] });
    expect(await objectKeys(s3)).toEqual([`exports/${zip}`, ...[`uploads/${doc}`, `uploads/${page}`].sort()]);
    // The S3 driver reads them under the same keys.
    const onS3 = new S3Storage(s3.client, s3.config.bucket, 'uploads/', join(dataDir, 's3-staging'));
    expect((await buffer(await onS3.read(doc))).toString()).toBe('Bescheid 2025');

    const second = await migrateToBucket({ dataDir, client: s3.client, bucket: s3.config.bucket });
    expect(second).toEqual({ copied: 0, alreadyThere: 3, failed: [] });

    // Same size, other bytes: copied again.
    await s3.client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: `uploads/${page}`, Body: 'Seite 2' }));
    const third = await migrateToBucket({ dataDir, client: s3.client, bucket: s3.config.bucket });
    expect(third).toEqual({ copied: 1, alreadyThere: 2, failed: [] });
    expect((await buffer(await onS3.read(page))).toString()).toBe('Seite 1');
  });

  it('runs as `npm run storage:migrate`: reports its counts, exits 0, and 1 when the bucket is missing', async () => {
    const env = { DATA_DIR: dataDir, ...s3Env(s3) };
    const ok = run('src/scripts/storage-migrate.ts', [], env);
    expect(await ok.exited).toBe(0);
    expect(ok.output()).toContain('copied 0, already there 3, failed 0');

    const bad = run('src/scripts/storage-migrate.ts', [], { ...env, S3_BUCKET: 'no-such-bucket' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('copied 0, already there 0, failed 3');
  });
});
