/** tRPC context: the same ServiceContext the REST routes use, plus the request for cookies. */
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.js';
import { serviceContext } from '../service-context.js';

export interface TrpcContext {
  request: FastifyRequest;
  services: ServiceContext;
}

export async function createContext({ req }: CreateFastifyContextOptions): Promise<TrpcContext> {
  return { request: req, services: await serviceContext(req) };
}
