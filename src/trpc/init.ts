/**
 * tRPC 11 setup: context, router and procedures. AppErrors thrown by services become TRPCErrors
 * with the code from ERROR_CODES and the spec's message; `error.data` carries `appCode`,
 * `messageKey` and `issues` (each with its `messageKey`), the same as a REST error body.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { requireOwner, requireStaff, requireUser, serviceContext, type ServiceContext } from '../context.js';
import { AppError } from '../errors.js';
import { toAppError } from '../plugins/errors.js';
import { ERROR_CODES, type ErrorCode } from '../shared/error-codes.js';
import { MESSAGES } from '../shared/messages.js';

/** tRPC context: the same ServiceContext the REST routes use, plus the request for cookies. */
interface TrpcContext {
  request: FastifyRequest;
  services: ServiceContext;
}

/** @throws TRPCError SERVICE_UNAVAILABLE when the session cannot be checked because the database is down */
export async function createContext({ req }: CreateFastifyContextOptions): Promise<TrpcContext> {
  try {
    return { request: req, services: await serviceContext(req) };
  } catch (err) {
    throw asTrpcError(err);
  }
}

/** The AppError code for a tRPC error raised by tRPC itself (unknown procedure, wrong method, bad input). */
function appCodeFor(code: TRPCError['code']): ErrorCode {
  if (code === 'INTERNAL_SERVER_ERROR') return 'INTERNAL';
  const match = (Object.keys(ERROR_CODES) as ErrorCode[]).find((k) => k !== 'EMAIL_TAKEN' && k !== 'INVALID_CREDENTIALS' && ERROR_CODES[k].trpc === code);
  return match ?? 'VALIDATION';
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    // Input validation by `.input(schema)` arrives as a ZodError: report it like the service would.
    const cause = error.cause instanceof ZodError ? AppError.fromZod(error.cause) : error.cause;
    const appCode: ErrorCode = cause instanceof AppError ? cause.code : appCodeFor(error.code);
    const known = cause instanceof AppError && appCode !== 'INTERNAL' ? cause : undefined;
    const message = appCode === 'INTERNAL' ? MESSAGES.internal : known ? known.message : shape.message;
    return {
      ...shape,
      message,
      // Never a stack trace in a response.
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        appCode,
        messageKey: known?.messageKey ?? ERROR_CODES[appCode].messageKey,
        issues: known?.issues ?? null,
      },
    };
  },
});

/**
 * An error as tRPC should report it: AppErrors, and failures with a meaning of their own (database
 * unavailable, disk full, text the database cannot store; see src/db-errors.ts), become a
 * TRPCError with the mapped code; anything else is returned unchanged (a bug: 500).
 */
function asTrpcError(error: unknown): unknown {
  const appError = error instanceof AppError ? error : toAppError(error, 0);
  if (appError.code === 'INTERNAL') return error;
  // Keep what really happened for the log (DatabaseHealth logs the driver's message).
  if (appError !== error) Object.defineProperty(appError, 'cause', { value: error });
  return new TRPCError({ code: ERROR_CODES[appError.code].trpc, message: appError.message, cause: appError });
}

/** Converts an AppError (or a classified failure) thrown below into a TRPCError with the mapped code. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const converted = asTrpcError(result.error.cause ?? result.error);
    if (converted instanceof TRPCError) throw converted;
  }
  return result;
});

export const router = t.router;
/** Open to visitors. */
export const publicProcedure = t.procedure.use(appErrors);
/** Requires a logged-in user (any role); the context's `services.user` is set. */
export const clientProcedure = publicProcedure.use(({ ctx, next }) => {
  const services = requireUser(ctx.services);
  return next({ ctx: { ...ctx, services } });
});
/** Requires a member of the firm's staff (owner or expert): 401 for visitors, 403 for clients (the console's inbox, letters, questions, clients). */
export const staffProcedure = publicProcedure.use(({ ctx, next }) => {
  const services = requireStaff(ctx.services);
  return next({ ctx: { ...ctx, services } });
});
/** Requires the firm's owner: 401 for visitors, 403 for clients and experts (the rest of the console; decision record 064). */
export const ownerProcedure = publicProcedure.use(({ ctx, next }) => {
  const services = requireOwner(ctx.services);
  return next({ ctx: { ...ctx, services } });
});
