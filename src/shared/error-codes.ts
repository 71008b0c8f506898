/**
 * Application error codes: one table for both transports.
 * Each code has exactly one HTTP status (REST) and one tRPC code.
 */
export const ERROR_CODES = {
  VALIDATION: { status: 400, trpc: 'BAD_REQUEST' },
  EMAIL_TAKEN: { status: 400, trpc: 'BAD_REQUEST' },
  INVALID_CREDENTIALS: { status: 401, trpc: 'UNAUTHORIZED' },
  UNAUTHENTICATED: { status: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  /** The request is valid but the state forbids it (not enough hours, already answered, name taken). */
  CONFLICT: { status: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_FILE_TYPE: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  RATE_LIMITED: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR' },
  /** The database (or another dependency) is unreachable for now; sent with Retry-After. */
  SERVICE_UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
  /**
   * The server's disk is full, or the client's storage quota is used up (RFC 4918 § 11.5,
   * RFC 4331 § 6). tRPC has no 507 code; its callers see SERVICE_UNAVAILABLE with this appCode.
   */
  INSUFFICIENT_STORAGE: { status: 507, trpc: 'SERVICE_UNAVAILABLE' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
