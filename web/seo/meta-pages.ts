/**
 * Head data of the landing page, the visitor pages (login, register), the portal pages and the
 * 404 page. Service pages: meta-services.ts; legal pages: meta-legal.ts.
 */
import { msg } from '@lingui/core/macro';
import type { PageMeta } from './types.js';

export const HOME_META: PageMeta = {
  title: msg`German tax documents explained in English`,
  description: msg`We translate and explain your Steuerbescheid, Finanzamt letters and tax return in plain English or German. For expats, freelancers and small businesses.`,
  keywords: msg`German tax help in English, Steuerbescheid translation, Finanzamt letter explained, expat taxes Germany, tax return translation, freelancer taxes Germany`,
};

export const NOT_FOUND_META: PageMeta = {
  title: msg`Page Not Found`,
  description: msg`The page you are looking for does not exist or has been moved.`,
  keywords: msg`German tax help in English`,
};

/** Visitor and portal pages: a title and description; not listed in the sitemap. */
export const APP_PAGE_META = {
  '/login': {
    title: msg`Login`,
    description: msg`Log in to your client portal: your hours, questions and tax documents.`,
    keywords: msg`client portal login`,
  },
  '/register': {
    title: msg`Register`,
    description: msg`Create your client portal account to ask our experts and keep your tax documents in folders.`,
    keywords: msg`client portal registration`,
  },
  '/dashboard': {
    title: msg`Dashboard`,
    description: msg`Your hours and packages.`,
    keywords: msg`client portal`,
  },
  '/letters': {
    title: msg`Letters`,
    description: msg`Your letters from the Finanzamt, explained, with their deadlines.`,
    keywords: msg`client portal`,
  },
  /** One letter's page (/letters/<id>). */
  letter: {
    title: msg`Finanzamt letter`,
    description: msg`A letter from the Finanzamt: what it is, its deadlines and your expert's explanation.`,
    keywords: msg`client portal`,
  },
  '/questions': {
    title: msg`Questions`,
    description: msg`Your questions and our experts' answers.`,
    keywords: msg`client portal`,
  },
  '/documents': {
    title: msg`Documents`,
    description: msg`Your tax documents, in folders.`,
    keywords: msg`client portal`,
  },
  '/order': {
    title: msg`Buy hours`,
    description: msg`Choose a package of expert hours.`,
    keywords: msg`client portal`,
  },
  /** Ordering one package (/order/<id>). */
  orderPackage: {
    title: msg`Your order`,
    description: msg`Order a package of expert hours: price, billing address and terms.`,
    keywords: msg`client portal`,
  },
  '/orders': {
    title: msg`Orders`,
    description: msg`Your orders of hour packages.`,
    keywords: msg`client portal`,
  },
  /** One order's page (/orders/<id>). */
  order: {
    title: msg`Order`,
    description: msg`An order: how to pay it, its details and its invoice.`,
    keywords: msg`client portal`,
  },
  '/invoices': {
    title: msg`Invoices`,
    description: msg`Your invoices and credit notes.`,
    keywords: msg`client portal`,
  },
  '/withdraw': {
    title: msg`Withdraw from contract`,
    description: msg`Withdraw from a contract with us within the withdrawal period, without logging in.`,
    keywords: msg`withdrawal`,
  },
  '/withdraw/confirm': {
    title: msg`Confirm your withdrawal`,
    description: msg`Confirm a withdrawal from a contract with us that was declared without logging in.`,
    keywords: msg`withdrawal`,
  },
  '/account': {
    title: msg`Account settings`,
    description: msg`Your name, preferred language and password.`,
    keywords: msg`client portal`,
  },
  '/forgot-password': {
    title: msg`Forgot password`,
    description: msg`Request a link to set a new password for your client portal account.`,
    keywords: msg`client portal password`,
  },
  '/reset-password': {
    title: msg`Set a new password`,
    description: msg`Set a new password for your client portal account.`,
    keywords: msg`client portal password`,
  },
  '/invitation': {
    title: msg`Join the team`,
    description: msg`Accept an invitation to the firm’s console as an expert.`,
    keywords: msg`admin console`,
  },
} as const satisfies Record<string, PageMeta>;

/**
 * The admin console's pages (never indexed). A client's page (/admin/clients/<id>) is `client`, a
 * letter's page (/admin/letters/<id>) `letter`.
 */
export const ADMIN_PAGE_META = {
  '/admin': {
    title: msg`Inbox · Admin`,
    description: msg`Open letters and questions, nearest deadline first.`,
    keywords: msg`admin console`,
  },
  '/admin/clients': {
    title: msg`Clients · Admin`,
    description: msg`Find a client by name or email.`,
    keywords: msg`admin console`,
  },
  '/admin/calls': {
    title: msg`Calls · Admin`,
    description: msg`Calls clients booked, quarterly calls included, upcoming and past.`,
    keywords: msg`admin console`,
  },
  '/admin/availability': {
    title: msg`My hours · Admin`,
    description: msg`Your weekly hours for calls, your video link and the dates that differ.`,
    keywords: msg`admin console`,
  },
  '/admin/orders': {
    title: msg`Orders · Admin`,
    description: msg`Orders of hour packages: payments, cancellations, refunds.`,
    keywords: msg`admin console`,
  },
  '/admin/packages': {
    title: msg`Packages · Admin`,
    description: msg`Create, edit and deactivate hour packages.`,
    keywords: msg`admin console`,
  },
  '/admin/saved-replies': {
    title: msg`Saved replies · Admin`,
    description: msg`Snippets in English and German for answers, replies and letter explanations.`,
    keywords: msg`admin console`,
  },
  '/admin/contact': {
    title: msg`Contact messages · Admin`,
    description: msg`Messages from the contact form, newest first.`,
    keywords: msg`admin console`,
  },
  '/admin/team': {
    title: msg`Team · Admin`,
    description: msg`The firm’s owners and experts: invite, deactivate, reactivate.`,
    keywords: msg`admin console`,
  },
  '/admin/reports': {
    title: msg`Reports · Admin`,
    description: msg`How often the firm kept its response-time promises, per month, promise and expert.`,
    keywords: msg`admin console`,
  },
  '/admin/bookkeeping': {
    title: msg`Bookkeeping · Admin`,
    description: msg`A period's invoices and credit notes for the tax advisor: a DATEV booking batch and the PDFs.`,
    keywords: msg`admin console`,
  },
  '/admin/firm': {
    title: msg`Firm details · Admin`,
    description: msg`The firm's own details for the legal pages, invoices and emails.`,
    keywords: msg`admin console`,
  },
  letter: {
    title: msg`Letter · Admin`,
    description: msg`A client's Finanzamt letter: pages, recognised text, details, deadlines and the answer.`,
    keywords: msg`admin console`,
  },
  client: {
    title: msg`Client · Admin`,
    description: msg`A client's purchases, time ledger, questions, documents and audit log.`,
    keywords: msg`admin console`,
  },
} as const satisfies Record<string, PageMeta>;
