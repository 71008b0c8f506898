/** The public contact form (spec sections 2, 3, 5): stored in `contact_forms`. */
import type { ServiceContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { ContactInputSchema } from '../../shared/contact.schema.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { ContactFormEntity } from './contact-form.entity.js';

/**
 * Stores a contact message and, in the same transaction, queues its e-mail to the firm.
 * Open to visitors.
 * @throws AppError VALIDATION 400 with the spec's messages ('Name must be at least 2 characters', ...)
 */
export async function submitContact(ctx: ServiceContext, input: unknown): Promise<{ ok: true }> {
  const data = parseInput(ContactInputSchema, input);
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
