/**
 * Every module's e-mail renderers, for unit tests that render e-mail without building the app
 * (buildApp takes them from the registry's manifests, whose import loads every module: seconds).
 * `satisfies` fails the typecheck while a kind of e-mail is missing here.
 */
import { accountMails } from '../modules/account/account.mails.js';
import { assignmentMails } from '../modules/assignment/assignment.mails.js';
import { bookingsMails } from '../modules/bookings/bookings.mails.js';
import { authMails } from '../modules/auth/auth.mails.js';
import { contactMails } from '../modules/contact/contact.mails.js';
import { lettersMails } from '../modules/letters/letters.mails.js';
import type { AllMailRenderers } from '../modules/mail/templates.js';
import { ordersMails } from '../modules/orders/orders.mails.js';
import { purchasesMails } from '../modules/purchases/purchases.mails.js';
import { questionsMails } from '../modules/questions/questions.mails.js';
import { staffMails } from '../modules/staff/staff.mails.js';

export const ALL_MAIL_RENDERERS = {
  ...accountMails,
  ...assignmentMails,
  ...authMails,
  ...bookingsMails,
  ...contactMails,
  ...lettersMails,
  ...ordersMails,
  ...purchasesMails,
  ...questionsMails,
  ...staffMails,
} satisfies AllMailRenderers;
