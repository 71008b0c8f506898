/**
 * The second step of a sign-in with two-factor authentication (docs/decisions/012-account-security.md):
 * the password was right, the browser holds a pending sign-in (5 minutes, single use) in its
 * encrypted session cookie, and now sends a code from the authenticator app or a recovery code.
 */
import type { ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { SecondFactorInput } from '../../shared/auth/two-factor.schema.js';
import { finishSignIn, userForSession, type SignedIn } from './auth.service.js';
import { peekChallenge, takeChallenge } from './two-factor-challenges.js';
import { checkSecondFactorCode } from './two-factor.service.js';

export type { PendingSecondFactor } from './credentials.js';

/**
 * Completes a pending sign-in with a TOTP code or an unused recovery code and opens the session
 * (through finishSignIn). A wrong code keeps the pending sign-in (until it expires) and is counted
 * per user (lock after `secondFactorMaxFailures`).
 * @param pendingToken the token from the session cookie (undefined: none)
 * @throws AppError UNAUTHENTICATED 'signInExpired' (no pending sign-in, expired or already used),
 *   VALIDATION 'twoFactorCodeRequired' / 'twoFactorCodeInvalid' (field `code`), RATE_LIMITED 'twoFactorLocked'
 */
export async function completeSecondFactorSignIn(
  ctx: ServiceContext,
  data: SecondFactorInput,
  pendingToken: string | undefined,
  now = new Date(),
): Promise<SignedIn> {
  const expired = () => new AppError('UNAUTHENTICATED', 'signInExpired');
  const userId = pendingToken ? await peekChallenge(ctx.em, 'signin_second_factor', pendingToken, now) : undefined;
  if (!userId || !pendingToken) throw expired();
  const method = await checkSecondFactorCode(ctx.em, userId, data.code, {
    client: ctx.client,
    config: ctx.config,
    allowRecoveryCode: true,
    purpose: 'signin',
    now,
  });
  // Single use: of two requests racing with one pending sign-in, only one opens a session.
  if ((await takeChallenge(ctx.em, 'signin_second_factor', pendingToken, now)) !== userId) throw expired();
  const sessionToken = await finishSignIn(ctx, userId, method, now);
  const user = await userForSession(ctx.em, sessionToken, now);
  if (!user) throw expired();
  return { user, sessionToken };
}
