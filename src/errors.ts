/**
 * The one application error. Services throw it; the REST error handler and the tRPC error
 * formatter turn its `code` into a status through ERROR_CODES (src/shared/error-codes.ts) and send
 * `{ code, messageKey, message, issues? }`: the key for clients to translate, the spec's English
 * message for people reading the API (decision record 001, errors by key).
 */
import type { ZodError } from 'zod';
import { ERROR_CODES, type ErrorCode } from './shared/error-codes.js';
import { isMessageKey, MESSAGES, type MessageKey } from './shared/messages.js';

/** One field problem, as sent to clients: `path` like "password", the key and its English text. */
export interface FieldIssue {
  path: string;
  messageKey: MessageKey;
  message: string;
}

interface AppErrorOptions {
  /** Per-field problems (validation); `field` is the short form for one issue with the error's own key. */
  issues?: FieldIssue[];
  field?: string;
  /** An English message other than MESSAGES[messageKey] (a detail such as the upload limit). */
  message?: string;
  /**
   * When to try again, in whole seconds (at least 1): the transports send it as the `Retry-After`
   * header (RFC 9110 §10.2.3, delay-seconds), on REST and tRPC alike. A number, not the header's
   * string, so a batch's longest wait is a plain maximum.
   */
  retryAfter?: number;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly issues: FieldIssue[] | undefined;
  /** Seconds until a retry may succeed (AppErrorOptions.retryAfter); undefined when the error does not say. */
  readonly retryAfter: number | undefined;

  /**
   * @param code       application error code (decides the HTTP status and tRPC code)
   * @param messageKey the message's key in MESSAGES (default: the code's own key)
   * @param options    field issues, a more specific English message, or when to try again
   */
  constructor(code: ErrorCode, messageKey: MessageKey = ERROR_CODES[code].messageKey, options: AppErrorOptions = {}) {
    super(options.message ?? MESSAGES[messageKey]);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.issues = options.issues ?? (options.field ? [fieldIssue(options.field, messageKey)] : undefined);
    this.retryAfter = options.retryAfter;
  }

  /** HTTP status for this error. */
  get status(): number {
    return ERROR_CODES[this.code].status;
  }

  /** A validation error from zod issues: key and message of the first issue. */
  static fromZod(error: Pick<ZodError, 'issues'>): AppError {
    return AppError.validation(zodIssues(error));
  }

  /** A validation error from field issues: key and message of the first issue. */
  static validation(issues: FieldIssue[]): AppError {
    const first = issues[0];
    return new AppError('VALIDATION', first?.messageKey ?? 'malformedRequest', { issues, ...(first ? { message: first.message } : {}) });
  }
}

/** A field issue with the English text of its key. */
function fieldIssue(path: string, messageKey: MessageKey): FieldIssue {
  return { path, messageKey, message: MESSAGES[messageKey] };
}

/**
 * Flattens zod issues into client-safe field issues. The shared schemas name message keys as their
 * messages; an issue with zod's own text (a rule without a message of ours) keeps that English
 * text under the key `invalidInput`.
 */
function zodIssues(error: Pick<ZodError, 'issues'>): FieldIssue[] {
  return error.issues.map((i) => schemaIssue(i.path, i.message));
}

/** One failed schema rule (its path and zod message) as a field issue; see zodIssues. */
export function schemaIssue(path: readonly PropertyKey[], message: string): FieldIssue {
  const dotted = path.map(String).join('.');
  return isMessageKey(message) ? fieldIssue(dotted, message) : { path: dotted, messageKey: 'invalidInput', message };
}

/**
 * Parses `input` with a zod schema (for inputs that reach a service other than through a
 * transport's schema: command-line scripts, multipart fields).
 * @throws AppError VALIDATION (400) with the schema's messages
 */
export function parseInput<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } }, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}
