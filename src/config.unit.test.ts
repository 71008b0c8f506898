import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      sessionSecret: undefined,
      maxUploadBytes: 20 * 1024 * 1024,
      trustProxy: false,
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('parses every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@db:5432/app',
      SESSION_SECRET: 'a'.repeat(40),
      MAX_UPLOAD_MB: '5',
      PUBLIC_URL: 'https://steuer.example/',
      TRUST_PROXY: '1',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@db:5432/app',
      maxUploadBytes: 5 * 1024 * 1024,
      publicUrl: 'https://steuer.example',
      trustProxy: 1,
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('refuses to start in production without PUBLIC_URL, which the passkeys and the same-origin check rely on', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: must be set when NODE_ENV is production/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: '  ' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://steuer.example' }).publicUrl).toBe('https://steuer.example');
    // Development and `npm start` on a fresh machine (NODE_ENV unset) keep working without it.
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBeUndefined();
  });

  it('runs everything in one process by default; a web or worker process needs DATABASE_URL', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(() => loadConfig({ PROCESS_ROLE: 'web' })).toThrow(/PROCESS_ROLE: web needs DATABASE_URL/);
    expect(() => loadConfig({ PROCESS_ROLE: 'worker' })).toThrow(/PROCESS_ROLE: worker needs DATABASE_URL/);
    expect(() => loadConfig({ PROCESS_ROLE: 'cron', DATABASE_URL: 'postgres://u@db/app' })).toThrow(/PROCESS_ROLE/);
    expect(loadConfig({ PROCESS_ROLE: 'worker', DATABASE_URL: 'postgres://u@db/app' }).role).toBe('worker');
    expect(loadConfig({ EVENT_LOOP_MAX_DELAY_MS: '250' }).health.maxEventLoopDelayMs).toBe(250);
    expect(loadConfig({}).health.maxEventLoopDelayMs).toBe(1000);
  });

  it('stores files in DATA_DIR by default; STORAGE=s3 needs a bucket, and keys come in pairs', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_BUCKET: 'portal',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toMatchObject({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal',
      region: 'eu-central-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
    });
    // No keys: the AWS SDK's default credential chain; no endpoint: AWS's own.
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'portal' }).storage).toMatchObject({
      driver: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: must be set when STORAGE is s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ STORAGE: 'gcs' })).toThrow(/STORAGE/);
  });

  it('lists every invalid variable in one clear error', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', MAX_UPLOAD_MB: '-1', PUBLIC_URL: 'ftp://x' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    for (const v of ['PORT', 'DATABASE_URL', 'SESSION_SECRET: must be at least 32 characters', 'MAX_UPLOAD_MB', 'PUBLIC_URL']) expect(msg).toContain(v);
  });
});
