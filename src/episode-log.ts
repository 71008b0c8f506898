/**
 * Logging an outage as one episode (the database unreachable, the disk full): one line at error
 * level when it starts and one at info level when it ends, instead of a stack trace per failed
 * request or nothing at all. While the episode lasts, a probe runs until it succeeds.
 * Used by DatabaseHealth (src/db-errors.ts), DiskHealth (src/disk-health.ts) and StorageHealth
 * (src/storage/storage.ts); decision records 017, 052.
 */

/** Minimal logger (pino-compatible). */
export interface HealthLogger {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** The two lines of an episode. */
interface EpisodeMessages {
  /** Logged at error level with the first failure's cause. */
  started: string;
  /** Logged at info level with the episode's length (`ms`) and the failures it saw (`failures`). */
  ended: string;
}

/** One kind of outage, logged once per episode; see the module comment. */
export class EpisodeLog {
  private since: number | null = null;
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  /**
   * @param log where the two lines go
   * @param check resolves when the outage is over; rejects while it lasts
   * @param probeMs interval of the recovery probe, in milliseconds
   * @param messages the two lines
   */
  constructor(
    private readonly log: HealthLogger,
    private readonly check: () => Promise<unknown>,
    private readonly probeMs: number,
    private readonly messages: EpisodeMessages,
  ) {}

  /** Whether an episode is in progress. */
  get active(): boolean {
    return this.since !== null;
  }

  /** Records one failure of this kind. Logs only the first one of an episode (its innermost cause: code, message, path). */
  report(error: unknown): void {
    this.failures++;
    if (this.since !== null || this.closed) return;
    this.since = Date.now();
    let e = error as { code?: string; message?: string; cause?: unknown; path?: string };
    while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
    this.log.error({ cause: { code: e.code, message: e.message, ...(e.path ? { path: e.path } : {}) } }, this.messages.started);
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
    if (this.closed || this.since === null) return;
    try {
      await this.check();
    } catch {
      this.schedule();
      return;
    }
    this.log.info({ ms: Date.now() - this.since, failures: this.failures }, this.messages.ended);
    this.since = null;
    this.failures = 0;
  }
}
