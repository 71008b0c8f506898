/**
 * The one REST error handler: AppError -> its status and `{ code, messageKey, message, issues? }`;
 * Fastify's own client errors (bad JSON, too large, wrong content type) -> their 4xx with a
 * clear message; anything else -> 500 'Internal server error', logged, never leaked.
 * Also answers unknown /api paths with a JSON 404.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailureOf } from '../db-errors.js';
import { AppError, schemaIssue, type FieldIssue } from '../errors.js';
import { ERROR_CODES, type ErrorCode } from '../shared/error-codes.js';
import { StorageUnavailableError } from '../storage/storage.js';
import { MESSAGES, type MessageKey } from '../shared/messages.js';
import { loggedUrl } from '../log-url.js';

/** JSON error body of every REST error. */
interface ErrorBody {
  code: ErrorCode;
  /** What clients translate (src/shared/messages.ts). */
  messageKey: MessageKey;
  /** The spec's English text, for people reading the API. */
  message: string;
  issues?: FieldIssue[];
}

/** Maps any thrown value to a client-safe AppError (unknown errors become INTERNAL). */
export function toAppError(error: unknown, maxUploadBytes: number): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return AppError.fromZod(error);
  // A body, query or params that failed its route's zod schema (fastify-type-provider-zod).
  if (hasZodFastifySchemaValidationErrors(error)) return AppError.validation(error.validation.map(fastifyIssue));
  const e = error as Partial<FastifyError> & { code?: string };
  switch (e.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge', {
        message: `${MESSAGES.fileTooLarge} (maximum ${Math.round(maxUploadBytes / 1024 / 1024)} MB)`,
      });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_FILE_TYPE', 'unsupportedContentType');
  }
  switch (databaseFailureOf(error)) {
    case 'unavailable':
      return new AppError('SERVICE_UNAVAILABLE', 'serviceUnavailable');
    case 'disk-full':
      return new AppError('INSUFFICIENT_STORAGE', 'diskFull');
    case 'invalid-text':
      return new AppError('VALIDATION', 'invalidCharacters');
  }
  if (e.code === 'ENOSPC') return new AppError('INSUFFICIENT_STORAGE', 'diskFull');
  const status = e.statusCode ?? 500;
  if (status === 429) return new AppError('RATE_LIMITED', 'tooManyRequests');
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge');
  if (status >= 400 && status < 500) return new AppError('VALIDATION', 'malformedRequest');
  return new AppError('INTERNAL', 'internal');
}

/** A route schema's failed rule as a field issue (`/items/0/name` -> `items.0.name`). */
function fastifyIssue(issue: ZodFastifySchemaValidationError): FieldIssue {
  return schemaIssue(issue.instancePath.split('/').slice(1), issue.message ?? '');
}

/** The REST error body of an AppError. */
export function errorBody(err: AppError): ErrorBody {
  return { code: err.code, messageKey: err.messageKey, message: err.message, ...(err.issues ? { issues: err.issues } : {}) };
}

/**
 * Answers a failed request: logs it (server errors at error level; a database outage once, through
 * `app.dbHealth`; a full disk once, through `app.diskHealth`; an object-storage outage once, through `app.storageHealth`), sets Retry-After on 503 and on any error that carries one (rate limits, closed ordering), and sends the status of the error's code with the body `format` builds.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  maxUploadBytes: number,
  format: (appError: AppError) => unknown = errorBody,
): FastifyReply {
  // The client went away mid-request (an aborted upload, a closed tab): its doing, not the server's.
  if (request.raw.aborted || (request.raw.socket?.destroyed && !request.raw.complete)) {
    request.log.info({ url: loggedUrl(request.url), reason: (error as Error)?.message }, 'client closed the request');
    return reply.code(ERROR_CODES.VALIDATION.status).send(format(new AppError('VALIDATION', 'malformedRequest')));
  }
  const appError = toAppError(error, maxUploadBytes);
  if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
  else request.log.info({ code: appError.code, url: loggedUrl(request.url) }, appError.message);
  const retryAfter = appError.retryAfter === undefined ? undefined : String(appError.retryAfter);
  if (
    appError.code === 'SERVICE_UNAVAILABLE' &&
    (appError.messageKey === 'paymentProviderUnavailable' || appError.messageKey === 'serverBusy' || appError instanceof StorageUnavailableError)
  ) {
    // The payment provider is down (decision record 011), the server sheds load (decision record 046),
    // or object storage cannot be reached (decision record 052): not the database.
    reply.header('retry-after', retryAfter ?? '30');
  } else if (appError.code === 'SERVICE_UNAVAILABLE') {
    // One log line per outage (DatabaseHealth), not a stack trace per request.
    request.server.dbHealth.report(error);
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  }
  // Object storage unreachable: one error line per outage (StorageHealth, decision record 052).
  if (appError instanceof StorageUnavailableError) request.server.storageHealth.report(error);
  // A full disk: one error line per episode (DiskHealth, decision record 017), not silence.
  if (appError.code === 'INSUFFICIENT_STORAGE' && appError.messageKey === 'diskFull') request.server.diskHealth.report(error);
  // Any other error that says when to try again (a throttled sign-in, closed ordering), as the tRPC side does.
  if (retryAfter && !reply.hasHeader('retry-after')) reply.header('retry-after', retryAfter);
  return reply.code(ERROR_CODES[appError.code].status).type('application/json; charset=utf-8').send(format(appError));
}

export const errorsPlugin = fp<{ maxUploadBytes: number }>(
  async (app, { maxUploadBytes }) => {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => sendError(request, reply, error, maxUploadBytes));
  },
  { name: 'errors' },
);
