/** The assignment module: who on the team handles each question and Finanzamt letter (decision record 068). */
import { defineModule } from '../module.js';
import { assignmentMails } from './assignment.mails.js';
import { assignmentRoutes } from './assignment.rest.js';
import { assignmentAdminRouter } from './assignment.trpc.js';

export const assignmentModule = defineModule({
  name: 'assignment',
  rest: [assignmentRoutes],
  adminTrpc: { assignment: assignmentAdminRouter },
  mails: assignmentMails,
});
