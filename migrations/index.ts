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
import { Migration20261125010000_conversations } from './Migration20261125010000_conversations.js';
import { Migration20261125030000_email_verification } from './Migration20261125030000_email_verification.js';
import { Migration20261125020000_files } from './Migration20261125020000_files.js';
import { Migration20261125040000_two_factor } from './Migration20261125040000_two_factor.js';
import { Migration20261125050000_data_rights } from './Migration20261125050000_data_rights.js';
import { Migration20261126120000_withdrawal_confirmation } from './Migration20261126120000_withdrawal_confirmation.js';
import { Migration20261126230000_sign_in_throttles } from './Migration20261126230000_sign_in_throttles.js';
import { Migration20261127010000_contact_replies } from './Migration20261127010000_contact_replies.js';
import { Migration20261127020000_honest_package_texts } from './Migration20261127020000_honest_package_texts.js';
import { Migration20261127030000_invoice_buyer_redaction } from './Migration20261127030000_invoice_buyer_redaction.js';
import { Migration20261127100000_letter_payment_details } from './Migration20261127100000_letter_payment_details.js';
import { Migration20261128090000_schedule_runs } from './Migration20261128090000_schedule_runs.js';
import { Migration20261128100000_rate_limits } from './Migration20261128100000_rate_limits.js';
import { Migration20261129090000_internal_notes } from './Migration20261129090000_internal_notes.js';
import { Migration20261129093000_response_clocks } from './Migration20261129093000_response_clocks.js';
import { Migration20261129100000_saved_replies } from './Migration20261129100000_saved_replies.js';
import { Migration20261129110000_clock_business_hours } from './Migration20261129110000_clock_business_hours.js';
import { Migration20261129120000_staff_roles } from './Migration20261129120000_staff_roles.js';
import { Migration20261129130000_assignment } from './Migration20261129130000_assignment.js';
import { Migration20261129140000_dedicated_specialist } from './Migration20261129140000_dedicated_specialist.js';
import { Migration20261129150000_extra_hours } from './Migration20261129150000_extra_hours.js';
import { Migration20261129160000_bookings } from './Migration20261129160000_bookings.js';

export const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121120000_admin_ledger_mail', class: Migration20261121120000_admin_ledger_mail },
  { name: 'Migration20261124000000_letters_jobs', class: Migration20261124000000_letters_jobs },
  { name: 'Migration20261124120000_orders_invoices', class: Migration20261124120000_orders_invoices },
  { name: 'Migration20261125000000_security_log', class: Migration20261125000000_security_log },
  { name: 'Migration20261125010000_conversations', class: Migration20261125010000_conversations },
  { name: 'Migration20261125020000_files', class: Migration20261125020000_files },
  { name: 'Migration20261125030000_email_verification', class: Migration20261125030000_email_verification },
  { name: 'Migration20261125040000_two_factor', class: Migration20261125040000_two_factor },
  { name: 'Migration20261125050000_data_rights', class: Migration20261125050000_data_rights },
  { name: 'Migration20261126120000_withdrawal_confirmation', class: Migration20261126120000_withdrawal_confirmation },
  { name: 'Migration20261126230000_sign_in_throttles', class: Migration20261126230000_sign_in_throttles },
  { name: 'Migration20261127010000_contact_replies', class: Migration20261127010000_contact_replies },
  { name: 'Migration20261127020000_honest_package_texts', class: Migration20261127020000_honest_package_texts },
  { name: 'Migration20261127030000_invoice_buyer_redaction', class: Migration20261127030000_invoice_buyer_redaction },
  { name: 'Migration20261127100000_letter_payment_details', class: Migration20261127100000_letter_payment_details },
  { name: 'Migration20261128090000_schedule_runs', class: Migration20261128090000_schedule_runs },
  { name: 'Migration20261128100000_rate_limits', class: Migration20261128100000_rate_limits },
  { name: 'Migration20261129090000_internal_notes', class: Migration20261129090000_internal_notes },
  { name: 'Migration20261129093000_response_clocks', class: Migration20261129093000_response_clocks },
  { name: 'Migration20261129100000_saved_replies', class: Migration20261129100000_saved_replies },
  { name: 'Migration20261129110000_clock_business_hours', class: Migration20261129110000_clock_business_hours },
  { name: 'Migration20261129120000_staff_roles', class: Migration20261129120000_staff_roles },
  { name: 'Migration20261129130000_assignment', class: Migration20261129130000_assignment },
  { name: 'Migration20261129140000_dedicated_specialist', class: Migration20261129140000_dedicated_specialist },
  { name: 'Migration20261129150000_extra_hours', class: Migration20261129150000_extra_hours },
  { name: 'Migration20261129160000_bookings', class: Migration20261129160000_bookings },
];
