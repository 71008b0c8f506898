/**
 * The server's messages, each under a stable key (spec sections 5 and 8 for the English texts).
 * Errors travel as a code and a key (`{ code, messageKey, message }`, see src/errors.ts): the web
 * client translates the key (web/i18n/server-messages.ts), never the English text, so rewording
 * an English message changes nothing a German user reads. The shared zod schemas name keys, not
 * texts, as their error messages (`{ error: MESSAGE_KEY.nameRequired }`).
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
  minutesInvalid: 'Time must be a positive multiple of 15 minutes',
  insufficientHours: 'Not enough hours remaining',
  noteRequired: 'Note is required',
  questionAlreadyAnswered: 'This question has already been answered',
  questionNotFound: 'Question not found',
  clientNotFound: 'Client not found',
  packageNotFound: 'Package not found',
  packageInactive: 'This package is not available',
  packageNameRequired: 'Package name is required',
  packageNameTaken: 'A package with this name already exists',
  packageHoursInvalid: 'Hours must be a whole number of at least 1',
  packageFeaturesInvalid: 'At most 12 features, each at most 200 characters',
  packageResponseHoursInvalid: 'Response time must be a whole number of hours from 1 to 720',
  packageTextTooLong: 'This text is too long',
  priceInvalid: 'Price must be a positive amount in euros',
  contactNotFound: 'Message not found',
  currentPasswordWrong: 'Current password is incorrect',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  serviceUnavailable: 'The service is temporarily unavailable, please try again in a moment',
  diskFull: 'Not enough storage space on the server, please try again later',
  invalidCharacters: 'The text contains a character that is not allowed',
  storageQuotaReached: 'Your document storage is full. Delete documents you no longer need, or contact us for more space.',
  /** A field that breaks a rule no message of its own describes (zod's default texts). */
  invalidInput: 'Invalid input',
  unsupportedContentType: 'Unsupported content type',
  expectedMultipart: 'Expected multipart/form-data',
  /** The fallback for a code that carries no message of its own. */
  requestFailed: 'The request could not be completed',
  deadlineKindInvalid: 'Choose what the letter asks for: objection or payment',
  sentOnInvalid: 'Enter the date on the letter as YYYY-MM-DD (a real date)',
  sentOnOutOfRange: 'The date must be between 1 January 2020 and 31 December 2030',
  deliveryInvalid: 'Choose how the letter came: post, post-abroad or electronic',
  stateInvalid: 'Choose a German state by its two-letter code (BW, BY, BE, BB, HB, HH, HE, MV, NI, NW, RP, SL, SN, ST, SH, TH)',
  dateInvalid: 'Enter a real date',
  amountInvalid: 'Enter an amount in euros, such as 1.234,56',
  letterTypeInvalid: 'Choose a letter type from the list',
  steuernummerInvalid: 'A tax number (Steuernummer) has digits, spaces and slashes only',
  steuerIdInvalid: 'This is not a valid tax ID (Steuer-ID): 11 digits with a valid check digit',
  taxYearInvalid: 'Enter the tax year as four digits',
  letterNotFound: 'Letter not found',
  /** Shown on a letter whose files could not be read (the job failed for good). */
  letterReadFailed: 'We could not read this letter; please enter the date.',
  /** Shown on a letter when OCR is not installed on the server. */
  ocrOff: 'Automatic reading of photos and scans is switched off here; please enter the details by hand.',
  tooManyFiles: 'Upload one PDF, or at most 10 photos of the letter’s pages',
  letterFileTypeNotAllowed: 'A letter must be a PDF, JPEG or PNG file',
  lettersQuotaReached: 'You have reached the maximum number of letters. Contact us if you need more.',
  expertFolderReadOnly: 'This folder holds the files from your expert; you cannot upload into it.',
  billingNameRequired: 'Name is required',
  billingStreetRequired: 'Street and house number are required',
  billingCityRequired: 'City is required',
  postalCodeInvalid: 'Enter a valid postal code',
  countryInvalid: 'Choose a country',
  companyRequired: 'Company name is required for business orders',
  vatIdInvalid: 'This is not a valid VAT ID (USt-IdNr.), e.g. DE123456789',
  termsRequired: 'Please accept the terms of service',
  orderReferenceRequired: 'Enter the order reference from your confirmation e-mail',
  orderNotFound: 'Order not found',
  orderNotOpen: 'This order is no longer open',
  orderNotWithdrawn: 'Only a withdrawn order can be refunded',
  orderAlreadyRefunded: 'This order has already been refunded',
  paymentDateInvalid: 'The payment date cannot be before the order or in the future',
  cardPaymentUnavailable: 'Card payment is not available; please pay by bank transfer',
  paymentProviderUnavailable: 'The payment provider cannot be reached; please try again in a few minutes',
  invoiceNotFound: 'Invoice not found',
  vatRateInvalid: 'The VAT rate must be a whole number between 0 and 100',
  openOrdersLimit: 'You have too many unpaid orders; pay or cancel one first',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Every key under its own name, for zod schemas: `{ error: MESSAGE_KEY.nameRequired }`. */
export const MESSAGE_KEY = Object.fromEntries(Object.keys(MESSAGES).map((k) => [k, k])) as { readonly [K in MessageKey]: K };

/** Whether `value` is one of the message keys (a zod issue's message is a key, or zod's own text). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}
