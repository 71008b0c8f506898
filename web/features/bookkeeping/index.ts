/** The bookkeeping export in the console (decision record 065). */
export { BookkeepingExport, previousMonth } from './admin/BookkeepingExport.js';
