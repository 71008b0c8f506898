/**
 * Clean-up of document and export storage after crashes (decision record 017):
 * - every INSTANCE_HEARTBEAT_MS this process touches its heartbeat file (src/storage/instance-heartbeat.ts);
 * - every TEMP_SWEEP_INTERVAL_MS the temporary files (uploads/tmp, exports/tmp) of processes whose
 *   heartbeat stopped are removed, so a dead instance's partial uploads and export ZIPs go within
 *   minutes while another instance's uploads in flight stay; any temporary file idle for
 *   TEMP_GRACE_MS goes too;
 * - at start-up and then hourly, stored files that no `documents` row refers to are removed as well
 *   (Storage.sweep; the directory or the bucket is listed, decision record 052).
 * On the embedded database this process holds DATA_DIR's lock, so every temporary file found at
 * start-up is dead and removed at once. The timers do not keep the process alive and stop on close.
 * Also decorates `app.diskHealth`, which logs a full disk once per episode (src/disk-health.ts), and
 * `app.storageHealth`, which does so for an object-storage outage (decision record 052).
 */
import fp from 'fastify-plugin';
import { rootEm } from '../db.js';
import { DISK_PROBE_MIN_FREE_BYTES, DiskHealth } from '../disk-health.js';
import { db } from '../kysely.js';
import { INSTANCE_HEARTBEAT_MS } from '../storage/instance-heartbeat.js';
import { StorageHealth } from '../storage/storage.js';

/** A temporary file not written to for this long belongs to an upload that died, whoever wrote it (milliseconds). */
const TEMP_GRACE_MS = 10 * 60 * 1000;
/** A stored file this old without a row was left by a crash between the file and its row (milliseconds). */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** How often the stored-file sweep runs after start-up (milliseconds). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How often the temporary files of dead processes are looked for (milliseconds). */
export const TEMP_SWEEP_INTERVAL_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Removes the temporary upload and export files of dead processes (and any idle for
     * TEMP_GRACE_MS) now; the timer runs it every TEMP_SWEEP_INTERVAL_MS. Never throws.
     * @returns how many files were removed
     */
    sweepTempFiles(now?: number): Promise<number>;
    /** Logs a full disk once per episode, and its end (src/disk-health.ts); errors.ts and tRPC report 507s to it. */
    diskHealth: DiskHealth;
    /** Logs an object-storage outage once per episode, and its end; errors.ts and tRPC report StorageUnavailableErrors to it. */
    storageHealth: StorageHealth;
  }
}

export const storagePlugin = fp(
  async (app) => {
    // Space is back when both storages have room beyond the reserve and the database takes a write.
    const spaceIsBack = async () => {
      const wanted = Math.max(app.config.minFreeDiskBytes, DISK_PROBE_MIN_FREE_BYTES);
      for (const storage of [app.storage, app.exportStorage]) {
        if ((await storage.freeBytes()) < wanted) throw new Error(`${storage.tmpDir}: less than ${wanted} bytes free`);
      }
      await rootEm(app.orm)
        .fork()
        .transactional(async (tx) => {
          // String SQL on purpose (decision record 045): a temporary table outside the schema, whose
          // only job is to make PostgreSQL write pages; it names no column of the entities.
          await tx.execute(`create temporary table disk_probe (x text) on commit drop`);
          await tx.execute(`insert into disk_probe select repeat('x', 8192) from generate_series(1, 16)`);
        });
    };
    app.decorate('diskHealth', new DiskHealth(app.log, spaceIsBack));
    app.addHook('onClose', async () => app.diskHealth.close());
    app.decorate('storageHealth', new StorageHealth(app.log, () => Promise.all([app.storage.check(), app.exportStorage.check()])));
    app.addHook('onClose', async () => app.storageHealth.close());

    /** Runs one sweep of stored files without a row (temporary files are sweepTemps' job); logs what it removed; never throws. */
    const sweep = async () => {
      try {
        const removed = await app.storage.sweep({
          tempGraceMs: Number.POSITIVE_INFINITY,
          orphanGraceMs: ORPHAN_GRACE_MS,
          isReferenced: async (keys) => {
            const rows = await db(rootEm(app.orm).fork()).selectFrom('documents').select('storage_key').where('storage_key', 'in', keys).execute();
            return new Set(rows.map((r) => r.storage_key));
          },
        });
        if (removed.files) app.log.info(removed, 'storage sweep removed files without a row, left by interrupted uploads');
      } catch (err) {
        app.log.warn({ err }, 'storage sweep failed; will retry');
      }
    };
    /** Removes dead temporary files of uploads and exports; logs what it removed; never throws. */
    const sweepTemps = async (tempGraceMs: number, now = Date.now()): Promise<number> => {
      let files = 0;
      try {
        const liveOwners = await app.heartbeat.liveOwners(now);
        for (const storage of [app.storage, app.exportStorage]) {
          const removed = await storage.sweepTemps({ now, tempGraceMs, liveOwners });
          if (removed.files) app.log.info({ ...removed, dir: storage.tmpDir }, 'temporary files of interrupted uploads or exports removed');
          files += removed.files;
        }
      } catch (err) {
        app.log.warn({ err }, 'temporary file sweep failed; will retry');
      }
      return files;
    };
    app.decorate('sweepTempFiles', (now?: number) => sweepTemps(TEMP_GRACE_MS, now));

    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      // On the embedded database this process holds DATA_DIR's lock: no other process can be
      // writing into it, so every temporary file found at start-up is dead.
      await sweepTemps(app.config.databaseUrl ? TEMP_GRACE_MS : 0);
      void sweep();
      const every = (ms: number, fn: () => Promise<unknown>) => {
        const timer = setInterval(() => void fn(), ms);
        timer.unref();
        timers.push(timer);
      };
      every(INSTANCE_HEARTBEAT_MS, () => app.heartbeat.beat().catch((err: unknown) => app.log.warn({ err }, 'heartbeat file could not be touched')));
      every(TEMP_SWEEP_INTERVAL_MS, () => sweepTemps(TEMP_GRACE_MS));
      every(SWEEP_INTERVAL_MS, sweep);
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await app.heartbeat.stop().catch(() => {});
    });
  },
  { name: 'storage', dependencies: ['orm'] },
);
