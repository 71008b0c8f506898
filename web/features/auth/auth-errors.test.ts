import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.js';
import { classifyLoginError, classifyRegisterError } from './auth-errors.js';

/** The shape of a TRPCClientError as far as the classifiers look at it. */
function trpcError(message: string, httpStatus: number, issues?: { path: string; message: string }[]) {
  return Object.assign(new Error(message), { data: { httpStatus, appCode: 'X', issues } });
}

describe('classifyLoginError', () => {
  it('maps invalid credentials and 401 to the credentials message', () => {
    expect(classifyLoginError(trpcError('Invalid credentials', 401))).toBe('invalidCredentials');
    expect(classifyLoginError(new HttpError(401, '401: Unauthorized'))).toBe('invalidCredentials');
    expect(classifyLoginError(new Error('Invalid credentials'))).toBe('invalidCredentials');
  });

  it('maps anything else to the generic message', () => {
    expect(classifyLoginError(trpcError('Too many requests, please try again later', 429))).toBe('generic');
    expect(classifyLoginError(new TypeError('Failed to fetch'))).toBe('generic');
  });
});

describe('classifyRegisterError', () => {
  it('prefers the password message for a short password (also a 400)', () => {
    expect(classifyRegisterError(trpcError('Password must be at least 8 characters', 400))).toBe('passwordTooShort');
    expect(classifyRegisterError(trpcError('Validation failed', 400, [{ path: 'password', message: 'Password must be at least 8 characters' }]))).toBe(
      'passwordTooShort',
    );
  });

  it('maps a taken email and other 400s to the email message', () => {
    expect(classifyRegisterError(trpcError('Email already registered', 400))).toBe('emailTaken');
    expect(classifyRegisterError(new HttpError(400, '400: Bad Request'))).toBe('emailTaken');
  });

  it('falls back to the generic message', () => {
    expect(classifyRegisterError(trpcError('Internal server error', 500))).toBe('generic');
    expect(classifyRegisterError(new TypeError('Failed to fetch'))).toBe('generic');
  });
});
