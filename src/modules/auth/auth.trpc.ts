/** tRPC `auth` procedures: thin wrappers over auth.service, plus the session cookie. */
import {
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  UpdateProfileInputSchema,
} from '../../shared/auth.schema.js';
import { endSession, sessionToken, startSession } from '../../plugins/session.js';
import { clientProcedure, publicProcedure, router } from '../../trpc/init.js';
import * as auth from './auth.service.js';

export const authRouter = router({
  me: clientProcedure.query(({ ctx }) => auth.me(ctx.services)),
  login: publicProcedure.input(LoginInputSchema).mutation(async ({ ctx, input }) => {
    const { sessionToken: token, ...res } = await auth.login(ctx.services, input);
    await startSession(ctx.request, token);
    return res;
  }),
  register: publicProcedure.input(RegisterInputSchema).mutation(async ({ ctx, input }) => {
    const { sessionToken: token, ...res } = await auth.register(ctx.services, input);
    await startSession(ctx.request, token);
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
  resetPassword: publicProcedure.input(ResetPasswordInputSchema).mutation(async ({ ctx, input }) => {
    const { sessionToken: token, ...res } = await auth.resetPassword(ctx.services, input);
    await startSession(ctx.request, token);
    return res;
  }),
});
