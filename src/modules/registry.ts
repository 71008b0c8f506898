/**
 * Every module of the server, listed once (docs/decisions/032-modules-register-themselves.md). The
 * app's REST routes, the tRPC routers, the entity list, the runner's jobs and schedules, the e-mail
 * renderers and the data rights iterate this list.
 *
 * Order matters for one thing: the account deletion erases each module's data in this order, inside
 * one transaction, so a module comes before the modules its rows point at (internal notes,
 * documents and the time ledger before questions, letters and folders) and the account row's owner
 * (auth) after the modules that still read it. Routes, routers and entities do not depend on the order.
 */
import { accountModule } from './account/account.module.js';
import { assignmentModule } from './assignment/assignment.module.js';
import { auditModule } from './audit/audit.module.js';
import { authModule } from './auth/auth.module.js';
import { bookingsModule } from './bookings/bookings.module.js';
import { bookkeepingModule } from './bookkeeping/bookkeeping.module.js';
import { clientsModule } from './clients/clients.module.js';
import { contactModule } from './contact/contact.module.js';
import { deadlinesModule } from './deadlines/deadlines.module.js';
import { documentsModule } from './documents/documents.module.js';
import { firmModule } from './firm/firm.module.js';
import { foldersModule } from './folders/folders.module.js';
import { invoicesModule } from './invoices/invoices.module.js';
import { jobsModule } from './jobs/jobs.module.js';
import { ledgerModule } from './ledger/ledger.module.js';
import { lettersModule } from './letters/letters.module.js';
import { mailModule } from './mail/mail.module.js';
import type { AllMailRenderers } from './mail/templates.js';
import { mergeMails } from './module.js';
import { notesModule } from './notes/notes.module.js';
import { ordersModule } from './orders/orders.module.js';
import { packagesModule } from './packages/packages.module.js';
import { purchasesModule } from './purchases/purchases.module.js';
import { questionsModule } from './questions/questions.module.js';
import { savedRepliesModule } from './saved-replies/saved-replies.module.js';
import { reportsModule } from './reports/reports.module.js';
import { securityModule } from './security/security.module.js';
import { settingsModule } from './settings/settings.module.js';
import { staffModule } from './staff/staff.module.js';
import { usersModule } from './users/users.module.js';

export const modules = [
  staffModule,
  notesModule,
  bookingsModule,
  ordersModule,
  documentsModule,
  ledgerModule,
  invoicesModule,
  purchasesModule,
  questionsModule,
  lettersModule,
  foldersModule,
  authModule,
  usersModule,
  securityModule,
  accountModule,
  contactModule,
  mailModule,
  auditModule,
  packagesModule,
  settingsModule,
  firmModule,
  jobsModule,
  clientsModule,
  deadlinesModule,
  savedRepliesModule,
  reportsModule,
  bookkeepingModule,
  assignmentModule,
] as const;

/**
 * The renderer of every kind of e-mail, from the manifests' `mails` (the app hands them to the mail
 * module). `satisfies` fails the typecheck while a kind of MailContent has no renderer.
 */
export const mailRenderers = mergeMails(modules) satisfies AllMailRenderers;
