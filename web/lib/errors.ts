/**
 * Error helpers shared by the forms: status and text of tRPC and fetch errors.
 * Duck-typed (no @trpc/client import) so they stay pure and unit-testable.
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

  /** The server's JSON error body `{ code, message, issues? }`, if the body is one. */
  json(): { code?: string; message?: string; issues?: ErrorIssue[] } | undefined {
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
  message: string;
}

interface ErrorData {
  httpStatus?: number;
  appCode?: string;
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

/** Validation issues the server attached to an error (tRPC `data.issues` or a REST error body). */
export function errorIssues(err: unknown): ErrorIssue[] {
  const issues = err instanceof HttpError ? err.json()?.issues : errorData(err)?.issues;
  return Array.isArray(issues) ? issues.filter((i) => typeof i?.message === 'string') : [];
}

/** All the text of an error: its message plus any issue messages. */
export function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : String(err ?? '');
  const issues = errorIssues(err).map((i) => i.message);
  return [message, ...issues].join('\n');
}
