/**
 * The account's security log (docs/decisions/012-account-security.md): the kinds of event kept
 * per user and the DTO the account page and the console show.
 */
import { z } from 'zod';

/**
 * Every kind of security event. Sign-ins and failures, password and e-mail changes, two-factor
 * and passkey changes, sessions ended, data exports and account deletion.
 */
export const SECURITY_EVENT_KINDS = [
  'signin',
  'signin.failed',
  'signin.new_device',
  'signout',
  'password.changed',
  'password.reset',
  'email.verified',
  'email.change_requested',
  'email.changed',
  'twofactor.enabled',
  'twofactor.disabled',
  'twofactor.failed',
  'recovery_code.used',
  'recovery_codes.regenerated',
  'passkey.added',
  'passkey.removed',
  'session.ended',
  'sessions.ended_others',
  'data.export_requested',
  'data.exported',
  'data.export_downloaded',
  'account.deletion',
] as const;
export const SecurityEventKindSchema = z.enum(SECURITY_EVENT_KINDS);
export type SecurityEventKind = z.infer<typeof SecurityEventKindSchema>;

export const SecurityEventSchema = z.object({
  id: z.uuid(),
  kind: SecurityEventKindSchema,
  /** The IP address the request came from (null for events of the server's own schedule). */
  ip: z.string().nullable(),
  /** The browser's user agent, as sent. */
  userAgent: z.string().nullable(),
  /** A short readable device description derived from the user agent ("Chrome on Windows"). */
  device: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SecurityEvent = z.infer<typeof SecurityEventSchema>;
