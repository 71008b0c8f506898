/**
 * An S3-protocol server for tests (s3rver, from npm): started on a loopback port, keeping its
 * objects in a temporary directory, with one empty bucket. s3rver does not check signatures, so
 * what the client signs is unit-tested on its own (src/storage/s3-client.unit.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config, StorageConfig } from '../config.js';
import { createS3Client } from '../storage/s3-storage.js';

export interface TestS3Server {
  /** The server's configuration as STORAGE=s3 would give it (its bucket, s3rver's fixed credentials). */
  config: S3Config;
  storage: StorageConfig;
  /** A client of the bucket, for looking at what was stored. */
  client: S3Client;
  /** Stops the server and removes its directory (again: nothing). */
  close(): Promise<void>;
}

/** Starts an S3-protocol server on 127.0.0.1 (a free port) with an empty bucket `bucket`. */
export async function startS3Server(bucket = 'portal-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    // s3rver's built-in account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    connectTimeoutMs: 2000,
    requestTimeoutMs: 10_000,
  };
  const client = createS3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  let closed = false;
  return {
    config,
    storage: { driver: 's3', ...config },
    client,
    close: async () => {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The environment variables that point a server process (STORAGE=s3) at `s3`'s bucket. */
export function s3Env(s3: TestS3Server): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_ENDPOINT: s3.config.endpoint!,
    S3_BUCKET: s3.config.bucket,
    S3_REGION: s3.config.region,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
  };
}

/** The object keys under `prefix` in the server's bucket. */
export async function objectKeys(s3: TestS3Server, prefix = ''): Promise<string[]> {
  const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}
