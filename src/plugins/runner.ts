/**
 * The background runner as part of the app (decision records 004 and 010): one loop that, every
 * `config.mail.pollMs`, runs the scheduled tasks that are due, the due jobs of the job table
 * (src/modules/jobs/runner.ts) and the mail outbox delivery. Decorates `app.mailer` (MailSender),
 * `app.jobs` (JobRunner) and the scheduled tasks, each callable with a clock for tests.
 *
 * Schedules are registered here, by the plugin that runs them: the hourly "package expires within
 * 30 days" notices (spec section 4), the hourly Finanzamt-letter deadline reminders and the hourly
 * upkeep of unpaid orders (day-7 reminder, expiry; decision record 011) and the hourly data
 * retention purge (expired exports, tokens, sessions, old e-mail texts; decision record 013). The loop
 * never overlaps itself, `wake()` starts a round at once (a letter was uploaded), its timers do not
 * keep the process alive, its errors are logged and never thrown, and closing the app stops it
 * after the work in flight has finished. On the embedded database, jobs left `running` and e-mails
 * left claimed by a previous process are released at start-up (decision record 017).
 */
import fp from 'fastify-plugin';
import { databaseFailureOf } from '../db-errors.js';
import { rootEm } from '../db.js';
import { JobRunner } from '../modules/jobs/runner.js';
import { queueExpiryNotices } from '../modules/ledger/ledger.service.js';
import { registerAccountJobs } from '../modules/account/account.jobs.js';
import { runRetention, type RetentionResult } from '../modules/account/retention.service.js';
import { registerLetterJobs } from '../modules/letters/letters.jobs.js';
import { ocrAvailable } from '../modules/letters/letters.service.js';
import { queueLetterReminders } from '../modules/letters/reminders.js';
import { MailSender } from '../modules/mail/sender.js';
import { runOrderUpkeep } from '../modules/orders/orders.service.js';

/** How often the scheduled tasks run, in milliseconds (hourly). */
const SCHEDULE_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail outbox (tests call `app.mailer.deliverDue()` directly). */
    mailer: MailSender;
    /** Runs the job table (tests call `app.jobs.runDue()` directly). */
    jobs: JobRunner;
    /**
     * The scheduled "package expires within 30 days" job, run now (the loop runs it at start and
     * hourly). @returns how many e-mails were queued
     */
    queueExpiryNotices(now?: Date): Promise<number>;
    /** The scheduled letter deadline reminders (7 and 2 days before), run now. @returns e-mails queued */
    queueLetterReminders(now?: Date): Promise<number>;
    /** The unpaid orders' reminder (day 7) and expiry, run now. @returns orders reminded and expired */
    runOrderUpkeep(now?: Date): Promise<{ reminded: number; expired: number }>;
    /** The data retention purge (decision record 013), run now. @returns what each step removed */
    runRetention(now?: Date): Promise<RetentionResult>;
    /** Starts a runner round now (when the loop runs), e.g. after a job was queued. */
    wakeRunner(): void;
  }
}

export const runnerPlugin = fp(
  async (app) => {
    const { pollMs } = app.config.mail;
    const em = () => rootEm(app.orm).fork();
    const sender = new MailSender({ em, config: app.config, log: app.log });
    const jobs = new JobRunner({ em, log: app.log });
    registerLetterJobs(jobs, { storage: app.storage, config: app.config });
    registerAccountJobs(jobs, { storage: app.storage, exports: app.exportStorage, config: app.config });
    app.decorate('mailer', sender);
    app.decorate('jobs', jobs);
    app.decorate('queueExpiryNotices', (now: Date = new Date()) => em().transactional((tx) => queueExpiryNotices(tx, app.config, now)));
    app.decorate('queueLetterReminders', (now: Date = new Date()) => queueLetterReminders(em(), app.config, now));
    app.decorate('runOrderUpkeep', (now: Date = new Date()) => runOrderUpkeep(em(), app.config, now));
    app.decorate('runRetention', (now: Date = new Date()) => runRetention(em(), app.exportStorage, app.log, now));

    const schedules = [
      { name: 'package expiry notices', run: (now: Date) => app.queueExpiryNotices(now), next: 0 },
      { name: 'letter deadline reminders', run: (now: Date) => app.queueLetterReminders(now), next: 0 },
      {
        name: 'unpaid order upkeep',
        run: async (now: Date) => {
          const r = await app.runOrderUpkeep(now);
          return r.reminded + r.expired;
        },
        next: 0,
      },
      {
        name: 'data retention purge',
        run: async (now: Date) => Object.values(await app.runRetention(now)).reduce((a, b) => a + b, 0),
        next: 0,
      },
    ];

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
        s.next = now + SCHEDULE_INTERVAL_MS;
        try {
          const queued = await s.run(new Date(now));
          if (queued) app.log.info({ queued }, `${s.name} queued`);
        } catch (err) {
          report(err, s.name);
        }
      }
      try {
        await jobs.runDue();
      } catch (err) {
        report(err, 'job run');
      }
      try {
        await sender.deliverDue();
      } catch (err) {
        report(err, 'mail delivery run');
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
      if (app.config.databaseUrl) return;
      try {
        await jobs.releaseAll();
        const mails = await sender.releaseAbandonedClaims();
        if (mails) app.log.info({ mails }, 'e-mails claimed by the previous run released');
      } catch (err) {
        report(err, 'releasing cut-off jobs and e-mails');
      }
    });
    if (pollMs > 0) app.addHook('onReady', async () => schedule(0));
    // Said once, at start: without Tesseract and pdftoppm, photos and scans are not read (010).
    app.addHook('onReady', async () => {
      void ocrAvailable().then((ok) => {
        if (!ok)
          app.log.warn('OCR is off: tesseract or pdftoppm is not installed; photos and scanned letters are not read, clients enter their fields by hand');
      });
    });
    // preClose: before the ORM closes (onClose), so work in flight can still record its outcome.
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      sender.stop();
      jobs.stop();
      await running;
    });
    app.addHook('onClose', async () => sender.close());
  },
  { name: 'runner', dependencies: ['orm', 'storage'] },
);
