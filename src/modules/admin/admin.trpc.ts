/**
 * tRPC `admin.*`: the firm's console. It only composes: each domain's admin procedures live in
 * that domain's module and require the admin role (401 visitor, 403 client).
 */
import { auditAdminRouter } from '../audit/audit.trpc.js';
import { clientsAdminRouter } from '../clients/clients.trpc.js';
import { contactAdminRouter } from '../contact/contact.trpc.js';
import { timeAdminRouter } from '../ledger/ledger.trpc.js';
import { packagesAdminRouter } from '../packages/packages.trpc.js';
import { purchasesAdminRouter } from '../purchases/purchases.trpc.js';
import { questionsAdminRouter } from '../questions/questions.trpc.js';
import { lettersAdminRouter } from '../letters/letters.trpc.js';
import { firmAdminRouter } from '../firm/firm.trpc.js';
import { settingsAdminRouter } from '../settings/settings.trpc.js';
import { ordersAdminRouter } from '../orders/orders.trpc.js';
import { securityAdminRouter } from '../security/security.trpc.js';
import { accountsAdminRouter } from '../account/account.trpc.js';
import { router } from '../../trpc/init.js';

export const adminRouter = router({
  questions: questionsAdminRouter,
  clients: clientsAdminRouter,
  time: timeAdminRouter,
  purchases: purchasesAdminRouter,
  packages: packagesAdminRouter,
  contact: contactAdminRouter,
  audit: auditAdminRouter,
  letters: lettersAdminRouter,
  settings: settingsAdminRouter,
  firm: firmAdminRouter,
  orders: ordersAdminRouter,
  accounts: accountsAdminRouter,
  security: securityAdminRouter,
});
