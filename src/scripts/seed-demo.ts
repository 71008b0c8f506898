/**
 * `npm run seed:demo`: fills the configured database (PGlite in DATA_DIR, or DATABASE_URL) with a
 * realistic demo so a newcomer sees a populated portal: an admin, two clients, purchases in every
 * state (active Professional with hours used, an expired Starter, a used-up Starter), answered and
 * pending questions, folders and documents with real files. Re-running replaces the demo accounts.
 */
import { loadConfig } from '../config.js';
import { DataDirLockedError } from '../data-dir-lock.js';
import { DatabaseStartError, migrate, openAppOrm, rootEm } from '../db.js';
import { UserEntity } from '../modules/users/user.entity.js';
import { DocumentEntity } from '../modules/documents/document.entity.js';
import { seedPackages } from '../modules/packages/packages.service.js';
import { createStores } from '../storage/stores.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo-data.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const orm = await openAppOrm(config);
  try {
    await migrate(orm);
    const em = rootEm(orm).fork();
    await seedPackages(em);
    const { storage } = createStores(config);

    // Replace earlier demo accounts (rows cascade; their stored files are removed too).
    const old = await em.find(UserEntity, { email: { $in: Object.values(DEMO_ACCOUNTS).map((a) => a.email) } });
    if (old.length) {
      const oldDocs = await em.find(DocumentEntity, { userId: { $in: old.map((u) => u.id) } }, { populate: ['storageKey'] });
      await em.nativeDelete(UserEntity, { id: { $in: old.map((u) => u.id) } });
      for (const d of oldDocs) await storage.remove(d.storageKey);
    }

    await seedDemo(em, storage);

    console.log(`Demo data ready in ${config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}/db`}. Log in with password "${DEMO_PASSWORD}" as:`);
    for (const [key, a] of Object.entries(DEMO_ACCOUNTS)) console.log(`  ${a.email.padEnd(36)} ${a.name}${key === 'admin' ? ' (admin)' : ''}`);
  } finally {
    await orm.close(true);
  }
}

main().catch((err) => {
  console.error(err instanceof DataDirLockedError || err instanceof DatabaseStartError ? err.message : err);
  process.exit(1);
});
