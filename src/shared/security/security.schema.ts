/**
 * The account's security log (docs/decisions/012-account-security.md): the kinds of event kept
 * per user and the DTO the account page and the console show.
 */
import { z } from 'zod';
import { KeysetPageFieldsSchema } from '../common.schema.js';
import { MESSAGE_KEY } from '../messages.js';

/**
 * Every kind of security event. Sign-ins and failures, password and e-mail changes, two-factor
 * and passkey changes, sessions ended, data exports and account deletion.
 */
const SECURITY_EVENT_KINDS = [
  'signin',
  'signin.failed',
  'signin.throttled',
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

/** What kind of device a user agent belongs to (shown as an icon word: desktop, phone, tablet). */
export const DeviceTypeSchema = z.enum(['desktop', 'mobile', 'tablet', 'unknown']);
export type DeviceType = z.infer<typeof DeviceTypeSchema>;

/** One active session of the signed-in user (account page, "Where you're signed in"). */
export const ActiveSessionSchema = z.object({
  /** The session's row id (the SHA-256 of its token: it cannot be used as a cookie). */
  id: z.string(),
  /** "Chrome · Windows", from the user agent; null when the browser sent none. */
  device: z.string().nullable(),
  deviceType: DeviceTypeSchema,
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** When a request last used the session (to within SESSION_LAST_SEEN_INTERVAL_MS). */
  lastSeenAt: z.string().nullable(),
  /** Whether this is the session of the request that asked ("this device"). */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

/** Ending one session: its id from the sessions list. */
export const EndSessionInputSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, { error: MESSAGE_KEY.sessionNotFound }),
});
export type EndSessionInput = z.infer<typeof EndSessionInputSchema>;

/** How many sessions were ended. */
export const EndedSessionsSchema = z.object({ ended: z.number().int() });

/** One page of the security log, newest first (keyset pagination, like every list). */
export const SecurityLogPageSchema = z.object({ items: z.array(SecurityEventSchema), nextCursor: z.string().nullable() });
export type SecurityLogPage = z.infer<typeof SecurityLogPageSchema>;

/** The console: one client's security log. */
export const ClientSecurityLogInputSchema = KeysetPageFieldsSchema.extend({ clientId: z.uuid({ error: MESSAGE_KEY.clientNotFound }) });
export type ClientSecurityLogInput = z.infer<typeof ClientSecurityLogInputSchema>;
