/**
 * Clean-up of document storage after crashes: at start-up and then hourly, temporary upload files
 * that nobody writes to any more and stored files that no `documents` row refers to are removed
 * (LocalStorage.sweep). The graces keep uploads in flight, here or in another instance sharing
 * the directory, untouched. The timer does not keep the process alive and stops on close.
 */
import fp from 'fastify-plugin';
import { rootEm } from '../db.js';

/** A temporary file not written to for this long belongs to an upload that died (milliseconds). */
export const TEMP_GRACE_MS = 10 * 60 * 1000;
/** A stored file this old without a row was left by a crash between the file and its row (milliseconds). */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** How often the sweep runs after start-up (milliseconds). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const storagePlugin = fp(
  async (app) => {
    /** Runs one sweep; logs what it removed; never throws. */
    const sweep = async (tempGraceMs: number) => {
      try {
        const removed = await app.storage.sweep({
          tempGraceMs,
          orphanGraceMs: ORPHAN_GRACE_MS,
          isReferenced: async (keys) => {
            const rows = await rootEm(app.orm)
              .fork()
              .execute<{ storage_key: string }[]>(`select storage_key from documents where storage_key in (${keys.map(() => '?').join(', ')})`, keys);
            return new Set(rows.map((r) => r.storage_key));
          },
        });
        if (removed.files) app.log.info(removed, 'storage sweep removed files left by interrupted uploads');
      } catch (err) {
        app.log.warn({ err }, 'storage sweep failed; will retry');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // On the embedded database this process holds DATA_DIR's lock: no other process can be
      // uploading into it, so every temporary file found at start-up is dead.
      void sweep(app.config.databaseUrl ? TEMP_GRACE_MS : 0);
      timer = setInterval(() => void sweep(TEMP_GRACE_MS), SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'storage', dependencies: ['orm'] },
);
