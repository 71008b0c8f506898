/** The owner's reports in the console. */
export { REPORT_MONTHS, ResponseTimeReport } from './admin/ResponseTimeReport.js';
