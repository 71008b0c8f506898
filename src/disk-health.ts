/**
 * The one place that logs a full disk: once at error level when writes start failing for lack of
 * space (answered 507 'diskFull': ENOSPC from the file system, SQLSTATE 53100 from the database, or
 * an upload refused because the free space is below MIN_FREE_DISK_BYTES), and once at info level
 * when space is back, instead of nothing at all (a 507 is not a server error to the request log).
 * The same shape as the database outage (DatabaseHealth, src/db-errors.ts; decision record 017).
 */

import { EpisodeLog, type HealthLogger } from './episode-log.js';

/** Free space the probe wants before it calls the disk usable again, in bytes, at least (1 MiB). */
export const DISK_PROBE_MIN_FREE_BYTES = 1024 * 1024;

/**
 * Logs a full-disk episode once when it starts and once when it ends. `report()` is called for
 * every write refused for lack of space; while the episode lasts, `check` runs every `probeMs`
 * until it resolves (space is back).
 */
export class DiskHealth extends EpisodeLog {
  /**
   * @param log where the two lines go
   * @param check resolves when writes can succeed again; rejects while the disk is still full
   * @param probeMs interval of the recovery probe, in milliseconds
   */
  constructor(log: HealthLogger, check: () => Promise<unknown>, probeMs = 2000) {
    super(log, check, probeMs, { started: 'disk full (no space left): writes answer 507 until space is freed', ended: 'disk space available again' });
  }

  /** Whether a full-disk episode is in progress. */
  get isFull(): boolean {
    return this.active;
  }
}
