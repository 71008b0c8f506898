import type { MessageKey } from './messages.js';

/**
 * Application error codes: one table for both transports.
 * Each code has exactly one HTTP status (REST), one tRPC code, and the message key used when an
 * error of that code has none of its own (tRPC's and Fastify's own errors).
 */
export const ERROR_CODES = {
  VALIDATION: { status: 400, trpc: 'BAD_REQUEST', messageKey: 'malformedRequest' },
  EMAIL_TAKEN: { status: 400, trpc: 'BAD_REQUEST', messageKey: 'emailTaken' },
  INVALID_CREDENTIALS: { status: 401, trpc: 'UNAUTHORIZED', messageKey: 'invalidCredentials' },
  UNAUTHENTICATED: { status: 401, trpc: 'UNAUTHORIZED', messageKey: 'unauthenticated' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN', messageKey: 'forbidden' },
  /** An admin without two-factor sign-in: the console's procedures refuse until it is set up (decision record 012). */
  TWO_FACTOR_SETUP_REQUIRED: { status: 403, trpc: 'FORBIDDEN', messageKey: 'twoFactorSetupRequired' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND', messageKey: 'notFound' },
  /** The request is valid but the state forbids it (not enough hours, already answered, name taken). */
  CONFLICT: { status: 409, trpc: 'CONFLICT', messageKey: 'requestFailed' },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE', messageKey: 'fileTooLarge' },
  UNSUPPORTED_FILE_TYPE: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE', messageKey: 'unsupportedContentType' },
  RATE_LIMITED: { status: 429, trpc: 'TOO_MANY_REQUESTS', messageKey: 'tooManyRequests' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR', messageKey: 'internal' },
  /** The database (or another dependency) is unreachable for now; sent with Retry-After. */
  SERVICE_UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE', messageKey: 'serviceUnavailable' },
  /**
   * The server's disk is full, or the client's storage quota is used up (RFC 4918 § 11.5,
   * RFC 4331 § 6). tRPC has no 507 code; its callers see SERVICE_UNAVAILABLE with this appCode.
   */
  /**
   * Online ordering is closed: a production server whose firm details are incomplete or still the
   * sample values (decision record 021). Sent with Retry-After.
   */
  ORDERING_CLOSED: { status: 503, trpc: 'SERVICE_UNAVAILABLE', messageKey: 'orderingClosed' },
  INSUFFICIENT_STORAGE: { status: 507, trpc: 'SERVICE_UNAVAILABLE', messageKey: 'diskFull' },
} as const satisfies Record<string, { status: number; trpc: string; messageKey: MessageKey }>;

export type ErrorCode = keyof typeof ERROR_CODES;
