/** tRPC `auth` procedures: thin wrappers over auth.service, plus the session cookie. */
import {
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  UpdateProfileInputSchema,
  VerifyEmailInputSchema,
} from '../../shared/auth/auth.schema.js';
import { KeysetPageInputSchema } from '../../shared/common.schema.js';
import { EndSessionInputSchema } from '../../shared/security/security.schema.js';
import { listSecurityLog } from '../security/security-log.service.js';
import { endSession, sessionToken, startSession } from '../../plugins/session.js';
import { clientProcedure, publicProcedure, router } from '../../trpc/init.js';
import type { LoginResult } from '../../shared/auth/two-factor.schema.js';
import * as auth from './auth.service.js';
import { answerSignIn } from './two-factor.cookie.js';
import * as email from './email-verification.service.js';
import * as sessions from './sessions.service.js';

export const authRouter = router({
  me: clientProcedure.query(({ ctx }) => auth.me(ctx.services)),
  /** `{ user }`, or `{ twoFactorRequired: true }`: then `twoFactor.signIn` with a code. */
  login: publicProcedure
    .input(LoginInputSchema)
    .mutation(async ({ ctx, input }): Promise<LoginResult> => answerSignIn(ctx.request, await auth.login(ctx.services, input))),
  register: publicProcedure.input(RegisterInputSchema).mutation(async ({ ctx, input }) => {
    const { sessionToken: token, ...res } = await auth.register(ctx.services, input);
    await startSession(ctx.request, token, res.user.language);
    return res;
  }),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const res = await auth.logout(ctx.services, sessionToken(ctx.request));
    endSession(ctx.request);
    return res;
  }),
  updateProfile: clientProcedure.input(UpdateProfileInputSchema).mutation(({ ctx, input }) => auth.updateProfile(ctx.services, input)),
  changePassword: clientProcedure
    .input(ChangePasswordInputSchema)
    .mutation(({ ctx, input }) => auth.changePassword(ctx.services, input, sessionToken(ctx.request))),
  requestPasswordReset: publicProcedure.input(ForgotPasswordInputSchema).mutation(({ ctx, input }) => auth.requestPasswordReset(ctx.services, input)),
  resetPassword: publicProcedure
    .input(ResetPasswordInputSchema)
    .mutation(async ({ ctx, input }): Promise<LoginResult> => answerSignIn(ctx.request, await auth.resetPassword(ctx.services, input))),
  // E-mail verification and change, sessions, security log (docs/decisions/012-account-security.md).
  emailStatus: clientProcedure.query(({ ctx }) => email.emailStatus(ctx.services)),
  verifyEmail: publicProcedure.input(VerifyEmailInputSchema).mutation(({ ctx, input }) => email.verifyEmail(ctx.services, input)),
  resendVerification: clientProcedure.mutation(({ ctx }) => email.resendVerification(ctx.services)),
  changeEmail: clientProcedure.input(ChangeEmailInputSchema).mutation(({ ctx, input }) => email.requestEmailChange(ctx.services, input)),
  sessions: clientProcedure.query(({ ctx }) => sessions.listSessions(ctx.services, sessionToken(ctx.request))),
  endSession: clientProcedure.input(EndSessionInputSchema).mutation(async ({ ctx, input }) => {
    const res = await sessions.endSession(ctx.services, input);
    const token = sessionToken(ctx.request);
    if (token && auth.sessionId(token) === input.id) endSession(ctx.request);
    return res;
  }),
  endOtherSessions: clientProcedure.mutation(({ ctx }) => sessions.endOtherSessions(ctx.services, sessionToken(ctx.request))),
  securityLog: clientProcedure.input(KeysetPageInputSchema).query(({ ctx, input }) => listSecurityLog(ctx.services, input)),
});
