/**
 * The one place that logs a full disk: once at error level when writes start failing for lack of
 * space (answered 507 'diskFull': ENOSPC from the file system, SQLSTATE 53100 from the database, or
 * an upload refused because the free space is below MIN_FREE_DISK_BYTES), and once at info level
 * when space is back, instead of nothing at all (a 507 is not a server error to the request log).
 * The same shape as the database outage (DatabaseHealth, src/db-errors.ts; decision record 017).
 */

/** Minimal logger (pino-compatible). */
interface HealthLogger {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Free space the probe wants before it calls the disk usable again, in bytes, at least (1 MiB). */
export const DISK_PROBE_MIN_FREE_BYTES = 1024 * 1024;

/**
 * Logs a full-disk episode once when it starts and once when it ends. `report()` is called for
 * every write refused for lack of space; while the episode lasts, `check` runs every `probeMs`
 * until it resolves (space is back).
 */
export class DiskHealth {
  private fullSince: number | null = null;
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  /**
   * @param log where the two lines go
   * @param check resolves when writes can succeed again; rejects while the disk is still full
   * @param probeMs interval of the recovery probe, in milliseconds
   */
  constructor(
    private readonly log: HealthLogger,
    private readonly check: () => Promise<unknown>,
    private readonly probeMs = 2000,
  ) {}

  /** Whether a full-disk episode is in progress. */
  get isFull(): boolean {
    return this.fullSince !== null;
  }

  /** Records a write refused for lack of space. Logs only the first one of an episode. */
  report(error: unknown): void {
    this.failures++;
    if (this.fullSince !== null || this.closed) return;
    this.fullSince = Date.now();
    let e = error as { code?: string; message?: string; cause?: unknown; path?: string };
    while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
    this.log.error(
      { cause: { code: e.code, message: e.message, ...(e.path ? { path: e.path } : {}) } },
      'disk full (no space left): writes answer 507 until space is freed',
    );
    this.schedule();
  }

  /** Stops probing (the app is closing). */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    this.timer = setTimeout(() => void this.probe(), this.probeMs);
    this.timer.unref();
  }

  private async probe(): Promise<void> {
    if (this.closed || this.fullSince === null) return;
    try {
      await this.check();
    } catch {
      this.schedule();
      return;
    }
    const fullMs = Date.now() - this.fullSince;
    this.log.info({ fullMs, refusedWrites: this.failures }, 'disk space available again');
    this.fullSince = null;
    this.failures = 0;
  }
}
