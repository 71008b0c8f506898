/**
 * What other features use of assignment (console only; docs/decisions/068-assignment.md and
 * 069-dedicated-specialist.md): the assignee's bar and a client's specialist section.
 */
export { AssigneeBar } from './admin/AssigneeBar.js';
export { SpecialistSection } from './admin/SpecialistSection.js';
