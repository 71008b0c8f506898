/** The console's screens for calls and check-ins (docs/decisions/072-calls.md): "Calls" and "My hours". */
export { AvailabilityExceptions } from './AvailabilityExceptions.js';
export { StaffCallList } from './StaffCalls.js';
export { WeeklyHoursForm } from './WeeklyHoursForm.js';
