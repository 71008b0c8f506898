/**
 * The pending sign-in (password right, second factor still to come) travels in the encrypted
 * session cookie next to the session token: a transport concern, used by auth.rest.ts and
 * auth.trpc.ts (docs/decisions/012-account-security.md).
 */
import type { FastifyRequest } from 'fastify';
import { startSession } from '../../plugins/session.js';
import type { MeResponse } from '../../shared/auth/auth.schema.js';
import type { LoginResult } from '../../shared/auth/two-factor.schema.js';
import type { SignedIn } from './auth.service.js';
import type { PendingSecondFactor } from './two-factor-signin.service.js';

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The token of a sign-in that waits for its second factor (auth_challenges, 5 minutes). */
    pendingSignIn: string;
  }
}

/** The pending sign-in token of this request, if any. */
export function pendingSignIn(request: FastifyRequest): string | undefined {
  return request.session.get('pendingSignIn');
}

/**
 * Answers a sign-in step: a session opens (the cookie gets its token, a pending sign-in is dropped),
 * or a code is needed next (the cookie gets the pending sign-in; the body says `twoFactorRequired`).
 * @returns the response body, without tokens
 */
export async function answerSignIn(request: FastifyRequest, result: SignedIn): Promise<MeResponse>;
export async function answerSignIn(request: FastifyRequest, result: SignedIn | PendingSecondFactor): Promise<LoginResult>;
export async function answerSignIn(request: FastifyRequest, result: SignedIn | PendingSecondFactor): Promise<LoginResult> {
  if ('pendingToken' in result) {
    request.session.set('pendingSignIn', result.pendingToken);
    return { twoFactorRequired: true };
  }
  const { sessionToken, ...rest } = result;
  request.session.set('pendingSignIn', undefined);
  await startSession(request, sessionToken, rest.user.language);
  return rest;
}
