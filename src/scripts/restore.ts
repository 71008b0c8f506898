/**
 * `npm run restore -- <archive>` (decision record 053): restores an archive of `npm run backup`
 * into DATA_DIR, which must be missing or empty. Every entry is checked against the manifest's
 * SHA-256 and size, and the database opened once, before anything is moved into DATA_DIR; a failed
 * restore leaves DATA_DIR empty. Prints what it restored; exit code 1 with a message on failure.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreArchive } from '../backup/archive.js';
import { loadConfig } from '../config.js';
import { openOrm, rootEm } from '../db.js';
import { db } from '../kysely.js';
import { migrationsList } from '../../migrations/index.js';

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new Error('Usage: npm run restore -- <archive.tar.gz>   (DATA_DIR must be empty)');
  const archive = resolve(positionals[0]!);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: this archive holds an embedded database; unset DATABASE_URL to restore into DATA_DIR (PostgreSQL: pg_restore, README "Backups").',
    );
  }
  let users = 0;
  const summary = await restoreArchive({
    archive,
    dataDir: config.dataDir,
    knownMigrations: migrationsList.map((m) => m.name),
    openDatabase: async (pgliteDir, dump) => {
      const orm = await openOrm({ databaseUrl: undefined, pgliteDir, pgliteLoad: dump });
      try {
        const row = await db(rootEm(orm).fork())
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        users = Number(row.n);
      } finally {
        await orm.close(true);
      }
    },
  });
  const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
  console.log(`Restored ${archive} into ${config.dataDir} (every entry matched its SHA-256)`);
  console.log(`  backup of ${summary.manifest.createdAt}, app ${summary.manifest.appVersion}, ${summary.manifest.migrations.length} migrations`);
  console.log(`  database: ${join(config.dataDir, 'db')} (${users} accounts); files: ${summary.files} (${mib(summary.bytes)})`);
  console.log('  start the server with: npm start');
}

main().catch((err: unknown) => {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
