/**
 * Which failure message a login or registration error gets (spec section 8).
 * Pure: the callers turn the result into translated toasts.
 */
import { MESSAGES } from '#shared/messages.js';
import { errorStatus, errorText } from '../../lib/errors.js';

export type LoginFailure = 'invalidCredentials' | 'generic';

/** 'Invalid email or password' when the error says 'Invalid credentials' or is a 401. */
export function classifyLoginError(err: unknown): LoginFailure {
  if (errorText(err).includes(MESSAGES.invalidCredentials) || errorStatus(err) === 401) {
    return 'invalidCredentials';
  }
  return 'generic';
}

export type RegisterFailure = 'passwordTooShort' | 'emailTaken' | 'generic';

/**
 * A message that mentions the password wins (a short password is also a 400), then
 * 'Email already registered' or any other 400, else the generic message.
 */
export function classifyRegisterError(err: unknown): RegisterFailure {
  const text = errorText(err);
  if (/password/i.test(text)) return 'passwordTooShort';
  if (text.includes(MESSAGES.emailTaken) || errorStatus(err) === 400) return 'emailTaken';
  return 'generic';
}
