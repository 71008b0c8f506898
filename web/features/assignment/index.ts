/** What other features use of assignment (console only; docs/decisions/068-assignment.md): the assignee's bar. */
export { AssigneeBar } from './admin/AssigneeBar.js';
