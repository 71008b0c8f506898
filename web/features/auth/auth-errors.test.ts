import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.js';
import { classifyLoginError, classifyRegisterError } from './auth-errors.js';

/** The shape of a TRPCClientError as far as the classifiers look at it. */
function trpcError(message: string, httpStatus: number, appCode = 'X', messageKey?: string, issues?: { path: string; messageKey?: string; message: string }[]) {
  return Object.assign(new Error(message), { data: { httpStatus, appCode, messageKey, issues } });
}

/** A REST error as web/lib/errors.ts throws it for a non-OK response. */
function restError(status: number, body: object) {
  const text = JSON.stringify(body);
  return new HttpError(status, `${status}: ${text}`, text);
}

describe('classifyLoginError', () => {
  it('maps invalid credentials and 401 to the credentials message', () => {
    expect(classifyLoginError(trpcError('Invalid credentials', 401, 'INVALID_CREDENTIALS', 'invalidCredentials'))).toBe('invalidCredentials');
    expect(classifyLoginError(new HttpError(401, '401: Unauthorized'))).toBe('invalidCredentials');
    expect(classifyLoginError(restError(401, { code: 'INVALID_CREDENTIALS', messageKey: 'invalidCredentials', message: 'Invalid credentials' }))).toBe(
      'invalidCredentials',
    );
  });

  it('decides by code and key, not by the English text', () => {
    expect(classifyLoginError(trpcError('Reworded: wrong e-mail or password', 401, 'INVALID_CREDENTIALS', 'invalidCredentials'))).toBe('invalidCredentials');
    expect(classifyLoginError(new Error('Invalid credentials'))).toBe('generic');
  });

  it('maps anything else to the generic message', () => {
    expect(classifyLoginError(trpcError('Too many requests, please try again later', 429, 'RATE_LIMITED', 'tooManyRequests'))).toBe('generic');
    expect(classifyLoginError(new TypeError('Failed to fetch'))).toBe('generic');
  });
});

describe('classifyRegisterError', () => {
  it('prefers the password message for a short password (also a 400)', () => {
    expect(classifyRegisterError(trpcError('Password must be at least 8 characters', 400, 'VALIDATION', 'passwordTooShort'))).toBe('passwordTooShort');
    expect(
      classifyRegisterError(
        trpcError('Validation failed', 400, 'VALIDATION', 'nameRequired', [
          { path: 'name', messageKey: 'nameRequired', message: 'Name is required' },
          { path: 'password', messageKey: 'passwordTooShort', message: 'Password must be at least 8 characters' },
        ]),
      ),
    ).toBe('passwordTooShort');
  });

  it('tells a common password apart from a short one', () => {
    expect(
      classifyRegisterError(
        trpcError('This password is too common', 400, 'VALIDATION', 'passwordTooCommon', [
          { path: 'password', messageKey: 'passwordTooCommon', message: 'This password is too common' },
        ]),
      ),
    ).toBe('passwordTooCommon');
    expect(classifyRegisterError(restError(400, { code: 'VALIDATION', messageKey: 'passwordTooCommon', message: 'Reworded' }))).toBe('passwordTooCommon');
  });

  it('leaves a problem with the name to the name (not the email message)', () => {
    expect(
      classifyRegisterError(
        trpcError('Cannot be stored', 400, 'VALIDATION', 'textNotStorable', [{ path: 'name', messageKey: 'textNotStorable', message: 'Cannot be stored' }]),
      ),
    ).toBe('otherField');
  });

  it('maps a taken email and other 400s to the email message', () => {
    expect(classifyRegisterError(trpcError('Email already registered', 400, 'EMAIL_TAKEN', 'emailTaken'))).toBe('emailTaken');
    expect(classifyRegisterError(restError(400, { code: 'EMAIL_TAKEN', messageKey: 'emailTaken', message: 'Reworded: address in use' }))).toBe('emailTaken');
    expect(classifyRegisterError(new HttpError(400, '400: Bad Request'))).toBe('emailTaken');
  });

  it('does not read the English text for the password rule', () => {
    expect(classifyRegisterError(trpcError('Password is weak', 409, 'CONFLICT', 'requestFailed'))).toBe('generic');
  });

  it('falls back to the generic message', () => {
    expect(classifyRegisterError(trpcError('Internal server error', 500, 'INTERNAL', 'internal'))).toBe('generic');
    expect(classifyRegisterError(new TypeError('Failed to fetch'))).toBe('generic');
  });
});
