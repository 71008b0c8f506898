/**
 * A backup of the embedded database the ORM has open (decision record 053): the server's
 * (src/plugins/backup.ts) or the backup script's own when no server runs (src/scripts/backup.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { MikroORM } from '@mikro-orm/core';
import { rootEm } from '../db.js';
import { appVersion, stageBackup, type StagedBackup } from './archive.js';

/**
 * Stages a backup of `dataDir` whose database is the PGlite `orm` has open (see `stageBackup`).
 * @throws on a PostgreSQL server (no PGlite to dump) and on I/O errors
 */
export async function stageFromOrm(orm: MikroORM, dataDir: string): Promise<StagedBackup> {
  const pglite = (await rootEm(orm).getConnection().getNativeClient()) as PGlite | undefined;
  if (typeof pglite?.dumpDataDir !== 'function') throw new Error('the database is not the embedded one: back it up with pg_dump (README)');
  const migrations = (await orm.migrator.getExecuted()).map((m) => m.name);
  return stageBackup({ dataDir, pglite, migrations, appVersion: appVersion() });
}
