/**
 * The background runner loop (decision records 004 and 010): every `config.mail.pollMs`, one round
 * runs the scheduled tasks that are due, then each worker's due work (the job table,
 * src/modules/jobs/runner.ts; the mail outbox, src/modules/mail/sender.ts). It is infrastructure: the
 * app (src/app.ts) hands it the workers and the modules' schedules as options
 * (docs/decisions/032-modules-register-themselves.md), and it imports no module. Each schedule is
 * also an app method (`app.<decorator>(now?)`) that runs it now, for tests.
 *
 * Schedules run hourly, the first at start; with `claimSchedule` (the app's), once per hour across
 * all instances, so a start within the hour of another instance's run waits for the next hour. The loop never overlaps itself, `wake()` starts a round
 * at once (a letter was uploaded), its timers do not keep the process alive, its errors are logged
 * and never thrown, and closing the app stops it after the work in flight has finished. On the
 * embedded database, work left claimed by a previous process (jobs left `running`, e-mails left
 * claimed) is released at start-up (decision record 017).
 */
import fp from 'fastify-plugin';
import { databaseFailureOf } from '../db-errors.js';

/** How often a scheduled task runs unless it says otherwise, in milliseconds (hourly). */
const SCHEDULE_INTERVAL_MS = 60 * 60 * 1000;

/** A source of due work the loop drains each round (the job table, the mail outbox). */
export interface RunnerWorker {
  /** What the log calls a failed round of it ('job run', 'mail delivery run'). */
  name: string;
  runDue(): Promise<unknown>;
  /** Lets work in flight finish and claims nothing new. */
  stop(): void;
  /** Releases what a previous process left claimed (embedded database only, at start-up). */
  releaseAbandoned?(): Promise<void>;
  /** Frees its resources once the app has closed. */
  close?(): void;
}

/** A periodic task, hourly unless `intervalMs` says otherwise (a module's ScheduleDefinition, src/modules/module.ts). */
export interface RunnerSchedule {
  name: string;
  /** The app method that runs it now. */
  decorator: string;
  /** Milliseconds between runs (default: an hour). */
  intervalMs?: number;
  run(now: Date): Promise<unknown>;
  /** How many things a result queued or removed (logged when not 0). */
  count(result: never): number;
}

export interface RunnerOptions {
  /** Milliseconds between rounds; 0 or less: no loop (tests run the work themselves). */
  pollMs: number;
  /** True on the embedded database, where this process alone holds DATA_DIR (decision record 017). */
  embedded: boolean;
  /** Drained each round, in this order, after the schedules. */
  workers: readonly RunnerWorker[];
  schedules: readonly RunnerSchedule[];
  /** Called once when the app is ready (e.g. the modules' start-up checks). */
  onReady?: readonly (() => void)[];
  /**
   * Claims a schedule's run across all instances (decision record 047): resolves true when this
   * process may run schedule `name` at `now`, and no other may before `intervalMs` has passed.
   * Without it every process runs every schedule.
   */
  claimSchedule?: (name: string, now: Date, intervalMs: number) => Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts a runner round now (when the loop runs), e.g. after a job was queued. */
    wakeRunner(): void;
  }
}

export const runnerPlugin = fp<RunnerOptions>(
  async (app, opts) => {
    const { pollMs, workers } = opts;
    for (const s of opts.schedules) app.decorate(s.decorator, (now: Date = new Date()) => s.run(now));
    const schedules = opts.schedules.map((s) => ({
      name: s.name,
      run: async (now: Date) => s.count((await s.run(now)) as never),
      intervalMs: s.intervalMs ?? SCHEDULE_INTERVAL_MS,
      next: 0,
    }));

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;
    let wakeAgain = false;

    /** Logs a failed step: a database outage once (dbHealth), a full disk once (diskHealth), anything else as an error. */
    const report = (err: unknown, what: string) => {
      const failure = databaseFailureOf(err);
      if (failure === 'unavailable') app.dbHealth.report(err);
      else if (failure === 'disk-full') app.diskHealth.report(err);
      else app.log.error({ err }, `${what} failed`);
    };

    /** One round: the scheduled tasks that are due, then jobs, then mail. Never rejects. */
    const round = async () => {
      const now = Date.now();
      for (const s of schedules) {
        if (now < s.next) continue;
        s.next = now + s.intervalMs;
        try {
          // Another instance ran it within the interval: this one asks again in an interval.
          if (opts.claimSchedule && !(await opts.claimSchedule(s.name, new Date(now), s.intervalMs))) continue;
          const queued = await s.run(new Date(now));
          if (queued) app.log.info({ queued }, `${s.name} queued`);
        } catch (err) {
          report(err, s.name);
        }
      }
      for (const w of workers) {
        try {
          await w.runDue();
        } catch (err) {
          report(err, w.name);
        }
      }
    };

    /** The next round starts `delay` ms after the previous one ended, so rounds never overlap. */
    const schedule = (delay: number) => {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        running = round().finally(() => {
          running = undefined;
          schedule(wakeAgain ? 0 : pollMs);
          wakeAgain = false;
        });
      }, delay);
      timer.unref();
    };

    app.decorate('wakeRunner', () => {
      if (pollMs <= 0 || stopped) return;
      if (running) wakeAgain = true;
      else schedule(0);
    });

    // The embedded database is held by this process alone (DATA_DIR's lock, src/data-dir-lock.ts):
    // every job still `running` and every e-mail still claimed was cut off by a previous process,
    // so it is due at once instead of after its lease (decision record 017). On PostgreSQL, other instances' jobs may be live: their
    // leases, renewed while they run, decide.
    app.addHook('onReady', async () => {
      if (!opts.embedded) return;
      try {
        for (const w of workers) await w.releaseAbandoned?.();
      } catch (err) {
        report(err, 'releasing cut-off jobs and e-mails');
      }
    });
    if (pollMs > 0) app.addHook('onReady', async () => schedule(0));
    app.addHook('onReady', async () => {
      for (const check of opts.onReady ?? []) check();
    });
    // preClose: before the ORM closes (onClose), so work in flight can still record its outcome.
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      for (const w of workers) w.stop();
      await running;
    });
    app.addHook('onClose', async () => {
      for (const w of workers) w.close?.();
    });
  },
  { name: 'runner', dependencies: ['orm', 'storage'] },
);
