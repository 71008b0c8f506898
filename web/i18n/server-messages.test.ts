/**
 * Server errors are translated by message key, never by their English text: a German user reads
 * the same German whatever the server's English `message` says (src/shared/messages.ts).
 */
import { setupI18n, type Messages } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import { HttpError } from '../lib/errors.js';
import { issuesToFieldErrors } from '../lib/validation.js';
import { SERVER_MESSAGES, serverErrorDescriptor, translateMessageKey } from './server-messages.js';

const i18n = setupI18n();

beforeAll(async () => {
  const { messages } = (await import('../locales/de/errors.po')) as { messages: Messages };
  i18n.load('de', messages);
  i18n.activate('de');
});

/** A TRPCClientError as the web client receives it. */
function trpcError(message: string, data: Record<string, unknown>) {
  return Object.assign(new Error(message), { data });
}

describe('server errors in German', () => {
  it('reads the German text of the key, whatever the English message says', () => {
    const german = i18n._(SERVER_MESSAGES.invalidCredentials);
    expect(german).not.toBe(MESSAGES.invalidCredentials);
    const asSent = trpcError(MESSAGES.invalidCredentials, { httpStatus: 401, appCode: 'INVALID_CREDENTIALS', messageKey: 'invalidCredentials' });
    const reworded = trpcError('Your e-mail address or password is wrong', {
      httpStatus: 401,
      appCode: 'INVALID_CREDENTIALS',
      messageKey: 'invalidCredentials',
    });
    expect(i18n._(serverErrorDescriptor(asSent))).toBe(german);
    expect(i18n._(serverErrorDescriptor(reworded))).toBe(german);
  });

  it('translates REST bodies and field issues by key, not by text', () => {
    const body = JSON.stringify({
      code: 'VALIDATION',
      messageKey: 'passwordTooShort',
      message: 'A reworded English sentence',
      issues: [{ path: 'password', messageKey: 'passwordTooShort', message: 'A reworded English sentence' }],
    });
    const err = new HttpError(400, `400: ${body}`, body);
    const german = i18n._(SERVER_MESSAGES.passwordTooShort);
    expect(i18n._(serverErrorDescriptor(err))).toBe(german);
    expect(issuesToFieldErrors(err.json()!.issues!, i18n)).toEqual({ password: german });
  });

  it('ignores English text that comes without a key', () => {
    const noKey = trpcError(MESSAGES.emailTaken, { httpStatus: 400, appCode: 'EMAIL_TAKEN' });
    expect(i18n._(serverErrorDescriptor(noKey))).toBe(i18n._(genericDescriptor()));
    expect(i18n._(genericDescriptor())).not.toBe(i18n._(SERVER_MESSAGES.emailTaken));
  });

  it('shows zod issue keys of the shared schemas in German, and zod’s own texts as invalid input', () => {
    expect(translateMessageKey(i18n, 'nameRequired')).toBe(i18n._(SERVER_MESSAGES.nameRequired));
    expect(translateMessageKey(i18n, 'Too big: expected string to have <=120 characters')).toBe(i18n._(SERVER_MESSAGES.invalidInput));
  });

  it('says what fits a date picker and a pick-list, while the API names the format and the codes', () => {
    expect(translateMessageKey(i18n, 'sentOnInvalid')).toBe('Geben Sie ein gültiges Datum ein');
    expect(translateMessageKey(i18n, 'stateInvalid')).toBe('Wählen Sie ein Bundesland aus der Liste');
    expect(MESSAGES.sentOnInvalid).toContain('YYYY-MM-DD');
    expect(MESSAGES.stateInvalid).toContain('BW, BY');
  });

  it('names the empty part of a letter explanation (the question form keeps the spec’s "Answer is required")', () => {
    expect(translateMessageKey(i18n, 'letterSummaryRequired')).toBe('Geben Sie eine Zusammenfassung ein');
    expect(translateMessageKey(i18n, 'letterMeaningRequired')).toBe('Geben Sie an, was der Brief bedeutet');
    expect(translateMessageKey(i18n, 'letterActionRequired')).toBe('Geben Sie an, was die Kundin oder der Kunde tun muss');
    expect(MESSAGES.answerRequired).toBe('Answer is required');
  });

  it('never shows the server’s text for a 5xx', () => {
    const err = trpcError('Internal server error', { httpStatus: 500, appCode: 'INTERNAL', messageKey: 'internal' });
    expect(i18n._(serverErrorDescriptor(err))).toBe(i18n._(genericDescriptor()));
  });
});

/** The generic failure text ("An error occurred. Please try again."), as the pages show it. */
function genericDescriptor() {
  return serverErrorDescriptor(new Error('anything'));
}
