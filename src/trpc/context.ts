/** tRPC context: the same ServiceContext the REST routes use, plus the request for cookies. */
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.js';
import { serviceContext } from '../service-context.js';
import { asTrpcError } from './init.js';

export interface TrpcContext {
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
