/** What other features use of the session feature. */
export { useLogout } from './use-logout.js';
