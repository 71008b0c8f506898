/**
 * The one REST error handler: AppError -> its status and `{ code, message, issues? }`;
 * Fastify's own client errors (bad JSON, too large, wrong content type) -> their 4xx with a
 * clear message; anything else -> 500 'Internal server error', logged, never leaked.
 * Also answers unknown /api paths with a JSON 404.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailureOf } from '../db-errors.js';
import { AppError } from '../errors.js';
import { ERROR_CODES, type ErrorCode } from '../shared/error-codes.js';
import { MESSAGES } from '../shared/messages.js';

/** JSON error body of every REST error. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  issues?: { path: string; message: string }[];
}

/** Maps any thrown value to a client-safe AppError (unknown errors become INTERNAL). */
export function toAppError(error: unknown, maxUploadBytes: number): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return AppError.fromZod(error);
  const e = error as Partial<FastifyError> & { code?: string };
  switch (e.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', `${MESSAGES.fileTooLarge} (maximum ${Math.round(maxUploadBytes / 1024 / 1024)} MB)`);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_FILE_TYPE', 'Unsupported content type');
  }
  switch (databaseFailureOf(error)) {
    case 'unavailable':
      return new AppError('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable);
    case 'disk-full':
      return new AppError('INSUFFICIENT_STORAGE', MESSAGES.diskFull);
    case 'invalid-text':
      return new AppError('VALIDATION', MESSAGES.invalidCharacters);
  }
  if (e.code === 'ENOSPC') return new AppError('INSUFFICIENT_STORAGE', MESSAGES.diskFull);
  const status = e.statusCode ?? 500;
  if (status === 429) return new AppError('RATE_LIMITED', MESSAGES.tooManyRequests);
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.fileTooLarge);
  if (status >= 400 && status < 500) return new AppError('VALIDATION', MESSAGES.malformedRequest);
  return new AppError('INTERNAL', MESSAGES.internal);
}

export function errorBody(err: AppError): ErrorBody {
  return { code: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) };
}

/**
 * Answers a failed request: logs it (server errors at error level; a database outage once, through
 * `app.dbHealth`), sets Retry-After on rate limits and on 503, and sends the status of the error's code with the body `format` builds.
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
    request.log.info({ url: request.url, reason: (error as Error)?.message }, 'client closed the request');
    return reply.code(ERROR_CODES.VALIDATION.status).send(format(new AppError('VALIDATION', MESSAGES.malformedRequest)));
  }
  const appError = toAppError(error, maxUploadBytes);
  if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
  else request.log.info({ code: appError.code, url: request.url }, appError.message);
  if (appError.code === 'SERVICE_UNAVAILABLE') {
    // One log line per outage (DatabaseHealth), not a stack trace per request.
    request.server.dbHealth.report(error);
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  }
  const retryAfter = (error as { retryAfter?: string }).retryAfter;
  if (appError.code === 'RATE_LIMITED' && retryAfter) reply.header('retry-after', retryAfter);
  return reply.code(ERROR_CODES[appError.code].status).type('application/json; charset=utf-8').send(format(appError));
}

export const errorsPlugin = fp<{ maxUploadBytes: number }>(
  async (app, { maxUploadBytes }) => {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => sendError(request, reply, error, maxUploadBytes));
  },
  { name: 'errors' },
);
