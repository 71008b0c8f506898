/** What other features use of the purchases feature. */
export { formatDuration } from './duration.js';
export { BuyHoursLink } from './BuyHoursLink.js';
