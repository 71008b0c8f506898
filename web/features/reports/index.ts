/** The owner's reports in the console. */
export { REPORT_MONTHS, ResponseTimeReport } from './admin/ResponseTimeReport.js';
export { FIRM_REPORT_PERIODS, FirmReport, loadFirmCharts } from './admin/FirmReport.js';
