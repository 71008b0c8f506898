/** The web client's API: one tRPC router per domain. `AppRouter` is the only type web imports from src. */
import { adminRouter } from '../modules/admin/admin.trpc.js';
import { authRouter } from '../modules/auth/auth.trpc.js';
import { passkeysRouter, twoFactorRouter } from '../modules/auth/two-factor.trpc.js';
import { contactRouter } from '../modules/contact/contact.trpc.js';
import { deadlinesRouter } from '../modules/deadlines/deadlines.trpc.js';
import { documentsRouter } from '../modules/documents/documents.trpc.js';
import { foldersRouter } from '../modules/folders/folders.trpc.js';
import { catalogRouter } from '../modules/packages/catalog.trpc.js';
import { packagesRouter } from '../modules/packages/packages.trpc.js';
import { purchasesRouter } from '../modules/purchases/purchases.trpc.js';
import { questionsRouter } from '../modules/questions/questions.trpc.js';
import { lettersRouter } from '../modules/letters/letters.trpc.js';
import { invoicesRouter, ordersRouter, withdrawalsRouter } from '../modules/orders/orders.trpc.js';
import { accountRouter } from '../modules/account/account.trpc.js';
import { router } from './init.js';

export const appRouter = router({
  auth: authRouter,
  twoFactor: twoFactorRouter,
  passkeys: passkeysRouter,
  catalog: catalogRouter,
  packages: packagesRouter,
  purchases: purchasesRouter,
  questions: questionsRouter,
  folders: foldersRouter,
  documents: documentsRouter,
  contact: contactRouter,
  deadlines: deadlinesRouter,
  letters: lettersRouter,
  orders: ordersRouter,
  invoices: invoicesRouter,
  withdrawals: withdrawalsRouter,
  account: accountRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
