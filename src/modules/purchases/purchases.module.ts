/** The purchases module: the hours a client bought (12 months each). */
import { defineModule } from '../module.js';
import { purchasesPersonalData } from './purchases.personal-data.js';
import { PurchaseEntity } from './purchase.entity.js';
import { purchasesRoutes } from './purchases.rest.js';
import { purchasesAdminRouter, purchasesRouter } from './purchases.trpc.js';
import { purchasesMails } from './purchases.mails.js';

export const purchasesModule = defineModule({
  name: 'purchases',
  entities: [PurchaseEntity],
  rest: [purchasesRoutes],
  trpc: { purchases: purchasesRouter },
  adminTrpc: { purchases: purchasesAdminRouter },
  mails: purchasesMails,
  personalData: purchasesPersonalData,
});
