/**
 * Queuing e-mail (decision record 004): a row in `mail_outbox`, written with the caller's EntityManager so it
 * commits or rolls back with the change that causes it. The sender (sender.ts) delivers it later.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../../config.js';
import type { Language } from '../../shared/constants.js';
import { renderMail, type MailContent } from './templates.js';

export interface QueuedMail {
  to: string;
  /** The recipient's language: the message is rendered in it. */
  language: Language;
  content: MailContent;
  /** Reply-To address (the contact form's sender, so the firm can simply answer). */
  replyTo?: string;
  /** When set, a second message with the same key is dropped ("once each" notices). */
  dedupeKey?: string;
}

/**
 * Renders the message and inserts it into the outbox in `em`'s transaction.
 * @returns true when queued, false when a message with the same dedupeKey already exists.
 */
export async function queueMail(em: EntityManager, mail: QueuedMail): Promise<boolean> {
  const r = renderMail(mail.content, mail.language);
  const rows = await em.execute<{ id: string }[]>(
    `insert into mail_outbox (kind, to_address, reply_to, language, subject, text_body, html_body, dedupe_key)
     values (?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (dedupe_key) do nothing
     returning id`,
    [mail.content.kind, mail.to, mail.replyTo ?? null, mail.language, r.subject, r.text, r.html, mail.dedupeKey ?? null],
  );
  return rows.length > 0;
}

/**
 * Like queueMail, to the account with e-mail address `email`: the row is inserted only when that
 * account exists (one statement either way, so callers can do the same work for unknown addresses).
 * @returns true when queued
 */
export async function queueMailToAccount(em: EntityManager, email: string, mail: Pick<QueuedMail, 'language' | 'content'>): Promise<boolean> {
  const r = renderMail(mail.content, mail.language);
  const rows = await em.execute<{ id: string }[]>(
    `insert into mail_outbox (kind, to_address, reply_to, language, subject, text_body, html_body, dedupe_key)
     select ?, email, null, ?, ?, ?, ?, null from users where email = ?
     returning id`,
    [mail.content.kind, mail.language, r.subject, r.text, r.html, email],
  );
  return rows.length > 0;
}

/** The site's origin for links in e-mails: PUBLIC_URL, else the address the server listens on. */
export function siteOrigin(config: AppConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** An absolute link into the site, e.g. siteUrl(config, '/dashboard'). */
export function siteUrl(config: AppConfig, path: string): string {
  return `${siteOrigin(config)}${path}`;
}
