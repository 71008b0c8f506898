/** The purchases module's personal data (decision records 003, 013). */
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';

export const purchasesPersonalData: ModulePersonalData = {
  userReferences: ['purchases.user_id'],
  retained: 'every purchase: the hours sold are part of the contract the invoices document (§ 147 AO, 10 years)',
  export: [
    rowsSection(
      'purchases',
      60,
      `select to_jsonb(p) - 'user_id' || jsonb_build_object('packageName', pk.name) as row
         from purchases p join packages pk on pk.id = p.package_id where p.user_id = ? order by p.purchased_at, p.id`,
    ),
  ],
};
