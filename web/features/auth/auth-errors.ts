/**
 * Which failure message a login or registration error gets (spec section 8), decided by the
 * error's code, status and message keys only, never by its English text.
 * Pure: the callers turn the result into translated toasts.
 */
import { errorCode, errorIssues, errorMessageKeys, errorStatus } from '../../lib/errors.js';

type LoginFailure = 'invalidCredentials' | 'generic';

/** 'Invalid email or password' for INVALID_CREDENTIALS (the spec's 'Invalid credentials') or any 401. */
export function classifyLoginError(err: unknown): LoginFailure {
  if (errorCode(err) === 'INVALID_CREDENTIALS' || errorMessageKeys(err).includes('invalidCredentials') || errorStatus(err) === 401) {
    return 'invalidCredentials';
  }
  return 'generic';
}

type RegisterFailure = 'passwordTooShort' | 'passwordTooCommon' | 'emailTaken' | 'otherField' | 'generic';

/**
 * A problem with the password wins (a short password is also a 400): too short, or too common
 * (docs/decisions/019-password-policy.md). Then 'Email already registered', a rule of another
 * field (the name: the caller shows the server's message), or any other 400; else the generic message.
 */
export function classifyRegisterError(err: unknown): RegisterFailure {
  const keys = errorMessageKeys(err);
  if (keys.includes('passwordTooCommon')) return 'passwordTooCommon';
  const fields = errorIssues(err).map((i) => (typeof i.path === 'string' ? i.path.split('.')[0] : i.path[0]));
  if (fields.includes('password') || keys.includes('passwordTooShort') || keys.includes('passwordRequired')) return 'passwordTooShort';
  if (errorCode(err) === 'EMAIL_TAKEN' || keys.includes('emailTaken')) return 'emailTaken';
  if (fields.length > 0 && !fields.includes('email')) return 'otherField';
  if (errorStatus(err) === 400) return 'emailTaken';
  return 'generic';
}
