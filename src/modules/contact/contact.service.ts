/**
 * The public contact form (spec sections 2, 3, 5), stored in `contact_forms`, and its handling by
 * the firm (admin: the list, replying by e-mail, marking a message handled).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { requireAdmin, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { ByIdInput } from '../../shared/common.schema.js';
import type { ContactMessage, ContactReplyInput } from '../../shared/contact/contact.schema.js';
import type { Language } from '../../shared/constants.js';
import type { ContactInput } from '../../shared/contact/contact.schema.js';
import { isoDate, isoDateOrNull } from '../../timestamps.js';
import { recordAudit } from '../audit/audit.service.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { ContactFormEntity } from './contact-form.entity.js';

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

/** Contact messages listed in the console at most. */
const CONTACT_LIST_LIMIT = 500;

/** Contact form messages, newest first, with who handled them and the firm's replies (admin). At most CONTACT_LIST_LIMIT. */
export async function listContactMessages(ctx: ServiceContext): Promise<ContactMessage[]> {
  const { em } = requireAdmin(ctx);
  return contactMessages(em, null);
}

/** The contact messages with their replies: all (newest first, at most CONTACT_LIST_LIMIT), or the one with id `id`. */
async function contactMessages(em: EntityManager, id: string | null): Promise<ContactMessage[]> {
  const rows = await em.execute<
    {
      id: string;
      name: string;
      email: string;
      language: Language;
      message: string;
      submitted_at: Date | string;
      handled_at: Date | string | null;
      handled_by_name: string | null;
    }[]
  >(
    `select c.id, c.name, c.email, c.language, c.message, c.submitted_at, c.handled_at, u.name as handled_by_name
       from contact_forms c left join users u on u.id = c.handled_by
      ${id ? 'where c.id = ?' : ''}
      order by c.submitted_at desc, c.id desc limit ${CONTACT_LIST_LIMIT}`,
    id ? [id] : [],
  );
  const replies = rows.length
    ? await em.execute<{ id: string; contact_form_id: string; body: string; created_at: Date | string; author_name: string | null }[]>(
        `select r.id, r.contact_form_id, r.body, r.created_at, u.name as author_name
           from contact_replies r left join users u on u.id = r.author_id
          where r.contact_form_id in (${rows.map(() => '?').join(', ')})
          order by r.created_at, r.id`,
        rows.map((r) => r.id),
      )
    : [];
  const repliesOf = new Map<string, ContactMessage['replies']>();
  for (const r of replies) {
    const list = repliesOf.get(r.contact_form_id) ?? [];
    list.push({ id: r.id, body: r.body, sentAt: isoDate(r.created_at), authorName: r.author_name });
    repliesOf.set(r.contact_form_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    language: r.language,
    message: r.message,
    submittedAt: isoDate(r.submitted_at),
    handledAt: isoDateOrNull(r.handled_at),
    handledByName: r.handled_by_name,
    replies: repliesOf.get(r.id) ?? [],
  }));
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
  const { em, user, config } = requireAdmin(ctx);
  await em.transactional(async (tx) => {
    const [row] = await tx.execute<
      { id: string; name: string; email: string; language: Language; message: string; submitted_at: Date | string; handled_at: Date | null }[]
    >(`select id, name, email, language, message, submitted_at, handled_at from contact_forms where id = ? for update`, [id]);
    if (!row) throw new AppError('NOT_FOUND', 'contactNotFound');
    const now = new Date();
    await tx.execute(`insert into contact_replies (contact_form_id, author_id, body, created_at) values (?, ?, ?, ?)`, [id, user.id, body, now]);
    if (!row.handled_at) await tx.execute(`update contact_forms set handled_at = ?, handled_by = ? where id = ?`, [now, user.id, id]);
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
  const { em, user } = requireAdmin(ctx);
  await em.transactional(async (tx) => {
    const [row] = await tx.execute<{ id: string; handled_at: Date | null; email: string }[]>(
      `select id, handled_at, email from contact_forms where id = ? for update`,
      [id],
    );
    if (!row) throw new AppError('NOT_FOUND', 'contactNotFound');
    if (row.handled_at) return;
    await tx.execute(`update contact_forms set handled_at = ?, handled_by = ? where id = ?`, [new Date(), user.id, id]);
    await recordAudit(tx, { actorId: user.id, action: 'contact.handle', entityId: id, details: { email: row.email } });
  });
  return { ok: true };
}
