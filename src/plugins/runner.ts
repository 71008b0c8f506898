/**
 * The mail sender as part of the app (decision record 004): decorates `app.mailer` (a MailSender)
 * and, when `config.mail.pollMs > 0`, runs the delivery loop: every pollMs it delivers the due
 * outbox rows, and before that it runs the scheduled jobs that queue mail, each when it is due.
 * The scheduled jobs are registered here, by the plugin that runs them: today the hourly "package
 * expires within 30 days" notices (spec section 4). The loop never overlaps itself, its timers do
 * not keep the process alive, its errors are logged and never thrown, and closing the app stops
 * it after any delivery in flight has finished.
 */
import fp from 'fastify-plugin';
import { databaseFailureOf } from '../db-errors.js';
import { rootEm } from '../db.js';
import { queueExpiryNotices } from '../modules/ledger/ledger.service.js';
import { MailSender } from '../modules/mail/sender.js';

/** How often the "expires within 30 days" check runs, in milliseconds (hourly). */
export const EXPIRY_CHECK_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail outbox (tests call `app.mailer.deliverDue()` directly). */
    mailer: MailSender;
    /**
     * The scheduled "package expires within 30 days" job, run now (the loop runs it at start and
     * hourly). @returns how many e-mails were queued
     */
    queueExpiryNotices(now?: Date): Promise<number>;
  }
}

export const mailPlugin = fp(
  async (app) => {
    const { pollMs } = app.config.mail;
    const sender = new MailSender({ em: () => rootEm(app.orm).fork(), config: app.config, log: app.log });
    app.decorate('mailer', sender);
    app.decorate('queueExpiryNotices', (now: Date = new Date()) =>
      rootEm(app.orm)
        .fork()
        .transactional((tx) => queueExpiryNotices(tx, app.config, now)),
    );

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;
    let nextExpiryCheck = 0;

    /** One round: the expiry check when it is due, then delivery. Never rejects. */
    const round = async () => {
      const now = Date.now();
      if (now >= nextExpiryCheck) {
        nextExpiryCheck = now + EXPIRY_CHECK_INTERVAL_MS;
        try {
          const queued = await app.queueExpiryNotices(new Date(now));
          if (queued) app.log.info({ queued }, 'package expiry notices queued');
        } catch (err) {
          app.log.error({ err }, 'package expiry check failed');
        }
      }
      try {
        await sender.deliverDue();
      } catch (err) {
        // A database outage is logged once by dbHealth, not every poll.
        if (databaseFailureOf(err) === 'unavailable') app.dbHealth.report(err);
        else app.log.error({ err }, 'mail delivery run failed');
      }
    };

    /** The next round starts `delay` ms after the previous one ended, so rounds never overlap. */
    const schedule = (delay: number) => {
      if (stopped) return;
      timer = setTimeout(() => {
        running = round().finally(() => {
          running = undefined;
          schedule(pollMs);
        });
      }, delay);
      timer.unref();
    };

    if (pollMs > 0) app.addHook('onReady', async () => schedule(0));
    // preClose: before the ORM closes (onClose), so a delivery in flight can still record its outcome.
    // Shutdown: the run in flight finishes the message it is sending and gives back the rest.
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      sender.stop();
      await running;
    });
    app.addHook('onClose', async () => sender.close());
  },
  { name: 'mail', dependencies: ['orm'] },
);
