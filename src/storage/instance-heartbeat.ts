/**
 * Which app processes are alive, for the temporary-file sweeps (docs/decisions/017-job-leases-and-heartbeat.md).
 *
 * Every process gets an instance id and touches the file `DATA_DIR/instances/<id>` every
 * INSTANCE_HEARTBEAT_MS (the job leases' heartbeat interval). Its temporary files carry the id in
 * their names (Storage.createTemp: `<id>.<uuid>.part`), so any process sharing the directory
 * can tell a dead process's leftovers (its heartbeat file older than OWNER_DEAD_AFTER_MS, or gone)
 * from a live upload of another instance, and remove them within minutes instead of after an
 * idle-time grace.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, utimesSync } from 'node:fs';
import { readdir, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';

/** How often a live process touches its heartbeat file, in milliseconds (as a running job's lease is renewed). */
export const INSTANCE_HEARTBEAT_MS = 15 * 1000;
/** A process whose heartbeat file is older than this is dead (eight missed beats), in milliseconds. */
export const OWNER_DEAD_AFTER_MS = 2 * 60 * 1000;

/** An instance id as it appears in temporary file names. */
export const INSTANCE_ID_PATTERN = /^[0-9a-f]{32}$/;

/** This process's heartbeat file; see the module comment. One per app (`app.heartbeat`). */
export class InstanceHeartbeat {
  /** This process's id: 32 hex digits. */
  readonly id = randomUUID().replace(/-/g, '');
  private readonly file: string;

  /**
   * Creates the heartbeat file at once, so no temporary file of this process exists before it.
   * @param dir the directory of heartbeat files (DATA_DIR/instances), created if missing
   */
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.file = join(dir, this.id);
    closeSync(openSync(this.file, 'a', 0o600));
    const now = new Date();
    utimesSync(this.file, now, now);
  }

  /** Touches the heartbeat file (recreating it if a sweep of another process removed it). */
  async beat(now = new Date()): Promise<void> {
    try {
      await utimes(this.file, now, now);
    } catch {
      mkdirSync(this.dir, { recursive: true });
      closeSync(openSync(this.file, 'a', 0o600));
      await utimes(this.file, now, now);
    }
  }

  /**
   * The ids of the processes alive at `now` (heartbeat at most OWNER_DEAD_AFTER_MS old), this one
   * always included. Removes the heartbeat files of dead processes.
   */
  async liveOwners(now = Date.now()): Promise<Set<string>> {
    const live = new Set([this.id]);
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      if (!INSTANCE_ID_PATTERN.test(name) || name === this.id) continue;
      const st = await stat(join(this.dir, name)).catch(() => null);
      if (st && now - st.mtimeMs <= OWNER_DEAD_AFTER_MS) live.add(name);
      else await rm(join(this.dir, name), { force: true });
    }
    return live;
  }

  /** Removes the heartbeat file (a clean shutdown: this process's temporary files are gone with it). */
  async stop(): Promise<void> {
    await rm(this.file, { force: true });
  }
}
