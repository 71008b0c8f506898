/** tRPC `twoFactor` and `passkeys` procedures: thin wrappers over two-factor, two-factor-signin and passkeys services. */
import type { FastifyRequest } from 'fastify';
import {
  BeginTwoFactorSetupInputSchema,
  EnableTwoFactorInputSchema,
  PasskeyRegistrationOptionsInputSchema,
  PasskeySignInInputSchema,
  PasswordAndCodeInputSchema,
  RegisterPasskeyInputSchema,
  RemovePasskeyInputSchema,
  SecondFactorInputSchema,
} from '../../shared/auth/two-factor.schema.js';
import { clientProcedure, publicProcedure, router } from '../../trpc/init.js';
import * as passkeys from './passkeys.service.js';
import { answerSignIn, pendingSignIn } from './two-factor.cookie.js';
import { completeSecondFactorSignIn } from './two-factor-signin.service.js';
import * as twoFactor from './two-factor.service.js';

/** The WebAuthn relying party of a request (PUBLIC_URL, else the request's own origin). */
export function requestRelyingParty(request: FastifyRequest): passkeys.RelyingParty {
  return passkeys.relyingParty(request.server.config.publicUrl, `${request.protocol}://${request.host}`);
}

export const twoFactorRouter = router({
  /** The code step of a sign-in (the pending sign-in is in the session cookie). */
  signIn: publicProcedure
    .input(SecondFactorInputSchema)
    .mutation(async ({ ctx, input }) => answerSignIn(ctx.request, await completeSecondFactorSignIn(ctx.services, input, pendingSignIn(ctx.request)))),
  status: clientProcedure.query(({ ctx }) => twoFactor.twoFactorStatus(ctx.services)),
  beginSetup: clientProcedure.input(BeginTwoFactorSetupInputSchema).mutation(({ ctx, input }) => twoFactor.beginTwoFactorSetup(ctx.services, input)),
  enable: clientProcedure.input(EnableTwoFactorInputSchema).mutation(({ ctx, input }) => twoFactor.enableTwoFactor(ctx.services, input)),
  disable: clientProcedure.input(PasswordAndCodeInputSchema).mutation(({ ctx, input }) => twoFactor.disableTwoFactor(ctx.services, input)),
  regenerateRecoveryCodes: clientProcedure
    .input(PasswordAndCodeInputSchema)
    .mutation(({ ctx, input }) => twoFactor.regenerateRecoveryCodes(ctx.services, input)),
});

export const passkeysRouter = router({
  list: clientProcedure.query(({ ctx }) => passkeys.listPasskeys(ctx.services)),
  registrationOptions: clientProcedure
    .input(PasskeyRegistrationOptionsInputSchema)
    .mutation(({ ctx, input }) => passkeys.passkeyRegistrationOptions(ctx.services, input, requestRelyingParty(ctx.request))),
  register: clientProcedure
    .input(RegisterPasskeyInputSchema)
    .mutation(({ ctx, input }) => passkeys.registerPasskey(ctx.services, input, requestRelyingParty(ctx.request))),
  remove: clientProcedure.input(RemovePasskeyInputSchema).mutation(({ ctx, input }) => passkeys.removePasskey(ctx.services, input)),
  signInOptions: publicProcedure.mutation(({ ctx }) => passkeys.passkeySignInOptions(ctx.services, requestRelyingParty(ctx.request))),
  signIn: publicProcedure
    .input(PasskeySignInInputSchema)
    .mutation(async ({ ctx, input }) => answerSignIn(ctx.request, await passkeys.passkeySignIn(ctx.services, input, requestRelyingParty(ctx.request)))),
});
