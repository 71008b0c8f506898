/**
 * The server's English messages (src/shared/messages.ts) as Lingui messages, so validation and
 * error texts coming from the shared zod schemas or from the API appear in German too.
 * Keyed by the shared message key: production builds strip the English source text from
 * descriptors, so the lookup goes through MESSAGES, never through `descriptor.message`.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES, type MessageKey } from '#shared/messages.js';
import { errorStatus } from '../lib/errors.js';

export const SERVER_MESSAGES: Record<MessageKey, MessageDescriptor> = {
  passwordTooShort: msg`Password must be at least 8 characters`,
  passwordRequired: msg`Password is required`,
  invalidEmail: msg`Please enter a valid email address`,
  nameRequired: msg`Name is required`,
  invalidCredentials: msg`Invalid credentials`,
  emailTaken: msg`Email already registered`,
  questionRequired: msg`Question is required`,
  answerRequired: msg`Answer is required`,
  folderNameRequired: msg`Folder name is required`,
  documentTitleRequired: msg`Document title is required`,
  noFileSelected: msg`Please select a file to upload.`,
  contactNameTooShort: msg`Name must be at least 2 characters`,
  contactLanguageRequired: msg`Please select your preferred language`,
  contactMessageTooShort: msg`Message must be at least 10 characters`,
  unauthenticated: msg`Authentication required`,
  forbidden: msg`Forbidden`,
  crossOrigin: msg`Cross-origin request refused`,
  notFound: msg`Not found`,
  folderNotFound: msg`Folder not found`,
  documentNotFound: msg`Document not found`,
  fileTooLarge: msg`File is too large`,
  fileTypeNotAllowed: msg`Only PDF, Word (.doc, .docx), JPEG and PNG files are allowed`,
  fileContentMismatch: msg`The file content does not match its extension`,
  emptyFile: msg`The file is empty`,
  malformedRequest: msg`Malformed request body`,
  tooManyRequests: msg`Too many requests, please try again later`,
  internal: msg`Internal server error`,
  minutesInvalid: msg`Time must be a positive multiple of 15 minutes`,
  insufficientHours: msg`Not enough hours remaining`,
  noteRequired: msg`Note is required`,
  questionAlreadyAnswered: msg`This question has already been answered`,
  questionNotFound: msg`Question not found`,
  clientNotFound: msg`Client not found`,
  packageNotFound: msg`Package not found`,
  packageInactive: msg`This package is not available`,
  packageNameRequired: msg`Package name is required`,
  packageNameTaken: msg`A package with this name already exists`,
  packageHoursInvalid: msg`Hours must be a whole number of at least 1`,
  priceInvalid: msg`Price must be a positive amount in euros`,
  contactNotFound: msg`Message not found`,
  currentPasswordWrong: msg`Current password is incorrect`,
  resetLinkInvalid: msg`This reset link is invalid or has expired`,
  serviceUnavailable: msg`The service is temporarily unavailable, please try again in a moment`,
  diskFull: msg`Not enough storage space on the server, please try again later`,
  invalidCharacters: msg`The text contains a character that is not allowed`,
  storageQuotaReached: msg`Your document storage is full. Delete documents you no longer need, or contact us for more space.`,
};

const BY_ENGLISH_TEXT = new Map<string, MessageDescriptor>((Object.keys(MESSAGES) as MessageKey[]).map((key) => [MESSAGES[key], SERVER_MESSAGES[key]]));

/** The Lingui message for one of the server's English texts, if it is a known one. */
export function serverMessageDescriptor(text: string): MessageDescriptor | undefined {
  return BY_ENGLISH_TEXT.get(text);
}

/**
 * Translates a known server/schema message into the active language; unknown text passes through,
 * and so does the English text if the `errors` catalog is not loaded yet.
 */
export function translateServerMessage(i18n: I18n, text: string): string {
  const descriptor = BY_ENGLISH_TEXT.get(text);
  return descriptor && descriptor.id && descriptor.id in i18n.messages ? i18n._(descriptor) : text;
}

/**
 * The text for a failed request (toasts, form-level errors): the server's message in the page
 * language when it is one of the known messages, else the generic message. A 5xx never shows
 * the server's text.
 */
export function serverErrorDescriptor(err: unknown): MessageDescriptor {
  const status = errorStatus(err);
  const known = err instanceof Error && !(status !== undefined && status >= 500) ? serverMessageDescriptor(err.message) : undefined;
  return known ?? msg`An error occurred. Please try again.`;
}
