/** The invoices module: numbered invoices and credit notes (decision record 011; served through the orders routes). */
import { defineModule } from '../module.js';
import { invoicesPersonalData } from './invoices.personal-data.js';
import { InvoiceCounterEntity, InvoiceEntity } from './invoice.entity.js';

export const invoicesModule = defineModule({
  name: 'invoices',
  entities: [InvoiceEntity, InvoiceCounterEntity],
  personalData: invoicesPersonalData,
});
