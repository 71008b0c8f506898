/** What other features use of the account feature. */
export { SecurityEventList } from './SecurityEventList.js';
