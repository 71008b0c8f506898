/** The public contact form (spec sections 2, 3, 5): stored in `contact_forms`. */
import type { ServiceContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { ContactInputSchema } from '../../shared/contact.schema.js';
import { ContactFormEntity } from './contact-form.entity.js';

/**
 * Stores a contact message. Open to visitors.
 * @throws AppError VALIDATION 400 with the spec's messages ('Name must be at least 2 characters', ...)
 */
export async function submitContact(ctx: ServiceContext, input: unknown): Promise<{ ok: true }> {
  const data = parseInput(ContactInputSchema, input);
  ctx.em.create(ContactFormEntity, { ...data });
  await ctx.em.flush();
  return { ok: true };
}
