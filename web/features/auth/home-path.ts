import type { Role } from '#shared/auth.schema.js';

/** Where a user lands after logging in (or setting a new password): admins on the console. */
export function homePath(role: Role): '/admin' | '/dashboard' {
  return role === 'admin' ? '/admin' : '/dashboard';
}
