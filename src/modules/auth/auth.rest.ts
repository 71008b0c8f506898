/** REST adapters for /api/auth/* (spec section 7): thin wrappers over auth.service, plus the session cookie. */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { endSession, sessionToken, startSession } from '../../plugins/session.js';
import { signedIn, zodRoutes } from '../../rest.js';
import {
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MeResponseSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  UpdateProfileInputSchema,
} from '../../shared/auth.schema.js';
import { OkSchema } from '../../shared/common.schema.js';
import * as auth from './auth.service.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.post(
    '/api/auth/login',
    { preValidation: app.limiters.login, schema: { body: LoginInputSchema, response: { 200: MeResponseSchema } } },
    async (request) => {
      const { sessionToken: token, ...res } = await auth.login(await serviceContext(request), request.body);
      await startSession(request, token);
      return res;
    },
  );
  api.post(
    '/api/auth/register',
    { preValidation: app.limiters.register, schema: { body: RegisterInputSchema, response: { 201: MeResponseSchema } } },
    async (request, reply) => {
      const { sessionToken: token, ...res } = await auth.register(await serviceContext(request), request.body);
      await startSession(request, token);
      return reply.code(201).send(res);
    },
  );
  api.get('/api/auth/me', { schema: { response: { 200: MeResponseSchema } } }, async (request) => auth.me(await serviceContext(request)));
  api.post('/api/auth/logout', { schema: { response: { 200: OkSchema } } }, async (request) => {
    const res = await auth.logout(await serviceContext(request), sessionToken(request));
    endSession(request);
    return res;
  });
  api.post('/api/auth/profile', { preValidation: signedIn, schema: { body: UpdateProfileInputSchema, response: { 200: MeResponseSchema } } }, async (request) =>
    auth.updateProfile(await serviceContext(request), request.body),
  );
  api.post(
    '/api/auth/password',
    { preValidation: [app.limiters.login, signedIn], schema: { body: ChangePasswordInputSchema, response: { 200: OkSchema } } },
    async (request) => auth.changePassword(await serviceContext(request), request.body, sessionToken(request)),
  );
  api.post(
    '/api/auth/forgot-password',
    { preValidation: app.limiters.login, schema: { body: ForgotPasswordInputSchema, response: { 200: OkSchema } } },
    async (request) => auth.requestPasswordReset(await serviceContext(request), request.body),
  );
  api.post(
    '/api/auth/reset-password',
    { preValidation: app.limiters.login, schema: { body: ResetPasswordInputSchema, response: { 200: MeResponseSchema } } },
    async (request) => {
      const { sessionToken: token, ...res } = await auth.resetPassword(await serviceContext(request), request.body);
      await startSession(request, token);
      return res;
    },
  );
}
