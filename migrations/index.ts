/**
 * The ordered list of migrations. Listing them explicitly (MikroORM `migrationsList`)
 * makes the same list run from TypeScript (tsx, vitest) and from compiled JavaScript.
 * Add each new migration file here.
 */
import { Migration20261121000000_initial } from './Migration20261121000000_initial.js';
import { Migration20261121120000_admin_ledger_mail } from './Migration20261121120000_admin_ledger_mail.js';
import { Migration20261124000000_letters_jobs } from './Migration20261124000000_letters_jobs.js';
import { Migration20261124120000_orders_invoices } from './Migration20261124120000_orders_invoices.js';
import { Migration20261125000000_security_log } from './Migration20261125000000_security_log.js';

export const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121120000_admin_ledger_mail', class: Migration20261121120000_admin_ledger_mail },
  { name: 'Migration20261124000000_letters_jobs', class: Migration20261124000000_letters_jobs },
  { name: 'Migration20261124120000_orders_invoices', class: Migration20261124120000_orders_invoices },
  { name: 'Migration20261125000000_security_log', class: Migration20261125000000_security_log },
];
