/** Builds the ServiceContext from a Fastify request: one function for both transports. */
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from './context.js';

export async function serviceContext(request: FastifyRequest): Promise<ServiceContext> {
  return { em: request.em, user: await request.loadUser(), log: request.log, config: request.server.config };
}
