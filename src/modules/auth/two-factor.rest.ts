/**
 * REST adapters for two-factor sign-in and passkeys (docs/decisions/012-account-security.md): thin
 * wrappers over the services, plus the session cookie. Signing in with 2FA is
 * `POST /api/auth/login` → `{ twoFactorRequired: true }`, then `POST /api/auth/login/second-factor`
 * with `{ code }` and the same cookie.
 */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { signedIn, zodRoutes } from '../../rest.js';
import { MeResponseSchema } from '../../shared/auth/auth.schema.js';
import { OkSchema } from '../../shared/common.schema.js';
import {
  BeginTwoFactorSetupInputSchema,
  EnableTwoFactorInputSchema,
  PasskeyListSchema,
  PasskeySchema,
  PasskeyRegistrationOptionsInputSchema,
  PasskeySignInInputSchema,
  PasswordAndCodeInputSchema,
  RecoveryCodesSchema,
  RegisterPasskeyInputSchema,
  RemovePasskeyInputSchema,
  SecondFactorInputSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  WebAuthnOptionsSchema,
} from '../../shared/auth/two-factor.schema.js';
import * as passkeys from './passkeys.service.js';
import { answerSignIn, pendingSignIn } from './two-factor.cookie.js';
import { completeSecondFactorSignIn } from './two-factor-signin.service.js';
import * as twoFactor from './two-factor.service.js';
import { requestRelyingParty } from './two-factor.trpc.js';

export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.post(
    '/api/auth/login/second-factor',
    { preValidation: app.limiters.secondFactor, schema: { body: SecondFactorInputSchema, response: { 200: MeResponseSchema } } },
    async (request) => answerSignIn(request, await completeSecondFactorSignIn(await serviceContext(request), request.body, pendingSignIn(request))),
  );
  api.get('/api/auth/two-factor', { preValidation: signedIn, schema: { response: { 200: TwoFactorStatusSchema } } }, async (request) =>
    twoFactor.twoFactorStatus(await serviceContext(request)),
  );
  api.post(
    '/api/auth/two-factor/setup',
    { preValidation: [app.limiters.login, signedIn], schema: { body: BeginTwoFactorSetupInputSchema, response: { 200: TwoFactorSetupSchema } } },
    async (request) => twoFactor.beginTwoFactorSetup(await serviceContext(request), request.body),
  );
  api.post(
    '/api/auth/two-factor/enable',
    { preValidation: [app.limiters.secondFactor, signedIn], schema: { body: EnableTwoFactorInputSchema, response: { 200: RecoveryCodesSchema } } },
    async (request) => twoFactor.enableTwoFactor(await serviceContext(request), request.body),
  );
  api.post(
    '/api/auth/two-factor/disable',
    { preValidation: [app.limiters.secondFactor, signedIn], schema: { body: PasswordAndCodeInputSchema, response: { 200: OkSchema } } },
    async (request) => twoFactor.disableTwoFactor(await serviceContext(request), request.body),
  );
  api.post(
    '/api/auth/two-factor/recovery-codes',
    { preValidation: [app.limiters.secondFactor, signedIn], schema: { body: PasswordAndCodeInputSchema, response: { 200: RecoveryCodesSchema } } },
    async (request) => twoFactor.regenerateRecoveryCodes(await serviceContext(request), request.body),
  );

  api.get('/api/auth/passkeys', { preValidation: signedIn, schema: { response: { 200: PasskeyListSchema } } }, async (request) =>
    passkeys.listPasskeys(await serviceContext(request)),
  );
  api.post(
    '/api/auth/passkeys/registration-options',
    { preValidation: [app.limiters.login, signedIn], schema: { body: PasskeyRegistrationOptionsInputSchema, response: { 200: WebAuthnOptionsSchema } } },
    async (request) => passkeys.passkeyRegistrationOptions(await serviceContext(request), request.body, requestRelyingParty(request)),
  );
  api.post(
    '/api/auth/passkeys',
    { preValidation: [app.limiters.passkey, signedIn], schema: { body: RegisterPasskeyInputSchema, response: { 201: PasskeySchema } } },
    async (request, reply) => reply.code(201).send(await passkeys.registerPasskey(await serviceContext(request), request.body, requestRelyingParty(request))),
  );
  api.delete(
    '/api/auth/passkeys/:id',
    { preValidation: signedIn, schema: { params: RemovePasskeyInputSchema, response: { 200: OkSchema } } },
    async (request) => passkeys.removePasskey(await serviceContext(request), request.params),
  );
  api.post(
    '/api/auth/passkeys/signin-options',
    { preValidation: app.limiters.passkey, schema: { response: { 200: WebAuthnOptionsSchema } } },
    async (request) => passkeys.passkeySignInOptions(await serviceContext(request), requestRelyingParty(request)),
  );
  api.post(
    '/api/auth/passkeys/signin',
    { preValidation: app.limiters.passkey, schema: { body: PasskeySignInInputSchema, response: { 200: MeResponseSchema } } },
    async (request) => answerSignIn(request, await passkeys.passkeySignIn(await serviceContext(request), request.body, requestRelyingParty(request))),
  );
}
