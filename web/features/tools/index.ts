/** What other features use of the tools feature. */
export { downloadDeadlineIcs } from './ics.js';
