/** REST adapters for /api/auth/* (spec section 7): thin wrappers over auth.service, plus the session cookie. */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { endSession, sessionToken, startSession } from '../../plugins/session.js';
import { signedIn, zodRoutes, pagedLists } from '../../rest.js';
import { z } from 'zod';
import {
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MeResponseSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  UpdateProfileInputSchema,
  VerifyEmailInputSchema,
  VerifyEmailResultSchema,
  EmailStatusSchema,
} from '../../shared/auth/auth.schema.js';
import { KeysetPageInputSchema, OkSchema } from '../../shared/common.schema.js';
import { ActiveSessionSchema, EndedSessionsSchema, EndSessionInputSchema, SecurityEventSchema } from '../../shared/security/security.schema.js';
import { listSecurityLog } from '../security/security-log.service.js';
import { LoginResultSchema } from '../../shared/auth/two-factor.schema.js';
import * as auth from './auth.service.js';
import { answerSignIn } from './two-factor.cookie.js';
import * as email from './email-verification.service.js';
import * as sessions from './sessions.service.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.post(
    '/api/auth/login',
    { preValidation: app.limiters.login, schema: { body: LoginInputSchema, response: { 200: LoginResultSchema } } },
    // A user with two-factor sign-in gets `{ twoFactorRequired: true }` and continues at /api/auth/login/second-factor.
    async (request) => answerSignIn(request, await auth.login(await serviceContext(request), request.body)),
  );
  api.post(
    '/api/auth/register',
    { preValidation: app.limiters.register, schema: { body: RegisterInputSchema, response: { 201: MeResponseSchema } } },
    async (request, reply) => {
      const { sessionToken: token, ...res } = await auth.register(await serviceContext(request), request.body);
      await startSession(request, token, res.user.language);
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
    { preValidation: app.limiters.login, schema: { body: ResetPasswordInputSchema, response: { 200: LoginResultSchema } } },
    async (request) => answerSignIn(request, await auth.resetPassword(await serviceContext(request), request.body)),
  );

  // E-mail verification and change, sessions, security log (docs/decisions/012-account-security.md).
  api.get('/api/auth/email', { preValidation: signedIn, schema: { response: { 200: EmailStatusSchema } } }, async (request) =>
    email.emailStatus(await serviceContext(request)),
  );
  api.post(
    '/api/auth/email',
    { preValidation: [signedIn, app.limiters.verificationMail], schema: { body: ChangeEmailInputSchema, response: { 200: EmailStatusSchema } } },
    async (request) => email.requestEmailChange(await serviceContext(request), request.body),
  );
  api.post(
    '/api/auth/verify-email',
    { preValidation: app.limiters.login, schema: { body: VerifyEmailInputSchema, response: { 200: VerifyEmailResultSchema } } },
    async (request) => email.verifyEmail(await serviceContext(request), request.body),
  );
  api.post(
    '/api/auth/verify-email/resend',
    { preValidation: [signedIn, app.limiters.verificationMail], schema: { response: { 200: OkSchema } } },
    async (request) => email.resendVerification(await serviceContext(request)),
  );
  api.get('/api/auth/sessions', { preValidation: signedIn, schema: { response: { 200: z.array(ActiveSessionSchema) } } }, async (request) =>
    sessions.listSessions(await serviceContext(request), sessionToken(request)),
  );
  api.post(
    '/api/auth/sessions/:id/end',
    { preValidation: signedIn, schema: { params: EndSessionInputSchema, response: { 200: EndedSessionsSchema } } },
    async (request) => {
      const res = await sessions.endSession(await serviceContext(request), request.params);
      const token = sessionToken(request);
      if (token && auth.sessionId(token) === request.params.id) endSession(request);
      return res;
    },
  );
  api.post('/api/auth/sessions/end-others', { preValidation: signedIn, schema: { response: { 200: EndedSessionsSchema } } }, async (request) =>
    sessions.endOtherSessions(await serviceContext(request), sessionToken(request)),
  );
  pagedLists(app).get('/api/auth/security-log', { preValidation: signedIn, querystring: KeysetPageInputSchema, item: SecurityEventSchema }, listSecurityLog);
}
