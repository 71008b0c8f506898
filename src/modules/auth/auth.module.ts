/** The auth module: accounts' sign-in (the `users` table is the users module's), sessions, password and e-mail tokens, two-factor sign-in and passkeys (decision records 006, 012). */
import { defineModule } from '../module.js';
import { authPersonalData } from './auth.personal-data.js';
import { EmailTokenEntity } from './email-token.entity.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { SessionEntity } from './session.entity.js';
import { SignInThrottleEntity } from './sign-in-throttle.entity.js';
import { AuthChallengeEntity, PasskeyEntity, RecoveryCodeEntity, TwoFactorEntity } from './two-factor.entity.js';
import { authRoutes } from './auth.rest.js';
import { authRouter } from './auth.trpc.js';
import { twoFactorRoutes } from './two-factor.rest.js';
import { passkeysRouter, twoFactorRouter } from './two-factor.trpc.js';
import { authMails } from './auth.mails.js';

export const authModule = defineModule({
  name: 'auth',
  entities: [
    SessionEntity,
    PasswordResetTokenEntity,
    EmailTokenEntity,
    TwoFactorEntity,
    RecoveryCodeEntity,
    PasskeyEntity,
    AuthChallengeEntity,
    SignInThrottleEntity,
  ],
  rest: [authRoutes, twoFactorRoutes],
  trpc: { auth: authRouter, twoFactor: twoFactorRouter, passkeys: passkeysRouter },
  mails: authMails,
  personalData: authPersonalData,
});
