/**
 * The one application error. Services throw it; the REST error handler and the tRPC
 * middleware turn its `code` into a status through ERROR_CODES (src/shared/error-codes.ts).
 */
import type { ZodError } from 'zod';
import { ERROR_CODES, type ErrorCode } from './shared/error-codes.js';
import { MESSAGES } from './shared/messages.js';

/** One field problem, as sent to clients: `path` like "password", `message` the spec's text. */
export interface FieldIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;

  /**
   * @param code   application error code (decides the HTTP status and tRPC code)
   * @param message the spec's English message, safe to show to the client
   * @param issues  optional per-field problems (validation)
   */
  constructor(code: ErrorCode, message: string, issues?: FieldIssue[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  /** HTTP status for this error. */
  get status(): number {
    return ERROR_CODES[this.code].status;
  }

  /** A validation error from a ZodError: message = the first issue's message. */
  static fromZod(error: ZodError): AppError {
    const issues = zodIssues(error);
    return new AppError('VALIDATION', issues[0]?.message ?? MESSAGES.malformedRequest, issues);
  }
}

/** Flattens a ZodError into client-safe field issues. */
export function zodIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/**
 * Parses `input` with a zod schema.
 * @throws AppError VALIDATION (400) with the schema's messages
 */
export function parseInput<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } }, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}
