/** The invoices module's personal data (decision records 011, 013). */
import { sql } from 'kysely';
import { db } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { ownRowsSection, userRowCount } from '../personal-data.js';

export const invoicesPersonalData: ModulePersonalData = {
  userReferences: ['invoices.user_id'],
  retained:
    "every invoice and credit note, 10 years (§ 147 AO, § 14b UStG), with the name and billing address it shows; a consumer's invoice row loses the e-mail address its invoice does not show",
  export: [ownRowsSection('invoices', 90, 'invoices', ['issued_on', 'number'])],
  async erase(tx, { userId }) {
    // Invoices keep what they show (§ 147 AO): a consumer's invoice does not show the e-mail address,
    // so its row loses it (GDPR Art. 5 (1)(c)); a business client's e-invoice carries it (BT-49).
    await db(tx)
      .updateTable('invoices as i')
      .from('orders as o')
      .set((eb) => ({ buyer: sql`jsonb_set(${eb.ref('i.buyer')}, '{email}', 'null'::jsonb)` }))
      .whereRef('o.id', '=', 'i.order_id')
      .where('i.user_id', '=', userId)
      .where('o.customer_type', '=', 'consumer')
      .where((eb) => eb(eb.ref('i.buyer', '->>').key('email'), 'is not', null))
      .execute();
    return { counts: { invoicesKept: await userRowCount(tx, 'invoices', userId) } };
  },
};
