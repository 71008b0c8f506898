/**
 * The server's messages (src/shared/messages.ts) as Lingui messages, keyed by message key, so
 * error and validation texts from the API or the shared zod schemas appear in the page language.
 * Errors are translated by their key only (REST `messageKey`, tRPC `data.messageKey`, the shared
 * schemas' issue messages), never by their English text: rewording an English message changes
 * nothing a German user reads.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isMessageKey, MESSAGES, type MessageKey } from '#shared/messages.js';
import { errorMessageKey, errorStatus } from '../lib/errors.js';

export const SERVER_MESSAGES: Record<MessageKey, MessageDescriptor> = {
  passwordTooShort: msg`Password must be at least 8 characters`,
  passwordTooCommon: msg`This password is too common or has appeared in a data breach. Please choose another one.`,
  passwordRequired: msg`Password is required`,
  invalidEmail: msg`Please enter a valid email address`,
  nameRequired: msg`Name is required`,
  invalidCredentials: msg`Invalid credentials`,
  emailTaken: msg`Email already registered`,
  questionRequired: msg`Question is required`,
  answerRequired: msg`Answer is required`,
  letterSummaryRequired: msg`Enter a summary`,
  letterMeaningRequired: msg`Enter what the letter means`,
  letterActionRequired: msg`Enter what the client needs to do`,
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
  messageRequired: msg`Message is required`,
  messageTooLong: msg`A message can have at most 10,000 characters`,
  tooManyAttachments: msg`Attach at most 10 documents to one message`,
  conversationFull: msg`This conversation has reached its 100 messages; please ask a new question`,
  messageNotFound: msg`Message not found`,
  clientNotFound: msg`Client not found`,
  packageNotFound: msg`Package not found`,
  packageInactive: msg`This package is not available`,
  packageNameRequired: msg`Package name is required`,
  packageNameTaken: msg`A package with this name already exists`,
  packageHoursInvalid: msg`Hours must be a whole number of at least 1`,
  packageFeaturesInvalid: msg`At most 12 features, each at most 200 characters`,
  packageResponseHoursInvalid: msg`Response time must be a whole number of hours from 1 to 720`,
  packageTextTooLong: msg`This text is too long`,
  priceInvalid: msg`Price must be a positive amount in euros`,
  contactNotFound: msg`Message not found`,
  currentPasswordWrong: msg`Current password is incorrect`,
  resetLinkInvalid: msg`This reset link is invalid or has expired`,
  emailLinkInvalid: msg`This confirmation link is invalid or has expired`,
  emailUnchanged: msg`This is already your email address`,
  sessionNotFound: msg`Session not found`,
  serviceUnavailable: msg`The service is temporarily unavailable, please try again in a moment`,
  serverBusy: msg`The server is very busy right now, please try again in a moment`,
  diskFull: msg`Not enough storage space on the server, please try again later`,
  invalidCharacters: msg`The text contains a character that is not allowed`,
  textNotStorable: msg`This text contains characters that cannot be stored`,
  storageQuotaReached: msg`Your document storage is full. Delete documents you no longer need, or contact us for more space.`,
  invalidInput: msg`Invalid input`,
  unsupportedContentType: msg`Unsupported content type`,
  expectedMultipart: msg`Expected multipart/form-data`,
  requestFailed: msg`The request could not be completed`,
  deadlineKindInvalid: msg`Choose what the letter asks for: objection or payment`,
  sentOnInvalid: msg`Enter the date on the letter as YYYY-MM-DD (a real date)`,
  sentOnOutOfRange: msg`The date must be between 1 January 2020 and 31 December 2030`,
  deliveryInvalid: msg`Choose how the letter came: post, post-abroad or electronic`,
  stateInvalid: msg`Choose a German state by its two-letter code (BW, BY, BE, BB, HB, HH, HE, MV, NI, NW, RP, SL, SN, ST, SH, TH)`,
  dateInvalid: msg`Enter a real date`,
  amountInvalid: msg`Enter an amount in euros, such as 1.234,56`,
  letterTypeInvalid: msg`Choose a letter type from the list`,
  steuernummerInvalid: msg`A tax number (Steuernummer) has digits, spaces and slashes only`,
  steuerIdInvalid: msg`This is not a valid tax ID (Steuer-ID): 11 digits with a valid check digit`,
  ibanInvalid: msg`This is not a valid IBAN`,
  bicInvalid: msg`This is not a valid BIC`,
  taxYearInvalid: msg`Enter the tax year as four digits`,
  letterNotFound: msg`Letter not found`,
  letterReadFailed: msg`We could not read this letter; please enter the date.`,
  notFinanzamtLetter: msg`This does not look like a letter from a Finanzamt. Please check the file; if it is one, enter its details below.`,
  letterPhotoSmall: msg`This photo is small, so some details may be missing or misread. Please check them below against your letter.`,
  letterFileUnreadable: msg`This file could not be read; please enter the details.`,
  ocrOff: msg`Automatic reading of photos and scans is switched off here; please enter the details by hand.`,
  tooManyFiles: msg`Upload one PDF, or at most 10 photos of the letter’s pages`,
  letterFileTypeNotAllowed: msg`A letter must be a PDF, JPEG or PNG file`,
  lettersQuotaReached: msg`You have reached the maximum number of letters. Contact us if you need more.`,
  expertFolderReadOnly: msg`This folder holds the files from your expert; you cannot upload into it.`,
  foldersQuotaReached: msg`You have reached the maximum number of folders`,
  folderNameTaken: msg`You already have a folder with this name`,
  folderNotEmpty: msg`This folder is not empty: delete it together with its documents, or move them first`,
  folderHoldsLetterPages: msg`This folder holds pages of a Finanzamt letter: delete the letter on its page, or move the pages out first`,
  expertFolderLocked: msg`The folder with the files from your expert cannot be renamed or deleted`,
  letterPageNotDeletable: msg`This file is a page of a Finanzamt letter: delete the whole letter on its page`,
  documentChangeRequired: msg`Give a new title or a folder`,
  billingNameRequired: msg`Name is required`,
  billingStreetRequired: msg`Street and house number are required`,
  billingCityRequired: msg`City is required`,
  postalCodeInvalid: msg`Enter a valid postal code`,
  postalCodeGerman: msg`A German postal code has five digits`,
  postalCodeForCountry: msg`This is not a postal code of the country chosen`,
  countryInvalid: msg`Choose a country`,
  companyRequired: msg`Company name is required for business orders`,
  vatIdInvalid: msg`This is not a valid VAT ID (USt-IdNr.), e.g. DE123456789`,
  orderingClosed: msg`Online ordering opens once the firm's details are complete`,
  firmFieldRequired: msg`Please fill in this field`,
  firmFieldTooLong: msg`This is too long`,
  firmPostalCodeInvalid: msg`Enter the five-digit German postcode`,
  firmRegisterNumberInvalid: msg`Enter the register number as it appears in the register, e.g. HRB 123456 B`,
  firmTaxNumberInvalid: msg`Enter the Steuernummer as the Finanzamt writes it, e.g. 37/123/45678`,
  firmVatIdInvalid: msg`This is not a valid German USt-IdNr. (DE and nine digits, with a valid check digit)`,
  firmPhoneInvalid: msg`Enter a telephone number, e.g. +49 30 1234567`,
  firmIbanInvalid: msg`This is not a valid IBAN`,
  firmBicInvalid: msg`This is not a valid BIC`,
  firmUrlInvalid: msg`Enter a web address starting with https://`,
  noteBodyRequired: msg`Write the note first`,
  noteBodyTooLong: msg`A note can have at most 5,000 characters`,
  noteNotFound: msg`Note not found`,
  noteNotYours: msg`Only the staff member who wrote a note can delete it`,
  notesFull: msg`This has reached 500 internal notes; delete one before adding another`,
  savedReplyTitleRequired: msg`Give the saved reply a title`,
  savedReplyTitleTooLong: msg`A title can have at most 120 characters`,
  savedReplyBodyEnRequired: msg`Write the English text`,
  savedReplyBodyDeRequired: msg`Write the German text`,
  savedReplyBodyTooLong: msg`A text can have at most 10,000 characters`,
  savedReplyTitleTaken: msg`A saved reply with this title already exists`,
  savedReplyNotFound: msg`Saved reply not found`,
  savedRepliesFull: msg`There are already 300 saved replies; delete one before adding another`,
  accountDeactivated: msg`This staff account has been deactivated. Please contact the firm’s owner.`,
  invitationInvalid: msg`This invitation link is invalid, has expired or has already been used`,
  invitationPending: msg`This address already has an open invitation`,
  invitationNotFound: msg`Invitation not found`,
  invitationsFull: msg`There are already 50 open invitations; withdraw one before inviting someone else`,
  staffMemberNotFound: msg`Staff member not found`,
  onlyExpertsDeactivated: msg`Only an expert’s account can be deactivated or reactivated`,
  termsRequired: msg`Please accept the terms of service`,
  orderReferenceRequired: msg`Enter the order reference from your confirmation email`,
  orderNotFound: msg`Order not found`,
  orderNotOpen: msg`This order is no longer open`,
  exportNotFound: msg`Export not found`,
  exportInProgress: msg`Your data is already being exported; please wait until it is ready`,
  exportFailed: msg`Your data could not be exported; please try again`,
  requestDateInvalid: msg`Enter the date the written request arrived (not in the future)`,
  writtenRequestRequired: msg`Confirm that the client has asked in writing`,
  accountAlreadyDeleted: msg`This account has already been deleted`,
  adminAccountNotDeletable: msg`Admin accounts cannot be deleted here`,
  orderNotWithdrawn: msg`Only a withdrawn order can be refunded`,
  orderAlreadyRefunded: msg`This order has already been refunded`,
  withdrawalLinkInvalid: msg`This withdrawal link is invalid or has expired`,
  withdrawalNotPending: msg`This withdrawal is no longer awaiting confirmation`,
  paymentDateInvalid: msg`The payment date cannot be before the order or in the future`,
  cardPaymentUnavailable: msg`Card payment is not available; please pay by bank transfer`,
  paymentProviderUnavailable: msg`The payment provider cannot be reached; please try again in a few minutes`,
  invoiceNotFound: msg`Invoice not found`,
  vatRateInvalid: msg`The VAT rate must be a whole number between 0 and 100`,
  businessDaysRequired: msg`Choose at least one business day`,
  businessTimeInvalid: msg`Enter a time as HH:MM, e.g. 09:00`,
  businessHoursOrder: msg`Closing time must be after opening time`,
  openOrdersLimit: msg`You have too many unpaid orders; pay or cancel one first`,
  twoFactorCodeRequired: msg`Enter the code from your authenticator app or a recovery code`,
  twoFactorCodeInvalid: msg`The code is wrong or has already been used`,
  twoFactorLocked: msg`Too many wrong codes; please try again in a few minutes`,
  signInThrottled: msg`Too many failed sign-ins for this account; please wait up to 15 minutes, reset your password or sign in with a passkey`,
  twoFactorSetupRequired: msg`Set up two-factor sign-in before using the console`,
  twoFactorAlreadyEnabled: msg`Two-factor sign-in is already on`,
  twoFactorNotEnabled: msg`Two-factor sign-in is not on`,
  twoFactorSetupExpired: msg`The set-up has expired; please start again`,
  signInExpired: msg`The sign-in has expired; please enter your password again`,
  passkeyFailed: msg`The passkey could not be verified`,
  passkeyNotFound: msg`Passkey not found`,
  passkeyNameRequired: msg`Give the passkey a name`,
  passkeyLimit: msg`You can keep at most 10 passkeys`,
  passkeyExpired: msg`The passkey request has expired; please try again`,
};

/**
 * What the site's forms say for keys whose API text asks for something to type (a date format, a
 * state's code): the pages offer a date picker and a pick-list instead, so their texts fit those
 * controls. The API keeps its own texts (src/shared/messages.ts), which its callers need.
 */
