/**
 * What the S3 client sends (decision record 052): the test server does not check signatures, so
 * the signed requests are looked at here, caught by a request handler that sends nothing:
 * path-style addresses on the configured endpoint, an AWS Signature Version 4 of the configured
 * key and region, and no checksum headers that non-AWS servers do not know.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { S3Config } from '../config.js';
import { s3ClientConfig, storageError } from './s3-storage.js';
import { StorageUnavailableError } from './storage.js';

const config: S3Config = {
  endpoint: 'http://127.0.0.1:9000',
  bucket: 'portal',
  region: 'eu-central-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  connectTimeoutMs: 5000,
  requestTimeoutMs: 30_000,
};

interface SentRequest {
  method: string;
  hostname: string;
  port?: number;
  path: string;
  headers: Record<string, string>;
}

/** The request `command` would send, signed, without sending it. */
async function signed(command: PutObjectCommand | GetObjectCommand): Promise<SentRequest> {
  let sent: SentRequest | undefined;
  const client = new S3Client({
    ...s3ClientConfig(config),
    requestHandler: {
      handle: async (request: SentRequest) => {
        sent = request;
        throw new Error('not sent');
      },
    },
  });
  await client.send(command as PutObjectCommand).catch(() => {});
  client.destroy();
  if (!sent) throw new Error('nothing was signed');
  return sent;
}

describe('the S3 client', () => {
  it('is configured for S3-compatible servers: path style, checksums only when required, timeouts, static credentials', () => {
    const c = s3ClientConfig(config);
    expect(c).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000, socketTimeout: 30_000, throwOnRequestTimeout: true },
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: config.secretAccessKey },
    });
    // Without keys: the SDK's default chain (environment, profile, instance role); without an endpoint: AWS's.
    const aws = s3ClientConfig({ ...config, endpoint: undefined, accessKeyId: undefined, secretAccessKey: undefined });
    expect(aws.credentials).toBeUndefined();
    expect(aws.endpoint).toBeUndefined();
  });

  it('signs an upload with Signature Version 4 to a path-style address, without checksum headers', async () => {
    const req = await signed(new PutObjectCommand({ Bucket: 'portal', Key: 'uploads/0b5e7c9a-1111-4222-8333-944445555666', Body: 'hello' }));
    expect(req.method).toBe('PUT');
    expect(req.hostname).toBe('127.0.0.1');
    expect(req.port).toBe(9000);
    expect(req.path).toBe('/portal/uploads/0b5e7c9a-1111-4222-8333-944445555666');
    expect(req.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(req.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    // The payload's hash is signed (not UNSIGNED-PAYLOAD, not a streaming checksum trailer).
    expect(req.headers['x-amz-content-sha256']).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    const checksumHeaders = Object.keys(req.headers).filter(
      (h) => h.startsWith('x-amz-checksum-') || h === 'x-amz-sdk-checksum-algorithm' || h === 'x-amz-trailer',
    );
    expect(checksumHeaders).toEqual([]);
  });

  it('asks for downloads without checksum validation', async () => {
    const req = await signed(new GetObjectCommand({ Bucket: 'portal', Key: 'exports/x' }));
    expect(req.path).toBe('/portal/exports/x');
    expect(req.headers['x-amz-checksum-mode']).toBeUndefined();
  });

  it('maps outages to 503 and leaves other errors alone', () => {
    expect(storageError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeInstanceOf(StorageUnavailableError);
    expect(storageError(Object.assign(new Error('slow down'), { name: 'SlowDown', $metadata: { httpStatusCode: 503 } }))).toBeInstanceOf(
      StorageUnavailableError,
    );
    expect(storageError(Object.assign(new Error('timeout'), { name: 'TimeoutError' }))).toBeInstanceOf(StorageUnavailableError);
    const denied = Object.assign(new Error('denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    expect(storageError(denied)).toBe(denied);
    const bug = new TypeError('x is undefined');
    expect(storageError(bug)).toBe(bug);
  });
});
