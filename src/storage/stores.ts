/**
 * The app's two stores, by configuration (STORAGE; decision record 052): documents, letter pages
 * and attachments (`DATA_DIR/uploads`, or the bucket's `uploads/`), and export ZIPs
 * (`DATA_DIR/exports`, or `exports/`). Temporary files are in `DATA_DIR/uploads/tmp` and
 * `DATA_DIR/exports/tmp` with either driver.
 */
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import { LocalStorage } from './local-storage.js';
import { createS3Client, S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The stores' names: their directories under DATA_DIR, and their key prefixes in the bucket. */
export const STORE_NAMES = ['uploads', 'exports'] as const;

/**
 * The document store and the export store for `config`.
 * @param owner this process's instance id, put into temporary file names (InstanceHeartbeat.id)
 */
export function createStores(config: Pick<AppConfig, 'dataDir' | 'storage'>, owner?: string): { storage: Storage; exports: Storage } {
  const s = config.storage;
  if (s.driver === 'local') {
    return { storage: new LocalStorage(join(config.dataDir, 'uploads'), owner), exports: new LocalStorage(join(config.dataDir, 'exports'), owner) };
  }
  const client = createS3Client(s);
  return {
    storage: new S3Storage(client, s.bucket, 'uploads/', join(config.dataDir, 'uploads'), owner),
    exports: new S3Storage(client, s.bucket, 'exports/', join(config.dataDir, 'exports'), owner),
  };
}
