/**
 * The spec's English messages (sections 5 and 8), written once.
 * The server sends them in REST error bodies; the web client maps each one to a
 * Lingui message so German users read German (see web/i18n/server-messages.ts).
 */
export const MESSAGES = {
  passwordTooShort: 'Password must be at least 8 characters',
  passwordRequired: 'Password is required',
  invalidEmail: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  invalidCredentials: 'Invalid credentials',
  emailTaken: 'Email already registered',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  folderNameRequired: 'Folder name is required',
  documentTitleRequired: 'Document title is required',
  noFileSelected: 'Please select a file to upload.',
  contactNameTooShort: 'Name must be at least 2 characters',
  contactLanguageRequired: 'Please select your preferred language',
  contactMessageTooShort: 'Message must be at least 10 characters',
  unauthenticated: 'Authentication required',
  forbidden: 'Forbidden',
  crossOrigin: 'Cross-origin request refused',
  notFound: 'Not found',
  folderNotFound: 'Folder not found',
  documentNotFound: 'Document not found',
  fileTooLarge: 'File is too large',
  fileTypeNotAllowed: 'Only PDF, Word (.doc, .docx), JPEG and PNG files are allowed',
  fileContentMismatch: 'The file content does not match its extension',
  emptyFile: 'The file is empty',
  malformedRequest: 'Malformed request body',
  tooManyRequests: 'Too many requests, please try again later',
  internal: 'Internal server error',
} as const;

export type MessageKey = keyof typeof MESSAGES;
