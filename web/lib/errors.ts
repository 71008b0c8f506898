/**
 * Error helpers shared by the forms: status, code, message key and field issues of tRPC and fetch
 * errors. Errors are classified by code and message key only, never by their English text
 * (src/shared/messages.ts). Duck-typed (no @trpc/client import) so they stay pure and unit-testable.
 * The key is returned as sent: the translation (web/i18n/server-messages.ts, loaded with the
 * `errors` catalog) decides whether it knows it, so the landing page's contact form does not load
 * the message table.
 */

/** A non-OK response of a plain fetch (spec section 8: message is `${status}: ${body || statusText}`). */
export class HttpError extends Error {
  readonly status: number;
  /** The response body as text ('' when empty). */
  readonly body: string;
  constructor(status: number, message: string, body = '') {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }

  /** The server's JSON error body `{ code, messageKey, message, issues? }`, if the body is one. */
  json(): { code?: string; messageKey?: string; message?: string; issues?: ErrorIssue[] } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return typeof parsed === 'object' && parsed !== null ? (parsed as ReturnType<HttpError['json']>) : undefined;
    } catch {
      return undefined;
    }
  }
}

/** Throws an HttpError for a non-OK response, per the spec's general rule. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let body = '';
  try {
    body = await res.text();
  } catch {
    // Body unreadable: fall back to the status text.
  }
  throw new HttpError(res.status, `${res.status}: ${body || res.statusText}`, body);
}

/** A per-field problem from the server: `path` is dotted ('password', 'items.0.name'). */
export interface ErrorIssue {
  path: string | (string | number)[];
  /** What to show, translated (src/shared/messages.ts); the English `message` is for logs only. */
  messageKey?: string;
  message: string;
}

interface ErrorData {
  httpStatus?: number;
  appCode?: string;
  messageKey?: string;
  issues?: ErrorIssue[];
}

function errorData(err: unknown): ErrorData | undefined {
  if (typeof err !== 'object' || err === null || !('data' in err)) return undefined;
  const data = (err as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as ErrorData) : undefined;
}

/** The HTTP status behind an error (tRPC `data.httpStatus` or HttpError.status). */
export function errorStatus(err: unknown): number | undefined {
  if (err instanceof HttpError) return err.status;
  const status = errorData(err)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/** The application error code (src/shared/error-codes.ts): tRPC `data.appCode` or the REST body's `code`. */
export function errorCode(err: unknown): string | undefined {
  const code = err instanceof HttpError ? err.json()?.code : errorData(err)?.appCode;
  return typeof code === 'string' ? code : undefined;
}

/** The server's message key, as sent: tRPC `data.messageKey` or the REST body's `messageKey`. */
export function errorMessageKey(err: unknown): string | undefined {
  const key = err instanceof HttpError ? err.json()?.messageKey : errorData(err)?.messageKey;
  return typeof key === 'string' ? key : undefined;
}

/** Validation issues the server attached to an error (tRPC `data.issues` or a REST error body). */
export function errorIssues(err: unknown): ErrorIssue[] {
  const issues = err instanceof HttpError ? err.json()?.issues : errorData(err)?.issues;
  return Array.isArray(issues) ? issues.filter((i) => typeof i?.message === 'string') : [];
}

/** The message keys of an error: its own and its issues'. */
export function errorMessageKeys(err: unknown): string[] {
  const keys = [errorMessageKey(err), ...errorIssues(err).map((i) => i.messageKey)];
  return keys.filter((k): k is string => typeof k === 'string');
}
