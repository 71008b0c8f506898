/** REST adapters for /api/auth/* (spec section 7): thin wrappers over auth.service. */
import type { FastifyInstance } from 'fastify';
import { endSession, sessionToken, startSession } from '../../plugins/session.js';
import { serviceContext } from '../../context.js';
import * as auth from './auth.service.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/auth/login', { preHandler: app.limiters.login }, async (request) => {
    const { sessionToken: token, ...res } = await auth.login(await serviceContext(request), request.body);
    await startSession(request, token);
    return res;
  });
  app.post('/api/auth/register', { preHandler: app.limiters.register }, async (request, reply) => {
    const { sessionToken: token, ...res } = await auth.register(await serviceContext(request), request.body);
    await startSession(request, token);
    return reply.code(201).send(res);
  });
  app.get('/api/auth/me', async (request) => auth.me(await serviceContext(request)));
  app.post('/api/auth/logout', async (request) => {
    const res = await auth.logout(await serviceContext(request), sessionToken(request));
    endSession(request);
    return res;
  });
  app.post('/api/auth/profile', async (request) => auth.updateProfile(await serviceContext(request), request.body));
  app.post('/api/auth/password', { preHandler: app.limiters.login }, async (request) =>
    auth.changePassword(await serviceContext(request), request.body, sessionToken(request)),
  );
  app.post('/api/auth/forgot-password', { preHandler: app.limiters.login }, async (request) =>
    auth.requestPasswordReset(await serviceContext(request), request.body),
  );
  app.post('/api/auth/reset-password', { preHandler: app.limiters.login }, async (request) => {
    const { sessionToken: token, ...res } = await auth.resetPassword(await serviceContext(request), request.body);
    await startSession(request, token);
    return res;
  });
}
