/** Bootstrapping admins (`npm run admin:create`, spec section 6): create the firm's owner or promote an account to owner (decision record 064). */
import type { EntityManager } from '@mikro-orm/sql';
import { parseInput } from '../../errors.js';
import { RegisterInputSchema, type StaffRole } from '../../shared/auth/auth.schema.js';
import { hashPassword } from './auth.service.js';
import { accountWords, assertPasswordNotCommon } from './password-policy.js';
import { UserEntity } from '../users/user.entity.js';

interface AdminAccountResult {
  email: string;
  created: boolean;
  passwordSet: boolean;
}

/**
 * Makes `email` an admin with the staff role `staffRole` (default owner; `npm run admin:create` always
 * makes owners, experts join by invitation; the tests make experts here too). A new account needs `name` and a password (from `password`, else
 * from `askPassword()`); an existing account is promoted, and gets `name` and `password` only
 * when given. Every given value is validated (and the name trimmed) as at registration before
 * anything is written; a new password must not be a common one (docs/decisions/019-password-policy.md).
 * @throws AppError VALIDATION with the registration messages (e-mail, name, password length, 'passwordTooCommon')
 */
export async function createOrPromoteAdmin(
  em: EntityManager,
  input: { email: string; name?: string; password?: string },
  askPassword: () => Promise<string>,
  staffRole: StaffRole = 'owner',
): Promise<AdminAccountResult> {
  const email = parseInput(RegisterInputSchema.shape.email, input.email);
  const existing = await em.findOne(UserEntity, { email });
  if (existing) {
    const name = input.name !== undefined ? parseInput(RegisterInputSchema.shape.name, input.name) : undefined;
    let password: string | undefined;
    if (input.password) {
      const given = parseInput(RegisterInputSchema.shape.password, input.password);
      await assertPasswordNotCommon(given, accountWords(email, name ?? existing.name));
      password = await hashPassword(given);
    }
    await em.nativeUpdate(
      UserEntity,
      { id: existing.id },
      { role: 'admin', staffRole, deactivatedAt: null, ...(password ? { password } : {}), ...(name ? { name } : {}) },
    );
    return { email, created: false, passwordSet: password !== undefined };
  }
  const data = parseInput(RegisterInputSchema, { email, name: input.name ?? '', password: input.password ?? (await askPassword()) });
  await assertPasswordNotCommon(data.password, accountWords(data.email, data.name));
  // An account the operator creates on the server counts as confirmed (decision record 012).
  em.create(UserEntity, {
    email: data.email,
    name: data.name,
    password: await hashPassword(data.password),
    role: 'admin',
    staffRole,
    language: 'en',
    emailVerifiedAt: new Date(),
  });
  await em.flush();
  return { email, created: true, passwordSet: true };
}
