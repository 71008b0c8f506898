/** What other features' console screens use of the purchases' console screens (a client's page). */
export { LogTimeForm } from './LogTimeForm.js';
export { RecordPurchaseDialog } from './RecordPurchaseDialog.js';
