/**
 * The auth module's tables: sessions, password and e-mail tokens, two-factor sign-in, passkeys and
 * the sign-in throttle. Its manifest and src/db-tables.ts (the Kysely types) both take this list.
 */
import { EmailTokenEntity } from './email-token.entity.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { SessionEntity } from './session.entity.js';
import { SignInThrottleEntity } from './sign-in-throttle.entity.js';
import { AuthChallengeEntity, PasskeyEntity, RecoveryCodeEntity, TwoFactorEntity } from './two-factor.entity.js';

export const AUTH_ENTITIES = [
  SessionEntity,
  PasswordResetTokenEntity,
  EmailTokenEntity,
  TwoFactorEntity,
  RecoveryCodeEntity,
  PasskeyEntity,
  AuthChallengeEntity,
  SignInThrottleEntity,
] as const;
