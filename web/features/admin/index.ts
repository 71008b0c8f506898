/** What the console's screens in other features use of the console's shell: its tables, form pieces and errors (decision record 034). */
export { AdminTable, whenColumn, type AdminColumn } from './AdminTable.js';
export { ExpertFilesField } from './ExpertFilesField.js';
export { InboxCardHead } from './InboxCardHead.js';
export { TimeSpentFields, TimeSpentSelect, useTimeSpent } from './TimeSpentFields.js';
export { formErrorsOf } from './errors.js';
export { TIME_STEP_OPTIONS } from './time-steps.js';
export { AdminPageTitle, LanguageBadge, NoResults, SearchBox } from './ui.js';
export { useAdminForm, useFormValues } from './use-admin-form.js';
