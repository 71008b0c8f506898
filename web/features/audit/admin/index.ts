/** What other features' console screens use of the audit log's screens (a client's page). */
export { AuditLog } from './AuditLog.js';
