/** The console's team page (decision record 064). */
export { InviteExpertDialog } from './InviteExpertDialog.js';
export { TeamView } from './TeamView.js';
