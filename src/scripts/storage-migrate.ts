/**
 * `npm run storage:migrate` (decision record 052): copies the stored files under DATA_DIR/uploads
 * and DATA_DIR/exports into the bucket configured by STORAGE=s3 and S3_*, verifying each copy
 * (size and SHA-256 read back; src/storage/migrate.ts). Safe to re-run: files already in the
 * bucket with the same bytes are skipped. Prints what it did; exit code 1 when a file failed or
 * the configuration is not STORAGE=s3. The local files stay; remove them once the app runs on the
 * bucket.
 */
import { loadConfig } from '../config.js';
import { migrateToBucket } from '../storage/migrate.js';
import { createS3Client } from '../storage/s3-storage.js';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.storage.driver !== 's3') {
    console.error(
      'storage:migrate copies DATA_DIR/uploads and DATA_DIR/exports into a bucket: set STORAGE=s3, S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials).',
    );
    return 1;
  }
  const client = createS3Client(config.storage);
  try {
    console.log(`Copying ${config.dataDir}/{uploads,exports} to s3://${config.storage.bucket}/ ...`);
    const report = await migrateToBucket({ dataDir: config.dataDir, client, bucket: config.storage.bucket, log: (line) => console.log(line) });
    console.log(`copied ${report.copied}, already there ${report.alreadyThere}, failed ${report.failed.length}`);
    return report.failed.length ? 1 : 0;
  } finally {
    client.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