const FORM_MESSAGES: Partial<Record<MessageKey, MessageDescriptor>> = {
  sentOnInvalid: msg`Enter a valid date`,
  stateInvalid: msg`Choose a Land from the list`,
};

/**
 * The text for a message key in the active language (FORM_MESSAGES' where the page's control
 * needs its own). A value that is not a key (zod's own text for a rule without a message of
 * ours) reads as `invalidInput`. Until the `errors` catalog is loaded, the English text of the
 * key is shown.
 */
export function translateMessageKey(i18n: I18n, key: string): string {
  const known: MessageKey = isMessageKey(key) ? key : 'invalidInput';
  const descriptor = FORM_MESSAGES[known] ?? SERVER_MESSAGES[known];
  return descriptor.id && descriptor.id in i18n.messages ? i18n._(descriptor) : MESSAGES[known];
}

/**
 * The text for a failed request (toasts, form-level errors): the message of the server's key
 * when it sent one, else the generic message. A 5xx never shows the server's text.
 */
export function serverErrorDescriptor(err: unknown): MessageDescriptor {
  const status = errorStatus(err);
  const key = status !== undefined && status >= 500 ? undefined : errorMessageKey(err);
  return isMessageKey(key) ? (FORM_MESSAGES[key] ?? SERVER_MESSAGES[key]) : msg`An error occurred. Please try again.`;
}
