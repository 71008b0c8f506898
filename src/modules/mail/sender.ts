/**
 * Delivering the outbox (decision record 004). `MailSender.deliverDue()` claims the messages that are due,
 * sends each (SMTP with nodemailer, or an .eml file under DATA_DIR/outbox when SMTP_URL is unset)
 * and records the outcome. A failed message is retried later with exponential backoff; nothing is
 * ever dropped or deleted, so an SMTP outage delays mail but loses none.
 *
 * Claiming is safe for several app instances on one database: a single statement picks due rows
 * with `for update skip locked`, counts the attempt and moves `next_attempt_at` a lease ahead, so
 * no other instance takes the same row while it is being sent (and a crashed sender's rows become
 * due again when the lease runs out).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/sql';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
import type { Logger } from '../../context.js';
import { db } from '../../kysely.js';
import type { Language } from '../../shared/constants.js';
import { REDACTED_AFTER_DELIVERY_KINDS } from './outbox.service.js';
import type { MailKind } from './templates.js';
import { mailDeliveryFailures } from '../../metrics.js';

/** Rows claimed per statement. */
const CLAIM_BATCH_SIZE = 10;
/** How long a claimed row is reserved for the sender that claimed it, in milliseconds. */
const CLAIM_LEASE_MS = 10 * 60 * 1000;
/** `text` with every e-mail address replaced by '[address]' (for logs, which name no one). */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]');
}

/** First retry delay after a failed attempt, in milliseconds; doubles with each attempt. */
export const RETRY_BASE_MS = 30 * 1000;
/** Longest retry delay, in milliseconds (one hour). */
const RETRY_MAX_MS = 60 * 60 * 1000;

/** Parallel SMTP connections of the pool, and messages sent at once by one sender. */
const SMTP_MAX_CONNECTIONS = 3;

/** SMTP timeouts, in milliseconds: short enough that a claimed batch finishes well inside the lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * The wait before the next attempt after `attempts` failed attempts (1, 2, ...):
 * 30 s, 1 min, 2 min, 4 min, ... capped at 1 hour. In milliseconds.
 */
function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** The outcome of one `deliverDue` run: messages sent and messages that failed (will be retried). */
interface DeliveryResult {
  sent: number;
  failed: number;
}

interface MailSenderOptions {
  /** Returns a fresh EntityManager fork (each run uses its own). */
  em: () => EntityManager;
  config: AppConfig;
  log: Logger;
}

/** What a delivered password-reset row keeps instead of its body (the link must not stay in the database). */
const REDACTED_BODY = '(removed after delivery)';

/** A claimed outbox row. */
interface ClaimedRow {
  id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  language: Language;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  created_at: Date | string;
  calendar_method: string | null;
  calendar_ics: string | null;
}

/** The domain of the From address, for Message-IDs ('Name <a@b.example>' -> 'b.example'). */
function fromDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** A UTC timestamp usable in file names: '20261121T120000Z'. */
function fileStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Delivers queued e-mail; see the module comment. One per app (`app.mailer`). */
export class MailSender {
  private readonly em: () => EntityManager;
  private readonly config: AppConfig;
  private readonly log: Logger;
  /** SMTP transport, or a stream transport rendering .eml files when there is no SMTP_URL. */
  private readonly transport: Transporter;
  private readonly toFiles: boolean;
  private stopping = false;

