/** The invoices module: numbered invoices and credit notes, their list and PDF download (decision record 011). */
import { defineModule } from '../module.js';
import { invoicesPersonalData } from './invoices.personal-data.js';
import { InvoiceCounterEntity, InvoiceEntity } from './invoice.entity.js';
import { invoicesRoutes } from './invoices.rest.js';
import { invoicesRouter } from './invoices.trpc.js';

export const invoicesModule = defineModule({
  name: 'invoices',
  entities: [InvoiceEntity, InvoiceCounterEntity],
  rest: [invoicesRoutes],
  trpc: { invoices: invoicesRouter },
  personalData: invoicesPersonalData,
});
