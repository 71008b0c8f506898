/**
 * The mail sender as part of the app (issue 4): decorates `app.mailer` (a MailSender) and, when
 * `config.mail.pollMs > 0`, runs the delivery loop: every pollMs it delivers the due outbox rows,
 * and at start and hourly it queues the "package expires within 30 days" notices. The loop never
 * overlaps itself, its timers do not keep the process alive, its errors are logged and never
 * thrown, and closing the app stops it after any delivery in flight has finished.
 */
import fp from 'fastify-plugin';
import { databaseFailureOf } from '../db-errors.js';
import { rootEm } from '../db.js';
import { EXPIRY_CHECK_INTERVAL_MS, MailSender } from '../modules/mail/sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail outbox (tests call `app.mailer.deliverDue()` directly). */
    mailer: MailSender;
  }
}

export const mailPlugin = fp(
  async (app) => {
    const { pollMs } = app.config.mail;
    const sender = new MailSender({ em: () => rootEm(app.orm).fork(), config: app.config, log: app.log });
    app.decorate('mailer', sender);

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
          const queued = await sender.queueExpiryNotices(new Date(now));
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
