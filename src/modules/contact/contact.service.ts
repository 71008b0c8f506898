/**
 * The public contact form (spec sections 2, 3, 5), stored in `contact_forms`, and its handling by
 * the firm (admin: the list, replying by e-mail, marking a message handled).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { requireStaff, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { sql } from 'kysely';
import { db } from '../../kysely.js';
import type { ByIdInput } from '../../shared/common.schema.js';
import type { ContactMessage, ContactReplyInput } from '../../shared/contact/contact.schema.js';
import type { ContactInput } from '../../shared/contact/contact.schema.js';
import { isoDate, isoDateOrNull } from '../../timestamps.js';
import { recordAudit } from '../audit/audit.service.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { ContactFormEntity } from './contact-form.entity.js';
import { contactMessageForUpdate, contactMessageRows } from './contact.queries.js';

/**
 * Stores a contact message and, in the same transaction, queues its e-mail to the firm.
 * Open to visitors.
 */
export async function submitContact(ctx: ServiceContext, data: ContactInput): Promise<{ ok: true }> {
  await ctx.em.transactional(async (tx) => {
    tx.create(ContactFormEntity, { ...data, handledAt: null, handledBy: null });
    await tx.flush();
    await queueMail(tx, {
      to: ctx.config.mail.firmEmail,
      language: ctx.config.mail.firmLanguage,
      replyTo: data.email,
      content: { kind: 'contact.received', params: { ...data, adminUrl: siteUrl(ctx.config, '/admin/contact') } },
    });
  });
  return { ok: true };
}

/** Contact form messages, newest first, with who handled them and the firm's replies (admin). At most CONTACT_LIST_LIMIT. */
export async function listContactMessages(ctx: ServiceContext): Promise<ContactMessage[]> {
  const { em } = requireStaff(ctx);
  return contactMessages(em, null);
}

/** The contact messages with their replies: all (newest first, at most CONTACT_LIST_LIMIT), or the one with id `id`. */
async function contactMessages(em: EntityManager, id: string | null): Promise<ContactMessage[]> {
  const rows = await contactMessageRows(em, id);
  return rows.map((r) => ({ ...r, submittedAt: isoDate(r.submittedAt), handledAt: isoDateOrNull(r.handledAt) }));
}

/**
 * An admin replies to a contact message: the reply is kept with the message (text, author, time),
 * e-mailed to the sender in the message's language through the outbox (Reply-To: the firm's
 * address), audit-logged, and the message is marked handled if it was open — all in one
 * transaction. A message may be answered more than once.
 * @returns the message as the console lists it, with its replies
 * @throws AppError NOT_FOUND 'Message not found'
 */
export async function replyToContact(ctx: ServiceContext, { id, body }: ContactReplyInput): Promise<ContactMessage> {
  const { em, user, config } = requireStaff(ctx);
  await em.transactional(async (tx) => {
    const row = await contactMessageForUpdate(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'contactNotFound');
    const now = new Date();
    await db(tx)
      .insertInto('contact_replies')
      .values({ id: sql<string>`default`, contact_form_id: id, author_id: user.id, body, created_at: now })
      .execute();
    if (!row.handled_at) await db(tx).updateTable('contact_forms').set({ handled_at: now, handled_by: user.id }).where('id', '=', id).execute();
    await queueMail(tx, {
      to: row.email,
      language: row.language,
      replyTo: config.mail.firmEmail,
      content: { kind: 'contact.reply', params: { name: row.name, reply: body, message: row.message, submittedAt: isoDate(row.submitted_at) } },
    });
    await recordAudit(tx, { actorId: user.id, action: 'contact.reply', entityId: id, details: { email: row.email, characters: body.length } });
  });
  const [message] = await contactMessages(em, id);
  if (!message) throw new AppError('NOT_FOUND', 'contactNotFound');
  return message;
}

/**
 * Marks a contact message handled (admin; idempotent: the first admin and time are kept).
 * @throws AppError NOT_FOUND 'Message not found'
 */
export async function markContactHandled(ctx: ServiceContext, { id }: ByIdInput): Promise<{ ok: true }> {
  const { em, user } = requireStaff(ctx);
  await em.transactional(async (tx) => {
    const row = await contactMessageForUpdate(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'contactNotFound');
    if (row.handled_at) return;
    await db(tx).updateTable('contact_forms').set({ handled_at: new Date(), handled_by: user.id }).where('id', '=', id).execute();
    await recordAudit(tx, { actorId: user.id, action: 'contact.handle', entityId: id, details: { email: row.email } });
  });
  return { ok: true };
}