  constructor(opts: MailSenderOptions) {
    this.em = opts.em;
    this.config = opts.config;
    this.log = opts.log;
    const { smtpUrl } = opts.config.mail;
    this.toFiles = smtpUrl === undefined;
    this.transport = smtpUrl
      ? // One pooled connection set, reused for every message (not a new SMTP session per message).
        nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_MAX_CONNECTIONS, maxMessages: 100, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  /**
   * Sends every message that is due at `now` (unsent and `next_attempt_at <= now`), up to
   * SMTP_MAX_CONNECTIONS at once (one per pooled connection): each of that many workers takes the
   * next claimed row, and claims a new batch when none is left. Each row is claimed by one sender
   * and sent by one worker, and its outcome is written once (decision record 004). A sent message
   * gets `sent_at = now`; a failed one keeps `last_error` and is due again at
   * `now + retryDelayMs(attempts)`. Failures of single messages are logged (warn), not thrown.
   * @returns how many were sent and how many failed
   * @throws when the database cannot be reached (nothing is lost: claimed rows become due again)
   */
  async deliverDue(now: Date = new Date()): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, failed: 0 };
    const queue: ClaimedRow[] = [];
    let exhausted = false;
    let claiming: Promise<void> | undefined;
    /** One claim at a time, shared by the workers that find the queue empty. */
    const refill = () =>
      (claiming ??= this.claim(now)
        .then((rows) => {
          queue.push(...rows);
          if (rows.length < CLAIM_BATCH_SIZE) exhausted = true;
        })
        .finally(() => (claiming = undefined)));
    const worker = async () => {
      while (!this.stopping) {
        const row = queue.shift();
        if (!row) {
          if (exhausted) return;
          await refill();
          continue;
        }
        if (await this.deliverOne(row, now)) result.sent++;
        else result.failed++;
      }
    };
    const outcomes = await Promise.allSettled(Array.from({ length: SMTP_MAX_CONNECTIONS }, worker));
    // Stopped (or a worker failed): what was claimed but not taken is given back.
    await this.release(queue.splice(0));
    const failure = outcomes.find((o) => o.status === 'rejected');
    if (failure) throw failure.reason;
    return result;
  }

  /**
   * Asks a delivery run in progress to stop after the messages it is sending: the rest of its
   * claimed rows are released (due at once again, their attempt not counted). Used on shutdown.
   */
  stop(): void {
    this.stopping = true;
  }

  /**
   * Makes the rows a killed process had claimed due now: unsent rows never failed whose
   * `next_attempt_at` lies ahead (only a claim's lease puts it there; a failed row has `last_error`
   * and waits for its backoff). Their attempt stays counted: the message may have been sent before
   * the kill (the at-least-once window). Only for the embedded database's single process, at
   * start-up (decision record 017); on PostgreSQL other instances' claims may be live.
   * @returns how many rows were released
   */
  async releaseAbandonedClaims(now: Date = new Date()): Promise<number> {
    const released = await db(this.em())
      .updateTable('mail_outbox')
      .set({ next_attempt_at: now })
      .where('sent_at', 'is', null)
      .where('last_error', 'is', null)
      .where('next_attempt_at', '>', now)
      .executeTakeFirst();
    return Number(released.numUpdatedRows);
  }

  /** Gives claimed but unsent rows back: due now, attempt count restored. */
  private async release(rows: ClaimedRow[]): Promise<void> {
    if (!rows.length) return;
    await db(this.em())
      .updateTable('mail_outbox')
      .set((eb) => ({ next_attempt_at: new Date(), attempts: eb.fn('greatest', [eb('attempts', '-', 1), eb.lit(0)]) }))
      .where('sent_at', 'is', null)
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  }

  /** Releases the transport (SMTP connections). */
  close(): void {
    this.transport.close();
  }

  /** Claims up to CLAIM_BATCH_SIZE due rows, oldest first, skipping rows another sender holds. */
  private async claim(now: Date): Promise<ClaimedRow[]> {
    const rows: ClaimedRow[] = await db(this.em())
      .updateTable('mail_outbox')
      .set((eb) => ({ next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS), attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .orderBy('created_at')
          .orderBy('id')
          .limit(CLAIM_BATCH_SIZE)
          .forUpdate()
          .skipLocked(),
      )
      .returning([
        'id',
        'kind',
        'to_address',
        'reply_to',
        'language',
        'subject',
        'text_body',
        'html_body',
        'attempts',
        'created_at',
        'calendar_method',
        'calendar_ics',
      ])
      .$narrowType<{ language: Language }>()
      .execute();
    return rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
  }

  /** Sends one claimed row and records the outcome. Returns true when sent. */
  private async deliverOne(row: ClaimedRow, now: Date): Promise<boolean> {
    const em = this.em();
    try {
      await this.send(row);
    } catch (err) {
      const e = err as Error & { code?: string };
      const message = `${e.code ? `${e.code}: ` : ''}${e.message}`.slice(0, 2000);
      const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
      await db(em).updateTable('mail_outbox').set({ last_error: message, next_attempt_at: retryAt }).where('id', '=', row.id).execute();
      mailDeliveryFailures.inc({ kind: row.kind });
      // The server's answer may quote the recipient's address: the log names no one.
      this.log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, retryAt: retryAt.toISOString(), error: withoutAddresses(message) },
        'mail delivery failed; will retry',
      );
      return false;
    }
    // A delivered password-reset or address-confirmation e-mail holds a live link: the database keeps no copy of it.
    const redact = REDACTED_AFTER_DELIVERY_KINDS.includes(row.kind as MailKind);
    await db(em)
      .updateTable('mail_outbox')
      .set({ sent_at: now, last_error: null, ...(redact ? { text_body: REDACTED_BODY, html_body: REDACTED_BODY } : {}) })
      .where('id', '=', row.id)
      .execute();
    this.log.info({ mailId: row.id, kind: row.kind }, this.toFiles ? 'mail written to outbox directory' : 'mail sent');
    return true;
  }

  /** The message as nodemailer sends it: From, To, Subject, text and HTML, Content-Language. */
  private message(row: ClaimedRow): SendMailOptions {
    return {
      from: this.config.mail.from,
      to: row.to_address,
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      // The same Message-ID on every attempt, so a receiver can drop a repeat after a lost reply.
      messageId: `<${row.id}@${fromDomain(this.config.mail.from)}>`,
      headers: { 'Content-Language': row.language, 'Auto-Submitted': 'auto-generated' },
      // A call's invitation: a text/calendar alternative and an invite.ics attachment, as calendar programs expect (RFC 6047).
      ...(row.calendar_ics && row.calendar_method ? { icalEvent: { method: row.calendar_method, filename: 'invite.ics', content: row.calendar_ics } } : {}),
    };
  }

  /** SMTP: hands the message to the server. File mode: writes `<stamp>-<kind>-<id>.eml` atomically. */
  private async send(row: ClaimedRow): Promise<void> {
    const info = await this.transport.sendMail(this.message(row));
    if (!this.toFiles) return;
    const dir = this.config.mail.outboxDir;
    await mkdir(dir, { recursive: true });
    const name = `${fileStamp(new Date(row.created_at))}-${row.kind}-${row.id}.eml`;
    const tmp = join(dir, `.${name}.tmp`);
    await writeFile(tmp, (info as { message: Buffer }).message);
    // A reader never sees half a file; a retry after a crash replaces the file of the same name.
    await rename(tmp, join(dir, name));
  }
}
