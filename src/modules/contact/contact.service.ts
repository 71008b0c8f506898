/**
 * The public contact form (spec sections 2, 3, 5), stored in `contact_forms`, and its handling by
 * the firm (admin: the list, marking a message handled).
 */
import { requireAdmin, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { ByIdInput, ContactMessage } from '../../shared/admin.schema.js';
import type { Language } from '../../shared/constants.js';
import type { ContactInput } from '../../shared/contact.schema.js';
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

/** Contact form messages, newest first, with who handled them (admin). At most 500. */
export async function listContactMessages(ctx: ServiceContext): Promise<ContactMessage[]> {
  const { em } = requireAdmin(ctx);
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
      order by c.submitted_at desc, c.id desc limit 500`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    language: r.language,
    message: r.message,
    submittedAt: isoDate(r.submitted_at),
    handledAt: isoDateOrNull(r.handled_at),
    handledByName: r.handled_by_name,
  }));
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
